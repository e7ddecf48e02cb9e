//go:build !js

package review

import (
	"errors"
	"path/filepath"

	"mancala/scenes/core"
)

// exportLabel is the summary's button that keeps the moves: a file on the
// desktop.
const exportLabel = "Export"

// exportGame writes the game's text to the file name in the data folder
// and returns the player's sentence saying where.
func exportGame(app *core.App, name, text string) (string, error) {
	if app.Store == nil {
		return "The moves could not be saved: this device keeps no files.", errors.New("review: no store to export to")
	}
	path, err := app.Store.Export(name, []byte(text))
	if err != nil {
		return "The moves could not be saved.", err
	}
	return "Saved as " + filepath.Base(path) + " in " + filepath.Dir(path) + ".", nil
}
