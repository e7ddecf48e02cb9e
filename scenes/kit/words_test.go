package kit

import (
	"testing"

	"mancala/challenges"
	"mancala/engine"
	"mancala/i18n/locales"
)

// TestACaptureGoalSaysItCountsTheOpponentsSeeds: a capture goal counts
// the opponent's seeds taken, not the capturing seed (15 -> 20 in the
// store is 4 of theirs): the words say so, never "captured 4".
func TestACaptureGoalSaysItCountsTheOpponentsSeeds(t *testing.T) {
	en := locales.English()
	g := challenges.Goal{Kind: challenges.Capture, N: 4}
	if got := ReachedWords(en, g, 4); got != "took 4 of theirs" {
		t.Errorf("ReachedWords: %q", got)
	}
	if got := g.DescribeIn(en); got != "Take at least 4 of your opponent's seeds this turn." {
		t.Errorf("DescribeIn: %q", got)
	}
	if got := VerdictWords(en, g, challenges.Result{Status: challenges.Failed, Score: 3}); got != "You took 3 seeds of your opponent's; the goal was 4." {
		t.Errorf("VerdictWords: %q", got)
	}
}

// TestAChallengesWordsAgreeWithTheirCount: one seed, one turn, one move
// in the singular, more in the plural, and a drawn Win goal says so.
func TestAChallengesWordsAgreeWithTheirCount(t *testing.T) {
	en := locales.English()
	for _, c := range []struct{ got, want string }{
		{ReachedWords(en, challenges.Goal{Kind: challenges.Chain, N: 2}, 1), "1 extra turn"},
		{ReachedWords(en, challenges.Goal{Kind: challenges.WinIn, N: 3}, 2), "won in 2 turns"},
		{VerdictWords(en, challenges.Goal{Kind: challenges.Immobilise, N: 1}, challenges.Result{Status: challenges.Failed}), "Your opponent can still move after 1 move."},
		{VerdictWords(en, challenges.Goal{Kind: challenges.Win}, challenges.Result{Status: challenges.Failed}), "The game ended in a draw."},
		{VerdictWords(en, challenges.Goal{Kind: challenges.Win, N: 2}, challenges.Result{Status: challenges.Met, Score: 3}), "Goal met: won by 3."},
		{challenges.Goal{Kind: challenges.Win, N: 1}.DescribeIn(en), "Win by at least 1 seed against perfect defence."},
		{LevelName(en, 3), "Tricky"},
		{LevelName(en, 7), "Level 7"},
	} {
		if c.got != c.want {
			t.Errorf("%q, want %q", c.got, c.want)
		}
	}
}

// TestABaoMoveIsWrittenWithItsArrow: "front 3 →" is clockwise as the
// mover sees their front row.
func TestABaoMoveIsWrittenWithItsArrow(t *testing.T) {
	en := locales.English()
	if got := MoveWords(en, engine.BaoMove(true, 3, engine.Clockwise)); got != "front 3 →" {
		t.Errorf("MoveWords: %q", got)
	}
	if got := MoveWords(en, engine.PitMove(5)); got != "pit 5" {
		t.Errorf("MoveWords: %q", got)
	}
}
