package scenes

import (
	"testing"

	"mancala/engine"
	"mancala/saves"
	"mancala/scenes/core"
	"mancala/scenes/menu"
	"mancala/scenes/picker"
	"mancala/scenes/play"
	"mancala/scenes/scenetest"
	"mancala/scenes/settings"
)

// fitScreens are the screens that speak the player's language, each
// made for app.
var fitScreens = []scenetest.Screen{
	{Name: "menu", Make: func(app *core.App) core.Scene { return menu.NewMenu(app) }},
	{Name: "settings", Make: settings.NewSettings},
	{Name: "picker-computer", Make: func(app *core.App) core.Scene {
		ch := core.DefaultChoices()
		return picker.NewPicker(app, core.VsComputer, &ch)
	}},
	{Name: "picker-friend", Make: func(app *core.App) core.Scene {
		ch := core.DefaultChoices()
		return picker.NewPicker(app, core.VsFriend, &ch)
	}},
	{Name: "picker-analysis", Make: func(app *core.App) core.Scene {
		ch := core.DefaultChoices()
		return picker.NewPicker(app, core.Analyse, &ch)
	}},
	{Name: "resume", Make: func(app *core.App) core.Scene { return menu.NewResumeList(app, fitGames()) }},
	{Name: "board-computer", Make: func(app *core.App) core.Scene {
		k, _ := engine.NewKalah(engine.StandardKalah)
		cfg := core.Config{Rules: k}
		cfg.Computer[engine.North] = &core.Computer{Level: 10}
		return play.NewBoard(cfg, app)
	}},
	{Name: "board-friend", Make: func(app *core.App) core.Scene { return play.NewBoard(core.Config{Rules: engine.Oware{}}, app) }},
	{Name: "board-captions", Make: func(app *core.App) core.Scene {
		captioned := *app // the app with captions on, for this screen only
		captioned.Settings.Captions = true
		return play.NewBoard(core.Config{Rules: engine.Bao{}}, &captioned)
	}, Drive: func(d *scenetest.Driver, s core.Scene) {
		b := s.(*play.Board)
		b.Play(b.Legal()[0])
	}},
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
// text does not fit its box or is left in English (scenetest.CheckEveryLanguage).
func TestEveryLabelFitsInEveryLanguage(t *testing.T) {
	scenetest.CheckEveryLanguage(t, fitScreens...)
}
