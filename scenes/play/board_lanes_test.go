package play

import (
	"fmt"
	"image/color"
	"math"
	"os"
	"path/filepath"
	"testing"

	"mancala/engine"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// Standing on end (a phone), the plates lie at the board's ends, so each
// side's column is ringed in the side's colour, the one its plate wears:
// the side to move's brightly. Checked on the lane's edge, for either
// side to move, on a two-row board and on Bao's four rows.
func TestPortraitBoardRingsEachColumnInItsSidesColour(t *testing.T) {
	dir := os.Getenv("MANCALA_SHOTS")
	for _, r := range []engine.Rules{kalah, engine.Bao{}} {
		for _, first := range []engine.Side{engine.South, engine.North} {
			d := scenetest.NewDriver(t, 390, 844, 1)
			b := NewBoard(core.Config{Rules: r, First: first}, scenetest.TestApp)
			d.Step(b, kit.Intents{}, true)
			lanes, ok := b.lay.Lanes()
			if !ok {
				t.Fatalf("%v at 390x844: the board has no lanes", r)
			}
			lane, want := lanes[first], b.theme().Accent[first]
			x, y := lane.X, lane.Y+lane.H/2
			if got := nearestColour(d, x, y, want); got > 40 {
				t.Errorf("%v, %s to move: its lane's edge at %.0f,%.0f is %.0f from its colour %v", r, first, x, y, got, want)
			}
			if dir != "" {
				scenetest.Save(t, d.Screen, filepath.Join(dir, fmt.Sprintf("lanes-%v-%s.png", r.Board().Variant, first)))
			}
		}
	}
}

// nearestColour returns how far from want is the closest of the pixels
// within 2 px of x, y across (RGB distance).
func nearestColour(d *scenetest.Driver, x, y float64, want color.RGBA) float64 {
	best := math.Inf(1)
	for dx := -2; dx <= 2; dx++ {
		c := color.RGBAModel.Convert(d.Screen.At(int(x)+dx, int(y))).(color.RGBA)
		dist := math.Sqrt(sq(int(c.R)-int(want.R)) + sq(int(c.G)-int(want.G)) + sq(int(c.B)-int(want.B)))
		best = math.Min(best, dist)
	}
	return best
}

func sq(v int) float64 { return float64(v * v) }
