//go:build !js

package play

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mancala/engine"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// These tests export to a directory: desktop only.

// finishedBoard plays a game of r from start (nil: the rules' start) to
// its end on a friend's board, always the first legal move, and shows the
// game-over panel.
func finishedBoard(t *testing.T, app *core.App, d *scenetest.Driver, r engine.Rules, start *engine.Position) *Board {
	t.Helper()
	b := NewBoard(core.Config{Rules: r, Start: start}, app)
	for ply := 0; !b.Over(); ply++ {
		if ply > 500 || !b.Play(b.facts.legal[0]) {
			t.Fatalf("the game did not end after %d moves", ply)
		}
	}
	b.tab.Stage.Finish()
	d.Step(b, kit.Intents{}, true)
	return b
}

// replayExport plays an exported game the way the engine protocol does
// (`variant`, then `position ... moves ...`) and returns the final
// position.
func replayExport(t *testing.T, text string) (engine.Rules, engine.Position) {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	if len(lines) != 2 || !strings.HasPrefix(lines[0], "variant ") || !strings.HasPrefix(lines[1], "position ") {
		t.Fatalf("export %q is not two protocol lines", text)
	}
	r, err := engine.ParseRules(strings.TrimPrefix(lines[0], "variant "))
	if err != nil {
		t.Fatal(err)
	}
	spec, moves, _ := strings.Cut(strings.TrimPrefix(lines[1], "position "), " moves ")
	start, err := engine.ParsePosition(r, spec)
	if err != nil {
		t.Fatal(err)
	}
	g := engine.NewGame(r, start)
	for _, s := range strings.Fields(moves) {
		m, err := engine.ParseMove(r, s)
		if err != nil || g.Play(m, nil) != nil {
			t.Fatalf("move %q of the export: %v", s, err)
		}
	}
	return r, g.Position()
}

// TestReviewExportReplaysInTheEngineToTheFinalPosition: Export writes the
// game as the engine protocol reads it, to a file in the data folder and
// the clipboard,
// says where, and the file replays to the game's final position (an
// Oware end by repetition included).
func TestReviewExportReplaysInTheEngineToTheFinalPosition(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	chase, _ := engine.ParsePosition(engine.Oware{}, "0,0,0,0,0,1/0,0,0,0,0,1 22 24 s")
	for _, c := range []struct {
		r     engine.Rules
		start *engine.Position
	}{{k, nil}, {engine.Congkak{}, nil}, {engine.Oware{}, &chase}} {
		app := scenetest.StoreApp(t)
		d := scenetest.NewDriver(t, 1280, 720, 1)
		b := finishedBoard(t, app, d, c.r, c.start)
		scenetest.TapNamed(t, d, b, "review")
		scenetest.TapNamed(t, d, b, "review-copy")
		file, where, ok := strings.Cut(strings.TrimPrefix(b.rev.Said(), "Saved as "), " in ")
		if !ok || where != app.Store.Where()+", and copied to the clipboard." {
			t.Fatalf("%s: the panel says %q", c.r, b.rev.Said())
		}
		path := filepath.Join(app.Store.Where(), file)
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if pasted := kit.PastedText(); pasted != string(data) {
			t.Errorf("%s: the clipboard holds %q, the file %q", c.r, pasted, data)
		}
		if r, p := replayExport(t, string(data)); r.String() != c.r.String() || p != b.game.Position() {
			t.Errorf("%s: the export replays to %s, the game ended at %s", c.r,
				engine.FormatPosition(r, p), engine.FormatPosition(c.r, b.game.Position()))
		}
		if !strings.Contains(strings.Join(b.rev.Lines(), " "), "Saved as") {
			t.Errorf("%s: the summary does not say where the file went: %q", c.r, b.rev.Lines())
		}
	}
}

// TestReviewsReplayIsTheAnalysisBoard: Replay opens the analysis board
// (the replay of every finished game) on the game's start, the sides
// named as the board names them; Esc closes the review and brings the
// game-over panel back.
func TestReviewsReplayIsTheAnalysisBoard(t *testing.T) {
	app := scenetest.StoreApp(t)
	d := scenetest.NewDriver(t, 390, 844, 3)
	b := finishedBoard(t, app, d, engine.Congkak{}, nil)
	scenetest.TapNamed(t, d, b, "review")
	scenetest.TapNamed(t, d, b, "review-replay")
	if len(d.Sw.To) != 1 {
		t.Fatalf("Replay opened %d scenes", len(d.Sw.To))
	}
	a := d.Sw.To[0].(*scenetest.Opened).Analysis
	if a.At != 0 || a.Game.Position() != b.game.Position() || a.Names != [2]string{"Bottom", "Top"} {
		t.Fatalf("Replay opened the analysis on move %d of %v, named %v", a.At, a.Game, a.Names)
	}
	var esc kit.Intents
	esc.Press(kit.ActBack)
	d.Step(b, esc, true)
	if b.rev != nil || !(overPanel{b}).overShown() {
		t.Fatal("Esc did not bring back the game-over panel")
	}
}

// TestReviewScreenshots draws the game-over panel and the review's
// summary, and writes them to MANCALA_SHOTS when it names
// a directory.
func TestReviewScreenshots(t *testing.T) {
	dir := os.Getenv("MANCALA_SHOTS")
	if dir == "" {
		t.Skip("set MANCALA_SHOTS to a directory to write screenshots")
	}
	for _, sz := range [][3]float64{{1280, 720, 1}, {390, 844, 3}, {667, 375, 2}} {
		name := fmt.Sprintf("%gx%g", sz[0], sz[1])
		d := scenetest.NewDriver(t, sz[0], sz[1], sz[2])
		app := scenetest.StoreApp(t)
		b := finishedBoard(t, app, d, engine.Congkak{}, nil)
		scenetest.Save(t, d.Screen, filepath.Join(dir, "review-over-"+name+".png"))
		scenetest.TapNamed(t, d, b, "review")
		scenetest.TapNamed(t, d, b, "review-copy")
		scenetest.Save(t, d.Screen, filepath.Join(dir, "review-summary-"+name+".png"))
	}
}

// TestReviewListsTheMovesNumberedAndATapOpensOne: the summary lists the
// moves as chips "1. 3", "2. 6"...; a tap on one opens the analysis board
// on the position after that move.
func TestReviewListsTheMovesNumberedAndATapOpensOne(t *testing.T) {
	app := scenetest.StoreApp(t)
	d := scenetest.NewDriver(t, 1280, 720, 1)
	b := finishedBoard(t, app, d, engine.Congkak{}, nil)
	g := b.game
	scenetest.TapNamed(t, d, b, "review")
	chips := b.rev.Chips()
	if len(chips) < 3 || chips[0].Label != "1. "+g.Moves()[0].String() || chips[2].Ply != 3 {
		t.Fatalf("the summary's chips: %+v", chips[:min(3, len(chips))])
	}
	d.Step(b, kit.TapAt(chips[2].Rect.Center()), true)
	if len(d.Sw.To) != 1 || d.Sw.To[0].(*scenetest.Opened).Analysis.At != 3 {
		t.Fatalf("a tap on move 3 opened %v", d.Sw.To)
	}
}
