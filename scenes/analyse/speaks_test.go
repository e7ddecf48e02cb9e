//go:build !js

package analyse

import (
	"testing"
	"time"

	"mancala/ai"
	"mancala/engine"
	"mancala/scenes/core"
	"mancala/scenes/scenetest"
)

// judged judges g off a board, every move, as Analyse game does.
func judged(t *testing.T, g *engine.Game) *judging {
	t.Helper()
	var th ai.Thinker
	jg := newJudging(g)
	for end := time.Now().Add(3 * time.Minute); !jg.done; time.Sleep(time.Millisecond) {
		if time.Now().After(end) {
			t.Fatal("the game was not judged in 3 minutes")
		}
		jg.step(&th)
	}
	return jg
}

// judgingFor is a judging of g a few positions in, frozen there: it
// waits for a value no thinker will give.
func judgingFor(t *testing.T, g *engine.Game, values int) *judging {
	t.Helper()
	var th ai.Thinker
	jg := newJudging(g)
	for n := 0; n < values; time.Sleep(time.Millisecond) {
		if jg.step(&th) {
			n++
		}
	}
	jg.asked = true
	return jg
}

// searched searches the position after the first ply moves of g for
// rounds rounds (all of them when the position is proven sooner), then
// stops there.
func searched(t *testing.T, g *engine.Game, ply, rounds int) *search {
	t.Helper()
	var th ai.Thinker
	hist := make([]engine.Position, ply)
	for i := range hist {
		hist[i] = g.PositionAt(i)
	}
	s := newSearch(g.Rules(), g.PositionAt(ply), hist)
	for end := time.Now().Add(time.Minute); !s.done && s.round < rounds; time.Sleep(time.Millisecond) {
		if time.Now().After(end) {
			t.Fatal("no search in a minute")
		}
		s.step(&th)
	}
	s.done = true
	return s
}

// analysisAt makes the analysis board of g at ply with the engine's
// work given: the search of the position shown, the judging (nil: none).
func analysisAt(g *engine.Game, ply int, s *search, jg *judging) func(app *core.App) core.Scene {
	return func(app *core.App) core.Scene {
		b := New(app, core.Analysis{Game: g, At: ply})
		b.jdg = jg
		if s != nil {
			cp := *s
			b.srch = &cp
		}
		return b
	}
}

// tapping drives a screen by tapping the named targets in turn.
func tapping(t *testing.T, names ...string) func(d *scenetest.Driver, s core.Scene) {
	return func(d *scenetest.Driver, s core.Scene) {
		for _, n := range names {
			scenetest.TapNamed(t, d, s.(*Board), n)
		}
	}
}

// TestAnalysisSpeaksEveryLanguage draws the analysis board in every
// language on every canvas: the start with the best lines, a judged
// game at a mistake (accuracy, mistakes, graph; the whole panel on a
// phone), a judging under way, a proven position, a branch, the set-up
// refusing a board of too many seeds, and both dialogs.
func TestAnalysisSpeaksEveryLanguage(t *testing.T) {
	g := kalahGame(t)
	jg := judged(t, g)
	at := jg.costly[0].Ply - 1
	end := len(g.Moves()) - 3
	start, mistake, proven := searched(t, g, 0, 2), searched(t, g, at, 2), searched(t, g, end, numRounds)
	if !proven.proven() {
		t.Fatalf("the position %d moves from the end is not proven", len(g.Moves())-end)
	}
	sheet := func(d *scenetest.Driver, s core.Scene) {
		if b := s.(*Board); b.lay.Compact {
			scenetest.TapNamed(t, d, b, "sheet")
		}
	}
	branch := func(d *scenetest.Driver, s core.Scene) {
		b := s.(*Board)
		explorer{b}.try(b.legal[len(b.legal)-1])
		b.tab.Stage.Finish()
		cp := *mistake
		b.srch = &cp
	}
	scenetest.CheckEveryLanguage(t,
		scenetest.Screen{Name: "analysis-start", Make: analysisAt(g, 0, start, nil)},
		scenetest.Screen{Name: "analysis-judged", Make: analysisAt(g, at, mistake, jg), Drive: sheet},
		scenetest.Screen{Name: "analysis-judging", Make: analysisAt(g, at, mistake, judgingFor(t, g, 5)), Drive: sheet},
		scenetest.Screen{Name: "analysis-proven", Make: analysisAt(g, end, proven, nil)},
		scenetest.Screen{Name: "analysis-branch", Make: analysisAt(g, at, nil, nil), Drive: branch},
		scenetest.Screen{Name: "analysis-setup", Make: analysisAt(g, 0, start, nil),
			Drive: tapping(t, "set-up", "south-1", "setup-done")},
		scenetest.Screen{Name: "analysis-import", Make: analysisAt(g, at, mistake, nil), Drive: tapping(t, "import")},
		scenetest.Screen{Name: "analysis-play", Make: analysisAt(g, at, mistake, nil), Drive: tapping(t, "play-from-here")},
	)
}
