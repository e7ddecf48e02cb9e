package clubsign

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/i18n"
	"mancala/scenes/core"
	"mancala/scenes/kit"
)

// nameChars are the characters a player's name may hold (the server
// checks names too: 3 to 20 of them).
const nameChars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_"

// Sign is the form to sign in or register. Registering keeps the guest's
// games and rating under the new name.
type Sign struct {
	form
	asked bool // a request is under way: its answer ends the form
}

// NewSign returns the sign-in form.
func NewSign(app *core.App) core.Scene {
	s := &Sign{form: form{app: app, title: "clubSign.title", note: "clubSign.note",
		labels: []i18n.Key{"clubSign.name", "clubSign.password"}, hints: []i18n.Key{"clubSign.nameHint", "clubSign.passwordHint"},
		fields: []kit.Field{
			{Max: 20, Allow: func(r rune) bool { return strings.ContainsRune(nameChars, r) }},
			{Max: 72, Secret: true, Allow: func(r rune) bool { return r != ' ' }},
		},
		buttons: []i18n.Key{"club.signIn", "club.register"}, names: []string{"sign-in", "register"},
		c: app.Chrome()}}
	s.Resize(core.DefaultW, core.DefaultH, 1)
	return s
}

// Resize lays the form out for the canvas.
func (s *Sign) Resize(w, h, scale float64) { s.resize(w, h, scale) }

// Update shows a game that began, follows the answer to the request, then
// handles the input: Sign in or Register sends the name and password.
func (s *Sign) Update(ctx *core.Context) error {
	if core.FollowClub(s.app, ctx.Switch) {
		return nil
	}
	sess := s.app.ClubSession()
	if s.asked && !sess.Account().Busy {
		s.asked = false
		if err := sess.Account().Err; err != nil {
			s.msg = core.ClubErrWords(s.app, err)
		} else {
			ctx.Switch.Back()
			return nil
		}
	}
	b, back := s.handle(&ctx.In)
	switch {
	case back:
		s.app.Sound.Play(kit.SoundTap)
		ctx.Switch.Back()
	case b >= 0 && !s.asked:
		s.app.Sound.Play(kit.SoundTap)
		s.send(b == 1)
	}
	return nil
}

// send asks the server to sign in, or to register when register is set.
func (s *Sign) send(register bool) {
	name, pw := s.fields[0].Text, s.fields[1].Text
	if name == "" || pw == "" {
		s.msg = s.app.T("clubSign.typeBoth")
		return
	}
	sess := s.app.ClubSession()
	if register {
		sess.Register(name, pw)
		s.msg = s.app.T("clubSign.registering")
	} else {
		sess.Login(name, pw)
		s.msg = s.app.T("clubSign.signingIn")
	}
	s.asked = true
}

// Draw draws the form.
func (s *Sign) Draw(dst *ebiten.Image) { s.draw(dst) }

// Debug names the form's tap targets.
func (s *Sign) Debug(d *core.DebugState) {
	d.Scene = "club-sign"
	s.debug(d, "name", "password")
}
