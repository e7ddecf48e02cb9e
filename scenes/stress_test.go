package scenes

import (
	"fmt"
	"log"
	"os"
	"slices"
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/challenges"
	"mancala/engine"
	"mancala/saves"
	"mancala/scenes/layout"
)

// The native crash of issue 16 (malloc heap corruption inside OpenGL's
// DrawElements, seen once under Xvfb) came after solving a Kalah
// challenge, Back to the list, Back to the menu. With MANCALA_STRESS=N
// the test binary plays that flow N times in a real game loop instead of
// running the tests: real frames, real draws flushed to OpenGL, the
// scenes driven by synthetic intents through the manager (build it with
// -race to watch for data races too):
//
//	go test -race -c -o /tmp/scenes.test ./scenes
//	MANCALA_STRESS=100 xvfb-run -a /tmp/scenes.test

// stressGame drives a manager through the flow, round after round.
type stressGame struct {
	m       *Manager
	rounds  int
	done    int
	leaving bool // the board was left: next, Back from the list
	missed  bool // this round has missed once (every third round does, then retries)
	sol     map[*challenges.Challenge][]engine.Move
	start   time.Time
	frames  int
}

// runStress plays the flow rounds times and returns the exit code.
func runStress(rounds int) int {
	app := &App{Text: testText, Settings: saves.DefaultSettings(), Sound: silent{}}
	app.Settings.Speed = "Fast"
	g := &stressGame{m: NewManager(NewMenu(app)), rounds: rounds,
		sol: map[*challenges.Challenge][]engine.Move{}, start: time.Now()}
	ebiten.SetWindowSize(1280, 720)
	if err := ebiten.RunGame(g); err != nil {
		log.Print(err)
		return 1
	}
	log.Printf("stress: %d rounds, %d frames in %v", g.done, g.frames, time.Since(g.start).Round(time.Second))
	return 0
}

func (g *stressGame) Update() error {
	in, err := g.next()
	if err != nil {
		return err
	}
	return g.m.update(in)
}

func (g *stressGame) Draw(screen *ebiten.Image) {
	g.frames++
	g.m.Draw(screen)
}

func (g *stressGame) Layout(w, h int) (int, int) { return g.m.Layout(w, h) }

// next returns the intents of the next step of the flow for the scene
// shown; none while a fade runs or the scene is busy.
func (g *stressGame) next() (Intents, error) {
	if g.m.fade > 0 {
		return Intents{}, nil
	}
	switch s := g.m.top().(type) {
	case *Menu:
		if g.done >= g.rounds {
			return Intents{}, ebiten.Termination
		}
		for i, e := range s.entries {
			if e == entChallenges {
				return TapAt(s.lay.Buttons[i].Center()), nil
			}
		}
	case *ChallengeBrowser:
		return g.browse(s), nil
	case *Board:
		return g.solve(s), nil
	}
	return Intents{}, fmt.Errorf("stress: unexpected scene %T", g.m.top())
}

// browse opens the next Kalah challenge, or after one, goes Back to the
// menu.
func (g *stressGame) browse(cb *ChallengeBrowser) Intents {
	var in Intents
	if !cb.built {
		return in
	}
	if g.leaving {
		g.leaving = false
		g.done++
		log.Printf("stress: round %d done after %v", g.done, time.Since(g.start).Round(time.Second))
		in.Press(ActBack)
		return in
	}
	cb.focus = g.done % len(cb.list)
	in.Press(ActEnter)
	return in
}

// solve plays the challenge's best answer by taps on the pits, then Back
// to the list from the result panel. Every third round first plays a
// wrong move and retries from the result panel (the board starts afresh
// in place).
func (g *stressGame) solve(b *Board) Intents {
	r := b.chal
	if b.decided() && r.panelUp {
		if r.result.Status != challenges.Met {
			return TapAt(r.play.Buttons[layout.PanelRetry].Center())
		}
		g.leaving, g.missed = true, false
		return TapAt(r.play.Buttons[layout.PanelBack].Center())
	}
	if !b.human() || b.Stage().Busy() {
		return Intents{}
	}
	sol, ok := g.sol[r.c]
	if !ok {
		sol, _ = r.c.Solution()
		g.sol[r.c] = sol
	}
	i := len(b.Game().Moves())
	m := engine.Move(0)
	switch {
	case len(b.Legal()) == 0:
		return Intents{}
	case i >= len(sol) || !slices.Equal(b.Game().Moves(), sol[:i]):
		m = b.Legal()[0] // off the best line after a miss: play on until decided
	case g.done%3 == 1 && !g.missed && i == 0:
		m, g.missed = g.wrong(b, sol[i]), true
	default:
		m = sol[i]
	}
	pl := movePlace(b.model.Board, b.Game().Position().ToMove, m)
	return TapAt(b.Layout().Spot(pl).Hollow.Center())
}

// wrong returns a legal move other than best, or best when there is none.
func (g *stressGame) wrong(b *Board, best engine.Move) engine.Move {
	for _, m := range b.Legal() {
		if m != best {
			return m
		}
	}
	return best
}

// stressRounds returns the rounds MANCALA_STRESS asks for, or 0.
func stressRounds() int {
	n, _ := strconv.Atoi(os.Getenv("MANCALA_STRESS"))
	return n
}
