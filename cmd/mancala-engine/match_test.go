package main

import (
	"context"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"mancala/ai"
	"mancala/engine"
)

func TestMatchAlternatesWhoStartsAndTallies(t *testing.T) {
	var out strings.Builder
	err := runMatch([]string{"--variant", "kalah seeds=3", "--a", "level=3", "--b", "level=1", "--games", "4", "--seed", "7"}, &out)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 9 {
		t.Fatalf("want 4 game lines and 5 summary lines, got:\n%s", out.String())
	}
	for i, want := range []string{"A is South", "B is South", "A is South", "B is South"} {
		if !strings.Contains(lines[i], want) {
			t.Errorf("game %d: %q, want %q", i+1, lines[i], want)
		}
	}
	if !strings.HasPrefix(lines[5], "A: ") || !strings.Contains(lines[5], "of the points") {
		t.Errorf("summary line %q", lines[5])
	}
}

func TestMatchIsDeterministicForASeed(t *testing.T) {
	run := func() string {
		var out strings.Builder
		args := []string{"--variant", "oware", "--a", "level=2", "--b", "depth=2", "--games", "2"}
		if err := runMatch(args, &out); err != nil {
			t.Fatal(err)
		}
		return out.String()[:strings.Index(out.String(), "time per move")]
	}
	if a, b := run(), run(); a != b {
		t.Errorf("two runs differ:\n%s\n%s", a, b)
	}
}

func TestMatchRejectsBadArguments(t *testing.T) {
	for _, args := range [][]string{
		{"--variant", "chess"},
		{"--a", "level=11"},
		{"--b", "speed=3"},
		{"--games", "0"},
		{"--judge", "0"},
		{"--jobs", "0"},
		{"--skip", "3"},
		{"extra"},
	} {
		if err := runMatch(args, &strings.Builder{}); err == nil {
			t.Errorf("%q: no error", args)
		}
	}
}

func TestMatchAgainstAnExternalEngine(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the engine binary")
	}
	bin := filepath.Join(t.TempDir(), "mancala-engine")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	var out strings.Builder
	args := []string{"--variant", "bao", "--a", "exec=" + bin + ",go=depth 1", "--b", "level=1", "--games", "2", "--max-plies", "60"}
	if err := runMatch(args, &out); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "2 games") {
		t.Errorf("output:\n%s", out.String())
	}
}

func TestRandomOpeningNeverEndsTheGame(t *testing.T) {
	k, _ := engine.NewKalah(engine.KalahOptions{Pits: 2, Seeds: 1})
	for seed := uint64(0); seed < 50; seed++ {
		if g := randomOpening(k, 10, seed); g.Outcome().Over() {
			t.Fatalf("seed %d: opening ended the game: %s", seed, engine.FormatPosition(k, g.Position()))
		}
	}
}

func TestBalancedOpeningsAreLevelByTheJudgesSearch(t *testing.T) {
	cfg, err := parseMatch([]string{"--variant", "oware", "--plies", "6"})
	if err != nil {
		t.Fatal(err)
	}
	for seed := uint64(0); seed < 5; seed++ {
		g := balancedOpening(cfg, seed*1000)
		res := ai.Search(context.Background(), cfg.rules, g.Position(), ai.Limits{Depth: cfg.judge}, nil)
		if abs(res.Score) > 2*ai.Unit {
			t.Errorf("seed %d: opening %s scores %d", seed, engine.FormatPosition(cfg.rules, g.Position()), res.Score)
		}
	}
}

func TestMatchPlaysTheSameGamesOnAnyNumberOfThreads(t *testing.T) {
	run := func(jobs string) string {
		var out strings.Builder
		args := []string{"--variant", "congkak", "--a", "level=3", "--b", "level=2", "--games", "5", "--jobs", jobs}
		if err := runMatch(args, &out); err != nil {
			t.Fatal(err)
		}
		return out.String()[:strings.Index(out.String(), "time per move")]
	}
	if one, three := run("1"), run("3"); one != three {
		t.Errorf("one thread:\n%s\nthree threads:\n%s", one, three)
	}
}

func TestMatchSplitWithSkipPlaysTheSameGames(t *testing.T) {
	games := func(args ...string) []string {
		var out strings.Builder
		args = append([]string{"--variant", "kalah seeds=3", "--a", "level=4", "--b", "level=2"}, args...)
		if err := runMatch(args, &out); err != nil {
			t.Fatal(err)
		}
		var lines []string
		for _, l := range strings.Split(out.String(), "\n") {
			if strings.HasPrefix(l, "game ") {
				lines = append(lines, l)
			}
		}
		return lines
	}
	whole := games("--games", "6")
	split := append(games("--games", "2"), games("--games", "4", "--skip", "2")...)
	if strings.Join(whole, "\n") != strings.Join(split, "\n") {
		t.Errorf("whole match:\n%s\nsplit:\n%s", strings.Join(whole, "\n"), strings.Join(split, "\n"))
	}
}
