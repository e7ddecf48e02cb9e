// Package clubsetup is the form that starts an online game: a quick game
// with someone seeking the same, an invite for a friend, or a game
// against the server's computer. The player chooses the game and Kalah's
// options, the clock, rated or casual (a quick game) or the level (the
// computer); the request goes to the server and the club's home shows the
// wait, or the server's reason when it refuses.
package clubsetup

import (
	"mancala/i18n"
	"mancala/online/proto"
	"mancala/scenes/boardview"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// Setup is the online game's setup form.
type Setup struct {
	pics boardview.Pictures // the cards' pictures
	app  *core.App
	kind core.ClubKind
	to   proto.Player // the player a challenge is for
	ch   choices
	rows []row
	lay  layout.Picker
	w, h float64
	in   kit.Intents
	c    kit.Chrome
}

// defaultClock is 5+3, the index of the clock chosen first.
const defaultClock = 1

// NewSetup returns the setup of an online game of kind k, starting from
// the last game's choices.
func NewSetup(app *core.App, k core.ClubKind) core.Scene {
	s := &Setup{app: app, kind: k, ch: choices{Choices: core.ChoicesFrom(app.Settings), clock: defaultClock},
		c: app.Chrome()}
	s.Resize(core.DefaultW, core.DefaultH, 1)
	return s
}

// NewChallenge returns the setup of a challenge to the player to.
func NewChallenge(app *core.App, to proto.Player) core.Scene {
	s := NewSetup(app, core.ClubChallenge).(*Setup)
	s.to = to
	return s
}

// Resize lays the form out for the canvas.
func (s *Setup) Resize(w, h, scale float64) {
	if w == s.w && h == s.h && scale == s.c.Scale {
		return
	}
	s.w, s.h = w, h
	s.relayout(scale)
}

// relayout lays the form out for the chosen game's rows and makes the
// cards' pictures for their places.
func (s *Setup) relayout(scale float64) {
	s.rows = rowsFor(s.ch.Variant, s.kind)
	var counts []int
	for _, r := range s.rows {
		if r.prefix != "level" {
			counts = append(counts, r.count())
		}
	}
	s.lay = layout.ComputePicker(s.w, s.h, counts, s.kind == core.ClubComputer)
	s.c.Prepare(scale)
	for i, g := range core.Games {
		s.pics.Prepare(i, g.V, s.lay.Pics[i], s.c.Scale, s.c.Th, s.c.Text)
	}
}

// Update shows a game that began, then handles Back, a tap or Enter.
func (s *Setup) Update(ctx *core.Context) error {
	if core.FollowClub(s.app, ctx.Switch) {
		return nil
	}
	s.in = ctx.In
	in := &ctx.In
	switch {
	case in.Pressed(kit.ActBack) || (in.Tap && s.lay.Back.Contains(in.X, in.Y)):
		s.app.Sound.Play(kit.SoundTap)
		ctx.Switch.Back()
	case in.Pressed(kit.ActEnter) || (in.Tap && s.lay.Play.Contains(in.X, in.Y)):
		s.start(ctx)
	case in.Tap:
		s.tap(in.X, in.Y)
	}
	s.relayout(s.c.Scale)
	return nil
}

// tap chooses the game, or the chip or level step, at x, y.
func (s *Setup) tap(x, y float64) {
	if i := s.lay.Hit(x, y); i >= 0 {
		s.app.Sound.Play(kit.SoundTap)
		s.ch.Variant = core.Games[i].V
		return
	}
	for i := range s.lay.Rows {
		r, o := &s.lay.Rows[i], &s.rows[i]
		for j, c := range r.Chips {
			if c.Contains(x, y) {
				s.app.Sound.Play(kit.SoundTap)
				o.set(&s.ch, j)
			}
		}
		if r.Stepper() && (r.Down.Contains(x, y) || r.Up.Contains(x, y)) {
			d := 1
			if r.Down.Contains(x, y) {
				d = -1
			}
			o.set(&s.ch, max(0, min(o.count()-1, o.get(&s.ch)+d)))
		}
	}
}

// start sends the request of the form's kind and returns to the home,
// which shows the wait or the refusal.
func (s *Setup) start(ctx *core.Context) {
	s.app.Sound.Play(kit.SoundTap)
	r, err := s.ch.Rules()
	if err != nil {
		return // the rows offer only options the engine takes
	}
	sess := s.app.ClubSession()
	variant, clock := r.String(), s.ch.clockName()
	switch s.kind {
	case core.QuickGame:
		sess.Seek(proto.Seek{Variant: variant, Clock: clock, Rated: s.ch.rated})
	case core.InviteFriend:
		sess.Invite(proto.Invite{Variant: variant, Clock: clock, Public: s.ch.public})
	case core.ClubComputer:
		sess.PlayComputer(proto.Computer{Variant: variant, Clock: clock, Level: int(s.ch.Level)})
	case core.ClubChallenge:
		sess.Members().Challenge(proto.ChallengePlayer{Player: s.to.ID, Variant: variant, Clock: clock, Rated: s.ch.rated})
	}
	ctx.Switch.Back()
}

// Title is the form's title.
func (s *Setup) Title() string {
	if s.kind == core.ClubChallenge {
		return s.app.T("clubSetup.challenge", i18n.S("player", s.to.Name))
	}
	return s.app.T([...]i18n.Key{"club.quickGame", "club.inviteFriend", "club.playComputer"}[s.kind])
}

// playLabel is the Play button's label.
func (s *Setup) playLabel() string {
	return s.app.T([...]i18n.Key{"clubSetup.findGame", "clubSetup.createInvite", "club.play", "clubSetup.send"}[s.kind])
}

// Debug names the form's tap targets.
func (s *Setup) Debug(d *core.DebugState) {
	d.Scene = "club-setup"
	d.Add("back", s.lay.Back)
	d.Add("play", s.lay.Play)
	for i, g := range core.Games {
		d.Add("variant-"+g.V.String(), s.lay.Cards[i])
	}
	for i, o := range s.rows {
		r := s.lay.Rows[i]
		for j, c := range r.Chips {
			d.Add(o.prefix+"-"+o.names[j], c)
		}
		if r.Stepper() {
			d.Add(o.prefix+"-down", r.Down)
			d.Add(o.prefix+"-up", r.Up)
		}
	}
}
