package howto

import (
	"testing"

	"mancala/engine"
	"mancala/saves"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/scenetest"
)

// tapRect taps the centre of r.
func tapRect(d *scenetest.Driver, s core.Scene, r layout.Rect) {
	x, y := r.Center()
	d.Step(s, kit.TapAt(x, y), false)
}

// press presses action a for one tick.
func press(d *scenetest.Driver, s core.Scene, a kit.Action) {
	var in kit.Intents
	in.Press(a)
	d.Step(s, in, false)
}

func TestNextWalksEveryPageOfEveryGameInOrderAndStopsAtTheEnd(t *testing.T) {
	d := scenetest.NewDriver(t, 390, 844, 3)
	h := newHowToPlay(scenetest.TestApp, engine.KalahGame)
	d.Step(h, kit.Intents{}, false)
	for v := range rulesPages() {
		for i := range rulesPages()[v] {
			if gv, gi := h.Page(); gv != engine.Variant(v) || gi != i {
				t.Fatalf("at %v page %d, want %v page %d", gv, gi, engine.Variant(v), i)
			}
			tapRect(d, h, h.lay.Next)
		}
	}
	if v, i := h.Page(); v != engine.BaoGame || i != len(rulesPages()[engine.BaoGame])-1 {
		t.Fatalf("Next past the last page moved to %v page %d", v, i)
	}
}

func TestPreviousCrossesIntoTheGameBeforeAndStopsAtTheFirstPage(t *testing.T) {
	d := scenetest.NewDriver(t, 1280, 720, 1)
	h := newHowToPlay(scenetest.TestApp, engine.OwareGame)
	d.Step(h, kit.Intents{}, false)
	tapRect(d, h, h.lay.Prev)
	if v, i := h.Page(); v != engine.KalahGame || i != len(rulesPages()[engine.KalahGame])-1 {
		t.Fatalf("Previous from Oware's first page went to %v page %d", v, i)
	}
	for i := 0; i < 20; i++ {
		press(d, h, kit.ActLeft)
	}
	if v, i := h.Page(); v != engine.KalahGame || i != 0 {
		t.Fatalf("Previous stopped at %v page %d, want Kalah's first", v, i)
	}
	press(d, h, kit.ActRight)
	if _, i := h.Page(); i != 1 {
		t.Fatalf("the right arrow key went to page %d", i)
	}
}

func TestATabShowsThatGamesFirstPage(t *testing.T) {
	d := scenetest.NewDriver(t, 390, 844, 3)
	h := newHowToPlay(scenetest.TestApp, engine.KalahGame)
	d.Step(h, kit.Intents{}, false)
	press(d, h, kit.ActRight)
	for i := range h.lay.Tabs {
		tapRect(d, h, h.lay.Tabs[i])
		if v, p := h.Page(); v != engine.Variant(i) || p != 0 {
			t.Fatalf("tab %d shows %v page %d", i, v, p)
		}
	}
	press(d, h, kit.PitAction(2))
	if v, _ := h.Page(); v != engine.OwareGame {
		t.Fatalf("key 2 shows %v", v)
	}
}

func TestBackReturnsToTheSceneBefore(t *testing.T) {
	d := scenetest.NewDriver(t, 390, 844, 3)
	h := newHowToPlay(scenetest.TestApp, engine.BaoGame)
	d.Step(h, kit.Intents{}, false)
	tapRect(d, h, h.lay.Back)
	press(d, h, kit.ActBack)
	if d.Sw.Backs != 2 {
		t.Fatalf("%d backs, want 2 (a tap on Back, then the key)", d.Sw.Backs)
	}
	if v, _ := h.Page(); v != engine.BaoGame {
		t.Fatalf("Back changed the game to %v", v)
	}
}

