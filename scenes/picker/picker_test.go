package picker

import (
	"fmt"
	"strings"
	"testing"

	"mancala/ai"
	"mancala/engine"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// playedConfig taps Play and returns the configuration of the board it
// opened.
func playedConfig(t *testing.T, d *scenetest.Driver, p *Picker) core.Config {
	t.Helper()
	n := len(d.Sw.To)
	scenetest.TapNamed(t, d, p, "play")
	if len(d.Sw.To) != n+1 {
		t.Fatal("Play did not open a board")
	}
	return d.Sw.To[n].(*scenetest.Opened).Config
}

func TestThePickerBuildsTheChosenKalahRules(t *testing.T) {
	for _, c := range []struct {
		taps []string
		want string
	}{
		{nil, "kalah pits=6 seeds=4 capture=standard end=either-row leftovers=owner sowing=single"},
		{[]string{"seeds-5", "capture-empty"}, "kalah pits=6 seeds=5 capture=empty end=either-row leftovers=owner sowing=single"},
		{[]string{"seeds-3", "capture-off", "end-mover-empty", "leftovers-emptier", "sowing-avalanche"},
			"kalah pits=6 seeds=3 capture=off end=mover-empty leftovers=emptier sowing=avalanche"},
		{[]string{"seeds-6", "capture-empty", "capture-standard", "sowing-avalanche", "sowing-single"},
			"kalah pits=6 seeds=6 capture=standard end=either-row leftovers=owner sowing=single"},
	} {
		for _, size := range [][3]float64{{1280, 720, 1}, {390, 844, 3}, {844, 390, 3}} {
			ch := core.DefaultChoices()
			p := NewPicker(scenetest.TestApp, core.VsFriend, &ch)
			d := scenetest.NewDriver(t, size[0], size[1], size[2])
			d.Step(p, kit.Intents{}, true)
			for _, name := range c.taps {
				scenetest.TapNamed(t, d, p, name)
			}
			if got := playedConfig(t, d, p).Rules.String(); got != c.want {
				t.Errorf("%v at %v: rules %q, want %q", c.taps, size, got, c.want)
			}
		}
	}
}

func TestEachCardChoosesItsGame(t *testing.T) {
	for _, g := range core.Games {
		ch := core.DefaultChoices()
		p := NewPicker(scenetest.TestApp, core.VsFriend, &ch)
		d := scenetest.NewDriver(t, 390, 844, 3)
		d.Step(p, kit.Intents{}, true)
		scenetest.TapNamed(t, d, p, "variant-"+g.V.String())
		if got := playedConfig(t, d, p).Rules.Board().Variant; got != g.V {
			t.Errorf("the %v card played %v", g.V, got)
		}
	}
}

func TestAgainstTheComputerItPlaysNorthAtTheChosenLevel(t *testing.T) {
	ch := core.DefaultChoices()
	p := NewPicker(scenetest.TestApp, core.VsComputer, &ch)
	d := scenetest.NewDriver(t, 1280, 720, 1)
	d.Step(p, kit.Intents{}, true)
	scenetest.TapNamed(t, d, p, "variant-oware")
	scenetest.TapNamed(t, d, p, "first-computer")
	scenetest.TapNamed(t, d, p, "level-9")
	cfg := playedConfig(t, d, p)
	c, ok := cfg.Computer[engine.North].(*core.Computer)
	if !ok || c.Level != ai.Grandmaster || cfg.Computer[engine.South] != nil {
		t.Fatalf("players %v, want the computer North at level 9", cfg.Computer)
	}
	if cfg.First != engine.North || cfg.Rules.String() != "oware" {
		t.Fatalf("%v with %v first", cfg.Rules, cfg.First)
	}
}

func TestWithAFriendBothSidesArePeopleAndThereIsNoLevel(t *testing.T) {
	ch := core.DefaultChoices()
	p := NewPicker(scenetest.TestApp, core.VsFriend, &ch)
	d := scenetest.NewDriver(t, 390, 844, 3)
	d.Step(p, kit.Intents{}, true)
	var ds core.DebugState
	p.Debug(&ds)
	for _, b := range ds.Buttons {
		if b.Name == "level-1" || b.Name == "first-you" {
			t.Errorf("with a friend the picker shows %q", b.Name)
		}
	}
	scenetest.TapNamed(t, d, p, "first-north")
	cfg := playedConfig(t, d, p)
	if cfg.Computer != [2]core.Thinker{} || cfg.First != engine.North {
		t.Fatalf("players %v, first %v", cfg.Computer, cfg.First)
	}
}

// The picker's debug names are those agreed for browser tests
// (../notes/names.md): every Kalah option and the ten levels as chips.
func TestThePickerNamesEveryControl(t *testing.T) {
	want := []string{"back", "play", "variant-kalah", "variant-oware", "variant-congkak", "variant-bao",
		"pits-4", "pits-8", "seeds-3", "seeds-6", "capture-standard", "capture-empty", "capture-off", "end-either-row",
		"end-mover-empty", "leftovers-owner", "leftovers-emptier", "sowing-single", "sowing-avalanche",
		"first-you", "first-computer", "level-1", "level-10"}
	for _, size := range [][3]float64{{1280, 720, 1}, {390, 844, 3}, {844, 390, 3}} {
		ch := core.DefaultChoices()
		p := NewPicker(scenetest.TestApp, core.VsComputer, &ch)
		d := scenetest.NewDriver(t, size[0], size[1], size[2])
		d.Step(p, kit.Intents{}, false)
		var ds core.DebugState
		p.Debug(&ds)
		have := map[string]bool{}
		for _, b := range ds.Buttons {
			have[b.Name] = true
		}
		for _, n := range want {
			if !have[n] {
				t.Errorf("%v: no %q in %v", size, n, ds.Buttons)
			}
		}
		if ds.Scene != "picker" {
			t.Errorf("scene %q", ds.Scene)
		}
	}
}

func TestPickerKeysChooseTheGameTheOptionsAndPlay(t *testing.T) {
	ch := core.DefaultChoices()
	p := NewPicker(scenetest.TestApp, core.VsComputer, &ch)
	d := scenetest.NewDriver(t, 1280, 720, 1)
	press := func(as ...kit.Action) {
		for _, a := range as {
			var in kit.Intents
			in.Press(a)
			d.Step(p, in, true)
		}
	}
	press(kit.PitAction(3))
	if ch.Variant != engine.CongkakGame {
		t.Fatalf("key 3 chose %v", ch.Variant)
	}
	press(kit.PitAction(1), kit.ActDown, kit.ActDown, kit.ActRight, kit.ActRight, kit.ActDown, kit.ActRight, kit.ActUp, kit.ActUp, kit.ActUp, kit.ActUp, kit.ActRight)
	if ch.Kalah.Seeds != 6 || ch.Kalah.Capture != engine.CaptureEmpty || ch.Level != ai.Medium+1 {
		t.Fatalf("seeds %d, capture %v, level %v", ch.Kalah.Seeds, ch.Kalah.Capture, ch.Level)
	}
	press(kit.ActEnter)
	if len(d.Sw.To) != 1 || d.Sw.To[0].(*scenetest.Opened).Config.Rules.String() != "kalah pits=6 seeds=6 capture=empty end=either-row leftovers=owner sowing=single" {
		t.Fatalf("Enter opened %v", d.Sw.To)
	}
	press(kit.ActBack)
	if d.Sw.Backs != 1 {
		t.Fatal("Esc did not go back")
	}
}

// TestPickerLabelsFitTheirChips: in every language, on every canvas, each
// choice's label fits its chip at the picker's text size.
func TestPickerLabelsFitTheirChips(t *testing.T) {
	for _, app := range scenetest.LanguageApps(t) {
		for _, size := range [][3]float64{{1280, 720, 1}, {390, 844, 3}, {844, 390, 3}, {1024, 768, 1}, {375, 667, 2}, {667, 375, 2}} {
			for _, m := range []core.Mode{core.VsComputer, core.VsFriend} {
				ch := core.DefaultChoices()
				p := NewPicker(app, m, &ch)
				d := scenetest.NewDriver(t, size[0], size[1], size[2])
				d.Step(p, kit.Intents{}, false)
				for i, o := range p.rows {
					r := p.lay.Rows[i]
					for j, c := range r.Chips {
						label := o.chip(app, j)
						if w := scenetest.TestText.Width(label, p.lay.TextSize, kit.Bold); w > c.W-10 {
							t.Errorf("%s, %v: %q is %.0f px wide in a %.0f px chip", app.Language().English, size, label, w, c.W)
						}
					}
				}
			}
		}
	}
}

// TestThePickerOffersPitsPerRow: Kalah's pits per row, 4 to 8, start the
// board with that many pits a row, on a phone too.
func TestThePickerOffersPitsPerRow(t *testing.T) {
	for i, pits := range []int{4, 8} {
		ch := core.DefaultChoices()
		p := NewPicker(scenetest.TestApp, core.VsComputer, &ch)
		d := scenetest.NewDriver(t, [2]float64{375, 667}[i], [2]float64{667, 375}[i], 2)
		d.Step(p, kit.Intents{}, true)
		scenetest.TapNamed(t, d, p, fmt.Sprintf("pits-%d", pits))
		cfg := playedConfig(t, d, p)
		if b := cfg.Rules.Board(); b.Pits != pits || !strings.Contains(cfg.Rules.String(), fmt.Sprintf("pits=%d ", pits)) {
			t.Errorf("pits-%d played %s", pits, cfg.Rules)
		}
	}
}
