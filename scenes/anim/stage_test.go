package anim

import (
	"fmt"
	"math/rand"
	"testing"

	"mancala/engine"
	"mancala/scenes/layout"
)

func allRules(t testing.TB) []engine.Rules {
	k, err := engine.NewKalah(engine.StandardKalah)
	if err != nil {
		t.Fatal(err)
	}
	return []engine.Rules{k, engine.Oware{}, engine.Congkak{}, engine.Bao{}}
}

// play plays a random game of r on a stage, one move at a time, and calls
// check after each move has finished playing.
func play(t *testing.T, r engine.Rules, seed int64, speed Speed, check func(*Stage, *engine.Game, int)) {
	m := layout.NewModel(r.Board())
	g := engine.NewGame(r, r.Start(engine.South))
	st := NewStage(&m, g.Position())
	st.SetSpeed(speed)
	rng := rand.New(rand.NewSource(seed))
	var buf [engine.MaxMoves]engine.Move
	var tr engine.Trace
	for ply := 0; ply < 300; ply++ {
		moves := g.LegalMoves(buf[:0])
		if len(moves) == 0 {
			return
		}
		tr.Reset()
		if err := g.Play(moves[rng.Intn(len(moves))], &tr); err != nil {
			t.Fatal(err)
		}
		st.Enqueue(&tr)
		ticks := 0
		for ; st.Busy(); ticks++ {
			st.Tick()
			if ticks > 3*Budget {
				t.Fatalf("%v ply %d: still busy after %d ticks", r, ply, ticks)
			}
		}
		check(st, g, ticks)
	}
}

func TestShownEqualsGameWhenQueueEmpties(t *testing.T) {
	for _, r := range allRules(t) {
		for seed := int64(1); seed <= 4; seed++ {
			play(t, r, seed, Normal, func(st *Stage, g *engine.Game, _ int) {
				if st.Shown() != g.Position() {
					t.Fatalf("%v: shown %s, game %s", r, engine.FormatPosition(r, st.Shown()),
						engine.FormatPosition(r, g.Position()))
				}
				checkSeeds(t, st, g.Position())
			})
		}
	}
}

// checkSeeds checks that each place holds as many seed sprites as the
// position says, none is held, and each rests wholly inside its hollow.
func checkSeeds(t *testing.T, st *Stage, p engine.Position) {
	t.Helper()
	if st.Held() != 0 {
		t.Fatalf("%d seeds still held", st.Held())
	}
	for _, sp := range st.v.board.model.Spots {
		ks := st.Resting(sp.Place)
		if len(ks) != p.Seeds(sp.Place) {
			t.Fatalf("place %d: %d sprites, %d seeds", sp.Place, len(ks), p.Seeds(sp.Place))
		}
		for _, k := range ks {
			sd := st.Seeds()[k]
			if d := sp.Hollow.Dist(sd.tx, sd.ty) + sd.tr; d > sp.Hollow.R+1e-9 {
				t.Fatalf("place %d: seed %d reaches %.3f from the spine, hollow %.3f", sp.Place, k, d, sp.Hollow.R)
			}
		}
	}
}

func TestMovesKeepWithinTheBudget(t *testing.T) {
	for _, r := range allRules(t) {
		play(t, r, 7, Normal, func(_ *Stage, _ *engine.Game, ticks int) {
			if ticks > Budget+2 {
				t.Fatalf("%v: a move took %d ticks, budget %d", r, ticks, Budget)
			}
		})
	}
}

func TestInstantShowsTheMoveAtOnce(t *testing.T) {
	for _, r := range allRules(t) {
		play(t, r, 3, Instant, func(st *Stage, g *engine.Game, ticks int) {
			if ticks != 0 || st.Shown() != g.Position() {
				t.Fatalf("%v: instant took %d ticks", r, ticks)
			}
		})
	}
}

func TestFinishMidwayShowsTheResult(t *testing.T) {
	r := engine.Congkak{}
	m := layout.NewModel(r.Board())
	p := r.Start(engine.South)
	st := NewStage(&m, p)
	var tr engine.Trace
	q := r.Apply(p, engine.PitMove(2), &tr)
	st.Enqueue(&tr)
	for i := 0; i < 30; i++ {
		st.Tick()
	}
	if st.Shown() == q {
		t.Fatal("the move finished too soon to test")
	}
	st.Finish()
	if st.Busy() || st.Shown() != q {
		t.Fatal("Finish did not show the move's result")
	}
	checkSeeds(t, st, q)
}

