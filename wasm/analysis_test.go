package wasm_test

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"mancala/ai"
	"mancala/ai/owaredb"
	"mancala/analysis"
	"mancala/engine"
)

// TestBrowserAnalysesAFinishedGameMoveByMove opens the analysis board from
// the menu, imports a finished game (Export's two lines, pasted), and
// judges it with Analyse game, its positions valued by the Web Worker:
// every move gets the verdict package analysis gives it natively (node
// budgets make the values the same everywhere), and each side's accuracy
// is shown. It does so for a Kalah game of about 60 moves and an Oware
// game of about 120, and logs how long each took: the README's figures.
func TestBrowserAnalysesAFinishedGameMoveByMove(t *testing.T) {
	chromium(t)
	p := openPage(t, servedSite(t).url, 1280, 720)
	p.waitFirstFrame()
	p.waitScene("menu")
	p.click("analysis")
	p.waitScene("picker")
	p.click("variant-kalah")
	p.click("play")
	p.waitScene("analysis")
	p.waitFor("the start's best lines", `window.mancala.state.analysis.lines > 0`, 60*time.Second)
	p.setUpByClicks()
	kalah, _ := engine.NewKalah(engine.StandardKalah)
	for _, g := range []*engine.Game{selfPlayed(t, kalah, ai.Casual, 60), selfPlayed(t, engine.Oware{}, ai.Casual, 120)} {
		p.importGame(g)
		start := time.Now()
		want := nativeVerdicts(t, g)
		native := time.Since(start)
		start = time.Now()
		p.click("analyse-game")
		p.waitFor("the game judged", `window.mancala.state.analysis.judged`, 10*time.Minute)
		took := time.Since(start)
		a := p.state().Analysis
		t.Logf("%s, %d moves: judged in the browser in %.1f s (natively %.1f s); %s", g.Rules(), len(g.Moves()), took.Seconds(), native.Seconds(), a.Summary)
		if a.Verdicts != want {
			t.Errorf("%s: the browser's verdicts\n%s\nnatively\n%s", g.Rules(), a.Verdicts, want)
		}
		if !strings.HasPrefix(a.Summary, "Accuracy: South") {
			t.Errorf("%s: the summary says %q", g.Rules(), a.Summary)
		}
		p.screenshot("analysis-judged-" + g.Rules().Board().Variant.String())
	}
	checkConsoles(t, p)
}

// setUpByClicks sets up a position on Kalah's start: a right-click takes
// a seed from South's first pit, Done is refused (47 seeds), a click puts
// it back and Done takes the position.
func (p *page) setUpByClicks() {
	p.t.Helper()
	p.click("set-up")
	p.waitFor("the set-up", `window.mancala.state.buttons.some((b) => b.name === "setup-done")`, 10*time.Second)
	x, y := p.buttonCenter("south-1")
	p.do(chromedp.MouseEvent(chromedp.MouseMoved, x, y))
	p.do(chromedp.MouseEvent(chromedp.MousePressed, x, y, chromedp.Button("right"), chromedp.ClickCount(1)))
	p.waitFrames(2)
	p.do(chromedp.MouseEvent(chromedp.MouseReleased, x, y, chromedp.Button("right"), chromedp.ClickCount(1)))
	p.waitFor("a seed taken by a right-click", `window.mancala.state.position.startsWith("3,4,4,4,4,4/")`, 10*time.Second)
	p.click("setup-done")
	p.waitFrames(2)
	if s := p.state(); !hasButton(&s, "setup-done") {
		p.t.Fatalf("a set-up of 47 seeds was taken: %s", s.Position)
	}
	p.screenshot("analysis-setup-refused")
	p.click("south-1")
	p.click("setup-done")
	p.waitFor("the position set up analysed", `window.mancala.state.buttons.some((b) => b.name === "set-up")`, 10*time.Second)
}

// importGame pastes g's two lines into Import and opens it.
func (p *page) importGame(g *engine.Game) {
	p.t.Helper()
	p.click("import")
	p.waitFrames(2)
	text := fmt.Sprintf("variant %s\nposition %s moves %s\n", g.Rules(), engine.FormatPosition(g.Rules(), g.Start()), engine.FormatMoves(g.Moves()))
	p.paste(text)
	p.click("dialog-yes")
	p.waitFor("the game imported", fmt.Sprintf(`(() => { const s = window.mancala.state;
		return s.scene === "analysis" && s.plies === %d && !s.buttons.some((b) => b.name === "dialog-yes"); })()`, len(g.Moves())), 60*time.Second)
}

