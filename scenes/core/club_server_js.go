package core

import "syscall/js"

// ClubServer is the online club's address: in the browser, the page's own
// origin, which serves both the game and the club.
func (a *App) ClubServer() string {
	return js.Global().Get("location").Get("origin").String()
}
