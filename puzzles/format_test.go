package puzzles

import (
	"strings"
	"testing"
)

const kalahPuzzle = "k0012 | kalah | 6,1,0,9,0,0/0,0,9,0,1,8 11 3 s | 1 4 | capture,chain | 1 | 1000 | 15.3 | search | self-play 1 game 3 ply 17"

func TestAPuzzleIsWrittenAsItIsRead(t *testing.T) {
	p, err := Parse(kalahPuzzle)
	if err != nil {
		t.Fatal(err)
	}
	if got := Format(p); got != kalahPuzzle {
		t.Errorf("written back as\n%s\nread from\n%s", got, kalahPuzzle)
	}
	if !p.Themes.Has(Capture) || !p.Themes.Has(Chain) || p.Themes.Has(Defence) || p.Margin != 15.3 || p.PlayerMoves() != 2 {
		t.Errorf("read as %+v", p)
	}
}

func TestAMalformedPuzzleSaysWhy(t *testing.T) {
	for _, c := range []struct{ line, says string }{
		{"k1 | kalah | 4,4", "fields"},
		{strings.Replace(kalahPuzzle, "capture,chain", "capture,fork", 1), `theme "fork"`},
		{strings.Replace(kalahPuzzle, "| 1 | 1000", "| 6 | 1000", 1), "difficulty"},
		{strings.Replace(kalahPuzzle, "15.3", "1.5", 1), "margin"},
		{strings.Replace(kalahPuzzle, "| search |", "| guess |", 1), "proof"},
		{strings.Replace(kalahPuzzle, "| 1 4 |", "| 2 4 |", 1), "not legal"},
		{strings.Replace(kalahPuzzle, "| 1 4 |", "| 1 4 6 |", 1), "not legal"},
		{strings.Replace(kalahPuzzle, "| 1 4 |", "| |", 1), "no line"},
		{strings.Replace(kalahPuzzle, "| kalah |", "| chess |", 1), "chess"},
	} {
		if _, err := Parse(c.line); err == nil || !strings.Contains(err.Error(), c.says) {
			t.Errorf("%s: error %v, want one saying %q", c.line, err, c.says)
		}
	}
}

func TestAPackNamesTheLineOfItsFaultAndRefusesAnIDTwice(t *testing.T) {
	_, err := ParsePack("# a pack\n\n" + kalahPuzzle + "\n" + kalahPuzzle + "\n")
	if err == nil || !strings.Contains(err.Error(), "line 4") || !strings.Contains(err.Error(), "twice") {
		t.Errorf("error %v", err)
	}
	list, err := ParsePack("# a pack\n\n" + kalahPuzzle + "\n")
	if err != nil || len(list) != 1 {
		t.Errorf("%d puzzles, %v", len(list), err)
	}
}
