package play

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"mancala/engine"
	"mancala/scenes/core"
	"mancala/scenes/howto"
	"mancala/scenes/kit"
	"mancala/scenes/menu"
	"mancala/scenes/picker"
	"mancala/scenes/scenetest"
)

// TestScreenshots draws the board screen in several states and, when
// MANCALA_SHOTS names a directory, writes them there as PNGs to look at.
func TestScreenshots(t *testing.T) {
	dir := os.Getenv("MANCALA_SHOTS")
	if dir == "" {
		t.Skip("set MANCALA_SHOTS to a directory to write screenshots")
	}
	k, _ := engine.NewKalah(engine.StandardKalah)
	for _, c := range []struct {
		name  string
		r     engine.Rules
		w, h  float64
		scale float64
	}{
		{"kalah-1280x720", k, 1280, 720, 1},
		{"congkak-390x844", engine.Congkak{}, 390, 844, 2},
		{"oware-1920x1080", engine.Oware{}, 1920, 1080, 1},
		{"bao-390x844", engine.Bao{}, 390, 844, 2},
		{"bao-667x375", engine.Bao{}, 667, 375, 2},
	} {
		b := playByTaps(t, c.r, c.w, c.h, c.scale)
		d := scenetest.NewDriver(t, c.w, c.h, c.scale)
		for i := 0; i < 10; i++ {
			d.Step(b, kit.Intents{}, i == 9)
		}
		scenetest.Save(t, d.Screen, filepath.Join(dir, c.name+"-over.png"))
	}
	shotMidMove(t, dir, engine.Congkak{}, 1280, 720, 1, 3, "congkak-1280x720-sowing")
	shotMidMove(t, dir, k, 390, 844, 2, 2, "kalah-390x844-sowing")
	shotChosen(t, dir)
	shotResumed(t, dir)
	shotMenus(t, dir)
}

// shotResumed saves a Congkak game 24 moves in, with two taken back, then
// the same game resumed from its record: the seeds should look the same.
func shotResumed(t *testing.T, dir string) {
	b := midGame(t, scenetest.TestApp, engine.Congkak{}, 24)
	resumed, err := BoardFromRecord(scenetest.TestApp, b.Record())
	if err != nil {
		t.Fatal(err)
	}
	for name, sc := range map[string]*Board{"played": b, "resumed": resumed} {
		d := scenetest.NewDriver(t, 1280, 720, 1)
		for i := 0; i < 30; i++ {
			d.Step(sc, kit.Intents{}, i == 29)
		}
		scenetest.Save(t, d.Screen, filepath.Join(dir, "congkak-1280x720-"+name+".png"))
	}
}

// shotMenus saves the menu, the picker (Kalah against the computer, and
// Bao with a friend) and the list of games before the rules, on the
// desktop, on a phone held upright and on a phone held sideways, and on a
// small phone (an iPhone SE) both ways.
func shotMenus(t *testing.T, dir string) {
	app := *scenetest.TestApp
	for _, c := range []struct {
		name     string
		w, h, sc float64
	}{{"1280x720", 1280, 720, 1}, {"390x844", 390, 844, 3}, {"844x390", 844, 390, 3},
		{"375x667", 375, 667, 2}, {"667x375", 667, 375, 2}} {
		app.Notice = "Your saved game could not be read; the file was kept as game.json.bad-1 and a new game starts."
		ch := core.DefaultChoices()
		friend := ch
		friend.Variant = engine.BaoGame
		for _, s := range []struct {
			name string
			sc   core.Scene
		}{
			{"menu", menu.NewMenu(&app)},
			{"picker-kalah", picker.NewPicker(&app, core.VsComputer, &ch)},
			{"picker-bao-friend", picker.NewPicker(&app, core.VsFriend, &friend)},
			{"games", howto.NewGameList(&app)},
		} {
			d := scenetest.NewDriver(t, c.w, c.h, c.sc)
			d.Step(s.sc, kit.Intents{}, false)
			d.Step(s.sc, kit.Intents{}, true)
			scenetest.Save(t, d.Screen, filepath.Join(dir, s.name+"-"+c.name+".png"))
		}
	}
}

// shotMidMove saves a frame in the middle of sowing pit n.
func shotMidMove(t *testing.T, dir string, r engine.Rules, w, h, scale float64, n int, name string) {
	d := scenetest.NewDriver(t, w, h, scale)
	b := NewBoard(core.Config{Rules: r}, scenetest.TestApp)
	d.Step(b, kit.Intents{}, false)
	var in kit.Intents
	in.Press(kit.PitAction(n))
	d.Step(b, in, false)
	for i := 0; i < 40; i++ {
		d.Step(b, kit.Intents{}, i == 39)
	}
	scenetest.Save(t, d.Screen, filepath.Join(dir, name+".png"))
}

// shotChosen saves Bao with a pit chosen, its direction targets showing and
// the pointer on one of them.
func shotChosen(t *testing.T, dir string) {
	d := scenetest.NewDriver(t, 1280, 720, 1)
	b := NewBoard(core.Config{Rules: engine.Bao{}}, scenetest.TestApp)
	d.Step(b, kit.Intents{}, false)
	tapPlace(d, b, 11)
	tg := input{b}.targets()[1]
	x, y := tg.Center()
	d.Step(b, kit.Intents{Point: true, PX: x, PY: y}, true)
	scenetest.Save(t, d.Screen, filepath.Join(dir, "bao-1280x720-chosen.png"))
}

// TestPitsScreenshots draws the picker with Kalah's pits row and boards of
// four and eight pits a row on phones, and writes them to MANCALA_SHOTS
// when it names a directory.
func TestPitsScreenshots(t *testing.T) {
	dir := os.Getenv("MANCALA_SHOTS")
	if dir == "" {
		t.Skip("set MANCALA_SHOTS to a directory to write screenshots")
	}
	for _, c := range [][3]float64{{375, 667, 2}, {667, 375, 2}, {390, 844, 3}, {844, 390, 3}} {
		size := fmt.Sprintf("%gx%g", c[0], c[1])
		ch := core.DefaultChoices()
		d := scenetest.NewDriver(t, c[0], c[1], c[2])
		p := picker.NewPicker(scenetest.TestApp, core.VsComputer, &ch)
		d.Step(p, kit.Intents{}, false)
		d.Step(p, kit.Intents{}, true)
		scenetest.Save(t, d.Screen, filepath.Join(dir, "pits-picker-"+size+".png"))
		for _, pits := range []int{4, 8} {
			o := engine.StandardKalah
			o.Pits = pits
			k, _ := engine.NewKalah(o)
			b := NewBoard(core.Config{Rules: k}, scenetest.TestApp)
			d.Step(b, kit.Intents{}, false)
			d.Step(b, kit.Intents{}, true)
			scenetest.Save(t, d.Screen, filepath.Join(dir, fmt.Sprintf("pits-%d-%s.png", pits, size)))
		}
	}
}
