package sound

// Bank holds every rendered clip: for each kind, its variants.
type Bank [NumKinds][]Clip

// Variants is how many variants of each kind a Bank holds: drops are many
// and vary most, so the same one is rarely heard twice in a row.
var Variants = [NumKinds]int{Drop: 8, Capture: 3, Extra: 2, Tap: 2, Refuse: 1}

// Lengths are the clips' lengths, in ms.
const (
	dropMs    = 105
	captureMs = 380
	extraMs   = 330
	tapMs     = 45
	refuseMs  = 150
)

// NewBank renders every variant of every sound from seed: the same seed
// gives the same samples.
func NewBank(seed uint64) *Bank {
	var b Bank
	for k := Kind(0); k < NumKinds; k++ {
		b[k] = make([]Clip, Variants[k])
		for v := range b[k] {
			b[k][v] = Render(k, seed^uint64(k)<<40^uint64(v+1)*0x9e3779b97f4a7c15)
		}
	}
	return &b
}

// Render renders one sound of kind k; seed chooses its variation.
func Render(k Kind, seed uint64) Clip {
	switch k {
	case Drop:
		return drop(seed)
	case Capture:
		return capture(seed)
	case Extra:
		return extra(seed)
	case Refuse:
		return refuse(seed)
	}
	return tap(seed)
}

// The resonances of a wooden cup: frequency ratios to the lowest, their
// loudness, and how fast each dies (ms). Wood damps the high ones first,
// which is what makes it sound like wood rather than metal.
var (
	cupRatios = [...]float64{1, 2.11, 3.27, 4.53}
	cupAmps   = [...]float64{1, 0.5, 0.28, 0.15}
	cupDecays = [...]float64{26, 15, 9, 6}
)

// hit adds one seed striking the wood at startMs: the seed's own tiny
// bright click and the cup's resonances at hz. bright (about 1) tilts the
// balance towards the high resonances.
func (t *track) hit(startMs, hz, amp, bright, pan float64) {
	t.noise(startMs, 1.2, 0.35*amp*bright, 0.45, pan)
	t.mode(startMs, t.jitter(3100, 0.12), 0.3*amp*bright, 2.5, pan)
	tilt := 1.0
	for i, r := range cupRatios {
		t.mode(startMs, hz*t.jitter(r, 0.03), amp*cupAmps[i]*tilt, cupDecays[i], pan)
		tilt *= bright
	}
}

// drop is a seed falling into a pit: a knock and one or two small
// bounces. Pitch, brightness, bounce timing, level and place in the stereo
// field vary with the seed.
func drop(seed uint64) Clip {
	t := newTrack(dropMs, seed)
	hz, bright, pan := t.jitter(780, 0.12), t.between(0.7, 1.2), t.between(-0.2, 0.2)
	t.hit(0, hz, 1, bright, pan)
	b1 := t.between(26, 40)
	t.hit(b1, hz*t.jitter(1, 0.02), t.between(0.25, 0.45), 0.8*bright, pan)
	if t.rng.IntN(2) == 0 {
		t.hit(b1+t.between(14, 22), hz*t.jitter(1, 0.02), t.between(0.08, 0.15), 0.7*bright, pan)
	}
	return t.clip(t.between(0.42, 0.52), 18)
}

// capture is several seeds clattering into a store, spread across the
// stereo field and dying away, with a soft two-note chime over them.
func capture(seed uint64) Clip {
	t := newTrack(captureMs, seed)
	n := 6 + t.rng.IntN(3)
	at := 0.0
	for i := 0; i < n; i++ {
		amp := 0.7 * (1 - 0.5*float64(i)/float64(n)) * t.jitter(1, 0.15)
		t.hit(at, t.jitter(900, 0.18), amp, t.between(0.8, 1.2), t.between(-0.4, 0.4))
		at += t.between(14, 36)
	}
	c := t.jitter(1568, 0.005) // G6
	t.mode(45, c, 0.4, 120, -0.15)
	t.mode(45, c*2.76, 0.1, 40, -0.15)
	t.mode(100, c*4/3, 0.36, 110, 0.15) // C7, a fourth above
	t.mode(100, c*4/3*2.76, 0.09, 35, 0.15)
	return t.clip(0.6, 60)
}

// extraGap is when the extra turn's second note starts, in ms.
const extraGap = 115

// extra is an extra turn: two bright mallet notes a fifth apart, rising.
func extra(seed uint64) Clip {
	t := newTrack(extraMs, seed)
	g := t.jitter(784, 0.005) // G5
	t.note(0, g, -0.1)
	t.note(extraGap, g*1.5, 0.1) // D6
	return t.clip(0.55, 50)
}

// note adds a marimba-like note: a short mallet noise, the fundamental
// ringing longest, a faint octave and the bar's bright fourth partial.
func (t *track) note(startMs, hz, pan float64) {
	t.noise(startMs, 1.5, 0.15, 0.5, pan)
	t.mode(startMs, hz, 1, 95, pan)
	t.mode(startMs, hz*2, 0.12, 50, pan)
	t.mode(startMs, hz*3.93, 0.22, 22, pan)
}

// tap is a soft button press: a quick downward blip over a low thud.
func tap(seed uint64) Clip {
	t := newTrack(tapMs, seed)
	t.sweep(0, t.jitter(1500, 0.04), 950, 6, 0.6, 9, 0)
	t.mode(0, t.jitter(320, 0.04), 0.5, 10, 0)
	t.noise(0, 0.8, 0.15, 0.6, 0)
	return t.clip(0.32, 12)
}

// refuse is a tap the game cannot obey: two low, muffled knocks on closed
// wood, the second lower, so it reads as "no" without startling.
func refuse(seed uint64) Clip {
	t := newTrack(refuseMs, seed)
	hz := t.jitter(230, 0.03)
	t.hit(0, hz, 0.8, 0.35, 0)
	t.hit(70, hz*0.84, 0.6, 0.3, 0)
	return t.clip(0.4, 40)
}
