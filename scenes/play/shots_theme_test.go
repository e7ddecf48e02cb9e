package play

import (
	"context"
	"fmt"
	"mancala/scenes/theme"
	"os"
	"path/filepath"
	"testing"

	"mancala/ai"
	"mancala/engine"
	"mancala/saves"
	"mancala/scenes/anim"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// shotSizes are the canvases of the theme screenshots: desktop, and a
// phone held upright at device scale 3.
var shotSizes = []struct{ w, h, scale float64 }{{1280, 720, 1}, {390, 844, 3}}

// TestScreenshotsThemes draws every game's board in both themes, pit numbers on, with the marks showing (last move, hint,
// focus, a hovered move's landing; in Bao a chosen pit and its arrows),
// and writes them to MANCALA_SHOTS.
func TestScreenshotsThemes(t *testing.T) {
	dir := os.Getenv("MANCALA_SHOTS")
	if dir == "" {
		t.Skip("set MANCALA_SHOTS to a directory to write screenshots")
	}
	k, _ := engine.NewKalah(engine.StandardKalah)
	for _, th := range theme.All {
		for _, sz := range shotSizes {
			name := fmt.Sprintf("%s-%gx%g", th.Name, sz.w, sz.h)
			for _, r := range []engine.Rules{k, engine.Oware{}, engine.Congkak{}, engine.Bao{}} {
				v := r.Board().Variant.String()
				shotMarks(t, dir, r, th.Name, sz.w, sz.h, sz.scale, "theme-"+v+"-"+name)
				shotOver(t, dir, r, th.Name, sz.w, sz.h, sz.scale, "theme-"+v+"-"+name+"-over")
			}
		}
	}
}

// shotMarks saves game r in theme th after three moves, with every mark
// showing.
func shotMarks(t *testing.T, dir string, r engine.Rules, th saves.Theme, w, h, scale float64, name string) {
	app := scenetest.NewTestApp()
	app.Settings.Theme, app.Settings.PitNumbers = th, true
	b := NewBoard(core.Config{Rules: r}, app)
	d := scenetest.NewDriver(t, w, h, scale)
	d.Step(b, kit.Intents{}, false)
	for ply := 0; ply < 3; ply++ {
		settle(t, d, b)
		m := ai.Choose(context.Background(), r, b.game.Position(), ai.Novice, uint64(ply))
		tapPlace(d, b, MovePlace(r.Board(), b.game.Position().ToMove, m))
		if m.IsBao() {
			tapTarget(t, d, b, m.Direction())
		}
	}
	settle(t, d, b)
	legal := b.facts.legal
	b.sel.hint = MovePlace(r.Board(), b.game.Position().ToMove, legal[len(legal)-1])
	var in kit.Intents
	in.Press(kit.ActRight)
	d.Step(b, in, false)
	pl := MovePlace(r.Board(), b.game.Position().ToMove, legal[0])
	x, y := b.Layout().Spot(pl).Hollow.Center()
	if r.Board().Variant == engine.BaoGame {
		d.Step(b, kit.TapAt(x, y), false)
	}
	d.Step(b, kit.Intents{Point: true, PX: x, PY: y}, true)
	scenetest.Save(t, d.Screen, filepath.Join(dir, name+".png"))
}

// shotOver saves game r in theme th once a game between novices is over.
func shotOver(t *testing.T, dir string, r engine.Rules, th saves.Theme, w, h, scale float64, name string) {
	app := scenetest.NewTestApp()
	app.Settings.Theme = th
	b := NewBoard(core.Config{Rules: r, Speed: anim.Instant}, app)
	d := scenetest.NewDriver(t, w, h, scale)
	for ply := 0; !b.Over() && ply < 400; ply++ {
		b.Play(ai.Choose(context.Background(), r, b.game.Position(), ai.Novice, uint64(ply)))
	}
	settle(t, d, b)
	for i := 0; i < 90; i++ { // the last lights fade
		d.Step(b, kit.Intents{}, i == 89)
	}
	scenetest.Save(t, d.Screen, filepath.Join(dir, name+".png"))
}
