package sound

import (
	"encoding/binary"
	"math"
	"testing"
)

var testBank = NewBank(bankSeed)

// each calls f with every clip of the test bank.
func each(f func(k Kind, v int, c Clip)) {
	for k := range testBank {
		for v, c := range testBank[k] {
			f(Kind(k), v, c)
		}
	}
}

func TestEverySoundIsShort(t *testing.T) {
	most := [NumKinds]float64{Drop: 0.120, Capture: 0.400, Extra: 0.350, Tap: 0.080, Refuse: 0.200}
	each(func(k Kind, v int, c Clip) {
		if s := c.Seconds(); s <= 0 || s >= most[k] {
			t.Errorf("%v %d lasts %.3f s, want under %.3f", k, v, s, most[k])
		}
	})
}

func TestNoSoundClipsAndEveryOneIsHeard(t *testing.T) {
	each(func(k Kind, v int, c Clip) {
		if p := c.Peak(); p < 0.25 || p > 0.7 {
			t.Errorf("%v %d peaks at %.3f, want 0.25..0.7 (headroom, never clipping)", k, v, p)
		}
	})
}

func TestSoundsStartAndEndInSilence(t *testing.T) {
	each(func(k Kind, v int, c Clip) {
		n := c.Len()
		for ch := 0; ch < 2; ch++ {
			s := c.Channel(ch)
			if s[0] != 0 || s[n-1] != 0 {
				t.Errorf("%v %d channel %d: first %g, last %g, want 0 (no click)", k, v, ch, s[0], s[n-1])
			}
			if r := rms(s[n-frames(5):]); r > 0.01*c.Peak() {
				t.Errorf("%v %d channel %d: last 5 ms at rms %.4f, want a fade to silence", k, v, ch, r)
			}
			if d := maxStep(s[n-frames(20):]); d > 0.05 {
				t.Errorf("%v %d channel %d: a step of %.3f near the end", k, v, ch, d)
			}
		}
	})
}

func TestDropsVary(t *testing.T) {
	ds := testBank[Drop]
	for i := range ds {
		for j := i + 1; j < len(ds); j++ {
			if d := difference(ds[i], ds[j]); d < 0.3 {
				t.Errorf("drops %d and %d differ by only %.3f", i, j, d)
			}
		}
	}
	lo, hi := math.Inf(1), 0.0
	for _, c := range ds {
		z := crossingRate(c.Channel(0)[:frames(20)])
		lo, hi = math.Min(lo, z), math.Max(hi, z)
	}
	if hi < 1.1*lo {
		t.Errorf("drop pitch (crossings per second %.0f..%.0f) hardly varies", lo, hi)
	}
}

func TestExtraTurnRises(t *testing.T) {
	for v, c := range testBank[Extra] {
		s := c.Channel(0)
		a := crossingRate(s[frames(5):frames(extraGap)])
		b := crossingRate(s[frames(extraGap+5):frames(extraGap+105)])
		if b < 1.3*a {
			t.Errorf("extra %d: second note crosses zero %.0f/s, first %.0f/s: want a clear rise", v, b, a)
		}
	}
}

func TestCaptureRingsLongerThanADrop(t *testing.T) {
	for v, c := range testBank[Drop] {
		if ms := loudMs(c); ms > 60 {
			t.Errorf("drop %d is loud for %d ms, want a short knock", v, ms)
		}
	}
	for v, c := range testBank[Capture] {
		if ms := loudMs(c); ms < 150 {
			t.Errorf("capture %d is loud for only %d ms, want a clatter of several seeds", v, ms)
		}
	}
}

func TestTheSameSeedGivesTheSameSounds(t *testing.T) {
	again := NewBank(bankSeed)
	other := NewBank(bankSeed + 1)
	for k := range testBank {
		for v := range testBank[k] {
			if difference(testBank[k][v], again[k][v]) != 0 {
				t.Errorf("%v %d rendered twice differs", Kind(k), v)
			}
			if difference(testBank[k][v], other[k][v]) == 0 {
				t.Errorf("%v %d is the same for another seed", Kind(k), v)
			}
		}
	}
}

func TestBytesAreFloat32LittleEndianStereo(t *testing.T) {
	c := testBank[Capture][0]
	b := c.Bytes()
	if len(b) != 8*c.Len() {
		t.Fatalf("%d bytes for %d frames", len(b), c.Len())
	}
	for i := 0; i < 2*c.Len(); i += 997 {
		if got := math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:])); got != c.Frames[i] {
			t.Fatalf("sample %d reads back %g, want %g", i, got, c.Frames[i])
		}
	}
}

func TestKindNames(t *testing.T) {
	if Drop.String() != "drop" || Tap.String() != "tap" || NumKinds.String() != "kind(5)" {
		t.Error(Drop, Tap, NumKinds)
	}
}

// loudMs returns for how many ms (in steps of 10) the left channel of c is
// louder than a tenth of its peak.
func loudMs(c Clip) int {
	s, n := c.Channel(0), 0
	for i := 0; i+frames(10) <= len(s); i += frames(10) {
		if rms(s[i:i+frames(10)]) > 0.1*c.Peak() {
			n += 10
		}
	}
	return n
}

func rms(s []float64) float64 {
	sum := 0.0
	for _, v := range s {
		sum += v * v
	}
	return math.Sqrt(sum / float64(len(s)))
}

func maxStep(s []float64) float64 {
	d := 0.0
	for i := 1; i < len(s); i++ {
		d = math.Max(d, math.Abs(s[i]-s[i-1]))
	}
	return d
}

// crossingRate returns how often s crosses zero, per second.
func crossingRate(s []float64) float64 {
	n := 0
	for i := 1; i < len(s); i++ {
		if (s[i-1] < 0) != (s[i] < 0) {
			n++
		}
	}
	return float64(n) * SampleRate / float64(len(s))
}

// difference returns the rms of a-b over the rms of a, both channels, over
// the shorter length.
func difference(a, b Clip) float64 {
	n := min(len(a.Frames), len(b.Frames))
	d, e := 0.0, 0.0
	for i := 0; i < n; i++ {
		x := float64(a.Frames[i] - b.Frames[i])
		d += x * x
		e += float64(a.Frames[i]) * float64(a.Frames[i])
	}
	return math.Sqrt(d / e)
}
