package clubsign

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/i18n"
	"mancala/scenes/core"
	"mancala/scenes/kit"
)

// Join is the form to join a friend's game by its invite code, or by the
// link pasted whole.
type Join struct {
	form
	asked bool // a code was sent: a game starts, or the server refuses
}

// NewJoin returns the join-by-code form.
func NewJoin(app *core.App) core.Scene {
	j := &Join{form: form{app: app, title: "club.joinByCode", note: "clubJoin.note",
		labels: []i18n.Key{"clubJoin.label"}, hints: []i18n.Key{"clubJoin.hint"},
		fields:  []kit.Field{{Max: 200, Allow: func(r rune) bool { return r != ' ' }}},
		buttons: []i18n.Key{"club.join"}, names: []string{"join"},
		c: app.Chrome()}}
	j.Resize(core.DefaultW, core.DefaultH, 1)
	return j
}

// Resize lays the form out for the canvas.
func (j *Join) Resize(w, h, scale float64) { j.resize(w, h, scale) }

// Update shows the game when it begins, says why the server refused the
// code, then handles the input: Join sends the code read from the field.
func (j *Join) Update(ctx *core.Context) error {
	if core.FollowClub(j.app, ctx.Switch) {
		return nil
	}
	sess := j.app.ClubSession()
	if j.asked && !sess.Refused().None() {
		j.asked, j.msg = false, core.RefusalWords(j.app, sess.Refused())
	}
	b, back := j.handle(&ctx.In)
	switch {
	case back:
		j.app.Sound.Play(kit.SoundTap)
		ctx.Switch.Back()
	case b == 0:
		j.app.Sound.Play(kit.SoundTap)
		j.send()
	}
	return nil
}

// send joins the code in the field, or says there is none.
func (j *Join) send() {
	code := core.JoinCode(j.fields[0].Text)
	if code == "" {
		j.msg = j.app.T("clubJoin.notACode")
		return
	}
	j.app.ClubSession().Join(code)
	j.asked, j.msg = true, j.app.T("clubJoin.joining", i18n.S("code", code))
}

// Draw draws the form.
func (j *Join) Draw(dst *ebiten.Image) { j.draw(dst) }

// Debug names the form's tap targets.
func (j *Join) Debug(d *core.DebugState) {
	d.Scene = "club-join"
	j.debug(d, "code")
}
