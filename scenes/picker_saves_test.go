//go:build !js

package scenes

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mancala/ai"
	"mancala/engine"
	"mancala/saves"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/menu"
	"mancala/scenes/picker"
	"mancala/scenes/play"
	"mancala/scenes/scenetest"
)

// These tests keep their saves in a directory: desktop only.

// savedBoard plays n moves of r on a board against the computer at level
// (0: a friend) and leaves it saved in app's store.
func savedBoard(t *testing.T, app *core.App, r engine.Rules, level ai.Level, n int) *play.Board {
	t.Helper()
	cfg := core.Config{Rules: r}
	if level > 0 { // the board is never updated: the computer never moves by itself
		cfg.Computer[engine.North] = &core.Computer{Level: level}
	}
	b := play.NewBoard(cfg, app)
	for ply := 0; ply < n; ply++ {
		if b.Over() || !b.Play(b.Legal()[ply%len(b.Legal())]) {
			t.Fatalf("move %d refused", ply+1)
		}
	}
	return b
}

// labelOf returns the menu's label for the entry named name.
func labelOf(t *testing.T, m *menu.Menu, name string) string {
	t.Helper()
	l, ok := m.LabelOf(name)
	if !ok {
		t.Fatalf("the menu shows no %q", name)
	}
	return l
}

// TestResumeOffersEachSavedGameByName: a game against the computer and
// one with a friend are both kept; the menu's Resume says how many wait
// and opens the list, which names each (which game, against whom, how
// far), the latest first, and opens the right one.
func TestResumeOffersEachSavedGameByName(t *testing.T) {
	app := scenetest.StoreApp(t)
	k, _ := engine.NewKalah(engine.StandardKalah)
	vs := savedBoard(t, app, k, 10, 14)
	friend := savedBoard(t, app, engine.Oware{}, 0, 3)
	d := scenetest.NewDriver(t, 1280, 720, 1)
	m := menu.NewMenu(app)
	d.Step(m, kit.Intents{}, true)
	if got := labelOf(t, m, "resume"); got != "Resume one of 2 games" {
		t.Errorf("resume label %q", got)
	}
	scenetest.TapNamed(t, d, m, "resume")
	list, ok := d.Sw.To[len(d.Sw.To)-1].(*menu.ResumeList)
	if !ok {
		t.Fatalf("Resume opened %v, want the list", d.Sw.To)
	}
	d.Step(list, kit.Intents{}, true)
	for name, want := range map[string]*play.Board{"resume-kalah-computer": vs, "resume-oware-friend": friend} {
		scenetest.TapNamed(t, d, list, name)
		got, ok := d.Sw.To[len(d.Sw.To)-1].(*play.Board)
		if !ok || got.Game().Position() != want.Game().Position() || got.Config().Rules.String() != want.Config().Rules.String() {
			t.Fatalf("%s opened %v", name, d.Sw.To[len(d.Sw.To)-1])
		}
		d.Step(list, kit.Intents{}, false)
	}
	if got := vs.Title(); got != "Kalah · Level 10" {
		t.Errorf("the board's title %q does not name the level", got)
	}
}

// TestOneSavedGameResumesAtOnce: with one game kept, Resume names it and
// opens it without a list.
func TestOneSavedGameResumesAtOnce(t *testing.T) {
	app := scenetest.StoreApp(t)
	k, _ := engine.NewKalah(engine.StandardKalah)
	vs := savedBoard(t, app, k, 10, 14)
	d := scenetest.NewDriver(t, 1280, 720, 1)
	m := menu.NewMenu(app)
	d.Step(m, kit.Intents{}, true)
	if got := labelOf(t, m, "resume"); got != "Resume Kalah vs level 10, move 14" {
		t.Errorf("resume label %q", got)
	}
	scenetest.TapNamed(t, d, m, "resume")
	if got, ok := d.Sw.To[len(d.Sw.To)-1].(*play.Board); !ok || got.Game().Position() != vs.Game().Position() {
		t.Fatalf("Resume opened %v", d.Sw.To)
	}
}

// TestPickerAsksBeforeReplacingAnUnfinishedGame: Play against the
// computer with a game of the same game against the computer unfinished
// asks first; Keep it keeps it, Replace starts the new game; a game of
// another game, or with a friend, is never touched nor asked about.
func TestPickerAsksBeforeReplacingAnUnfinishedGame(t *testing.T) {
	app := scenetest.StoreApp(t)
	k, _ := engine.NewKalah(engine.StandardKalah)
	savedBoard(t, app, k, 10, 14)
	savedBoard(t, app, engine.Oware{}, 3, 4)
	savedBoard(t, app, k, 0, 3)
	kalahVs := saves.Slot{Variant: engine.KalahGame, Opponent: saves.Computer}
	d := scenetest.NewDriver(t, 390, 844, 3)
	ch := core.DefaultChoices()
	p := picker.NewPicker(app, core.VsComputer, &ch)
	d.Step(p, kit.Intents{}, true)
	scenetest.TapNamed(t, d, p, "play")
	if p.Question() != "Replace your unfinished game, Kalah vs level 10, move 14?" || len(d.Sw.To) != 0 {
		t.Fatalf("Play with a game unfinished: question %q, opened %v", p.Question(), d.Sw.To)
	}
	scenetest.TapNamed(t, d, p, "keep")
	if g, _ := app.Store.LoadGame(kalahVs); p.Question() != "" || len(d.Sw.To) != 0 || g == nil {
		t.Fatalf("Keep it: question %q, opened %v, saved game %v", p.Question(), d.Sw.To, g)
	}
	scenetest.TapNamed(t, d, p, "play")
	scenetest.TapNamed(t, d, p, "replace")
	if _, ok := d.Sw.To[len(d.Sw.To)-1].(*play.Board); !ok || p.Question() != "" {
		t.Fatalf("Replace opened %v", d.Sw.To)
	}
	if g, _ := app.Store.LoadGame(kalahVs); g != nil {
		t.Errorf("the replaced game is still saved: %+v", g)
	}
	if all, _ := app.Store.SavedGames(); len(all) != 2 {
		t.Errorf("%d games kept, want the Oware game and the friend's", len(all))
	}
	scenetest.TapNamed(t, d, p, "variant-bao")
	scenetest.TapNamed(t, d, p, "play")
	if p.Question() != "" {
		t.Errorf("a game of Bao asks %q with no Bao game kept", p.Question())
	}
}

