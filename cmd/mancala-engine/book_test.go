package main

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"mancala/ai"
	"mancala/engine"
)

// writeBook runs the book command with args and returns its output.
func writeBook(t *testing.T, args ...string) string {
	t.Helper()
	var out strings.Builder
	if err := runBook(args, &out); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

func TestBookOpeningsAreDistinctAndLevelByTheJudge(t *testing.T) {
	k, _ := engine.ParseRules("kalah seeds=3")
	text := writeBook(t, "--variant", "kalah seeds=3", "--count", "12", "--judge", "5", "--balance", "1", "--jobs", "2")
	book, err := readBook(strings.NewReader(text), k)
	if err != nil {
		t.Fatal(err)
	}
	if len(book) != 12 {
		t.Fatalf("%d openings, want 12:\n%s", len(book), text)
	}
	seen := map[engine.Position]bool{}
	for i, moves := range book {
		g := engine.NewGame(k, k.Start(engine.South))
		for _, m := range moves {
			g.Play(m, nil)
		}
		if seen[g.Position()] {
			t.Errorf("opening %d repeats an earlier position: %s", i+1, engine.FormatPosition(k, g.Position()))
		}
		seen[g.Position()] = true
		res := ai.Search(context.Background(), k, g.Position(), ai.Limits{Depth: 5, Nodes: 2_000_000}, nil)
		if abs(res.Score) > ai.Unit {
			t.Errorf("opening %d (%s) scores %+d, want within one seed", i+1, engine.FormatMoves(moves), res.Score)
		}
	}
}

func TestBookIsTheSameOnAnyNumberOfThreads(t *testing.T) {
	args := []string{"--variant", "oware", "--count", "6", "--judge", "3", "--balance", "2"}
	one := writeBook(t, append(args, "--jobs", "1")...)
	three := writeBook(t, append(args, "--jobs", "3")...)
	if one != three {
		t.Errorf("one thread:\n%s\nthree threads:\n%s", one, three)
	}
}

func TestBookWithNoLevelOpeningSaysSo(t *testing.T) {
	// Kalah(1,1) has one opening, South's only move, which ends the game.
	err := runBook([]string{"--variant", "kalah pits=1 seeds=1", "--count", "1", "--plies", "1"}, &strings.Builder{})
	if err == nil || !strings.Contains(err.Error(), "found 0 level openings") {
		t.Errorf("error %v, want one that says no opening was found", err)
	}
}

func TestReadBookNamesTheLineOfAnIllegalMove(t *testing.T) {
	k, _ := engine.ParseRules("kalah")
	for _, tc := range []struct{ text, want string }{
		{"# a book\n3 4\n\n1 9\n", "line 4"},
		{"3 3\n", "line 1: move 2 (3)"},
		{"F2>\n", "line 1"},
		{"# only comments\n", "no openings"},
	} {
		_, err := readBook(strings.NewReader(tc.text), k)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want one naming %q", tc.text, err, tc.want)
		}
	}
}

func TestMatchPlaysTheBooksOpeningsInOrder(t *testing.T) {
	path := filepath.Join(t.TempDir(), "book.txt")
	if err := os.WriteFile(path, []byte("1 2 # first\n6 4\n3\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg, err := parseMatch([]string{"--variant", "kalah seeds=3", "--book", path, "--games", "4", "--skip", "2"})
	if err != nil {
		t.Fatal(err)
	}
	// With two games skipped, the match's pair 0 plays game 3: the book's second opening.
	for first, want := range map[int][]engine.Move{2: {5, 3}, 4: {2}} {
		if got := cfg.opening(first).Moves(); !slices.Equal(got, want) {
			t.Errorf("game %d opens with %v, want %v", first+1, got, want)
		}
	}
	if _, err := parseMatch([]string{"--variant", "kalah seeds=3", "--book", path, "--games", "8"}); err == nil ||
		!strings.Contains(err.Error(), "has 3 openings") {
		t.Errorf("a book too short for the match: error %v", err)
	}
}

func TestCongkakLadderBookHasAHundredDistinctOpenings(t *testing.T) {
	r, _ := engine.ParseRules("congkak")
	book, err := loadBook("books/congkak.book", r)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[engine.Position]bool{}
	for _, moves := range book {
		g := engine.NewGame(r, r.Start(engine.South))
		for _, m := range moves {
			g.Play(m, nil)
		}
		seen[g.Position()] = true
	}
	if len(book) != 100 || len(seen) != 100 {
		t.Errorf("%d openings, %d distinct; the ladder wants 100", len(book), len(seen))
	}
}
