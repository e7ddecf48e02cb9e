// Package clubarenas shows the club's arenas: the list of those to come,
// running and finished, and one arena's page: when it starts or ends, its
// standings (moving while it runs), Join and Pause (a private arena's Join
// asks for its password), the player's own game and the others' to watch.
// The player's games open by themselves as the arena pairs them
// (core.FollowClub). A registered player creates an arena from the list
// with a form of its own; a guest is sent to sign in first.
package clubarenas

import (
	"time"

	"mancala/online/club"
	"mancala/online/proto"
	"mancala/scenes/clublayout"
	"mancala/scenes/clubrows"
	"mancala/scenes/core"
	"mancala/scenes/kit"
)

// refreshEvery is how often the list is asked for again.
const refreshEvery = 5 * time.Second

// Arenas is the arenas scene: the list, or one arena when open is set.
type Arenas struct {
	app     *core.App
	open    string   // the arena shown; "" for the list
	form    *creator // the form that creates an arena, over the list while open
	gate    gate     // a private arena's password
	entries []entry  // what the rows open
	v       clubrows.View
	base    clublayout.ClubLists // the layout before a podium takes the list's top
	podium  podium
	since   time.Duration
	asked   bool
	msg     string
	w, h    float64
	c       kit.Chrome
	in      kit.Intents
	now     func() time.Time
}

// New returns the arenas' list.
func New(app *core.App) core.Scene {
	s := &Arenas{app: app, c: app.Chrome(), now: time.Now, gate: closedGate}
	app.ClubSession()
	s.Resize(core.DefaultW, core.DefaultH, 1)
	return s
}

// Resize lays the scene out for the canvas.
func (s *Arenas) Resize(w, h, scale float64) {
	if w == s.w && h == s.h && scale == s.c.Scale {
		return
	}
	s.w, s.h = w, h
	s.base = clublayout.ComputeClubLists(w, h)
	s.v.Lay = s.base
	s.c.Prepare(scale)
	s.set(s.entries)
	if s.form != nil {
		s.form.resize(w, h)
	}
}

// Update shows a game that began, follows the list or the arena, then
// handles a tap, a scroll or the keys.
func (s *Arenas) Update(ctx *core.Context) error {
	if core.FollowClub(s.app, ctx.Switch) {
		return nil
	}
	s.c.Prepare(s.c.Scale)
	s.in = ctx.In
	if s.form != nil {
		s.updateForm(&ctx.In)
		return nil
	}
	s.follow(ctx.Elapsed)
	in := &ctx.In
	switch {
	case in.Pressed(kit.ActBack) && !(s.gate.open && in.Pressed(kit.ActErase)),
		in.Tap && s.v.Lay.Back.Contains(in.X, in.Y):
		s.app.Sound.Play(kit.SoundTap)
		s.back(ctx)
	case in.Tap && s.open == "" && s.v.Lay.Span(0, 1).Contains(in.X, in.Y):
		s.create(ctx)
	case in.Tap && s.open != "" && s.buttonAt(in.X, in.Y) >= 0:
		s.press(ctx, s.buttonAt(in.X, in.Y))
	case s.gate.open && in.Pressed(kit.ActEnter):
		s.press(ctx, btnJoin)
	default:
		if s.gate.open {
			s.gate.field.Edit(in)
		}
		if i := s.v.Update(in); i >= 0 {
			s.tap(ctx, s.entries[i])
		}
	}
	s.offerGate()
	return nil
}

// create opens the form that creates an arena, on the game last played;
// a guest is sent to sign in or register first.
func (s *Arenas) create(ctx *core.Context) {
	if _, ok := s.createLabel(); !ok {
		return
	}
	s.app.Sound.Play(kit.SoundTap)
	if s.app.Club.Me().Guest {
		ctx.Switch.GoTo(s.app.Routes.ClubSign(s.app))
		return
	}
	s.form = newCreator(s.app, &s.c, &s.in, core.ChoicesFrom(s.app.Settings).Variant, s.w, s.h)
}

