package ai

import (
	"context"
	"encoding/json"
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
		got, err := Answer(context.Background(), NewRequest(r, p, nil, Keen, 4))
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

// TestARequestCarriesTheHistoryItsSearchCouldMeet: the worker's request
// holds the game's positions with the searched position's captures only
// (the others can never come back), and Answer, given the request as the
// worker receives it (through JSON, as a message), plays the repetition
// draw that only the history shows; the same request without its history
// does not.
func TestARequestCarriesTheHistoryItsSearchCouldMeet(t *testing.T) {
	g := gameFrom(t, "oware repetition=second", "0,0,0,0,0,0/1,0,2,0,1,1 22 21 n",
		"6 1 3 2 4 3 5 4 6 5 1 2 2 3 3 6 4 4 5 5 6")
	r, p := g.Rules(), g.Position()
	q := NewRequest(r, p, GameHistory(g), Champion, 1)
	texts := strings.Split(q.History, historySep)
	for _, text := range texts {
		if !strings.HasSuffix(text[:len(text)-2], " 22 23") {
			t.Errorf("history position %q: other captures than %s", text, q.Position)
		}
	}
	if len(texts) == 0 || len(texts) >= len(g.Moves()) {
		t.Errorf("history of %d positions for a game of %d moves", len(texts), len(g.Moves()))
	}
	if got := answerMessage(t, q); got != "1" {
		t.Errorf("with the history: %q, want 1, the draw by repetition", got)
	}
	q.History = ""
	if got := answerMessage(t, q); got == "1" {
		t.Errorf("without the history: %q, want a move other than 1", got)
	}
}

// answerMessage sends q through JSON and answers it.
func answerMessage(t *testing.T, q Request) string {
	t.Helper()
	data, err := json.Marshal(q)
	var got Request
	if err == nil {
		err = json.Unmarshal(data, &got)
	}
	if err != nil {
		t.Fatal(err)
	}
	move, err := Answer(context.Background(), got)
	if err != nil {
		t.Fatal(err)
	}
	return move
}

// TestAMalformedHistoryIsRefusedSayingWhy: a request whose history is not
// a list of positions of its game, or is too long, gets an error naming
// the history, and no move.
func TestAMalformedHistoryIsRefusedSayingWhy(t *testing.T) {
	start := "4,4,4,4,4,4/4,4,4,4,4,4 0 0 s"
	cases := map[string]string{
		"not a position":     "4,4,4,4,4,4/4,4,4,4,4,4 0 0 s;hello",
		"another game's":     "4,4,4,4,4,4,4/4,4,4,4,4,4,4 0 0 n",
		"wrong seed total":   "4,4,4,4,4,4/4,4,4,4,4,5 0 0 n",
		"an empty position":  start + ";;" + start,
		"a trailing ;":       start + ";",
		"too many positions": strings.Repeat(start+";", maxHistory) + start,
	}
	for name, hist := range cases {
		q := Request{Rules: "oware", Position: start, History: hist, Level: 3}
		if move, err := Answer(context.Background(), q); err == nil || !strings.HasPrefix(err.Error(), "ai: request history") {
			t.Errorf("%s: move %q, error %v; want an error about the history", name, move, err)
		}
	}
}

// TestAValueRequestValuesAnyPosition: a request with a value budget is
// answered with the position's value, a finished game's too (no level
// asked); a request for a move is refused by AnswerValue.
func TestAValueRequestValuesAnyPosition(t *testing.T) {
	ended := Request{Rules: "kalah pits=4 seeds=3", Position: "0,0,0,0/0,0,0,0 14 10 n", Value: &ValueBudget{Depth: 2}}
	v, err := AnswerValue(context.Background(), ended)
	if err != nil || v.Score != -Win-4*Unit || !v.Proven {
		t.Errorf("the ended game (North lost 10-14): %+v, %v", v, err)
	}
	move := Request{Rules: "kalah", Position: "4,4,4,4,4,4/4,4,4,4,4,4 0 0 s", Level: 3}
	if _, err := AnswerValue(context.Background(), move); err == nil {
		t.Error("a move request was valued")
	}
	bad := Request{Rules: "chess", Position: "start", Value: &ValueBudget{Depth: 2}}
	if _, err := AnswerValue(context.Background(), bad); err == nil || !strings.Contains(err.Error(), "rules") {
		t.Errorf("unknown rules: %v", err)
	}
}
