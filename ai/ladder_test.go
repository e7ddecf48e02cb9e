package ai

import (
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestLadder plays matches between neighbouring levels and logs each
// score. It is slow, so it runs only when asked, e.g.
//
//	LADDER=kalah,oware LADDER_LEVELS=1-7 LADDER_PAIRS=20 go test ./ai -run Ladder -v
//
// LADDER_PAIRS pairs of games (each side starts once) per neighbour pair.
func TestLadder(t *testing.T) {
	games := os.Getenv("LADDER")
	if games == "" {
		t.Skip("set LADDER=kalah,oware,congkak,bao to play the ladder")
	}
	from, to := ladderLevels(os.Getenv("LADDER_LEVELS"))
	pairs, err := strconv.Atoi(os.Getenv("LADDER_PAIRS"))
	if err != nil {
		pairs = 10
	}
	for _, g := range strings.Split(games, ",") {
		r := rulesOf(t, g)
		for l := from; l < to; l++ {
			start := time.Now()
			score, n := match(r, levelPlayer(l+1), levelPlayer(l), pairs, uint64(l))
			t.Logf("%s: level %d vs %d scores %.1f%% (%d games, %v)", g, l+1, l,
				50*float64(score)/float64(n), n, time.Since(start).Round(time.Second))
		}
	}
}

// ladderLevels reads "a-b" (default 1-10).
func ladderLevels(s string) (Level, Level) {
	a, b, ok := strings.Cut(s, "-")
	x, err1 := strconv.Atoi(a)
	y, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil {
		return Beginner, Champion
	}
	return Level(x), Level(y)
}
