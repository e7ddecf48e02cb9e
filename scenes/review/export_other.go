//go:build !js

package review

import (
	"errors"
	"path/filepath"

	"mancala/i18n"
	"mancala/scenes/core"
	"mancala/scenes/kit"
)

// exportLabel is the summary's button that keeps the moves: a file on the
// desktop.
const exportLabel i18n.Key = "review.export"

// exportGame writes the game's text to the file name in the data folder,
// puts it on the clipboard too (to paste into a message or an engine),
// and returns the player's sentence saying where.
func exportGame(app *core.App, name, text string) (string, error) {
	copied := kit.CopyText(text) == nil
	if app.Store == nil {
		return app.T("review.noFiles"), errors.New("review: no store to export to")
	}
	path, err := app.Store.Export(name, []byte(text))
	if err != nil && copied {
		return app.T("review.copiedNotSaved"), err
	}
	if err != nil {
		return app.T("review.notSaved"), err
	}
	where := []i18n.Arg{i18n.S("file", filepath.Base(path)), i18n.S("folder", filepath.Dir(path))}
	if copied {
		return app.T("review.savedCopied", where...), nil
	}
	return app.T("review.saved", where...), nil
}
