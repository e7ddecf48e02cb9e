package assets

import (
	"bytes"
	"testing"
)

func TestSeedIsARoundOpaqueSprite(t *testing.T) {
	for k := 0; k < SeedLooks; k++ {
		img := Seed(24, k)
		if a := img.RGBAAt(0, 0).A; a != 0 {
			t.Errorf("look %d: corner alpha %d, want transparent", k, a)
		}
		if a := img.RGBAAt(12, 12).A; a != 255 {
			t.Errorf("look %d: centre alpha %d, want opaque", k, a)
		}
	}
}

func TestSeedLooksDiffer(t *testing.T) {
	if bytes.Equal(Seed(16, 0).Pix, Seed(16, 1).Pix) {
		t.Error("looks 0 and 1 are the same sprite")
	}
}

func TestArtIsDeterministic(t *testing.T) {
	if !bytes.Equal(Wood(64, 32).Pix, Wood(64, 32).Pix) {
		t.Error("wood differs between two draws")
	}
}

// TestWoodTileRepeatsSeamlessly: the last column continues into the first,
// so tiles laid side by side show no seam.
func TestWoodTileRepeatsSeamlessly(t *testing.T) {
	img := Wood(128, 64)
	worst := 0
	for y := 0; y < 64; y++ {
		a, b := img.RGBAAt(127, y), img.RGBAAt(0, y)
		worst = max(worst, absDiff(a.R, b.R), absDiff(a.G, b.G), absDiff(a.B, b.B))
	}
	if worst > 24 {
		t.Errorf("seam: neighbouring pixels across the tile edge differ by %d", worst)
	}
}

func absDiff(a, b uint8) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

type circle struct{ x, y, r float64 }

func (c circle) Nearest(x, y float64) (float64, float64) { return c.x, c.y }
func (c circle) Radius() float64                         { return c.r }

func TestHollowShadesOnlyWithinItsRim(t *testing.T) {
	img := Hollow(40, 40, circle{20, 20, 12})
	if a := img.RGBAAt(1, 1).A; a != 0 {
		t.Errorf("outside the rim alpha %d, want 0", a)
	}
	if a := img.RGBAAt(20, 20).A; a == 0 {
		t.Error("the bowl's centre is not shaded")
	}
}
