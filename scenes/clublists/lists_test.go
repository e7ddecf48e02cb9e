//go:build !js

package clublists

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"mancala/online/club"
	"mancala/online/proto"
	"mancala/online/server/servertest"
	"mancala/saves"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
	"mancala/scenes/scenetest/clubtest"
)

// ladder is the ladder's Kalah: 6 pits, 4 seeds, standard rules.
const ladder = "kalah pits=6 seeds=4"

// liveGame starts a casual game of variant between two new guests on ts
// and returns them and the game.
func liveGame(t *testing.T, ts *servertest.Server, variant string) (a, b *club.Session, game string) {
	t.Helper()
	a, b = clubtest.Player(t, ts), clubtest.Player(t, ts)
	a.Invite(proto.Invite{Variant: variant, Clock: "untimed"})
	var code string
	clubtest.Poll(t, "the invite", func() bool { code, _, _ = a.Invited(); return code != "" }, a)
	b.Join(code)
	clubtest.Poll(t, "the game", func() bool { g, ok := a.Started(); game = g; return ok }, a, b)
	return a, b, game
}

// ratedGame has two new registered players play a rated ladder game that
// one resigns after the first move, so both are on the leaderboard.
func ratedGame(t *testing.T, ts *servertest.Server, na, nb string) {
	t.Helper()
	ss := []*club.Session{clubtest.Player(t, ts), clubtest.Player(t, ts)}
	for i, n := range []string{na, nb} {
		s := ss[i]
		s.Register(n, "password-"+n)
		clubtest.Poll(t, n+"'s registration", func() bool { return !s.Me().Guest && s.Me().Name == n }, s)
		clubtest.Poll(t, n+" online", func() bool { return s.Status() == club.Online }, s)
		s.Seek(proto.Seek{Variant: ladder, Clock: "3+2", Rated: true})
	}
	var ms []*club.Match
	for _, s := range ss {
		var g string
		clubtest.Poll(t, "the rated game", func() bool { var ok bool; g, ok = s.Started(); return ok }, ss...)
		m := s.Match(g)
		clubtest.Poll(t, "the game's start", m.Ready, ss...)
		ms = append(ms, m)
	}
	first := ms[0]
	if side, _ := first.MySide(); first.Position().ToMove != side {
		first = ms[1]
	}
	if err := first.Play(first.Rules().LegalMoves(first.Position(), nil)[0]); err != nil {
		t.Fatal(err)
	}
	clubtest.Poll(t, "the first move", func() bool { return ms[0].Plies() == 1 && ms[1].Plies() == 1 }, ss...)
	ms[0].Resign()
	clubtest.Poll(t, "the end", func() bool { return ms[0].Result().Over && ms[1].Result().Over }, ss...)
}

// open shows the lists of app at list l until its rows have come.
func open(t *testing.T, app *core.App, l core.ClubList, w, h, scale float64, rows int) (*Lists, *scenetest.Driver) {
	t.Helper()
	s := NewLists(app, l).(*Lists)
	d := scenetest.NewDriver(t, w, h, scale)
	clubtest.Until(t, d, s, fmt.Sprintf("%d rows of %v", rows, l), func() bool { return len(s.rows) >= rows })
	return s, d
}

// TestLiveGamesAreListedAndATapWatches: a live game is listed with both
// players and its game, and a tap on it opens its board to watch.
func TestLiveGamesAreListedAndATapWatches(t *testing.T) {
	app, ts := clubtest.App(t, nil)
	a, b, game := liveGame(t, ts, "oware")
	s, d := open(t, app, core.ListGames, 390, 844, 1, 1)
	r := s.rows[0]
	if !strings.Contains(r.Main, a.Me().Name) || !strings.Contains(r.Main, b.Me().Name) ||
		!strings.HasPrefix(r.Sub, "Oware · no clock · casual · move 1") || r.game != game {
		t.Fatalf("row %+v", r)
	}
	scenetest.TapNamed(t, d, s, "row-0")
	if o := clubtest.Opened(d); o == nil || o.Route != "clubgame" || o.Game != game || o.Session != app.Club {
		t.Fatalf("opened %+v", o)
	}
}

// TestAnOpenChallengeIsJoinedByATap: an invite open to anyone is listed
// under Challenges; a tap joins it and opens the game that began.
func TestAnOpenChallengeIsJoinedByATap(t *testing.T) {
	app, ts := clubtest.App(t, nil)
	other := clubtest.Player(t, ts)
	other.Invite(proto.Invite{Variant: "congkak", Clock: "5+3", Public: true})
	s, d := open(t, app, core.ListChallenges, 1280, 720, 1, 1)
	if r := s.rows[0]; r.Main != other.Me().Name || r.Sub != "Congkak · 5+3 · casual" || r.code == "" {
		t.Fatalf("row %+v", r)
	}
	scenetest.TapNamed(t, d, s, "row-0")
	clubtest.Until(t, d, s, "the game", func() bool { return clubtest.Opened(d) != nil }, other)
	if o := clubtest.Opened(d); o.Route != "clubgame" || o.Game == "" {
		t.Fatalf("opened %+v", o)
	}
}

