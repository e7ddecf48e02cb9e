package scenes

import (
	"fmt"
	"log"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/challenges"
	"mancala/engine"
	"mancala/saves"
	"mancala/scenes/challengebrowser"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/menu"
	"mancala/scenes/play"
	"mancala/scenes/scenetest"
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
	m       *core.Manager
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
	app := &core.App{Text: scenetest.TestText, Settings: saves.DefaultSettings(), Sound: kit.Silent{}, Routes: NewRoutes()}
	app.Settings.Speed = "Fast"
	g := &stressGame{m: core.NewManager(menu.NewMenu(app)), rounds: rounds,
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
	return g.m.Step(in)
}

func (g *stressGame) Draw(screen *ebiten.Image) {
	g.frames++
	g.m.Draw(screen)
}

func (g *stressGame) Layout(w, h int) (int, int) { return g.m.Layout(w, h) }

// next returns the intents of the next step of the flow for the scene
// shown; none while a fade runs or the scene is busy.
func (g *stressGame) next() (kit.Intents, error) {
	if g.m.Fading() {
		return kit.Intents{}, nil
	}
	switch s := g.m.Top().(type) {
	case *menu.Menu:
		if g.done >= g.rounds {
			return kit.Intents{}, ebiten.Termination
		}
		if r, ok := scenetest.NamedRect(s, "challenges"); ok {
			return kit.TapAt(r.Center()), nil
		}
	case *challengebrowser.ChallengeBrowser:
		return g.browse(s), nil
	case *play.Board:
		return g.solve(s), nil
	}
	return kit.Intents{}, fmt.Errorf("stress: unexpected scene %T", g.m.Top())
}

// browse opens the next Kalah challenge, or after one, goes Back to the
// menu.
func (g *stressGame) browse(cb *challengebrowser.ChallengeBrowser) kit.Intents {
	var ds core.DebugState
	cb.Debug(&ds)
	var cards []core.DebugButton
	for _, b := range ds.Buttons {
		if strings.HasPrefix(b.Name, "challenge-") {
			cards = append(cards, b)
		}
	}
	var in kit.Intents
	if len(cards) == 0 {
		return in // the challenges are loading
	}
	if g.leaving {
		g.leaving = false
		g.done++
		log.Printf("stress: round %d done after %v", g.done, time.Since(g.start).Round(time.Second))
		in.Press(kit.ActBack)
		return in
	}
	c := cards[g.done%len(cards)].Rect
	return kit.TapAt(c[0]+c[2]/2, c[1]+c[3]/2)
}

// solve plays the challenge's best answer by taps on the pits, then Back
// to the list from the result panel. Every third round first plays a
// wrong move and retries from the result panel (the board starts afresh
// in place).
func (g *stressGame) solve(b *play.Board) kit.Intents {
	r := b.Referee()
	if b.Decided() && r.PanelUp {
		if r.Result.Status != challenges.Met {
			return kit.TapAt(r.Play.Buttons[layout.PanelRetry].Center())
		}
		g.leaving, g.missed = true, false
		return kit.TapAt(r.Play.Buttons[layout.PanelBack].Center())
	}
	if !b.Human() || b.Stage().Busy() {
		return kit.Intents{}
	}
	sol, ok := g.sol[r.C]
	if !ok {
		sol, _ = challenges.Solution(r.C)
		g.sol[r.C] = sol
	}
	i := len(b.Game().Moves())
	m := engine.Move(0)
	switch {
	case len(b.Legal()) == 0:
		return kit.Intents{}
	case i >= len(sol) || !slices.Equal(b.Game().Moves(), sol[:i]):
		m = b.Legal()[0] // off the best line after a miss: play on until decided
	case g.done%3 == 1 && !g.missed && i == 0:
		m, g.missed = g.wrong(b, sol[i]), true
	default:
		m = sol[i]
	}
	pl := play.MovePlace(b.Game().Rules().Board(), b.Game().Position().ToMove, m)
	return kit.TapAt(b.Layout().Spot(pl).Hollow.Center())
}

// wrong returns a legal move other than best, or best when there is none.
func (g *stressGame) wrong(b *play.Board, best engine.Move) engine.Move {
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
