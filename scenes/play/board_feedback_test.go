package play

import (
	"strings"
	"testing"

	"mancala/engine"
	"mancala/scenes/anim"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// script is a Thinker that plays the moves given, one per turn, at once.
type script struct{ moves []engine.Move }

func (s *script) Start(*engine.Game) {}
func (s *script) Poll() (engine.Move, bool) {
	if len(s.moves) == 0 {
		return 0, false
	}
	m := s.moves[0]
	s.moves = s.moves[1:]
	return m, true
}

// feedbackBoard returns a Kalah board from the position in notation, the
// computer (th) playing North, its sounds recorded.
func feedbackBoard(t *testing.T, pos string, th core.Thinker) (*Board, *scenetest.Driver, *recorder) {
	t.Helper()
	p, err := engine.ParsePosition(kalah, pos)
	if err != nil {
		t.Fatal(err)
	}
	rec := &recorder{}
	app := &core.App{Text: scenetest.TestText, Settings: scenetest.TestApp.Settings, Sound: rec}
	cfg := core.Config{Rules: kalah, Start: &p, Speed: anim.Normal}
	cfg.Computer[engine.North] = th
	b := NewBoard(cfg, app)
	d := scenetest.NewDriver(t, 1280, 720, 1)
	d.Step(b, kit.Intents{}, true)
	return b, d, rec
}

// checkRefused checks that the last tap on pl was refused, saying why.
func checkRefused(t *testing.T, b *Board, rec *recorder, pl engine.Place, why string) {
	t.Helper()
	if b.refusal.place != pl || !strings.HasSuffix(view{b}.status(), why) {
		t.Errorf("refused place %v, status %q; want place %v and %q", b.refusal.place, view{b}.status(), pl, why)
	}
	if rec.count(kit.SoundRefuse) != 1 {
		t.Errorf("the refusal sound played %d times, want once", rec.count(kit.SoundRefuse))
	}
	if b.Still() {
		t.Error("the board is still while the refused pit flashes")
	}
}

func TestATapOnAnEmptyPitSaysItIsEmpty(t *testing.T) {
	b, d, rec := feedbackBoard(t, "0,8,4,4,4,4/4,4,4,4,4,4 0 0 s", mute{})
	tapPlace(d, b, 0)
	checkRefused(t, b, rec, 0, b.app.T(whyEmpty))
	if len(b.game.Moves()) != 0 {
		t.Fatal("a move was played")
	}
}

func TestATapOnTheComputersPitSaysWhosePitItIs(t *testing.T) {
	b, d, rec := feedbackBoard(t, "4,4,4,4,4,4/4,4,4,4,4,4 0 0 s", mute{})
	tapPlace(d, b, 8)
	checkRefused(t, b, rec, 8, b.app.T(whyComputer))
}

func TestATapDuringTheComputersTurnSaysToWait(t *testing.T) {
	b, d, rec := feedbackBoard(t, "4,4,4,4,4,4/4,4,4,4,4,4 0 0 n", mute{})
	tapPlace(d, b, 2)
	checkRefused(t, b, rec, 2, b.app.T(whyThinking))
}

func TestATapOnTheOtherPlayersPitNamesThePlayers(t *testing.T) {
	b, d, rec := feedbackBoard(t, "4,4,4,4,4,4/4,4,4,4,4,4 0 0 s", nil)
	tapPlace(d, b, 8)
	checkRefused(t, b, rec, 8, "That pit is Top's: Bottom to move")
}

func TestTheRefusalEndsAfterAWhile(t *testing.T) {
	b, d, _ := feedbackBoard(t, "0,8,4,4,4,4/4,4,4,4,4,4 0 0 s", mute{})
	tapPlace(d, b, 0)
	for i := 0; i < int(refusalTime/core.TickTime)+1; i++ {
		d.Step(b, kit.Intents{}, false)
	}
	if b.refusal.active() || (view{b}).status() != "Kalah · You to move" {
		t.Fatalf("still refused after %v: %q", refusalTime, view{b}.status())
	}
}

func TestTheStatusSaysWhoIsSowingWhileAMoveIsShown(t *testing.T) {
	b, d, _ := feedbackBoard(t, "4,4,4,4,4,4/4,4,4,4,4,4 0 0 s", mute{})
	tapPlace(d, b, 0)
	if !b.tab.Stage.Busy() || (view{b}).status() != "Kalah · You are sowing…" {
		t.Fatalf("busy %v, status %q while the player's seeds are sown", b.tab.Stage.Busy(), view{b}.status())
	}
	settle(t, d, b)
	if (view{b}).status() != "Kalah · Computer is thinking…" {
		t.Fatalf("status %q once the turn has passed", view{b}.status())
	}
}

func TestAtInstantSpeedTheComputersBannerEndsWithItsTurn(t *testing.T) {
	th := &script{moves: []engine.Move{engine.PitMove(3), engine.PitMove(1)}} // an extra turn, then the turn passes
	b, d, _ := feedbackBoard(t, "4,4,4,4,4,4/4,4,4,4,4,4 0 0 n", th)
	b.tab.Stage.SetSpeed(anim.Instant)
	sawExtra := false
	for i := 0; i < 600 && !b.Human(); i++ {
		d.Step(b, kit.Intents{}, true)
		c, a := b.tab.Stage.Caption()
		sawExtra = sawExtra || (c.Kind == anim.CapExtraTurn && a > 0)
	}
	if !sawExtra || !b.Human() {
		t.Fatalf("saw the extra turn %v; the player to move %v", sawExtra, b.Human())
	}
	if c, a := b.tab.Stage.Caption(); a > 0 {
		t.Fatalf("the computer's %q banner still shows on the player's turn", c)
	}
	if (view{b}).status() != "Kalah · You to move" {
		t.Fatalf("status %q", view{b}.status())
	}
}