// TestTheReplaceQuestionKeepsItsWordsTogether: on the phone the question
// never leaves a word such as "4?" alone on its last line.
func TestTheReplaceQuestionKeepsItsWordsTogether(t *testing.T) {
	app := scenetest.StoreApp(t)
	savedBoard(t, app, engine.Oware{}, 3, 4)
	for _, w := range [][3]float64{{390, 844, 3}, {360, 640, 2}, {1280, 720, 1}} {
		d := scenetest.NewDriver(t, w[0], w[1], w[2])
		ch := core.DefaultChoices()
		ch.Variant = engine.OwareGame
		p := picker.NewPicker(app, core.VsComputer, &ch)
		d.Step(p, kit.Intents{}, true)
		scenetest.TapNamed(t, d, p, "play")
		lines := p.QuestionLines()
		if last := lines[len(lines)-1]; len(lines) > 1 && !strings.Contains(last, " ") {
			t.Errorf("%v: the question ends with %q alone on a line: %q", w, last, lines)
		}
	}
}

// TestPickerRemembersTheLastChoices: the game, its options, the level and
// who starts are kept with the settings, and the next run's menu starts
// its pickers from them.
func TestPickerRemembersTheLastChoices(t *testing.T) {
	app := scenetest.StoreApp(t)
	d := scenetest.NewDriver(t, 1280, 720, 1)
	ch := core.DefaultChoices()
	p := picker.NewPicker(app, core.VsComputer, &ch)
	d.Step(p, kit.Intents{}, true)
	for _, n := range []string{"seeds-5", "capture-empty", "sowing-avalanche", "first-computer", "level-10"} {
		scenetest.TapNamed(t, d, p, n)
	}
	scenetest.TapNamed(t, d, p, "play")
	st, err := app.Store.LoadSettings()
	if err != nil || st.Last == nil {
		t.Fatalf("settings %+v, %v", st, err)
	}
	if got := core.ChoicesFrom(st); got != ch {
		t.Errorf("the next run's choices %+v, want %+v", got, ch)
	}
	m := menu.NewMenu(&core.App{Text: scenetest.TestText, Settings: st, Sound: kit.Silent{}})
	if got := m.Choices(); got != ch || got.Level != 10 || got.First != engine.North || got.Kalah.Seeds != 5 {
		t.Errorf("the menu starts from %+v, want %+v", got, ch)
	}
}

// TestSavedGamesScreenshots draws the menu with a game of each kind to
// resume, the picker's question before replacing one, and the board
// naming its level, and writes them to MANCALA_SHOTS when it names a
// directory.
func TestSavedGamesScreenshots(t *testing.T) {
	dir := os.Getenv("MANCALA_SHOTS")
	if dir == "" {
		t.Skip("set MANCALA_SHOTS to a directory to write screenshots")
	}
	for _, sz := range [][3]float64{{1280, 720, 1}, {390, 844, 3}, {667, 375, 2}, {844, 390, 3}} {
		app := scenetest.StoreApp(t)
		k, _ := engine.NewKalah(engine.StandardKalah)
		b := savedBoard(t, app, k, 10, 14)
		savedBoard(t, app, engine.Congkak{}, 0, 3)
		name := fmt.Sprintf("%gx%g", sz[0], sz[1])
		d := scenetest.NewDriver(t, sz[0], sz[1], sz[2])
		app.Notice = "Your settings could not be read; the file was kept as settings.json.bad-1 and the defaults are used."
		m := menu.NewMenu(app)
		d.Step(m, kit.Intents{}, true)
		scenetest.Save(t, d.Screen, filepath.Join(dir, "saved-menu-"+name+".png"))
		ch := core.DefaultChoices()
		p := picker.NewPicker(app, core.VsComputer, &ch)
		d.Step(p, kit.Intents{}, true)
		scenetest.TapNamed(t, d, p, "play")
		scenetest.Save(t, d.Screen, filepath.Join(dir, "saved-ask-"+name+".png"))
		d.Step(b, kit.Intents{}, false)
		d.Step(b, kit.Intents{}, true)
		scenetest.Save(t, d.Screen, filepath.Join(dir, "saved-board-"+name+".png"))
	}
}
