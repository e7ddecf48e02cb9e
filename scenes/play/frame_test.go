package play

import (
	"bytes"
	"image"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
	"mancala/saves"
	"mancala/scenes/anim"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/scenetest"
	"mancala/scenes/theme"
)

// stillBoard returns an Oware board waiting for a person's move in an app
// of its own, stepped until it is still.
func stillBoard(t *testing.T, d *scenetest.Driver) *Board {
	t.Helper()
	app := &core.App{Text: scenetest.TestText, Settings: saves.DefaultSettings(), Sound: kit.Silent{}}
	b := NewBoard(core.Config{Rules: engine.Oware{}, First: engine.South}, app)
	for i := 0; i < 300 && !b.Still(); i++ {
		d.Step(b, kit.Intents{}, true)
	}
	if !b.Still() {
		t.Fatal("the board never came to rest")
	}
	return b
}

func TestChangingAnySettingRedrawsAStillBoard(t *testing.T) {
	d := scenetest.NewDriver(t, 1280, 720, 1)
	b := stillBoard(t, d)
	changes := map[string]func(s *saves.Settings){
		"speed":   func(s *saves.Settings) { s.Speed = anim.Fast.String() },
		"sound":   func(s *saves.Settings) { s.Mute = !s.Mute },
		"volume":  func(s *saves.Settings) { s.Volume -= 10 },
		"theme":   func(s *saves.Settings) { s.Theme = theme.All[1].Name },
		"numbers": func(s *saves.Settings) { s.PitNumbers = !s.PitNumbers },
	}
	for name, change := range changes {
		change(&b.app.Settings)
		d.Step(b, kit.Intents{}, false)
		if b.Still() {
			t.Errorf("changing the %s setting leaves the board still: the change is never drawn", name)
		}
		for i := 0; i < 100 && !b.Still(); i++ {
			d.Step(b, kit.Intents{}, true)
		}
	}
}

// speedLabel returns the pixels of the speed button on screen.
func speedLabel(screen *ebiten.Image, b *Board) []byte {
	r := bounds(b.lay.Buttons[layout.BtnSpeed], b.scale)
	img := screen.SubImage(r).(*ebiten.Image)
	pix := make([]byte, 4*r.Dx()*r.Dy())
	img.ReadPixels(pix)
	return pix
}

func TestTheSpeedKeyChangesTheFrameOfAStillBoard(t *testing.T) {
	d := scenetest.NewDriver(t, 1280, 720, 1)
	b := stillBoard(t, d)
	m := core.NewManager(b)
	m.EndFade()
	screen := ebiten.NewImage(1280, 720)
	defer screen.Deallocate()
	m.Draw(screen)
	m.Draw(screen) // still: the manager keeps the screen
	before := speedLabel(screen, b)
	var in kit.Intents
	in.Press(kit.ActSpeed)
	d.Step(b, in, false)
	m.Draw(screen)
	if b.tab.Stage.Speed() != anim.Fast || bytes.Equal(before, speedLabel(screen, b)) {
		t.Fatalf("speed %v: the speed button's pixels did not change", b.tab.Stage.Speed())
	}
}

// thinkAfter plays South's pit 3 on a Kalah board against a computer that
// never answers, updating fps times a second, and returns the game time
// until the computer starts thinking.
func thinkAfter(t *testing.T, fps int) time.Duration {
	t.Helper()
	cfg := core.Config{Rules: kalah, First: engine.South, Speed: anim.Normal}
	cfg.Computer[engine.North] = mute{}
	b := NewBoard(cfg, scenetest.TestApp)
	d := scenetest.NewDriver(t, 1280, 720, 1)
	d.Ctx.Elapsed = time.Second / time.Duration(fps)
	d.Step(b, kit.Intents{}, false)
	b.Play(engine.PitMove(1))
	var at time.Duration
	for !b.ai.thinking {
		if at > time.Minute {
			t.Fatalf("%d fps: the computer never started thinking", fps)
		}
		d.Step(b, kit.Intents{}, false)
		at += d.Ctx.Elapsed
	}
	return at
}

func TestAMoveAndTheComputersPauseTakeTheSameTimeAtAnyUpdateRate(t *testing.T) {
	at60 := thinkAfter(t, 60)
	for _, fps := range []int{10, 30} {
		at := thinkAfter(t, fps)
		if d := at - at60; d < -2*time.Second/time.Duration(fps) || d > 2*time.Second/time.Duration(fps) {
			t.Errorf("at %d updates a second the computer starts thinking after %v; at 60, after %v", fps, at, at60)
		}
	}
	if at60 < 500*time.Millisecond || at60 > 4*time.Second {
		t.Errorf("the computer starts thinking %v after the move", at60)
	}
}

// clocked is a scene that keeps the Elapsed of its last Update.
type clocked struct{ got time.Duration }

func (c *clocked) Update(ctx *core.Context) error { c.got = ctx.Elapsed; return nil }
func (c *clocked) Draw(*ebiten.Image)             {}
func (c *clocked) Resize(_, _, _ float64)         {}

func TestGameTimeFollowsTheClockCappedAfterAPause(t *testing.T) {
	s := &clocked{}
	m := core.NewManager(s)
	now := time.Unix(1000, 0)
	m.SetClock(func() time.Time { return now })
	for _, c := range []struct {
		step, want time.Duration
	}{{0, core.TickTime}, {100 * time.Millisecond, 100 * time.Millisecond}, {5 * time.Second, core.MaxElapsed}, {0, 0}} {
		now = now.Add(c.step)
		if err := m.Update(); err != nil {
			t.Fatal(err)
		}
		if s.got != c.want {
			t.Errorf("after %v the scene got %v, want %v", c.step, s.got, c.want)
		}
	}
}

// bounds returns the device-px rectangle of r (logical px).
func bounds(r layout.Rect, scale float64) image.Rectangle {
	return image.Rect(int(r.X*scale), int(r.Y*scale), int((r.X+r.W)*scale), int((r.Y+r.H)*scale))
}