// TestTheLeaderboardMarksProvisionalRatings: after a rated game both
// players are on the leaderboard, the winner first, marked provisional,
// under a row that shows the bots' leaderboard; a player's row opens
// their page.
func TestTheLeaderboardMarksProvisionalRatings(t *testing.T) {
	app, ts := clubtest.App(t, nil)
	ratedGame(t, ts, "ada", "bob")
	s, d := open(t, app, core.ListLeaderboard, 1280, 720, 1, 3)
	if !strings.HasPrefix(s.rows[1].Main, "1. bob") || s.rows[1].Tag == "" || s.rows[2].Tag != "provisional" {
		t.Errorf("rows %+v", s.rows)
	}
	scenetest.TapNamed(t, d, s, "row-1")
	if o := clubtest.Opened(d); o == nil || o.Route != "club-player" || o.Player != s.rows[1].player {
		t.Errorf("bob's row opened %+v", o)
	}
	scenetest.TapNamed(t, d, s, "row-0")
	clubtest.Until(t, d, s, "the bots' leaderboard", func() bool {
		return s.tab == core.ListBots && len(s.rows) == 1 && s.rows[0].list == core.ListLeaderboard
	})
}

// TestADragScrollsALongListToItsEnd: a list longer than the screen
// scrolls by a drag (touch) or the wheel, never past its ends, and its
// last row can be tapped once in sight.
func TestADragScrollsALongListToItsEnd(t *testing.T) {
	app, ts := clubtest.App(t, nil)
	const n = 14
	for i := 0; i < n; i++ {
		p := clubtest.Player(t, ts)
		p.Invite(proto.Invite{Variant: "oware", Clock: "untimed", Public: true})
		clubtest.Poll(t, "the challenge", func() bool { _, _, ok := p.Invited(); return ok }, p)
	}
	s, d := open(t, app, core.ListChallenges, 390, 844, 1, n)
	last := "row-" + strconv.Itoa(n-1)
	if _, ok := scenetest.NamedRect(s, last); ok {
		t.Fatalf("all %d rows fit: no scroll to test", n)
	}
	d.Step(s, kit.Intents{Scroll: -10000}, true) // a long drag upwards
	if s.v.Scroll != s.v.Lay.MaxScroll(n) || s.v.Scroll <= 0 {
		t.Fatalf("scrolled %g px, want the end %g", s.v.Scroll, s.v.Lay.MaxScroll(n))
	}
	d.Step(s, kit.Intents{Scroll: 10000}, true)
	if s.v.Scroll != 0 {
		t.Errorf("scrolled back to %g px, want 0", s.v.Scroll)
	}
	// The tap comes last: the game it joins may begin at the next step,
	// and the list then gives way to the board.
	d.Step(s, kit.Intents{Scroll: -10000}, true)
	scenetest.TapNamed(t, d, s, last)
	if !s.joining {
		t.Error("a tap on the last row joined nothing")
	}
}

// TestTabsSwitchTheListAndAskForIt: a tap on a tab shows that list and
// asks the server for it.
func TestTabsSwitchTheListAndAskForIt(t *testing.T) {
	app, _ := clubtest.App(t, nil)
	s, d := open(t, app, core.ListGames, 1280, 720, 1, 0)
	clubtest.Until(t, d, s, "the games asked for", func() bool { return s.asked })
	scenetest.TapNamed(t, d, s, "tab-recent")
	if s.tab != core.ListRecent || s.asked {
		t.Fatalf("tab %v, asked %v", s.tab, s.asked)
	}
	clubtest.Until(t, d, s, "the recent games asked for", func() bool { return s.asked })
	if s.emptyWords() != "You have not finished a game yet." {
		t.Errorf("the empty list says %q", s.emptyWords())
	}
}

// TestScreenshotsClubLists draws the live games and the leaderboard of a
// real server in both themes, landscape and portrait, and writes them to
// MANCALA_SHOTS.
func TestScreenshotsClubLists(t *testing.T) {
	dir := os.Getenv("MANCALA_SHOTS")
	if dir == "" {
		t.Skip("set MANCALA_SHOTS to a directory to write screenshots")
	}
	ts := servertest.Start(t, nil)
	ratedGame(t, ts, "ada", "bob")
	liveGame(t, ts, ladder)
	liveGame(t, ts, "bao")
	for _, th := range []saves.Theme{saves.Wood, saves.Contrast} {
		for _, c := range []struct{ w, h, scale float64 }{{1280, 720, 1}, {390, 844, 3}} {
			for _, l := range []core.ClubList{core.ListGames, core.ListLeaderboard} {
				app, _ := clubtest.App(t, ts)
				app.Settings.Theme = th
				_, d := open(t, app, l, c.w, c.h, c.scale, 2)
				scenetest.Save(t, d.Screen, filepath.Join(dir, fmt.Sprintf("club-lists-%v-%s-%gx%g.png", l, th, c.w, c.h)))
			}
		}
	}
}
