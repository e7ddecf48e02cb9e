//go:build !js

package core

// ClubServer is the online club's address: on the desktop, the one in the
// settings (saves.DefaultServer until the player names another).
func (a *App) ClubServer() string { return a.Settings.Server }
