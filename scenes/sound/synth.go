package sound

import (
	"math"
	"math/rand/v2"
)

// track is one sound being built: a mono buffer of samples at SampleRate,
// mixed into stereo at the end.
type track struct {
	l, r []float64
	rng  *rand.Rand
}

// newTrack returns a silent track of ms milliseconds whose randomness
// comes from seed alone.
func newTrack(ms float64, seed uint64) *track {
	n := frames(ms)
	return &track{l: make([]float64, n), r: make([]float64, n),
		rng: rand.New(rand.NewPCG(seed, 0x6d616e63616c61))}
}

// frames converts milliseconds to frames.
func frames(ms float64) int { return int(ms * SampleRate / 1000) }

// jitter returns a random value in base*(1-by)..base*(1+by).
func (t *track) jitter(base, by float64) float64 {
	return base * (1 + by*(2*t.rng.Float64()-1))
}

// between returns a random value in lo..hi.
func (t *track) between(lo, hi float64) float64 { return lo + (hi-lo)*t.rng.Float64() }

// gains returns the left and right gains that place a sound at pan (-1
// left .. 1 right) at equal power.
func gains(pan float64) (l, r float64) {
	a := (pan + 1) * math.Pi / 4
	return math.Cos(a), math.Sin(a)
}

// mode adds a damped sine: a resonance struck at startMs, of frequency hz,
// amplitude amp, dying away with time constant decayMs. It starts at phase
// 0, so the onset has no step. The sine is a phasor turned and shrunk a
// little each frame: cheap enough to render every sound at start-up.
func (t *track) mode(startMs, hz, amp, decayMs, pan float64) {
	w := 2 * math.Pi * hz / SampleRate
	d := math.Exp(-1000 / (decayMs * SampleRate))
	c, s := d*math.Cos(w), d*math.Sin(w)
	re, im, e := amp, 0.0, amp
	gl, gr := gains(pan)
	for i := frames(startMs); i < len(t.l) && e > 1e-4*amp; i++ {
		t.l[i] += gl * im
		t.r[i] += gr * im
		re, im, e = re*c-im*s, re*s+im*c, e*d
	}
}

// sweep adds a sine that glides from hz0 towards hz1 with time constant
// glideMs while dying away with decayMs.
func (t *track) sweep(startMs, hz0, hz1, glideMs, amp, decayMs, pan float64) {
	s := frames(startMs)
	kg := 1000 / (glideMs * SampleRate)
	kd := 1000 / (decayMs * SampleRate)
	phase := 0.0
	gl, gr := gains(pan)
	for i := s; i < len(t.l); i++ {
		n := float64(i - s)
		hz := hz1 + (hz0-hz1)*math.Exp(-n*kg)
		v := amp * math.Exp(-n*kd) * math.Sin(phase)
		t.l[i] += gl * v
		t.r[i] += gr * v
		phase += 2 * math.Pi * hz / SampleRate
	}
}

// noise adds a burst of noise lasting ms, shaped by a half-sine window and
// smoothed by a one-pole low-pass of strength smooth (0 none .. <1 dull).
func (t *track) noise(startMs, ms, amp, smooth, pan float64) {
	s, n := frames(startMs), frames(ms)
	y := 0.0
	gl, gr := gains(pan)
	for j := 0; j < n && s+j < len(t.l); j++ {
		y = smooth*y + (1-smooth)*(2*t.rng.Float64()-1)
		v := amp * y * math.Sin(math.Pi*float64(j)/float64(n))
		t.l[s+j] += gl * v
		t.r[s+j] += gr * v
	}
}

// clip finishes the track: it scales it so its loudest sample is peak,
// fades the last fadeMs out to exact silence along a half cosine (so it
// ends without a click), and interleaves the channels.
func (t *track) clip(peak, fadeMs float64) Clip {
	m := 0.0
	for i := range t.l {
		m = math.Max(m, math.Max(math.Abs(t.l[i]), math.Abs(t.r[i])))
	}
	g := 0.0
	if m > 0 {
		g = peak / m
	}
	n, f := len(t.l), frames(fadeMs)
	for i := range t.l {
		w := g
		if j := i - (n - f); j >= 0 {
			w *= 0.5 * (1 + math.Cos(math.Pi*float64(j+1)/float64(f)))
		}
		t.l[i] *= w
		t.r[i] *= w
	}
	return stereo(t.l, t.r)
}
