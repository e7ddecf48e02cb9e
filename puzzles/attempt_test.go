package puzzles

import (
	"testing"

	"mancala/engine"
)

// owarePuzzle's line: the player's 4, the opponent's 4, the player's
// 2, the opponent's 5, the player's 5 (Oware: a move a turn).
const owarePuzzle = "o0005 | oware | 0,1,2,3,1,2/1,0,4,2,13,12 2 5 s | 4 4 2 5 5 | capture | 2 | 1250 | 4.9 | search | self-play 1 game 1 ply 25"

func moves(t *testing.T, p *Puzzle, s string) []engine.Move {
	t.Helper()
	m, err := engine.ParseMoves(p.Rules, s)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

func TestTheLinesMovesSolveAndTheFirstOtherMoveOfThePlayersFails(t *testing.T) {
	p, err := Parse(owarePuzzle)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		moves string
		want  Status
	}{
		{"", Playing}, {"4", Playing}, {"4 4", Playing}, {"4 4 2 5", Playing},
		{"4 4 2 5 5", Solved}, {"4 4 2 5 5 1", Solved},
		{"3", Failed}, {"4 4 6", Failed}, {"4 4 2 5 4", Failed},
	} {
		if got, err := p.Check(moves(t, p, c.moves)); got != c.want || err != nil {
			t.Errorf("%q: %s, %v; want %s", c.moves, got, err, c.want)
		}
	}
	if _, err := p.Check(moves(t, p, "4 5")); err == nil { // the opponent plays the line
		t.Error("the opponent's move off the line was taken")
	}
	if _, err := p.Check(moves(t, p, "1")); err == nil {
		t.Error("an empty pit's move was taken")
	}
}

func TestTheOpponentsReplyIsTheLinesWhenItIsTheirTurn(t *testing.T) {
	p, _ := Parse(owarePuzzle)
	for _, c := range []struct {
		moves string
		reply string
	}{{"4", "4"}, {"4 4 2", "5"}, {"", ""}, {"4 4", ""}, {"3", ""}, {"4 4 2 5 5", ""}} {
		m, ok := p.Reply(moves(t, p, c.moves))
		if got := map[bool]string{true: m.String()}[ok]; got != c.reply {
			t.Errorf("after %q the reply is %q, want %q", c.moves, got, c.reply)
		}
	}
}

func TestTheDailyPuzzleIsTheSameAllDayAndChangesTheNext(t *testing.T) {
	var pack []*Puzzle
	for i := range 50 {
		p, _ := Parse(kalahPuzzle)
		p.ID, p.Difficulty = p.ID+string(rune('a'+i%26))+string(rune('a'+i/26)), 2+i%3
		pack = append(pack, p)
	}
	a, b, c := Daily(pack, "2026-12-06"), Daily(pack, "2026-12-06"), Daily(pack, "2026-12-07")
	if a != b || a == c {
		t.Errorf("the daily puzzles: %s, %s, next day %s", a.ID, b.ID, c.ID)
	}
}
