package puzzles

import (
	"context"
	"strings"
	"testing"

	"mancala/engine"
)

// TestAProofHoldsAndATamperedPuzzleFailsIt: the puzzle proves again as
// written; its line changed, or its margin raised, it does not.
func TestAProofHoldsAndATamperedPuzzleFailsIt(t *testing.T) {
	p, err := Parse(kalahPuzzle)
	if err != nil {
		t.Fatal(err)
	}
	if err := Verify(context.Background(), p); err != nil {
		t.Fatalf("the puzzle as written: %v", err)
	}
	wrong := *p
	wrong.Line = []engine.Move{engine.PitMove(3)}
	if err := Verify(context.Background(), &wrong); err == nil || !strings.Contains(err.Error(), "line") {
		t.Errorf("another first move: %v", err)
	}
	greedy := *p
	greedy.Margin = p.Margin + 1
	if err := Verify(context.Background(), &greedy); err == nil || !strings.Contains(err.Error(), "margin") {
		t.Errorf("a margin raised: %v", err)
	}
}

// TestTheStartOfAGameIsNoPuzzle: Kalah's start has no move that keeps
// three seeds more than every other.
func TestTheStartOfAGameIsNoPuzzle(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	if _, ok := Prove(context.Background(), k, k.Start(engine.South), ProofBudget(k)); ok {
		t.Error("Kalah's start proved a puzzle")
	}
}

// TestThemesSayWhatTheLineDoes: a line that captures is a capture, one
// that moves twice in a turn a chain; neither makes a defence.
func TestThemesSayWhatTheLineDoes(t *testing.T) {
	p, _ := Parse(kalahPuzzle)
	got := FindThemes(p.Rules, p.Position, p.Line, nil)
	if !got.Has(Capture) || !got.Has(Chain) || got.Has(Defence) {
		t.Errorf("themes %s, want capture and chain", got)
	}
}