func TestExtraTurnAndCaptureCaptions(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	m := layout.NewModel(k.Board())
	p := k.Start(engine.South)
	st := NewStage(&m, p)
	var tr engine.Trace
	k.Apply(p, engine.PitMove(3), &tr) // 4 seeds from pit 3: the last in the store
	st.Enqueue(&tr)
	seen := false
	for st.Busy() {
		st.Tick()
		if c, a := st.Caption(); a > 0 && c.Kind == CapExtraTurn {
			seen = true
		}
	}
	if !seen {
		t.Error("no Extra turn! caption")
	}
}

func TestCaptureCaption(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	m := layout.NewModel(k.Board())
	p, err := engine.ParsePosition(k, "1,0,4,4,4,4/4,4,4,4,4,4 7 0 s")
	if err != nil {
		t.Fatal(err)
	}
	st := NewStage(&m, p)
	var tr engine.Trace
	q := k.Apply(p, engine.PitMove(1), &tr) // into empty pit 2, facing 4 seeds
	st.Enqueue(&tr)
	for st.Busy() {
		st.Tick()
	}
	if c, a := st.Caption(); a == 0 || c.String() != "Capture 5" {
		t.Errorf("caption %q, opacity %.2f", c, a)
	}
	checkSeeds(t, st, q)
}

func TestRelaysAndSkippedStoresAreMarked(t *testing.T) {
	r := engine.Congkak{}
	m := layout.NewModel(r.Board())
	p := r.Start(engine.South)
	st := NewStage(&m, p)
	var tr engine.Trace
	r.Apply(p, engine.PitMove(2), &tr)
	st.Enqueue(&tr)
	relayed, skipped := false, false
	for st.Busy() {
		st.Tick()
		for _, sp := range m.Spots {
			relayed = relayed || st.Relayed(sp.Place) > 0
			skipped = skipped || st.Skipped(sp.Place) > 0
		}
	}
	if !relayed || !skipped {
		t.Errorf("relay marked %v, skipped store marked %v", relayed, skipped)
	}
}

// TestShowGamePutsEachSeedWhereItTravelledSilently: ShowGame leaves each
// seed in the place where watching the moves left it, at rest, with no
// cue, caption or light.
func TestShowGamePutsEachSeedWhereItTravelledSilently(t *testing.T) {
	for _, r := range allRules(t) {
		m := layout.NewModel(r.Board())
		var watched *Stage
		var game *engine.Game
		play(t, r, 3, Normal, func(st *Stage, g *engine.Game, _ int) { watched, game = st, g })
		st := NewStage(&m, r.Start(engine.North))
		st.ShowGame(r, game.Start(), game.Moves())
		if st.Shown() != watched.Shown() {
			t.Fatalf("%v: shown %s, watched %s", r, engine.FormatPosition(r, st.Shown()), engine.FormatPosition(r, watched.Shown()))
		}
		checkSeeds(t, st, game.Position())
		for _, sp := range m.Spots {
			got, want := st.Resting(sp.Place), watched.Resting(sp.Place)
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Fatalf("%v: %v holds seeds %v, watched %v", r, sp.Place, got, want)
			}
			if st.Glow(sp.Place) != 0 || st.Skipped(sp.Place) != 0 || st.Relayed(sp.Place) != 0 {
				t.Fatalf("%v: %v is lit after ShowGame", r, sp.Place)
			}
		}
		if c, _ := st.Caption(); c != (Caption{}) || st.TakeCues().Any() || !st.Still() {
			t.Fatalf("%v: ShowGame left a caption %v, cues or motion", r, c)
		}
	}
}

// TestShowGameSweepsAThirdRepetition: a game ended by its third repetition
// shows the swept board, as the game's position is, not the repeated one.
func TestShowGameSweepsAThirdRepetition(t *testing.T) {
	r := engine.Oware{}
	start, err := engine.ParsePosition(r, "0,0,0,0,0,1/0,0,0,0,0,1 22 24 s")
	if err != nil {
		t.Fatal(err)
	}
	g := engine.NewGame(r, start)
	var buf [engine.MaxMoves]engine.Move
	for !g.Outcome().Over() {
		g.Play(g.LegalMoves(buf[:0])[0], nil)
	}
	m := layout.NewModel(r.Board())
	st := NewStage(&m, start)
	st.ShowGame(r, start, g.Moves())
	if got := engine.FormatPosition(r, st.Shown()); got != "0,0,0,0,0,0/0,0,0,0,0,0 23 25 s" {
		t.Errorf("shown %s, want every pit swept", got)
	}
	checkSeeds(t, st, g.Position())
}
