package assets

import (
	"image"
	"math"
	"testing"
)

// TestWoodIsTheGrainOfItsNoise: the tile worked out per column and row,
// with its rings looked up, is the one drawn by sampling the noise and
// working the ring out at every pixel (a pixel in a thousand may differ by
// one level where the ring's table rounds across it), in both themes'
// tones and at sizes that are not powers of two.
func TestWoodIsTheGrainOfItsNoise(t *testing.T) {
	for _, size := range [][2]int{{512, 256}, {97, 31}} {
		for _, tones := range [][2]RGB{{WoodPale, WoodDark}, {{50, 50, 56}, {36, 36, 42}}} {
			got := WoodOf(size[0], size[1], tones[0], tones[1])
			want := woodSampledPerPixel(size[0], size[1], tones[0], tones[1])
			worst, n := pixelsApart(got, want)
			t.Logf("%dx%d: %d pixels of %d differ, by up to %d", size[0], size[1], n, len(got.Pix)/4, worst)
			if worst > 1 || n > len(got.Pix)/4/1000 {
				t.Errorf("%dx%d in %v: %d pixels differ from the noise sampled per pixel, by up to %d levels; want at most 0.1%% by 1",
					size[0], size[1], tones, n, worst)
			}
		}
	}
}

// pixelsApart returns the largest difference of a channel between a and b
// and the number of pixels that differ at all.
func pixelsApart(a, b *image.RGBA) (worst, n int) {
	for i := 0; i < len(a.Pix); i += 4 {
		d := 0
		for c := range 4 {
			d = max(d, absDiff(a.Pix[i+c], b.Pix[i+c]))
		}
		if d > 0 {
			n++
		}
		worst = max(worst, d)
	}
	return worst, n
}

// woodSampledPerPixel is the wood's definition: each pixel samples both
// sums of octaves of noise itself.
func woodSampledPerPixel(w, h int, pale, dark RGB) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			u, v := float64(x)/float64(w), float64(y)/float64(h)
			warp := fbmSampled(u*3, v*6, 3, 6)
			ring := math.Pow(0.5+0.5*math.Sin((v*9+warp*1.6)*2*math.Pi), 1.6)
			fibre := fbmSampled(u*2, v*90, 2, 90) - 0.5
			k := clamp01(0.25 + 0.55*ring + 0.5*fibre)
			c := func(i int) float64 { return dark[i] + (pale[i]-dark[i])*k }
			put(img, x, y, c(0), c(1), c(2), 1)
		}
	}
	return img
}

// fbmSampled sums four octaves of noise2p at x, y.
func fbmSampled(x, y float64, px, py int) float64 {
	s, a, tot := 0.0, 0.5, 0.0
	for o := 0; o < 4; o++ {
		s += a * noise2p(x, y, px, py)
		tot += a
		x, y, px, py, a = x*2, y*2, px*2, py*2, a*0.5
	}
	return s / tot
}

func BenchmarkWood(b *testing.B) {
	for range b.N {
		WoodOf(512, 256, WoodPale, WoodDark)
	}
}

func BenchmarkWoodSampledPerPixel(b *testing.B) {
	for range b.N {
		woodSampledPerPixel(512, 256, WoodPale, WoodDark)
	}
}
