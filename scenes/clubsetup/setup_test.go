//go:build !js

package clubsetup

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mancala/online/proto"
	"mancala/saves"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
	"mancala/scenes/scenetest/clubtest"
)

// setup opens the form of kind k on a real server, its session welcomed.
func setup(t *testing.T, k core.ClubKind, w, h float64) (*Setup, *scenetest.Driver, *core.App) {
	t.Helper()
	app, _ := clubtest.App(t, nil)
	s := NewSetup(app, k).(*Setup)
	d := scenetest.NewDriver(t, w, h, 1)
	sess := app.ClubSession()
	clubtest.Until(t, d, s, "the welcome", func() bool { return sess.Me().ID != "" })
	return s, d, app
}

// TestQuickGameSeeksTheChosenGameAndReturns: a quick game of Oware at
// 10+5 is a seek of that game at the server, and the form returns to the
// home.
func TestQuickGameSeeksTheChosenGameAndReturns(t *testing.T) {
	s, d, app := setup(t, core.QuickGame, 1280, 720)
	scenetest.TapNamed(t, d, s, "variant-oware")
	scenetest.TapNamed(t, d, s, "clock-10+5")
	if s.ch.clockName() != "10+5" || len(s.rows) != 2 {
		t.Fatalf("clock %s, %d rows (want the clock and rated)", s.ch.clockName(), len(s.rows))
	}
	scenetest.TapNamed(t, d, s, "play")
	if d.Sw.Backs != 1 {
		t.Fatalf("%d backs after Find a game", d.Sw.Backs)
	}
	sess := app.Club
	clubtest.Poll(t, "the seek", sess.Seeking, sess)
}

// TestRatedSeekOfAGuestIsRefusedWithTheServersReason: a guest asking for a
// rated game is refused by the server, and the reason is there for the
// home to show.
func TestRatedSeekOfAGuestIsRefusedWithTheServersReason(t *testing.T) {
	s, d, app := setup(t, core.QuickGame, 390, 844)
	scenetest.TapNamed(t, d, s, "rated-rated")
	var enter kit.Intents
	enter.Press(kit.ActEnter)
	d.Step(s, enter, false)
	sess := app.Club
	clubtest.Poll(t, "the refusal", func() bool { return !sess.Refused().None() }, sess)
	if sess.Seeking() || sess.Refused().Code != proto.ErrUnauthorized {
		t.Errorf("seeking %v, refusal %+v", sess.Seeking(), sess.Refused())
	}
}

// TestKalahOptionsGoInTheVariant: Kalah's chosen options are the variant
// the invite asks for.
func TestKalahOptionsGoInTheVariant(t *testing.T) {
	s, d, app := setup(t, core.InviteFriend, 1280, 720)
	scenetest.TapNamed(t, d, s, "variant-kalah")
	scenetest.TapNamed(t, d, s, "pits-5")
	scenetest.TapNamed(t, d, s, "capture-empty")
	r, err := s.ch.Rules()
	if err != nil || !strings.HasPrefix(r.String(), "kalah pits=5 seeds=4 capture=empty") {
		t.Fatalf("rules %v, %v", r, err)
	}
	scenetest.TapNamed(t, d, s, "play")
	sess := app.Club
	clubtest.Poll(t, "the invite", func() bool { _, _, ok := sess.Invited(); return ok }, sess)
}

// TestTheComputerGameStarts: Play against the computer at level 2
// starts a game the session reports.
func TestTheComputerGameStarts(t *testing.T) {
	s, d, app := setup(t, core.ClubComputer, 390, 844)
	scenetest.TapNamed(t, d, s, "variant-congkak")
	for _, n := range scenetest.DebugNames(s) {
		if n == "level-2" {
			scenetest.TapNamed(t, d, s, n)
		}
	}
	scenetest.TapNamed(t, d, s, "play")
	sess := app.Club
	clubtest.Poll(t, "the computer's game", func() bool { _, ok := sess.Started(); return ok }, sess)
}

// TestScreenshotsClubSetup draws the quick game's form in both themes,
// landscape and portrait, and writes them to MANCALA_SHOTS.
func TestScreenshotsClubSetup(t *testing.T) {
	dir := os.Getenv("MANCALA_SHOTS")
	if dir == "" {
		t.Skip("set MANCALA_SHOTS to a directory to write screenshots")
	}
	for _, th := range []saves.Theme{saves.Wood, saves.Contrast} {
		for _, c := range []struct{ w, h, scale float64 }{{1280, 720, 1}, {390, 844, 3}} {
			app := scenetest.NewTestApp()
			app.Settings.Theme = th
			s := NewSetup(app, core.QuickGame).(*Setup)
			t.Cleanup(func() { core.ForgetClub(app) })
			d := scenetest.NewDriver(t, c.w, c.h, c.scale)
			d.Step(s, kit.Intents{}, true)
			scenetest.Save(t, d.Screen, filepath.Join(dir, fmt.Sprintf("club-setup-%s-%gx%g.png", th, c.w, c.h)))
		}
	}
}
