//go:build !js

package review

import (
	"errors"
	"path/filepath"

	"mancala/scenes/core"
	"mancala/scenes/kit"
)

// exportLabel is the summary's button that keeps the moves: a file on the
// desktop.
const exportLabel = "Export"

// exportGame writes the game's text to the file name in the data folder,
// puts it on the clipboard too (to paste into a message or an engine),
// and returns the player's sentence saying where.
func exportGame(app *core.App, name, text string) (string, error) {
	copied := kit.CopyText(text) == nil
	if app.Store == nil {
		return "The moves could not be saved: this device keeps no files.", errors.New("review: no store to export to")
	}
	path, err := app.Store.Export(name, []byte(text))
	if err != nil && copied {
		return "Copied the moves to the clipboard; they could not be saved as a file.", err
	}
	if err != nil {
		return "The moves could not be saved.", err
	}
	said := "Saved as " + filepath.Base(path) + " in " + filepath.Dir(path)
	if copied {
		return said + ", and copied to the clipboard.", nil
	}
	return said + ".", nil
}
