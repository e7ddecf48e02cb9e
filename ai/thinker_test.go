package ai

import (
	"context"
	"strings"
	"testing"
)

// TestAnswerPlaysARequestInNotation: the worker's request, written and
// read back in notation, gives the level's move; a wrong request is an
// error that says what is wrong.
func TestAnswerPlaysARequestInNotation(t *testing.T) {
	for _, g := range allGames {
		r := rulesOf(t, g)
		p := randomPositions(r, 1, 9)[0]
		got, err := Answer(context.Background(), NewRequest(r, p, Keen, 4))
		want := Choose(context.Background(), r, p, Keen, 4).String()
		if err != nil || got != want {
			t.Errorf("%s: Answer = %q, %v; want %q", g, got, err, want)
		}
	}
	bad := []Request{
		{Rules: "chess", Position: "", Level: 1},
		{Rules: "kalah", Position: "1/2 0 0 s", Level: 1},
		{Rules: "kalah", Position: "4,4,4,4,4,4/4,4,4,4,4,4 0 0 s", Level: 11},
		{Rules: "kalah", Position: "0,0,0,0,0,0/0,0,0,0,0,0 24 24 s", Level: 3},
	}
	for _, q := range bad {
		if _, err := Answer(context.Background(), q); err == nil || !strings.HasPrefix(err.Error(), "ai: ") {
			t.Errorf("Answer(%+v) error %v", q, err)
		}
	}
	if s, err := ParseSeed(seedText(1<<63 + 5)); err != nil || s != 1<<63+5 {
		t.Errorf("seed round trip: %v, %v", s, err)
	}
}
