//go:build !js

package clubgame

import (
	"testing"
	"time"

	"mancala/scenes/scenetest"
)

// TestTheOnlineBoardIsStillOnlyWhileNothingShownChanges: at rest on the
// player's turn the board is still; a second of the running clock, a
// notice, and sown seeds each make it draw again.
func TestTheOnlineBoardIsStillOnlyWhileNothingShownChanges(t *testing.T) {
	g, d, _ := newPlayedGame(t, scenetest.NewTestApp(), kalah, 960, 600, 1)
	playPlies(t, d, g, 2)
	until(t, d, g, 20000, "the player's turn at rest", func() bool { return g.myTurn() && g.tab.Stage.Still() })
	at := time.Now()
	g.now = func() time.Time { return at }
	d.Step(g, kitNone, true)
	if !g.Still() {
		t.Fatal("the board at rest is not still")
	}
	at = at.Add(time.Second)
	if g.Still() {
		t.Error("still after the running clock's second changed")
	}
	d.Step(g, kitNone, true)
	g.notice.Say("refused")
	if g.Still() {
		t.Error("still while a notice shows")
	}
	g.notice.Text = ""
	d.Step(g, kitNone, true)
	if !tapPlayable(d, g) || g.Still() {
		t.Error("still while the sown seeds move")
	}
}