func TestDebugNamesTheTargetsThatWork(t *testing.T) {
	h := newHowToPlay(scenetest.TestApp, engine.KalahGame)
	names := func() map[string]bool {
		var d core.DebugState
		h.Debug(&d)
		if d.Scene != "rules" {
			t.Fatalf("scene %q", d.Scene)
		}
		m := map[string]bool{}
		for _, b := range d.Buttons {
			m[b.Name] = true
		}
		return m
	}
	first := names()
	for _, n := range []string{"back", "next", "tab-kalah", "tab-oware", "tab-congkak", "tab-bao"} {
		if !first[n] {
			t.Errorf("no %q on the first page", n)
		}
	}
	if first["prev"] {
		t.Error("\"prev\" on the very first page")
	}
	h.show(engine.BaoGame, len(rulesPages()[engine.BaoGame])-1)
	if last := names(); last["next"] || !last["prev"] {
		t.Errorf("last page: %v", last)
	}
}

func TestDemoPlaysItsMoveToTheEnginesPositionThenStartsAgain(t *testing.T) {
	eachPage(t, func(t *testing.T, v engine.Variant, _ int, pg *rulesPage) {
		d, err := newDemo(v, pg, scenetest.TestApp)
		if err != nil {
			t.Fatal(err)
		}
		for k := range d.clips {
			c := d.clip()
			want := engine.Replay(c.start, &c.trace)
			ticks := runUntil(d, phaseOutro)
			if got := d.stage.Shown(); got != want {
				t.Fatalf("clip %d shows %s, want %s", k, engine.FormatPosition(c.rules, got), engine.FormatPosition(c.rules, want))
			}
			if ticks > 60*25 {
				t.Errorf("clip %d takes %d ticks", k, ticks)
			}
			runUntil(d, phaseIntro)
			if d.cur != (k+1)%len(d.clips) || d.stage.Shown() != d.clip().start {
				t.Fatalf("after clip %d: clip %d, not at its start", k, d.cur)
			}
		}
	})
}

// runUntil ticks d until it reaches phase ph and returns the ticks taken.
func runUntil(d *rulesDemo, ph demoPhase) int {
	n := 0
	for ; d.phase != ph && n < 10000; n++ {
		d.advance(1)
	}
	return n
}

// tapSounds counts the sounds played.
type tapSounds struct{ taps int }

func (s *tapSounds) Play(k kit.SoundKind) {
	if k == kit.SoundTap {
		s.taps++
	}
}

func (s *tapSounds) Apply(saves.Settings) {}
func (s *tapSounds) Available() bool      { return true }

func TestTurningAPageOrGoingBackMakesTheTapSound(t *testing.T) {
	snd := &tapSounds{}
	app := *scenetest.TestApp
	app.Sound = snd
	d := scenetest.NewDriver(t, 1280, 720, 1)
	h := newHowToPlay(&app, engine.KalahGame)
	d.Step(h, kit.Intents{}, false)
	tapRect(d, h, h.lay.Prev) // nothing before the first page: no sound
	tapRect(d, h, h.lay.Next)
	tapRect(d, h, h.lay.Tabs[2])
	tapRect(d, h, h.lay.Back)
	if snd.taps != 3 {
		t.Fatalf("%d tap sounds, want 3", snd.taps)
	}
}

// A page whose text is taller than its box scrolls with a drag (or the
// wheel) and the up and down keys, no further than its ends; another
// page starts at its top.
func TestALongPageScrollsAndTheNextStartsAtTheTop(t *testing.T) {
	d := scenetest.NewDriver(t, 375, 667, 2)
	h := newHowToPlay(scenetest.TestApp, engine.KalahGame)
	d.Step(h, kit.Intents{}, true)
	most := h.text.maxScroll(&h.lay)
	if most <= 0 {
		t.Fatal("Kalah's first page fits a small phone: the test needs a longer page")
	}
	d.Step(h, kit.Intents{Scroll: -30}, true) // a drag upwards shows what lies below
	if h.text.scroll != 30 {
		t.Fatalf("a 30 px drag scrolled %v px", h.text.scroll)
	}
	press(d, h, kit.ActUp)
	if h.text.scroll != 0 {
		t.Fatalf("the up key left the text %v px down, want its top", h.text.scroll)
	}
	for i := 0; i < 100; i++ {
		press(d, h, kit.ActDown)
	}
	if h.text.scroll != most {
		t.Fatalf("the down key scrolled %v px, want the end, %v", h.text.scroll, most)
	}
	tapRect(d, h, h.lay.Next)
	if h.text.scroll != 0 {
		t.Fatalf("the next page starts %v px down", h.text.scroll)
	}
}