// selfPlayed returns a game of r the computer plays against itself at
// level, to its end: of 30 seeds' games, the one nearest n moves (the
// same game every run).
func selfPlayed(t *testing.T, r engine.Rules, level ai.Level, n int) *engine.Game {
	t.Helper()
	var best *engine.Game
	for seed := uint64(1); seed <= 30; seed++ {
		g := engine.NewGame(r, r.Start(engine.South))
		for !g.Outcome().Over() && len(g.Moves()) < 400 {
			if err := g.Play(ai.Choose(context.Background(), r, g.Position(), level, seed+uint64(len(g.Moves()))), nil); err != nil {
				t.Fatal(err)
			}
		}
		if g.Outcome().Over() && (best == nil || abs(len(g.Moves())-n) < abs(len(best.Moves())-n)) {
			best = g
		}
	}
	if best == nil {
		t.Fatalf("no game of %s ended", r)
	}
	return best
}

func abs(n int) int { return max(n, -n) }

// nativeVerdicts is g judged natively, a letter a move as the page's
// debug state writes them. An Oware game is judged with the small
// endgame database the browser's worker builds on its first Oware search.
func nativeVerdicts(t *testing.T, g *engine.Game) string {
	if g.Rules().Board().Variant == engine.OwareGame {
		d, err := owaredb.Build(context.Background(), ai.OwareDBSeedsBuilt, nil)
		if err != nil {
			t.Fatal(err)
		}
		ai.UseOwareDB(d)
		defer ai.UseOwareDB(nil)
	}
	rev := analysis.Judge(context.Background(), g, analysis.GameBudget(g.Rules()), nil)
	var s strings.Builder
	for _, j := range rev.Moves {
		s.WriteByte("BGIMX"[j.Verdict])
	}
	return s.String()
}

// TestBrowserPhoneTakesASeedByALongPress opens the analysis board on a
// phone (390 x 844, touch) from the menu, shows the start's best lines,
// and in Set up a long press on a pit takes a seed from it (the other
// tap of a touch screen), a tap puts it back, and Cancel keeps the game.
func TestBrowserPhoneTakesASeedByALongPress(t *testing.T) {
	chromium(t)
	p := openPage(t, "about:blank", 390, 844)
	p.do(chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(3), chromedp.EmulatePortrait, chromedp.EmulateTouch))
	p.do(chromedp.Navigate(servedSite(t).url))
	p.waitFirstFrame()
	p.waitScene("menu")
	p.touch("analysis")
	p.waitScene("picker")
	p.touch("play")
	p.waitScene("analysis")
	p.waitFor("the start's best lines", `window.mancala.state.analysis.lines > 0`, 60*time.Second)
	p.screenshot("analysis-phone")
	p.touch("set-up")
	p.waitFor("the set-up", `window.mancala.state.buttons.some((b) => b.name === "setup-done")`, 10*time.Second)
	p.longTouch("south-1")
	p.waitFor("a seed taken by a long press", `window.mancala.state.position.startsWith("3,4,4,4,4,4/")`, 10*time.Second)
	p.touch("south-1")
	p.waitFor("the seed put back", `window.mancala.state.position.startsWith("4,4,4,4,4,4/")`, 10*time.Second)
	p.touch("setup-cancel")
	p.waitFor("the board again", `window.mancala.state.buttons.some((b) => b.name === "set-up")`, 10*time.Second)
	checkConsoles(t, p)
}

// longTouch holds a finger on the middle of the button called name for
// longer than a long press (30 ticks; a frame brings at least one, and
// a page drawing in software may draw only a few frames a second), then
// lifts it.
func (p *page) longTouch(name string) {
	p.t.Helper()
	x, y := p.buttonCenter(name)
	point := []*input.TouchPoint{{X: x, Y: y, ID: new(0.0), RadiusX: new(1.0), RadiusY: new(1.0), Force: new(1.0)}}
	p.do(touchEvent(input.DispatchTouchEventTypeTouchStart, point))
	p.waitFrames(40)
	p.do(touchEvent(input.DispatchTouchEventTypeTouchEnd, []*input.TouchPoint{}))
	p.waitFrames(2)
}
