package scenes

import (
	"mancala/saves"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/menu"
)

// NewGame builds the app (text, store, settings) and returns the scene
// manager showing the menu, ready for ebiten.RunGame; the sounds start
// after the first frame (silent until then: no one has touched anything
// yet, and a browser takes a while to open its audio). join is the
// invite (a code, or a link with ?join=CODE) the game opens the online
// club with at once, or "" (a link without one is none). Nothing about
// saving stops the game: without a store it plays on and says so once.
// The rules book is read when How to play first opens.
func NewGame(join string) (*core.Manager, error) {
	t, err := kit.NewText()
	if err != nil {
		return nil, err
	}
	app := &core.App{Text: t, Settings: saves.DefaultSettings(), Sound: kit.Silent{}, Routes: NewRoutes(), Join: core.JoinCode(join)}
	openStore(app)
	app.Mirror = core.NewMirror(app)
	app.ResumeClub()
	m := core.NewManager(menu.NewMenu(app))
	m.SetMirror(app.Mirror)
	m.AfterFirstFrame(func() { app.Sound = kit.NewSounds(app.Settings) })
	return m, nil
}

// openStore opens the player's store, loads the settings into app and
// then the words of the player's language; a problem becomes the app's
// notice, in that language.
func openStore(app *core.App) {
	st, err := saves.Open()
	if err != nil {
		app.Words = core.LoadWords(core.LanguageOf(app.Settings.Language))
		app.Notice = app.T("notice.noStore")
		kit.LogDetail(err)
		return
	}
	app.Store = st
	s, err := st.LoadSettings()
	app.Settings = s
	app.Words = core.LoadWords(core.LanguageOf(app.Settings.Language))
	if err != nil {
		app.Notice = kit.Tell(app, err)
	}
}
