// Package clublists shows the club's lists, a tab each: the live games to
// watch (rated ones first), the open challenges to join, the Kalah
// ladder's top 100 (provisional ratings marked) and the player's recent
// games. The list shown is asked for again every few seconds.
package clublists

import (
	"math"
	"time"

	"mancala/online/club"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// refreshEvery is how often the list shown is asked for again.
const refreshEvery = 5 * time.Second

// Lists is the club's lists scene.
type Lists struct {
	app     *core.App
	tab     core.ClubList
	rows    []line
	scroll  float64 // px the list is scrolled down
	since   time.Duration
	asked   bool // the tab's list was asked for
	joining bool // a challenge's code was sent
	msg     string
	lay     layout.ClubLists
	w, h    float64
	c       kit.Chrome
	in      kit.Intents
}

// NewLists returns the lists, showing list l.
func NewLists(app *core.App, l core.ClubList) core.Scene {
	s := &Lists{app: app, tab: l, c: kit.Chrome{Text: app.Text, Settings: &app.Settings}}
	app.ClubSession()
	s.Resize(core.DefaultW, core.DefaultH, 1)
	return s
}

// Resize lays the lists out for the canvas.
func (s *Lists) Resize(w, h, scale float64) {
	if w == s.w && h == s.h && scale == s.c.Scale {
		return
	}
	s.w, s.h = w, h
	s.lay = layout.ComputeClubLists(w, h)
	s.c.Prepare(scale)
	s.scroll = s.clamp(s.scroll)
}

// Update shows a game that began, asks for the list when due, takes the
// list and a refusal, then handles a tap, a scroll or the keys.
func (s *Lists) Update(ctx *core.Context) error {
	if core.FollowClub(s.app, ctx.Switch) {
		return nil
	}
	s.c.Prepare(s.c.Scale)
	s.in = ctx.In
	s.follow(ctx.Elapsed)
	in := &ctx.In
	s.scroll = s.clamp(s.scroll - in.Scroll)
	switch {
	case in.Pressed(kit.ActBack) || (in.Tap && s.lay.Back.Contains(in.X, in.Y)):
		s.app.Sound.Play(kit.SoundTap)
		ctx.Switch.Back()
	case in.Tap:
		s.tap(ctx, in.X, in.Y)
	case in.Pressed(kit.ActLeft):
		s.show(core.ClubList((int(s.tab) + layout.ClubTabs - 1) % layout.ClubTabs))
	case in.Pressed(kit.ActRight):
		s.show(core.ClubList((int(s.tab) + 1) % layout.ClubTabs))
	case in.Pressed(kit.ActUp), in.Pressed(kit.ActDown):
		d := s.lay.RowH
		if in.Pressed(kit.ActUp) {
			d = -d
		}
		s.scroll = s.clamp(s.scroll + d)
	}
	return nil
}

// follow asks for the tab's list when it is due and the session online,
// takes the last one received, and ends a join the server refused.
func (s *Lists) follow(dt time.Duration) {
	sess := s.app.ClubSession()
	s.since += dt
	if sess.Status() == club.Online && (!s.asked || s.since >= refreshEvery) {
		sess.Refresh(s.tab.String())
		s.asked, s.since = true, 0
	}
	if ls, ok := sess.Lists(s.tab.String()); ok {
		s.rows = rowsOf(s.tab, ls, sess.Me().ID)
		s.scroll = s.clamp(s.scroll)
	}
	if s.joining && sess.Refusal() != "" {
		s.joining, s.msg = false, core.ClubWords(sess.Refusal())
	}
}

// show switches to list l, asking for it at once.
func (s *Lists) show(l core.ClubList) {
	s.app.Sound.Play(kit.SoundTap)
	s.tab, s.rows, s.scroll, s.asked, s.msg = l, nil, 0, false, ""
}

// tap switches tabs, or does what the row at x, y is for: watch a live
// game or replay a recent one, join a challenge.
func (s *Lists) tap(ctx *core.Context, x, y float64) {
	if i := s.lay.TabAt(x, y); i >= 0 {
		s.show(core.ClubList(i))
		return
	}
	i := s.lay.RowAt(x, y, s.scroll, len(s.rows))
	if i < 0 {
		return
	}
	r := s.rows[i]
	switch {
	case r.game != "":
		s.app.Sound.Play(kit.SoundTap)
		ctx.Switch.GoTo(s.app.Routes.ClubGame(s.app, s.app.ClubSession(), r.game))
	case r.code != "":
		s.app.Sound.Play(kit.SoundTap)
		s.app.ClubSession().Join(r.code)
		s.joining, s.msg = true, "Joining "+r.main+"'s game..."
	}
}

// clamp keeps a scroll within the list.
func (s *Lists) clamp(v float64) float64 {
	return math.Max(0, math.Min(v, s.lay.MaxScroll(len(s.rows))))
}

// Debug names the lists' tap targets: back, the tabs and the rows in
// sight (row-N, counted from 0).
func (s *Lists) Debug(d *core.DebugState) {
	d.Scene = "club-lists"
	d.Status = s.tab.String()
	d.Add("back", s.lay.Back)
	for i, t := range tabNames {
		d.Add(t, s.lay.Tabs[i])
	}
	for i := range s.rows {
		if r := s.lay.Row(i, s.scroll); r.Inside(s.lay.List) {
			d.Add("row-"+kit.Itoa(i), r)
		}
	}
}

// tabNames are the tabs' debug names; tabLabels what they say.
var (
	tabNames  = [layout.ClubTabs]string{"tab-games", "tab-challenges", "tab-leaderboard", "tab-recent"}
	tabLabels = [layout.ClubTabs]string{"Live games", "Challenges", "Leaderboard", "Recent"}
)
