package kit

import (
	"testing"

	"mancala/challenges"
)

// TestACaptureGoalSaysItCountsTheOpponentsSeeds: a capture goal counts
// the opponent's seeds taken, not the capturing seed (15 -> 20 in the
// store is 4 of theirs): the words say so, never "captured 4".
func TestACaptureGoalSaysItCountsTheOpponentsSeeds(t *testing.T) {
	g := challenges.Goal{Kind: challenges.Capture, N: 4}
	if got := ReachedWords(g, 4); got != "took 4 of theirs" {
		t.Errorf("ReachedWords: %q", got)
	}
	if got := g.Describe(); got != "Take at least 4 of your opponent's seeds this turn." {
		t.Errorf("Describe: %q", got)
	}
	if got := VerdictWords(g, challenges.Result{Status: challenges.Failed, Score: 3}); got != "You took 3 seeds of your opponent's; the goal was 4." {
		t.Errorf("VerdictWords: %q", got)
	}
}