// createLabel is what the list's button says: Create an arena for a
// registered player, Sign in to create for a guest; false before the
// welcome.
func (s *Arenas) createLabel() (string, bool) {
	if s.app.Club == nil || s.app.Club.Me().ID == "" {
		return "", false
	}
	if s.app.Club.Me().Guest {
		return s.app.T("arena.signToCreate"), true
	}
	return s.app.T("arena.create"), true
}

// updateForm runs the form; when it is done the list shows again, or the
// arena it made.
func (s *Arenas) updateForm(in *kit.Intents) {
	done, id := s.form.update(in, s.now())
	s.form.offerKeyboard()
	if done {
		s.form = nil
		s.show(id)
	}
}

// back leaves an arena for the list, or the list for the club.
func (s *Arenas) back(ctx *core.Context) {
	if s.open == "" {
		ctx.Switch.Back()
		return
	}
	s.show("")
}

// follow asks for the list when due, takes the latest list or standings,
// and a refusal.
func (s *Arenas) follow(dt time.Duration) {
	sess := s.app.ClubSession()
	a := sess.Arenas()
	s.since += dt
	if sess.Status() == club.Online && (!s.asked || s.open == "" && s.since >= refreshEvery) {
		s.ask(a)
	}
	if r := a.Refused(); !r.None() {
		s.msg = core.RefusalWords(s.app, r)
	}
	if s.open != "" {
		if st, ok := a.State(s.open); ok {
			s.standOn(st)
			s.set(standingRows(s.app, st, sess.Me().ID))
			if st.Me != nil && s.gate.open {
				s.gate, s.msg = closedGate, ""
			}
		}
	} else if l, ok := a.Listed(); ok {
		s.set(listRows(s.app, l, s.now()))
	}
}

// set shows entries as the rows.
func (s *Arenas) set(es []entry) {
	rows := make([]kit.Row, len(es))
	for i, e := range es {
		rows[i] = e.Row
	}
	s.entries = es
	s.v.Set(rows)
}

// ask asks for what is shown: the list, or the arena's standings.
func (s *Arenas) ask(a *club.Arenas) {
	if s.open == "" {
		a.List()
	} else {
		a.Watch(s.open)
	}
	s.asked, s.since = true, 0
}

// show opens arena id ("" for the list).
func (s *Arenas) show(id string) {
	if s.open != "" {
		s.app.ClubSession().Arenas().Unwatch(s.open)
	}
	s.open, s.entries, s.asked, s.msg, s.gate = id, nil, false, "", closedGate
	s.v.Lay, s.podium = s.base, podium{}
	s.v.Reset()
}

// tap does what a row is for: open an arena, watch a game.
func (s *Arenas) tap(ctx *core.Context, r entry) {
	switch {
	case r.arena != "":
		s.app.Sound.Play(kit.SoundTap)
		s.show(r.arena)
	case r.game != "":
		s.app.Sound.Play(kit.SoundTap)
		ctx.Switch.GoTo(s.app.Routes.ClubGame(s.app, s.app.ClubSession(), r.game))
	case r.player != "":
		s.app.Sound.Play(kit.SoundTap)
		ctx.Switch.GoTo(s.app.Routes.ClubPlayer(s.app, r.player))
	}
}

// state is the open arena's latest standings; false on the list, before
// they came, or with no session (Draw opens none).
func (s *Arenas) state() (proto.ArenaState, bool) {
	if s.app.Club == nil || s.open == "" {
		return proto.ArenaState{}, false
	}
	return s.app.Club.Arenas().State(s.open)
}

// Debug names the tap targets: back, the buttons shown and the rows in
// sight (row-N, counted from 0).
func (s *Arenas) Debug(d *core.DebugState) {
	if s.form != nil {
		s.form.debug(d)
		return
	}
	d.Scene = "club-arenas"
	d.Status = s.open
	d.Add("back", s.v.Lay.Back)
	if _, ok := s.createLabel(); ok && s.open == "" {
		d.Add("create", s.v.Lay.Span(0, 1))
	}
	if s.gate.open {
		d.Add("password", s.v.Lay.Span(1, 2))
	}
	for i, name := range buttonNames {
		if _, ok := s.label(button(i)); ok && s.open != "" {
			d.Add(name, s.buttonRect(button(i)))
		}
	}
	s.v.Debug(d)
}
