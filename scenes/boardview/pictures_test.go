package boardview

import (
	"testing"

	"mancala/engine"
	"mancala/scenes/boardview/geom"
	"mancala/scenes/layout"
)

// A game's picture shows its start: every pit and store holds the seeds
// of the starting position (Oware four a pit, Congkak seven, none in the
// stores), and the picture holds all the game's seeds.
func TestAGamesPictureShowsItsStart(t *testing.T) {
	for v := engine.KalahGame; v <= engine.BaoGame; v++ {
		g := geom.OfMini(v, layout.ComputeMini(v, layout.Rect{W: 300, H: 160}))
		count, start := heapCounts(StartOf(v), &g), StartOf(v)
		total := 0
		for i, s := range g.Spots {
			if got, want := count(i), start.Seeds(s.Place); got != want {
				t.Errorf("%s: %v shows %d seeds, the start has %d", v, s.Place, got, want)
			}
			total += count(i)
		}
		r, _ := engine.ParseRules(v.String())
		if want := r.Board().Seeds; total != want && v != engine.BaoGame {
			t.Errorf("%s: the picture holds %d seeds, the game %d", v, total, want)
		}
	}
	g := geom.OfMini(engine.OwareGame, layout.ComputeMini(engine.OwareGame, layout.Rect{W: 300, H: 160}))
	count := heapCounts(StartOf(engine.OwareGame), &g)
	for i, s := range g.Spots {
		if want := map[bool]int{true: 0, false: 4}[s.Place.IsStore()]; count(i) != want {
			t.Errorf("oware: %v shows %d seeds, want %d", s.Place, count(i), want)
		}
	}
}

// A picture shows a game on its usual board only: Kalah with six pits a
// row, whatever its other options, but not with four.
func TestPicturesShowTheUsualBoardsOnly(t *testing.T) {
	for spec, want := range map[string]bool{"kalah": true, "kalah capture=empty": true, "kalah pits=4": false,
		"oware": true, "bao": true} {
		r, err := engine.ParseRules(spec)
		if err != nil {
			t.Fatal(err)
		}
		if UsualBoard(r) != want {
			t.Errorf("%s: usual board %v", spec, !want)
		}
	}
}
