package main

import (
	"strings"
	"testing"

	"mancala/ai"
	"mancala/engine"
)

// TestSelfPlayLabelsEachPositionWithItsMoversResult: every line of a
// self-play game reads back, and its result is the game's for the player
// to move in it.
func TestSelfPlayLabelsEachPositionWithItsMoversResult(t *testing.T) {
	lines := selfPlay(playConfig{nodes: 300}, 7)
	if len(lines) < 10 {
		t.Fatalf("%d positions from a whole game", len(lines))
	}
	last := strings.TrimSpace(lines[len(lines)-1])
	results := map[engine.Side]float64{}
	for _, l := range lines {
		s, err := parseSample(strings.TrimSuffix(l, "\n"))
		if err != nil {
			t.Fatal(err)
		}
		pos, _, _ := strings.Cut(l, "\t")
		p, _ := engine.ParsePosition(engine.Oware{}, pos)
		if r, seen := results[p.ToMove]; seen && r != s.Result {
			t.Fatalf("%s: result %v, earlier positions of the same mover %v", l, s.Result, r)
		}
		results[p.ToMove] = s.Result
	}
	if results[engine.South] == 0.5 {
		t.Fatalf("the game (last %s) is a draw: its labels prove little; choose a seed whose game is decided", last)
	}
	if results[engine.South]+results[engine.North] != 1 {
		t.Errorf("South's result %v and North's %v do not add up to one game (last %s)", results[engine.South], results[engine.North], last)
	}
}

// TestFitRefusesMalformedLines: a line without a result, with a result
// that is not one, or with a position that is not Oware's is an error
// naming its line.
func TestFitRefusesMalformedLines(t *testing.T) {
	good := "4,4,4,4,4,4/4,4,4,4,4,4 0 0 s\t0.5"
	for _, bad := range []string{
		"4,4,4,4,4,4/4,4,4,4,4,4 0 0 s",
		"4,4,4,4,4,4/4,4,4,4,4,4 0 0 s\t0.7",
		"4,4,4,4,4,4/4,4,4,4,4,5 0 0 s\t1",
	} {
		_, err := readSamples(strings.NewReader(good + "\n" + bad + "\n"))
		if err == nil || !strings.Contains(err.Error(), "line 2") {
			t.Errorf("%q: %v", bad, err)
		}
	}
	if _, err := readSamples(strings.NewReader("")); err == nil {
		t.Error("no positions were fitted")
	}
}

// TestWeightsAreInSeedsOfTheCapturedDifference: a term whose logit weight
// is a tenth of a captured seed's is written as a tenth of ai.Unit.
func TestWeightsAreInSeedsOfTheCapturedDifference(t *testing.T) {
	w := make([]float64, 1+2*ai.OwareTermCount)
	w[0], w[1], w[1+ai.OwareTermCount] = 0.5, 0.05, -0.25
	src := string(weightsFile(w, 12))
	if !strings.Contains(src, "{10, 0, ") || !strings.Contains(src, "{-50, 0, ") || !strings.Contains(src, "from 12\n") {
		t.Errorf("weights file:\n%s", src)
	}
}
