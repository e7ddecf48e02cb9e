package main

import (
	"fmt"
	"io"
	"time"

	"mancala/engine"
)

// clock adds up the time each player took and the moves they made.
type clock struct {
	aTime, bTime   time.Duration
	aMoves, bMoves int
}

// time counts one move of A (isA) or B that took d.
func (c *clock) time(isA bool, d time.Duration) {
	if isA {
		c.aTime += d
		c.aMoves++
		return
	}
	c.bTime += d
	c.bMoves++
}

func (c *clock) add(o clock) {
	c.aTime += o.aTime
	c.bTime += o.bTime
	c.aMoves += o.aMoves
	c.bMoves += o.bMoves
}

// tally adds up a match from A's side. The pairs count the openings by
// who won both of their games: A or B (the levels decided), South or
// North (the opening decided: each player won one game from it), or
// neither (a draw in one of them).
type tally struct {
	wins, draws, losses int
	points              float64
	aSeeds, bSeeds      int
	clock
	pairsA, pairsB, pairsSouth, pairsNorth, pairsSplit int
}

func (t *tally) add(g gameRecord) {
	switch p := g.aScore(); {
	case p == 1:
		t.wins++
	case p == 0:
		t.losses++
	default:
		t.draws++
	}
	t.points += g.aScore()
	a, b := g.outcome.South, g.outcome.North
	if g.aSide == engine.North {
		a, b = b, a
	}
	t.aSeeds += a
	t.bSeeds += b
	t.clock.add(g.clock)
}

// addPair adds the games of one opening and counts who won both.
func (t *tally) addPair(games []gameRecord) {
	for _, g := range games {
		t.add(g)
	}
	if len(games) < 2 {
		return
	}
	switch x, y := games[0].aScore(), games[1].aScore(); {
	case x == 1 && y == 1:
		t.pairsA++
	case x == 0 && y == 0:
		t.pairsB++
	case x == 1 && y == 0: // A won as South, B won as South
		t.pairsSouth++
	case x == 0 && y == 1:
		t.pairsNorth++
	default:
		t.pairsSplit++
	}
}

func (t *tally) print(out io.Writer, cfg matchConfig) {
	n := t.wins + t.draws + t.losses
	fmt.Fprintf(out, "match %s: A %s vs B %s, %d games\n", cfg.rules, cfg.a, cfg.b, n)
	fmt.Fprintf(out, "A: %d wins, %d draws, %d losses: %.1f%% of the points\n", t.wins, t.draws, t.losses, 100*t.points/float64(n))
	fmt.Fprintf(out, "seeds: A %d, B %d (%+.2f a game)\n", t.aSeeds, t.bSeeds, float64(t.aSeeds-t.bSeeds)/float64(n))
	fmt.Fprintf(out, "openings won both ways by: A %d, B %d, South %d, North %d; a draw in one %d\n",
		t.pairsA, t.pairsB, t.pairsSouth, t.pairsNorth, t.pairsSplit)
	fmt.Fprintf(out, "time per move: A %s, B %s\n", perMove(t.aTime, t.aMoves), perMove(t.bTime, t.bMoves))
}

func perMove(d time.Duration, n int) string {
	if n == 0 {
		return "-"
	}
	return (d / time.Duration(n)).Round(10 * time.Microsecond).String()
}
