package scenes

import "mancala/scenes/kit"

import "mancala/saves"

// NewGame builds the app (text, store, settings, sounds) and returns the
// scene manager showing the menu, ready for ebiten.RunGame. Nothing about
// saving stops the game: without a store it plays on and says so once.
func NewGame() (*Manager, error) {
	t, err := kit.NewText()
	if err != nil {
		return nil, err
	}
	app := &App{Text: t, Settings: saves.DefaultSettings()}
	openStore(app)
	app.Sound = NewSounds(app.Settings)
	return NewManager(NewMenu(app)), nil
}

// openStore opens the player's store and loads the settings into app; a
// problem becomes the app's notice.
func openStore(app *App) {
	st, err := saves.Open()
	if err != nil {
		app.Notice = "Games, settings and progress cannot be saved on this device; the game plays on."
		logDetail(err)
		return
	}
	app.Store = st
	s, err := st.LoadSettings()
	app.Settings = s
	if err != nil {
		app.Notice = tell(err)
	}
}
