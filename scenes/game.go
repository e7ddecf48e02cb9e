package scenes

import (
	"mancala/rulesbook"
	"mancala/saves"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/menu"
)

// NewGame builds the app (text, store, settings, sounds) and returns the
// scene manager showing the menu, ready for ebiten.RunGame; join is the
// invite (a code, or a link with ?join=CODE) the game opens the online
// club with at once, or "" (a link without one is none). A malformed
// rules book (the how-to-play pages' data) is an error; nothing about
// saving stops the game: without a store it plays on and says so once.
func NewGame(join string) (*core.Manager, error) {
	if _, err := rulesbook.Embedded(); err != nil {
		return nil, err
	}
	t, err := kit.NewText()
	if err != nil {
		return nil, err
	}
	app := &core.App{Text: t, Settings: saves.DefaultSettings(), Routes: NewRoutes(), Join: core.JoinCode(join)}
	openStore(app)
	app.Sound = kit.NewSounds(app.Settings)
	app.ResumeClub()
	return core.NewManager(menu.NewMenu(app)), nil
}

// openStore opens the player's store and loads the settings into app; a
// problem becomes the app's notice.
func openStore(app *core.App) {
	st, err := saves.Open()
	if err != nil {
		app.Notice = "Games, settings and progress cannot be saved on this device; the game plays on."
		kit.LogDetail(err)
		return
	}
	app.Store = st
	s, err := st.LoadSettings()
	app.Settings = s
	if err != nil {
		app.Notice = kit.Tell(err)
	}
}
