package scenes

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"mancala/engine"
	"mancala/saves"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/menu"
	"mancala/scenes/picker"
	"mancala/scenes/play"
	"mancala/scenes/scenetest"
	"mancala/scenes/settings"
)

// fitCanvases are the canvases the layout tests use: desktops, and
// phones both ways.
var fitCanvases = [][3]float64{{1280, 720, 1}, {1920, 1080, 2}, {1024, 768, 1}, {390, 844, 3}, {844, 390, 3}, {375, 667, 2}, {667, 375, 2}}

// minFit is the smallest share of its size a text may be drawn at to fit
// its box: a label that must shrink more needs shorter words or a layout
// that gives it room, not smaller type.
const minFit = 0.7

// fitScreens are the screens that speak the player's language, each
// made for app.
var fitScreens = map[string]func(app *core.App) core.Scene{
	"menu":     func(app *core.App) core.Scene { return menu.NewMenu(app) },
	"settings": settings.NewSettings,
	"picker-computer": func(app *core.App) core.Scene {
		ch := core.DefaultChoices()
		return picker.NewPicker(app, core.VsComputer, &ch)
	},
	"picker-friend": func(app *core.App) core.Scene {
		ch := core.DefaultChoices()
		return picker.NewPicker(app, core.VsFriend, &ch)
	},
	"picker-analysis": func(app *core.App) core.Scene {
		ch := core.DefaultChoices()
		return picker.NewPicker(app, core.Analyse, &ch)
	},
	"resume": func(app *core.App) core.Scene { return menu.NewResumeList(app, fitGames()) },
	"board-computer": func(app *core.App) core.Scene {
		k, _ := engine.NewKalah(engine.StandardKalah)
		cfg := core.Config{Rules: k}
		cfg.Computer[engine.North] = &core.Computer{Level: 10}
		return play.NewBoard(cfg, app)
	},
	"board-friend": func(app *core.App) core.Scene { return play.NewBoard(core.Config{Rules: engine.Oware{}}, app) },
}

// fitGames are two saved games for the list of games to resume.
func fitGames() []*saves.Game {
	k, _ := engine.NewKalah(engine.StandardKalah)
	return []*saves.Game{
		{Rules: k.String(), Start: engine.FormatPosition(k, k.Start(engine.South)), Levels: [2]int{0, 10}, Moves: make([]string, 14)},
		{Rules: engine.Bao{}.String(), Start: engine.FormatPosition(engine.Bao{}, engine.Bao{}.Start(engine.South)), Moves: make([]string, 3)},
	}
}

// TestEveryLabelFitsInEveryLanguage draws each screen that speaks the
// player's language, in each language, on each canvas, and fails where a
// text does not fit its box even at its smallest size, or only at less
// than minFit of the size it was meant for. With MANCALA_FIT_SHOTS=DIR it
// saves every frame it drew there, named language-screen-canvas.png.
func TestEveryLabelFitsInEveryLanguage(t *testing.T) {
	drivers := make([]*scenetest.Driver, len(fitCanvases)) // one screen image per canvas for every draw
	for i, c := range fitCanvases {
		drivers[i] = scenetest.NewDriver(t, c[0], c[1], c[2])
	}
	for _, app := range scenetest.LanguageApps(t) {
		text, err := kit.NewText()
		if err != nil {
			t.Fatal(err)
		}
		app.Text = text
		for name, screen := range fitScreens {
			for i, c := range fitCanvases {
				where := fmt.Sprintf("%s, %s, %gx%g", app.Language().English, name, c[0], c[1])
				text.Cramped = func(s string, size, fitted float64, overflow bool) {
					if overflow || fitted < minFit*size {
						t.Errorf("%s: %q drawn at %.0f px of %.0f (overflowing: %v)", where, s, fitted, size, overflow)
					}
				}
				s := screen(app)
				d := drivers[i]
				d.Step(s, kit.Intents{}, true)
				d.Step(s, kit.Intents{}, true)
				if dir := os.Getenv("MANCALA_FIT_SHOTS"); dir != "" {
					scenetest.Save(t, d.Screen, filepath.Join(dir, fmt.Sprintf("%s-%s-%gx%g.png", app.Language().Code, name, c[0], c[1])))
				}
			}
		}
		text.Cramped = nil
		runtime.GC() // the screens' images go with their finalizers: the test stays small
	}
}
