package core

import (
	"mancala/i18n"
	"mancala/saves"
	"mancala/scenes/anim"
)

// NotSaved is the line shown when the settings could not be saved (they
// still apply until the game is closed).
const NotSaved i18n.Key = "settings.notSaved"

// SpeedOf returns the animation speed the settings name; Normal when the
// name is not one of anim.Speed's.
func SpeedOf(st saves.Settings) anim.Speed {
	for sp := anim.Speed(0); sp < anim.NumSpeeds; sp++ {
		if sp.String() == st.Speed {
			return sp
		}
	}
	return anim.Normal
}

// SaveSettings saves the app's settings when there is a store.
func SaveSettings(app *App) error {
	if app.Store == nil {
		return nil
	}
	return app.Store.SaveSettings(app.Settings)
}
