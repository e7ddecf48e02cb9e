//go:build !js

package saves

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"
)

func TestPuzzleProgressIsSavedAndReadBack(t *testing.T) {
	s := openTemp(t, "mancala")
	want := PuzzleProgress{Solved: []string{"k0001", "o0002"}, Missed: []string{"o0002"}, Days: []string{"2026-12-06"}, BestStreak: 7}
	if err := s.SavePuzzles(want); err != nil {
		t.Fatal(err)
	}
	got, err := s.LoadPuzzles()
	if err != nil || len(got.Solved) != 2 || got.BestStreak != 7 || !slices.Contains(got.Days, "2026-12-06") {
		t.Errorf("read back %+v, %v", got, err)
	}
}

func TestAnUnreadablePuzzleProgressIsKeptAsideAndTheRestStays(t *testing.T) {
	s := openTemp(t, "mancala")
	if err := s.SaveProgress(Progress{Solved: map[string]Solved{"kalah-capture-1": {Score: 4, Moves: 1}}}); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(s.Where(), "puzzles.json"), []byte(`{"version":1,"puzzles":{"solved":[""]}}`), 0o644)
	p, err := s.LoadPuzzles()
	var kept *KeptAside
	if !errors.As(err, &kept) || len(p.Solved) != 0 {
		t.Errorf("progress %+v, error %v; want it kept aside", p, err)
	}
	if pr, err := s.LoadProgress(); err != nil || len(pr.Solved) != 1 {
		t.Errorf("the challenges' progress after it: %+v, %v", pr, err)
	}
	if err := s.SavePuzzles(PuzzleProgress{BestStreak: -1}); err == nil {
		t.Error("a negative streak was saved")
	}
}
