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

// TestReviewStepsShowEachPosition: the replay shows on the board the
// position after each move: Home the start, Right one move on, Left one
// back, End the final one; the controls do the same; Done brings the
// game-over panel back on the final board.
func TestReviewStepsShowEachPosition(t *testing.T) {
	app := scenetest.StoreApp(t)
	d := scenetest.NewDriver(t, 390, 844, 3)
	b := finishedBoard(t, app, d, engine.Congkak{}, nil)
	g, n := b.game, len(b.game.Moves())
	scenetest.TapNamed(t, d, b, "review")
	scenetest.TapNamed(t, d, b, "review-replay")
	press := func(a kit.Action) {
		var in kit.Intents
		in.Press(a)
		d.Step(b, in, true)
	}
	want := func(what string, i int) {
		t.Helper()
		if b.rev.At() != i || b.tab.Stage.Shown() != g.PositionAt(i) {
			t.Fatalf("%s: shows move %d, %s; want %d, %s", what, b.rev.At(),
				engine.FormatPosition(g.Rules(), b.tab.Stage.Shown()), i, engine.FormatPosition(g.Rules(), g.PositionAt(i)))
		}
	}
	want("at first", n)
	press(kit.ActHome)
	want("Home", 0)
	press(kit.ActRight)
	press(kit.ActRight)
	want("Right twice", 2)
	press(kit.ActLeft)
	want("Left", 1)
	press(kit.ActEnd)
	want("End", n)
	press(kit.ActLeft)
	want("Left from the end", n-1)
	scenetest.TapNamed(t, d, b, "review-first")
	want("«", 0)
	scenetest.TapNamed(t, d, b, "review-forward")
	want("›", 1)
	scenetest.TapNamed(t, d, b, "review-last")
	want("»", n)
	if got := b.rev.Status(1); !strings.HasPrefix(got, "Move 1 of ") {
		t.Errorf("status %q", got)
	}
	scenetest.TapNamed(t, d, b, "review-back")
	scenetest.TapNamed(t, d, b, "review-done")
	if b.rev != nil || !(overPanel{b}).overShown() || b.tab.Stage.Shown() != g.Position() {
		t.Fatal("Done did not bring back the final board and its panel")
	}
}

// TestReviewScreenshots draws the game-over panel, the review's summary
// and its replay part way, and writes them to MANCALA_SHOTS when it names
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
		scenetest.TapNamed(t, d, b, "review-replay")
		reviewer{b}.showMoves(5)
		d.Step(b, kit.Intents{}, true)
		scenetest.Save(t, d.Screen, filepath.Join(dir, "review-replay-"+name+".png"))
	}
}

// TestReviewListsTheMovesNumberedAndATapJumpsToOne: the summary lists the
// moves as chips "1. 3", "2. 6"...; a tap on one opens the replay at
// that move, and the last-move ring marks that move's pit, not the
// game's last.
func TestReviewListsTheMovesNumberedAndATapJumpsToOne(t *testing.T) {
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
	if b.rev.At() != 3 || b.tab.Stage.Shown() != g.PositionAt(3) {
		t.Fatalf("a tap on move 3 shows move %d", b.rev.At())
	}
	ring, _ := (view{b}).lastMove()
	if want := MovePlace(b.model.Board, g.PositionAt(2).ToMove, g.Moves()[2]); ring != want {
		t.Errorf("the ring is on %v, want move 3's pit %v", ring, want)
	}
}
