package review

import (
	"strings"
	"testing"

	"mancala/engine"
	"mancala/i18n/locales"
)

// firstMovesGame plays a game of r to its end, always the first legal
// move.
func firstMovesGame(t *testing.T, r engine.Rules) *engine.Game {
	t.Helper()
	g := engine.NewGame(r, r.Start(engine.South))
	var buf []engine.Move
	for ply := 0; !g.Outcome().Over(); ply++ {
		buf = g.LegalMoves(buf[:0])
		if ply > 500 || len(buf) == 0 || g.Play(buf[0], nil) != nil {
			t.Fatalf("the game did not end after %d moves", ply)
		}
	}
	return g
}

// TestReviewFiguresCountCapturesExtraTurnsAndRelays: South's store-bound
// seed earns an extra turn, then a capture of two seeds ends the game.
func TestReviewFiguresCountCapturesExtraTurnsAndRelays(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	start, err := engine.ParsePosition(k, "0,0,0,0,1,1/1,0,0,0,0,0 21 24 s")
	if err != nil {
		t.Fatal(err)
	}
	g := engine.NewGame(k, start)
	for _, m := range []int{6, 5} {
		if err := g.Play(engine.PitMove(m), nil); err != nil {
			t.Fatal(err)
		}
	}
	f := figuresOf(g)
	if f.captures != [2]int{1, 0} || f.seeds != [2]int{2, 0} || f.extra != [2]int{1, 0} || f.relay != [2]int{} {
		t.Fatalf("figures %+v", f)
	}
	if got := f.words(locales.English(), engine.South, "You"); got != "You: 1 capture (2 seeds), 1 extra turn." {
		t.Errorf("words %q", got)
	}
	c := figuresOf(firstMovesGame(t, engine.Congkak{}))
	if c.relay[0]+c.relay[1] == 0 || !strings.Contains(c.words(locales.English(), engine.North, "Top"), "longest relay") {
		t.Errorf("a Congkak game without a relay: %+v", c)
	}
}
