// Package clublists shows the club's lists, a tab each: the live games to
// watch (rated ones first), the open challenges to join, the Kalah
// ladder's top 100 (provisional ratings marked) and the player's recent
// games. The list shown is asked for again every few seconds.
package clublists

import (
	"time"

	"mancala/i18n"
	"mancala/online/club"
	"mancala/scenes/clublayout"
	"mancala/scenes/clubrows"
	"mancala/scenes/core"
	"mancala/scenes/kit"
)

// refreshEvery is how often the list shown is asked for again.
const refreshEvery = 5 * time.Second

// Lists is the club's lists scene.
type Lists struct {
	app     *core.App
	tab     core.ClubList
	rows    []line
	v       clubrows.View
	since   time.Duration
	asked   bool // the tab's list was asked for
	joining bool // a challenge's code was sent
	msg     string
	w, h    float64
	c       kit.Chrome
	in      kit.Intents
}

// NewLists returns the lists, showing list l.
func NewLists(app *core.App, l core.ClubList) core.Scene {
	s := &Lists{app: app, tab: l, c: app.Chrome()}
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
	s.v.Lay = clublayout.ComputeClubLists(w, h)
	s.c.Prepare(scale)
	s.v.Set(s.v.Rows)
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
	switch {
	case in.Pressed(kit.ActBack) || (in.Tap && s.v.Lay.Back.Contains(in.X, in.Y)):
		s.app.Sound.Play(kit.SoundTap)
		ctx.Switch.Back()
	case in.Tap && s.v.Lay.TabAt(in.X, in.Y) >= 0:
		s.show(core.ClubList(s.v.Lay.TabAt(in.X, in.Y)))
	case in.Pressed(kit.ActLeft):
		s.show(core.ClubList((int(s.tab) + clublayout.ClubTabs - 1) % clublayout.ClubTabs))
	case in.Pressed(kit.ActRight):
		s.show(core.ClubList((int(s.tab) + 1) % clublayout.ClubTabs))
	default:
		if i := s.v.Update(in); i >= 0 {
			s.tap(ctx, s.rows[i])
		}
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
		s.rows = rowsOf(s.app, s.tab, ls, sess.Me().ID)
		rows := make([]kit.Row, len(s.rows))
		for i, r := range s.rows {
			rows[i] = r.Row
		}
		s.v.Set(rows)
	}
	if s.joining && !sess.Refused().None() {
		s.joining, s.msg = false, core.RefusalWords(s.app, sess.Refused())
	}
}

// show switches to list l, asking for it at once.
func (s *Lists) show(l core.ClubList) {
	s.app.Sound.Play(kit.SoundTap)
	s.tab, s.rows, s.asked, s.msg = l, nil, false, ""
	s.v.Reset()
}

// tap does what row r is for: watch a live game or replay a recent one,
// join a challenge.
func (s *Lists) tap(ctx *core.Context, r line) {
	switch {
	case r.switches:
		s.show(r.list)
	case r.player != "":
		s.app.Sound.Play(kit.SoundTap)
		ctx.Switch.GoTo(s.app.Routes.ClubPlayer(s.app, r.player))
	case r.game != "":
		s.app.Sound.Play(kit.SoundTap)
		ctx.Switch.GoTo(s.app.Routes.ClubGame(s.app, s.app.ClubSession(), r.game))
	case r.code != "":
		s.app.Sound.Play(kit.SoundTap)
		s.app.ClubSession().Join(r.code)
		s.joining, s.msg = true, s.app.T("clubLists.joining", i18n.S("player", r.Main))
	}
}

// Debug names the lists' tap targets: back, the tabs and the rows in
// sight (row-N, counted from 0).
func (s *Lists) Debug(d *core.DebugState) {
	d.Scene = "club-lists"
	d.Status = s.tab.String()
	d.Add("back", s.v.Lay.Back)
	for i, t := range tabNames {
		d.Add(t, s.v.Lay.Tabs[i])
	}
	s.v.Debug(d)
}

// tabNames are the tabs' debug names; tabLabels what they say.
var (
	tabNames  = [clublayout.ClubTabs]string{"tab-games", "tab-challenges", "tab-leaderboard", "tab-recent"}
	tabLabels = [clublayout.ClubTabs]i18n.Key{"clubLists.tabGames", "clubLists.tabChallenges", "clubLists.tabLeaderboard",
		"clubLists.tabRecent"}
)
