package ogn

import (
	"context"
	"os"
	"strings"
	"testing"

	"mancala/ai"
	"mancala/engine"
)

// TestAnAualeRecordIsReadWhole: a record as Aualé writes it, with an
// escaped tag, comments across lines and a variation, replays to its
// written result, every capture as written.
func TestAnAualeRecordIsReadWhole(t *testing.T) {
	text, err := os.ReadFile("testdata/club-evening.ogn")
	if err != nil {
		t.Fatal(err)
	}
	rec, err := Parse(string(text))
	if err != nil {
		t.Fatal(err)
	}
	g := rec.Game
	if n := len(g.Moves()); n != 51 {
		t.Errorf("%d moves replayed, want 51", n)
	}
	if o := g.Outcome(); !o.Over() || o.South != 25 || o.North != 5 {
		t.Errorf("the game replayed ends %+v, want South 25-5", o)
	}
	if rec.Tag("North") != `Ama "Nana" Owusu` || rec.Tag("Annotator") != "K. M." || rec.Tag("Date") != "2019.03.14" {
		t.Errorf("tags %+v", rec.Tags)
	}
}

// selfPlay returns a whole game of OGN's Oware from start, played by
// levels 3 and 4.
func selfPlay(t *testing.T, start engine.Position) *engine.Game {
	t.Helper()
	g := engine.NewGame(Rules(), start)
	for !g.Outcome().Over() && len(g.Moves()) < 300 {
		l := ai.Level(3 + len(g.Moves())%2)
		if err := g.Play(ai.PlayGame(context.Background(), g, l, uint64(len(g.Moves())), nil).Move, nil); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// TestWhatFormatWritesParseReadsBack: games written by Format, from the
// start and from a FEN position with North to move, read back to the same
// moves, start and tags.
func TestWhatFormatWritesParseReadsBack(t *testing.T) {
	mid, err := engine.ParsePosition(Rules(), "3,0,5,1,0,2/0,4,4,1,6,2 12 8 n")
	if err != nil {
		t.Fatal(err)
	}
	for _, start := range []engine.Position{Rules().Start(engine.South), mid} {
		g := selfPlay(t, start)
		tags := map[string]string{"South": `A "quoted" \ name`, "Event": "Test", "Opening": "none"}
		text := Format(g, tags)
		rec, err := Parse(text)
		if err != nil {
			t.Fatalf("%v\n%s", err, text)
		}
		if rec.Game.Start() != start || !slicesEqual(rec.Game.Moves(), g.Moves()) {
			t.Fatalf("read back %d moves from %s, wrote %d from %s", len(rec.Game.Moves()),
				engine.FormatPosition(Rules(), rec.Game.Start()), len(g.Moves()), engine.FormatPosition(Rules(), start))
		}
		if rec.Tag("South") != tags["South"] || rec.Tag("Opening") != "none" || rec.Tag("North") != "?" {
			t.Errorf("tags read back %+v", rec.Tags)
		}
		for _, line := range strings.Split(text, "\n") {
			if len(line) > lineWidth {
				t.Errorf("line of %d characters: %q", len(line), line)
			}
		}
	}
}

func slicesEqual(a, b []engine.Move) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestAWrongRecordSaysWhatIsWrong: each fault is refused with an error
// naming it, and nothing is read.
func TestAWrongRecordSaysWhatIsWrong(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"", "no game"},
		{`[Variant "Kalah"]` + "\n1. A", "only Oware"},
		{"1. a", "south is to move"},
		{"1. A a 2. A", "illegal"},
		{"1. A+3", "captures 0 seeds here, not 3"},
		{"1. A { unclosed", "comment is not closed"},
		{"1. A ( b c", "variation is not closed"},
		{"1. G", "not a move"},
		{`[FEN "4-4-4-S"]`, "want 14 counts"},
		{`[FEN "4-4-4-4-4-4-4-4-4-4-4-5-0-0-S"]`, "FEN"},
		{`[Result "25-23"]` + "\n1. A a", "not over"},
		{"1. A a * b", "after the result"},
		{strings.Repeat(" ", maxText+1), "more than a game"},
	} {
		if _, err := Parse(c.text); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want an error saying %q", c.text, err, c.want)
		}
	}
}
