package ai

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"mancala/ai/owaredb"
	"mancala/engine"
)

// bruteOware finds the exact value of small Oware positions by the game's
// own repetition rule: a position that occurs for the RepeatLimit-th time
// in the game (its history and the line played since) ends it by the
// sweep. Captures never come back, so only the positions since the last
// capture can repeat; a position reached by a capture has no such past,
// and its value is kept.
type bruteOware struct {
	r     engine.Rules
	limit int
	known map[engine.Position]int
	nodes int
	cap   int
}

func newBruteOware(r engine.Rules, nodeCap int) *bruteOware {
	return &bruteOware{r: r, limit: engine.RepeatLimit(r), known: map[engine.Position]int{}, cap: nodeCap}
}

// value returns the final difference, for the player to move at p, of
// perfect play from p, past holding the positions of the game before p
// (oldest first); false when it takes more than the node cap.
func (b *bruteOware) value(p engine.Position, past []engine.Position) (int, bool) {
	var same []engine.Position
	for _, q := range past {
		if q.Stores == p.Stores {
			same = append(same, q)
		}
	}
	b.nodes = 0
	v := b.search(p, same)
	return v, b.nodes <= b.cap
}

// search is value's recursion: line holds the earlier positions of the
// game with p's captures.
func (b *bruteOware) search(p engine.Position, line []engine.Position) int {
	if b.nodes++; b.nodes > b.cap {
		return 0
	}
	if n := occurrences(line, p); n >= b.limit-1 {
		o, _ := b.r.Repeated(p)
		return finalDiff(o, p.ToMove)
	}
	if o := b.r.Outcome(p); o.Over() {
		return finalDiff(o, p.ToMove)
	}
	if v, ok := b.known[p]; ok && len(line) == 0 {
		return v
	}
	best := -1 << 30
	for _, m := range b.r.LegalMoves(p, nil) {
		c := b.r.Apply(p, m, nil)
		var v int
		if c.Stores == p.Stores {
			v = b.search(c, append(line[:len(line):len(line)], p))
		} else {
			v = b.search(c, nil)
		}
		if c.ToMove != p.ToMove {
			v = -v
		}
		best = max(best, v)
	}
	if len(line) == 0 && b.nodes <= b.cap {
		b.known[p] = best
	}
	return best
}

// finalDiff is the final difference of o for the player me.
func finalDiff(o engine.Outcome, me engine.Side) int {
	if me == engine.North {
		return o.North - o.South
	}
	return o.South - o.North
}

// randomOwareGame plays a random game of few seeds: from a random
// endgame of s seeds on the board, whose captures keep both players short
// of the 25 seeds that end a game early (the database leaves that rule
// out), up to plies random moves, so that its positions often repeat; it
// stops before the game ends.
func randomOwareGame(rng *rand.Rand, r engine.Rules, s, plies int) *engine.Game {
	start := randomOwareEndgame(rng, s)
	south := rng.IntN(25 - s)
	start.Stores = [2]uint8{uint8(south), uint8(rng.IntN(min(25-s, 49-s-south)))}
	g := engine.NewGame(r, start)
	for range plies {
		moves := g.LegalMoves(nil)
		if len(moves) == 0 {
			break
		}
		if g.Play(moves[rng.IntN(len(moves))], nil); g.Outcome().Over() {
			g.Undo()
			break
		}
	}
	return g
}

// provenRange returns the final differences a search's score allows, when
// it proves anything: an exact score its value; a won game's score (not
// exact: some moves were judged by the evaluation) at least its margin,
// the best move being proven to win by that much; a lost one's at most
// its margin.
func provenRange(res Result) (lo, hi int, ok bool) {
	const all = engine.MaxPits * 48
	switch {
	case res.Exact && res.Score >= Win/2:
		d := (res.Score - Win) / Unit
		return d, d, true
	case res.Exact && res.Score <= -Win/2:
		d := (res.Score + Win) / Unit
		return d, d, true
	case res.Exact:
		return res.Score / Unit, res.Score / Unit, true
	case res.Score >= Win/2:
		return (res.Score - Win) / Unit, all, true
	case res.Score <= -Win/2:
		return -all, (res.Score + Win) / Unit, true
	}
	return 0, 0, false
}

// TestOwareProvenScoresHold: in random Oware games of few seeds, under
// both repetition rules, searched with and without the game's history,
// with and without the endgame database, what a score proves (see
// provenRange) holds by brute force over the game's own rule, and it
// holds along the search's own line: each position of it, searched with
// the history grown by the line, proves a range that meets the root's
// (seen by the root's player). A line beyond an exact score need only keep
// what the score proves: a move that wins by enough ends the search of
// its position.
func TestOwareProvenScoresHold(t *testing.T) {
	checkProvenScores(t, 200, 71)
	withOwareDB(t, 6, func(*owaredb.DB) { checkProvenScores(t, 200, 72) })
}

// checkProvenScores checks n random games (see above).
func checkProvenScores(t *testing.T, n int, seed uint64) {
	t.Helper()
	rng := rand.New(rand.NewPCG(34, seed))
	var brutes [2]*bruteOware
	for i, spec := range [...]string{"oware repetition=second", "oware"} {
		r, _ := engine.ParseRules(spec)
		brutes[i] = newBruteOware(r, 50_000)
	}
	checked := [2]int{}
	for i := range n {
		b := brutes[i%2]
		g := randomOwareGame(rng, b.r, 2+rng.IntN(4), rng.IntN(40))
		if i%4 >= 2 {
			g = engine.NewGame(b.r, g.Position()) // no history
		}
		if checkProvenLine(t, b, g) {
			checked[i%2]++
		}
	}
	if checked[0] < n/10 || checked[1] < n/10 {
		t.Errorf("only %v proven scores checked (second, third)", checked)
	}
}

// checkProvenLine searches g's position; when its score proves anything,
// checks it by brute force and along the line (see above), and reports
// that it did.
func checkProvenLine(t *testing.T, b *bruteOware, g *engine.Game) bool {
	t.Helper()
	res := searchGameTo(g, 24)
	lo, hi, ok := provenRange(res)
	if !ok {
		return false
	}
	want, ok := b.value(g.Position(), GameHistory(g))
	if !ok {
		return false
	}
	root := len(g.Moves())
	where := func() string {
		return fmt.Sprintf("%s %s moves %s", b.r, engine.FormatPosition(b.r, g.Start()), engine.FormatMoves(g.Moves()[:root]))
	}
	if want < lo || want > hi {
		t.Fatalf("%s: proven %d..%d (score %d, exact %v, pv %s), brute force %d", where(), lo, hi, res.Score, res.Exact, engine.FormatMoves(res.PV), want)
	}
	me := g.Position().ToMove
	for _, m := range res.PV {
		if g.Play(m, nil) != nil || g.Outcome().Over() {
			break
		}
		l, h, ok := provenRange(searchGameTo(g, 24))
		if g.Position().ToMove != me {
			l, h = -h, -l
		}
		if !ok || h < lo || l > hi {
			t.Fatalf("%s: proven %d..%d, then after %s proven %v %d..%d", where(), lo, hi, engine.FormatMoves(g.Moves()[root:]), ok, l, h)
		}
	}
	return true
}

// searchGameTo searches g's position depth turns deep with its history.
func searchGameTo(g *engine.Game, depth int) Result {
	lim := Limits{Depth: depth, History: GameHistory(g)}
	return Search(context.Background(), g.Rules(), g.Position(), lim, nil)
}
