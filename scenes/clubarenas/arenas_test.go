//go:build !js

package clubarenas

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"mancala/online/club"
	"mancala/online/server/servertest"
	"mancala/saves"
	"mancala/scenes/core"
	"mancala/scenes/scenetest"
	"mancala/scenes/scenetest/clubtest"
)

// open shows the arenas of app until the list has come.
func open(t *testing.T, app *core.App, w, h, scale float64) (*Arenas, *scenetest.Driver) {
	t.Helper()
	s := New(app).(*Arenas)
	d := scenetest.NewDriver(t, w, h, scale)
	clubtest.Until(t, d, s, "the list", func() bool { return len(s.entries) >= 1 })
	return s, d
}

// A player opens the arena from the list, joins it (the button turns to
// Pause, their line shows), and when another player joins their game
// opens by itself.
func TestAPlayerJoinsAnArenaAndTheirGameOpens(t *testing.T) {
	ts := servertest.StartArena(t, "open-oware")
	app, _ := clubtest.App(t, ts)
	s, d := open(t, app, 390, 844, 1)
	if r := s.entries[0]; r.Main != "Open Oware" || r.arena != "open-oware" {
		t.Fatalf("row %+v", r)
	}
	scenetest.TapNamed(t, d, s, "row-0")
	clubtest.Until(t, d, s, "the arena's page", func() bool { _, ok := s.label(btnJoin); return ok })
	if l, _ := s.label(btnJoin); l != "Join" || s.title() != "Open Oware" {
		t.Fatalf("before joining: %q, title %q", l, s.title())
	}
	scenetest.TapNamed(t, d, s, "join")
	clubtest.Until(t, d, s, "the player's line", func() bool {
		l, _ := s.label(btnJoin)
		return l == "Pause" && len(s.entries) == 1 && s.entries[0].Tag == "you"
	})
	other := clubtest.Player(t, ts)
	other.Arenas().Join("open-oware", "")
	clubtest.Until(t, d, s, "the game's board", func() bool { return clubtest.Opened(d) != nil }, other)
	if o := clubtest.Opened(d); o.Route != "clubgame" || o.Game == "" {
		t.Fatalf("opened %+v", o)
	}
}

// TestScreenshotsClubArenas draws an arena's page with two players in a
// game, in both themes, landscape and on a phone, to MANCALA_SHOTS.
func TestScreenshotsClubArenas(t *testing.T) {
	dir := os.Getenv("MANCALA_SHOTS")
	if dir == "" {
		t.Skip("set MANCALA_SHOTS to a directory to write screenshots")
	}
	ts := servertest.StartArena(t, "open-oware")
	a, b := clubtest.Player(t, ts), clubtest.Player(t, ts)
	for _, p := range []*club.Session{a, b} {
		p.Arenas().Join("open-oware", "")
	}
	for _, th := range []saves.Theme{saves.Wood, saves.Contrast} {
		for _, c := range []struct{ w, h, scale float64 }{{1280, 720, 1}, {390, 844, 3}} {
			app, _ := clubtest.App(t, ts)
			app.Settings.Theme = th
			s, d := open(t, app, c.w, c.h, c.scale)
			scenetest.TapNamed(t, d, s, "row-0")
			clubtest.Until(t, d, s, "the standings", func() bool { return len(s.entries) == 2 }, a, b)
			scenetest.Save(t, d.Screen, filepath.Join(dir, fmt.Sprintf("club-arena-%s-%gx%g.png", th, c.w, c.h)))
		}
	}
}
