//go:build !js

package analyse

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"mancala/engine"
	"mancala/saves"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// kalahGame is a finished Kalah game: South's blunders and all.
func kalahGame(t *testing.T) *engine.Game {
	t.Helper()
	k, _ := engine.NewKalah(engine.StandardKalah)
	g := engine.NewGame(k, k.Start(engine.South))
	for !g.Outcome().Over() {
		ms := g.LegalMoves(nil)
		if err := g.Play(ms[len(g.Moves())*7%len(ms)], nil); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// open opens the analysis board on g at its end, on a w x h canvas.
func open(t *testing.T, g *engine.Game, w, h float64) (*Board, *scenetest.Driver) {
	t.Helper()
	b := New(scenetest.NewTestApp(), core.Analysis{Game: g, At: len(g.Moves())})
	d := scenetest.NewDriver(t, w, h, 1)
	d.Step(b, kit.Intents{}, true)
	return b, d
}

// until steps b until done says so, failing after limit.
func until(t *testing.T, d *scenetest.Driver, b *Board, limit time.Duration, what string, done func() bool) {
	t.Helper()
	end := time.Now().Add(limit)
	for !done() {
		if time.Now().After(end) {
			t.Fatalf("no %s after %v", what, limit)
		}
		d.Step(b, kit.Intents{}, false)
		time.Sleep(time.Millisecond)
	}
}

// shot draws the board and, when MANCALA_SHOTS names a directory,
// writes the frame there.
func shot(t *testing.T, d *scenetest.Driver, b *Board, name string) {
	t.Helper()
	d.Step(b, kit.Intents{}, true)
	if dir := os.Getenv("MANCALA_SHOTS"); dir != "" {
		scenetest.Save(t, d.Screen, filepath.Join(dir, "analysis-"+name+".png"))
	}
}

func TestTheBoardShowsTheBestLinesOfThePositionShown(t *testing.T) {
	b, d := open(t, kalahGame(t), 1280, 800)
	scenetest.TapNamed(t, d, b, "step-first")
	until(t, d, b, 20*time.Second, "lines", func() bool { return len(b.lines()) == numLines || len(b.lines()) == 6 })
	var ds core.DebugState
	b.Debug(&ds)
	if eval := (panel{b}).evalWords()[0]; ds.Plies != 0 || !strings.Contains(eval, "South to move") || ds.Analysis.Lines < numLines {
		t.Fatalf("at the start: %d plies, eval %q, lines %d", ds.Plies, eval, ds.Analysis.Lines)
	}
	shot(t, d, b, "kalah-start-1280x800")
}

func TestAnalyseGameMarksEveryMoveAndSaysEachSidesAccuracy(t *testing.T) {
	g := kalahGame(t)
	b, d := open(t, g, 1280, 800)
	scenetest.TapNamed(t, d, b, "analyse-game")
	until(t, d, b, 120*time.Second, "judged game", func() bool { return b.jdg != nil && b.jdg.done })
	var ds core.DebugState
	b.Debug(&ds)
	a := ds.Analysis
	if got := len(a.Verdicts); got != len(g.Moves()) || strings.Trim(a.Verdicts, "BGIMX") != "" {
		t.Fatalf("verdicts %q for %d moves", a.Verdicts, len(g.Moves()))
	}
	if !strings.HasPrefix(a.Summary, "Accuracy: South") || !a.Judged {
		t.Fatalf("summary %q", a.Summary)
	}
	shot(t, d, b, "kalah-judged-1280x800")
}

func TestATriedMoveBranchesAndStepBackReturnsToTheGame(t *testing.T) {
	g := kalahGame(t)
	b, d := open(t, g, 1280, 800)
	scenetest.TapNamed(t, d, b, "step-first")
	other := g.Moves()[0].Pit()%6 + 1 // not the game's first move
	scenetest.TapNamed(t, d, b, "south-"+string(rune('0'+other)))
	if b.line.onGame() || b.line.at != 1 {
		t.Fatalf("after trying pit %d: on the game %v at %d", other, b.line.onGame(), b.line.at)
	}
	scenetest.TapNamed(t, d, b, "step-back")
	if !b.line.onGame() || b.line.at != 0 {
		t.Fatalf("stepping back: on the game %v at %d", b.line.onGame(), b.line.at)
	}
}

func TestASetUpThatTheRulesCannotHoldIsRefusedAndKept(t *testing.T) {
	b, d := open(t, kalahGame(t), 1280, 800)
	scenetest.TapNamed(t, d, b, "step-first")
	scenetest.TapNamed(t, d, b, "set-up")
	scenetest.TapNamed(t, d, b, "south-1") // one seed too many
	scenetest.TapNamed(t, d, b, "setup-done")
	if b.set == nil || !strings.Contains(b.note.Text, "holds 49") {
		t.Fatalf("a board of 49 seeds: set-up %v, notice %q", b.set != nil, b.note.Text)
	}
	shot(t, d, b, "setup-refused-1280x800")
	sp := b.lay.Board.Spot(0)
	x, y := sp.Cell.Center()
	d.Step(b, kit.Intents{AltTap: true, X: x, Y: y}, false) // take it back
	scenetest.TapNamed(t, d, b, "setup-done")
	if b.set != nil || b.game.Start() != b.position() {
		t.Fatalf("a board of 48 seeds is not analysed: set-up %v, notice %q", b.set != nil, b.note.Text)
	}
}

func TestAnExportedGameIsImportedAndAWrongOneSaysWhy(t *testing.T) {
	b, d := open(t, kalahGame(t), 1280, 800)
	scenetest.TapNamed(t, d, b, "import")
	d.Step(b, kit.TypedText("variant oware\nposition start moves 1 6 2"), false)
	scenetest.TapNamed(t, d, b, "dialog-yes")
	until(t, d, b, 5*time.Second, "the game read", func() bool { return b.dlg == nil })
	if b.dlg != nil || b.rules().Board().Variant != engine.OwareGame || b.line.at != 3 {
		t.Fatalf("imported: dialog %v, %v at %d", b.dlg, b.rules(), b.line.at)
	}
	scenetest.TapNamed(t, d, b, "import")
	d.Step(b, kit.TypedText("variant kalah pits=6 seeds=4 position start moves 3 3"), false)
	scenetest.TapNamed(t, d, b, "dialog-yes")
	im := b.dlg.(*importing)
	until(t, d, b, 5*time.Second, "the refusal", func() bool { return im.reading == nil })
	if b.dlg == nil || !strings.Contains(im.err, "move 2") || b.rules().Board().Variant != engine.OwareGame {
		t.Fatalf("a wrong game: dialog %v, error %q", b.dlg, im.err)
	}
}

func TestScreenshotsOfThePanel(t *testing.T) {
	for _, c := range []struct {
		name  string
		w, h  float64
		theme saves.Theme
	}{{"kalah-1280x720", 1280, 720, saves.Wood}, {"kalah-390x844", 390, 844, saves.Wood}, {"kalah-contrast-1280x720", 1280, 720, saves.Contrast}, {"kalah-844x390", 844, 390, saves.Wood}} {
		t.Run(c.name, func(t *testing.T) {
			b, d := open(t, kalahGame(t), c.w, c.h)
			b.app.Settings.Theme = c.theme
			scenetest.TapNamed(t, d, b, "analyse-game")
			until(t, d, b, 120*time.Second, "judged game", func() bool { return b.jdg.done })
			explorer{b}.showGame(panel{b}.mistakes()[0].Ply - 1) // a phone on its side has no room for the list
			until(t, d, b, 20*time.Second, "lines", func() bool { return len(b.lines()) > 0 && !b.tab.Stage.Busy() })
			shot(t, d, b, c.name)
			if b.lay.Compact { // a phone: the whole panel in the board's place, and back
				scenetest.TapNamed(t, d, b, "sheet")
				if !b.lay.Sheet || len(panel{b}.mistakes()) > 0 && len(b.lay.Mistakes) == 0 && b.lay.Graph.W == 0 {
					t.Fatalf("the sheet: %+v", b.lay)
				}
				shot(t, d, b, c.name+"-sheet")
				scenetest.TapNamed(t, d, b, "sheet")
				if b.lay.Sheet {
					t.Fatal("Board did not bring the board back")
				}
			}
		})
	}
}

func TestABaoPitSownEitherWayAsksItsDirection(t *testing.T) {
	bao := engine.Bao{}
	b := New(scenetest.NewTestApp(), core.Analysis{Game: engine.NewGame(bao, bao.Start(engine.South))})
	d := scenetest.NewDriver(t, 1280, 720, 1)
	d.Step(b, kit.Intents{}, true)
	p := b.position()
	for _, s := range b.lay.Board.Spots {
		ms := explorer{b}.movesFrom(s.Place)
		if len(ms) < 2 {
			continue
		}
		d.Step(b, kit.TapAt(s.Cell.Center()), true)
		ts := explorer{b}.targets()
		if b.chosen != s.Place || len(ts) != len(ms) {
			t.Fatalf("pit %v: chosen %v, %d targets for %d moves", s.Place, b.chosen, len(ts), len(ms))
		}
		d.Step(b, kit.TapAt(ts[0].Center()), true)
		if b.line.at != 1 || b.shown[0] != p || b.line.moves[0].Direction() != ts[0].Dir {
			t.Fatalf("the direction tapped played %v (at %d)", b.line.moves, b.line.at)
		}
		return
	}
	t.Fatal("no Bao pit at the start is sown either way")
}

func TestANumberKeyTriesThatPitsMove(t *testing.T) {
	b, d := open(t, kalahGame(t), 1280, 800)
	scenetest.TapNamed(t, d, b, "step-first")
	var in kit.Intents
	in.Press(kit.PitAction(3))
	d.Step(b, in, false)
	if b.line.at != 1 || b.line.moves[0] != engine.PitMove(3) {
		t.Fatalf("key 3 played %v", b.line.moves[:b.line.at])
	}
}
