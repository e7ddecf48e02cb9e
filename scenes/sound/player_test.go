package sound

import (
	"math"
	"testing"
)

// fakeVoice is a voice that plays until told it has finished.
type fakeVoice struct {
	clip    Clip
	playing bool
	starts  int
	volume  float64
}

func (f *fakeVoice) IsPlaying() bool     { return f.playing }
func (f *fakeVoice) Rewind() error       { return nil }
func (f *fakeVoice) SetVolume(v float64) { f.volume = v }
func (f *fakeVoice) Play()               { f.playing, f.starts = true, f.starts+1 }

// fakePlayer returns a Player over fake voices, ready or not.
func fakePlayer(ready *bool) (*Player, [NumKinds][]*fakeVoice) {
	var fs [NumKinds][]*fakeVoice
	p := newPlayer(testBank, func() bool { return *ready }, func(c Clip) voice {
		return &fakeVoice{clip: c}
	})
	for k, vs := range p.voices {
		for _, v := range vs {
			fs[k] = append(fs[k], v.(*fakeVoice))
		}
	}
	return p, fs
}

func playing(vs []*fakeVoice) int {
	n := 0
	for _, v := range vs {
		if v.playing {
			n++
		}
	}
	return n
}

func TestEveryClipHasItsOwnVoice(t *testing.T) {
	ready := true
	_, fs := fakePlayer(&ready)
	for k := range fs {
		if len(fs[k]) != Variants[k] {
			t.Errorf("%v: %d voices for %d variants", Kind(k), len(fs[k]), Variants[k])
		}
	}
}

func TestRapidDropsNeverExceedTheLimit(t *testing.T) {
	ready := true
	p, fs := fakePlayer(&ready)
	for i := 0; i < 50; i++ {
		p.Play(Drop)
	}
	if n := playing(fs[Drop]); n != limits[Drop] {
		t.Fatalf("%d drops sound at once, want %d", n, limits[Drop])
	}
	fs[Drop][indexPlaying(fs[Drop])].playing = false
	p.Play(Drop)
	if n := playing(fs[Drop]); n != limits[Drop] {
		t.Fatalf("after one ended: %d drops sound, want %d again", n, limits[Drop])
	}
}

func indexPlaying(vs []*fakeVoice) int {
	for i, v := range vs {
		if v.playing {
			return i
		}
	}
	return -1
}

func TestDropsAlternateVariants(t *testing.T) {
	ready := true
	p, fs := fakePlayer(&ready)
	for i := 0; i < 80; i++ {
		p.Play(Drop)
		for _, v := range fs[Drop] {
			v.playing = false
		}
	}
	for i, v := range fs[Drop] {
		if v.starts == 0 {
			t.Errorf("drop variant %d never played in 80 drops", i)
		}
	}
}

func TestNothingPlaysBeforeAudioIsReady(t *testing.T) {
	ready := false
	p, fs := fakePlayer(&ready)
	p.Play(Tap)
	if playing(fs[Tap]) != 0 {
		t.Fatal("a tap played before the audio was running")
	}
	ready = true
	p.Play(Tap)
	if playing(fs[Tap]) != 1 {
		t.Fatal("the tap did not play once audio was running")
	}
}

func TestMuteSilencesAndVolumeScales(t *testing.T) {
	ready := true
	p, fs := fakePlayer(&ready)
	p.SetLevel(80, true)
	p.Play(Extra)
	if playing(fs[Extra]) != 0 {
		t.Fatal("muted, an extra-turn sound played")
	}
	p.SetLevel(50, false)
	p.Play(Extra)
	v := fs[Extra][indexPlaying(fs[Extra])].volume
	if want := 0.25 * levels[Extra]; v < 0.85*want-1e-9 || v > want+1e-9 {
		t.Errorf("volume 50: voice at %.3f, want %.3f (0.85..1 of it)", v, want)
	}
	for _, c := range []struct {
		set  int
		gain float64
	}{{0, 0}, {100, 1}, {150, 1}, {-5, 0}, {70, 0.49}} {
		p.SetLevel(c.set, false)
		if math.Abs(p.Gain()-c.gain) > 1e-9 {
			t.Errorf("volume %d: gain %.3f, want %.3f", c.set, p.Gain(), c.gain)
		}
	}
}

func TestStartMakesOnePlayerOrNone(t *testing.T) {
	p1, err1 := Start()
	p2, err2 := Start()
	if p1 != p2 || err1 != err2 {
		t.Fatal("a second Start made another player")
	}
	if (p1 == nil) == (err1 == nil) {
		t.Fatalf("player %v with error %v: want exactly one", p1, err1)
	}
	if err1 != nil {
		t.Log("no audio here:", err1)
	}
}
