package play

import (
	"slices"
	"testing"

	"mancala/engine"
	"mancala/saves"
	"mancala/scenes/anim"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
	"mancala/scenes/sound"
)

var kalah, _ = engine.NewKalah(engine.StandardKalah)

// recorder is Sounds that lists what it was asked to play.
type recorder struct {
	played  []kit.SoundKind
	applied []saves.Settings
}

func (r *recorder) Play(k kit.SoundKind)   { r.played = append(r.played, k) }
func (r *recorder) Apply(s saves.Settings) { r.applied = append(r.applied, s) }
func (r *recorder) Available() bool        { return true }

// count returns how often k was played.
func (r *recorder) count(k kit.SoundKind) int {
	n := 0
	for _, p := range r.played {
		if p == k {
			n++
		}
	}
	return n
}

// soundBoard returns a board of r at normal speed, starting from the
// position in notation (empty: the start), that plays into a recorder.
func soundBoard(t *testing.T, r engine.Rules, start string) (*Board, *scenetest.Driver, *recorder) {
	cfg := core.Config{Rules: r, First: engine.South, Speed: anim.Normal}
	if start != "" {
		p, err := engine.ParsePosition(r, start)
		if err != nil {
			t.Fatal(err)
		}
		cfg.Start = &p
	}
	rec := &recorder{}
	app := *scenetest.TestApp
	app.Sound = rec
	d := scenetest.NewDriver(t, 1280, 720, 1)
	b := NewBoard(cfg, &app)
	d.Step(b, kit.Intents{}, true)
	return b, d, rec
}

// sow taps South's pit n (from South's left) and lets the move play out.
func sow(t *testing.T, b *Board, d *scenetest.Driver, n int) {
	tapPlace(d, b, MovePlace(b.cfg.Rules.Board(), engine.South, engine.PitMove(n)))
	settle(t, d, b)
	for i := 0; i < kit.CueTicks; i++ {
		d.Step(b, kit.Intents{}, false)
	}
}

func TestEverySownSeedSoundsOnceAtNormalSpeed(t *testing.T) {
	b, d, rec := soundBoard(t, kalah, "")
	sow(t, b, d, 1)
	want := []kit.SoundKind{kit.SoundDrop, kit.SoundDrop, kit.SoundDrop, kit.SoundDrop}
	if !slices.Equal(rec.played, want) {
		t.Fatalf("sowing 4 seeds played %v, want %v", rec.played, want)
	}
}

func TestAnExtraTurnSoundsAfterItsDrops(t *testing.T) {
	b, d, rec := soundBoard(t, kalah, "")
	sow(t, b, d, 3)
	want := []kit.SoundKind{kit.SoundDrop, kit.SoundDrop, kit.SoundDrop, kit.SoundDrop, kit.SoundExtra}
	if !slices.Equal(rec.played, want) {
		t.Fatalf("sowing into the store played %v, want %v", rec.played, want)
	}
}

func TestACaptureSounds(t *testing.T) {
	b, d, rec := soundBoard(t, kalah, "1,0,4,4,4,4/4,4,4,4,4,4 7 0 s")
	sow(t, b, d, 1)
	want := []kit.SoundKind{kit.SoundDrop, kit.SoundCapture}
	if !slices.Equal(rec.played, want) {
		t.Fatalf("a capture played %v, want %v", rec.played, want)
	}
}

func TestFastSowingIsThinnedOut(t *testing.T) {
	b, d, rec := soundBoard(t, engine.Congkak{}, "")
	b.tab.Stage.SetSpeed(anim.Fast)
	drops, sounds, last := 0, 0, -kit.CueTicks
	for ply, tick := 0, 0; ply < 6 && !b.Over(); ply++ {
		p := b.game.Position()
		m := b.game.LegalMoves(nil)[0]
		var tr engine.Trace
		b.cfg.Rules.Apply(p, m, &tr)
		drops += countDrops(&tr)
		tapPlace(d, b, MovePlace(b.cfg.Rules.Board(), p.ToMove, m))
		for ; b.tab.Stage.Busy() || tick%kit.CueTicks != 0; tick++ {
			d.Step(b, kit.Intents{}, false)
			if n := rec.count(kit.SoundDrop); n > sounds {
				if n > sounds+1 || tick-last < kit.CueTicks {
					t.Fatalf("tick %d: %d drop sounds, the last at tick %d", tick, n-sounds, last)
				}
				sounds, last = n, tick
			}
		}
	}
	if sounds >= drops || 3*sounds < drops {
		t.Fatalf("%d seeds landed, %d drop sounds: want fewer, but a steady patter", drops, sounds)
	}
}

func countDrops(tr *engine.Trace) int {
	n := 0
	for _, e := range tr.Events {
		if e.Kind == engine.Drop {
			n++
		}
	}
	return n
}

func TestNewSoundsFallsBackToSilence(t *testing.T) {
	s := kit.NewSounds(saves.DefaultSettings())
	if _, err := sound.Start(); err != nil {
		if _, ok := s.(kit.Silent); !ok {
			t.Fatalf("no audio (%v), yet NewSounds gave %T", err, s)
		}
		return
	}
	if _, ok := s.(kit.SoundPlayer); !ok {
		t.Fatalf("audio runs, yet NewSounds gave %T", s)
	}
	s.Play(kit.SoundTap)
}
