package settings

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/i18n"
	"mancala/saves"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// maxServerLen is the longest server address the field takes, characters.
const maxServerLen = 120

// exampleServer is the address the server's field shows as an example.
const exampleServer = "http://127.0.0.1:8080"

// serverChar reports whether r may be part of a server address: no
// spaces, which the field cannot show apart.
func serverChar(r rune) bool { return r != ' ' }

// editServer handles a tick while the server's field has the focus and
// reports whether the tick is used up: typing and Backspace edit it;
// Enter, or a tap elsewhere, keeps the address (the tap then does what it
// is for); Escape puts the saved address back.
func (s *Settings) editServer(in *kit.Intents) bool {
	switch {
	case in.Pressed(kit.ActEnter):
		s.keepServer()
		return true
	case in.Pressed(kit.ActBack) && !in.Pressed(kit.ActErase):
		s.editing, s.server.Text = false, s.app.Settings.Server
		return true
	case in.Tap && !s.lay.Choices[layout.SetServer][0].Contains(in.X, in.Y):
		s.keepServer()
		return false
	}
	s.server.Edit(in)
	return true
}

// keepServer ends the editing and saves the address typed, made whole
// (saves.ServerAddress); an address that is not one is put back as it
// was, and the message says why. An open online session on another
// server is closed, so that the club opens on the new one.
func (s *Settings) keepServer() {
	s.editing = false
	addr, err := saves.ServerAddress(s.server.Text)
	if err != nil {
		s.server.Text, s.msg = s.app.Settings.Server, s.app.T("settings.badServer", i18n.S("example", exampleServer))
		return
	}
	s.server.Text = addr
	if addr == s.app.Settings.Server {
		return
	}
	s.app.Settings.Server = addr
	core.ForgetClub(s.app)
	s.msg = ""
	if core.SaveSettings(s.app) != nil {
		s.msg = s.app.T(core.NotSaved)
	}
}

// offerKeyboard offers the server's field to a phone's keyboard, which
// types into it while it is edited (a tap on it starts the editing).
func (s *Settings) offerKeyboard() {
	focus := -1
	if s.editing {
		focus = 0
	}
	kit.OfferKeyboard(focus, kit.SpotOf(&s.server, s.lay.Choices[layout.SetServer][0]))
}

// drawServer draws the server's field, ringed while it is edited.
func (s *Settings) drawServer(dst *ebiten.Image) {
	s.server.Draw(dst, &s.chrome, s.lay.Choices[layout.SetServer][0], exampleServer, s.editing)
}
