package engine

import "testing"

// Bao positions are written South back / South front / North front / North
// back, each row from its owner's left, so South's front column c faces
// North's front column 9-c. Most examples keep the seeds they do not need
// in the opponent's back row, which a move never touches.

func TestBaoStart(t *testing.T) {
	r := mustRules(t, "bao")
	p := r.Start(South)
	want := "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 s"
	if got := FormatPosition(r, p); got != want {
		t.Errorf("start %s", got)
	}
	if p.Total() != 64 || r.Board().Seeds != 64 {
		t.Errorf("start has %d seeds, board %d, want 64", p.Total(), r.Board().Seeds)
	}
}

// baoLoopPit is the pit of step k of side s's loop, written out
// independently of the engine's table: steps 0..7 the front row from the
// owner's left, steps 8..15 the back row from the owner's right.
func baoLoopPit(s Side, k int) int {
	front, back := 8, 0
	if s == North {
		front, back = 16, 24
	}
	if k < 8 {
		return front + k
	}
	return back + 15 - k
}

func TestBaoLoopRunsAlongFrontRowThenBackRow(t *testing.T) {
	for _, s := range []Side{South, North} {
		for k := 0; k < baoLoop; k++ {
			if got, want := int(baoLoops[s][k]), baoLoopPit(s, k); got != want {
				t.Errorf("%s loop step %d is pit %d, want %d", s, k, got, want)
			}
		}
	}
}

// TestBaoSowsBothDirections: clockwise runs along the mover's front row
// from left to right, then the back row from right to left; anti-clockwise
// the other way. Seeds never enter the opponent's rows.
func TestBaoSowsBothDirections(t *testing.T) {
	runMoveCases(t, []moveCase{
		{"FrontClockwise", "bao",
			"0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/1,1,1,1,1,1,1,1/7,7,7,7,7,7,6,6 s", "F1>",
			"0,0,0,0,0,0,0,0/0,1,1,0,0,0,0,0/1,1,1,1,1,1,1,1/7,7,7,7,7,7,6,6 n"},
		{"FrontAntiClockwiseIntoBackRow", "bao",
			"0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/1,1,1,1,1,1,1,1/7,7,7,7,7,7,6,6 s", "F1<",
			"1,1,0,0,0,0,0,0/0,0,0,0,0,0,0,0/1,1,1,1,1,1,1,1/7,7,7,7,7,7,6,6 n"},
		{"FrontRightEndClockwiseIntoBackRow", "bao",
			"0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,2/1,1,1,1,1,1,1,1/7,7,7,7,7,7,6,5 s", "F8>",
			"0,0,0,0,0,0,1,1/1,0,0,0,0,0,0,0/1,1,1,1,1,1,1,1/7,7,7,7,7,7,6,5 n"},
		{"BackLeftClockwiseIntoFrontRow", "bao",
			"2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,1/1,1,1,1,1,1,1,1/7,7,7,7,7,7,6,5 s", "B1>",
			"0,0,0,0,0,0,0,0/1,1,0,0,0,0,0,1/1,1,1,1,1,1,1,1/7,7,7,7,7,7,6,5 n"},
		{"BackLeftAntiClockwiseAlongBackRow", "bao",
			"2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,1/1,1,1,1,1,1,1,1/7,7,7,7,7,7,6,5 s", "B1<",
			"0,1,1,0,0,0,0,0/0,0,0,0,0,0,0,1/1,1,1,1,1,1,1,1/7,7,7,7,7,7,6,5 n"},
		{"BackRightClockwiseAlongBackRow", "bao",
			"0,0,0,0,0,0,0,2/0,0,0,0,0,0,0,1/1,1,1,1,1,1,1,1/7,7,7,7,7,7,6,5 s", "B8>",
			"0,0,0,0,0,1,1,0/0,0,0,0,0,0,0,1/1,1,1,1,1,1,1,1/7,7,7,7,7,7,6,5 n"},
		{"BackRightAntiClockwiseIntoFrontRow", "bao",
			"0,0,0,0,0,0,0,2/1,0,0,0,0,0,0,0/1,1,1,1,1,1,1,1/7,7,7,7,7,7,6,5 s", "B8<",
			"0,0,0,0,0,0,0,0/1,0,0,0,0,0,1,1/1,1,1,1,1,1,1,1/7,7,7,7,7,7,6,5 n"},
		{"NorthFrontClockwise", "bao",
			"7,7,7,7,7,7,6,6/1,1,1,1,1,1,1,1/2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 n", "F1>",
			"7,7,7,7,7,7,6,6/1,1,1,1,1,1,1,1/0,1,1,0,0,0,0,0/0,0,0,0,0,0,0,0 s"},
		{"NorthBackLeftClockwiseIntoFrontRow", "bao",
			"7,7,7,7,7,7,6,5/1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,1/2,0,0,0,0,0,0,0 n", "B1>",
			"7,7,7,7,7,7,6,5/1,1,1,1,1,1,1,1/1,1,0,0,0,0,0,1/0,0,0,0,0,0,0,0 s"},
	})
}

func TestBaoRelayLiftsOccupiedPit(t *testing.T) {
	runMoveCases(t, []moveCase{
		{"FrontRowOppositeEmpty", "bao",
			"0,0,0,0,0,0,0,0/2,0,1,0,0,0,0,0/1,1,1,1,1,0,1,1/7,7,7,7,7,7,6,6 s", "F1>",
			"0,0,0,0,0,0,0,0/0,1,0,1,1,0,0,0/1,1,1,1,1,0,1,1/7,7,7,7,7,7,6,6 n"},
		{"BackRow", "bao",
			"0,0,0,0,0,1,0,2/1,0,0,0,0,0,0,0/1,1,1,1,1,1,1,1/7,7,7,7,7,7,6,4 s", "B8>",
			"0,0,0,1,1,0,1,0/1,0,0,0,0,0,0,0/1,1,1,1,1,1,1,1/7,7,7,7,7,7,6,4 n"},
	})
}

// TestBaoCaptureKichwa: a capture at columns 1-2 sows from the left kichwa
// clockwise, at 7-8 from the right kichwa anti-clockwise, at 3-6 in the
// current direction (clockwise from the left kichwa, anti-clockwise from
// the right).
func TestBaoCaptureKichwa(t *testing.T) {
	runMoveCases(t, []moveCase{
		{"Column4ClockwiseLeftKichwa", "bao",
			"0,0,0,0,0,0,0,0/0,2,0,1,0,0,0,0/1,0,0,0,3,0,0,0/8,7,7,7,7,7,7,7 s", "F2>",
			"0,0,0,0,0,0,0,0/1,1,0,3,1,0,0,0/1,0,0,0,0,0,0,0/8,7,7,7,7,7,7,7 n"},
		{"Column4AntiClockwiseRightKichwa", "bao",
			"0,0,0,0,0,0,0,0/0,0,0,1,0,2,0,0/1,0,0,0,3,0,0,0/8,7,7,7,7,7,7,7 s", "F6<",
			"0,0,0,0,0,0,0,0/0,0,0,2,1,1,1,1/1,0,0,0,0,0,0,0/8,7,7,7,7,7,7,7 n"},
		{"Column2AntiClockwiseLeftKichwaClockwise", "bao",
			"0,0,0,0,0,0,0,0/0,1,0,2,0,0,0,0/1,0,0,0,0,0,3,0/8,7,7,7,7,7,7,7 s", "F4<",
			"0,0,0,0,0,0,0,0/1,3,0,1,1,0,0,0/1,0,0,0,0,0,0,0/8,7,7,7,7,7,7,7 n"},
		{"Column1AntiClockwiseLeftKichwaClockwise", "bao",
			"0,0,0,0,0,0,0,0/1,0,2,0,0,0,0,0/1,0,0,0,0,0,0,2/8,8,7,7,7,7,7,7 s", "F3<",
			"0,0,0,0,0,0,0,0/3,0,1,1,0,0,0,0/1,0,0,0,0,0,0,0/8,8,7,7,7,7,7,7 n"},
		{"Column7ClockwiseRightKichwaAntiClockwise", "bao",
			"0,0,0,0,0,0,0,0/0,0,0,0,2,0,1,0/1,3,0,0,0,0,0,0/8,7,7,7,7,7,7,7 s", "F5>",
			"0,0,0,0,0,0,0,0/0,0,0,1,1,0,3,1/1,0,0,0,0,0,0,0/8,7,7,7,7,7,7,7 n"},
		{"Column8ClockwiseRightKichwaAntiClockwise", "bao",
			"0,0,0,0,0,0,0,0/0,0,0,0,0,2,0,1/2,0,0,0,0,0,0,1/8,8,7,7,7,7,7,7 s", "F6>",
			"0,0,0,0,0,0,0,0/0,0,0,0,1,1,0,3/0,0,0,0,0,0,0,1/8,8,7,7,7,7,7,7 n"},
		{"NorthColumn4ClockwiseLeftKichwa", "bao",
			"8,7,7,7,7,7,7,7/1,0,0,0,3,0,0,0/0,2,0,1,0,0,0,0/0,0,0,0,0,0,0,0 n", "F2>",
			"8,7,7,7,7,7,7,7/1,0,0,0,0,0,0,0/1,1,0,3,1,0,0,0/0,0,0,0,0,0,0,0 s"},
	})
}

// TestBaoCaptureKichwaEveryColumn builds, for each side, column and
// direction, a move whose last seed lands in an occupied front pit facing
// two seeds, and checks where the captured seeds are sown.
func TestBaoCaptureKichwaEveryColumn(t *testing.T) {
	r := Bao{}
	for _, s := range []Side{South, North} {
		left, right := 8, 15 // the mover's front row kichwas
		if s == North {
			left, right = 16, 23
		}
		for col := 1; col <= 8; col++ {
			for _, d := range []Direction{Clockwise, AntiClockwise} {
				dir := 1
				if d == AntiClockwise {
					dir = -1
				}
				i := col - 1
				var p Position
				p.ToMove = s
				p.Pits[baoLoopPit(s, i)] = 1
				start := (i - 2*dir + baoLoop) % baoLoop
				p.Pits[baoLoopPit(s, start)] = 2
				opp := 24 - col // North's front column 9-col
				if s == North {
					opp = 16 - col // South's front column 9-col
				}
				p.Pits[opp] = 2
				rest := 0 // the opponent's back row keeps the rest
				if s == South {
					rest = 24
				}
				for n := 64 - 5; n > 0; n-- {
					p.Pits[rest+n%8]++
				}
				m := BaoMove(true, start+1, d)
				if start >= 8 {
					m = BaoMove(false, 16-start, d)
				}
				var tr Trace
				q := r.Apply(p, m, &tr)
				if q == p {
					t.Fatalf("%s %s at %s was not played", s, m, FormatPosition(r, p))
				}
				kichwa, next := left, left+1
				if col >= 7 || (col >= 3 && d == AntiClockwise) {
					kichwa, next = right, right-1
				}
				checkKichwaSow(t, &tr, s, col, d, kichwa, next)
			}
		}
	}
}

func checkKichwaSow(t *testing.T, tr *Trace, s Side, col int, d Direction, kichwa, next int) {
	t.Helper()
	for j, e := range tr.Events {
		if e.Kind != KichwaSow {
			continue
		}
		if int(e.To) != kichwa || j+2 >= len(tr.Events) ||
			tr.Events[j+1].Kind != Drop || int(tr.Events[j+1].To) != kichwa ||
			tr.Events[j+2].Kind != Drop || int(tr.Events[j+2].To) != next {
			t.Errorf("%s capture at column %d sowing %s: kichwa events %v, want drops in %d then %d",
				s, col, d, tr.Events[j:min(j+3, len(tr.Events))], kichwa, next)
		}
		return
	}
	t.Errorf("%s capture at column %d sowing %s: no kichwa sowing in %v", s, col, d, tr.Events)
}

// TestBaoCaptureChain: the seeds sown from a kichwa can end in another
// capture, which sows again.
func TestBaoCaptureChain(t *testing.T) {
	runMoveCases(t, []moveCase{
		{"TwoCaptures", "bao",
			"0,0,0,0,0,0,0,0/0,0,0,1,0,2,1,0/1,3,0,0,2,0,0,0/7,7,7,7,7,7,6,6 s", "F6<",
			"0,0,0,0,0,0,0,0/0,0,0,2,1,1,3,2/1,0,0,0,0,0,0,0/7,7,7,7,7,7,6,6 n"},
		{"OpeningF1Clockwise", "bao",
			"2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 s", "F1>",
			"3,3,0,3,3,0,3,3/3,1,0,4,4,4,1,5/0,0,2,2,2,0,0,2/2,2,2,2,2,2,2,2 n"},
	})
	r := Bao{}
	var tr Trace
	r.Apply(r.Start(South), BaoMove(true, 1, Clockwise), &tr)
	captures := 0
	for _, e := range tr.Events {
		if e.Kind == Capture {
			captures++
			if e.To != Hand || e.Side != South || e.Count != 2 {
				t.Errorf("capture event %+v, want two seeds into South's hand", e)
			}
		}
	}
	if captures != 4 {
		t.Errorf("the opening F1> captures %d times, want 4", captures)
	}
}

// TestBaoPitWithFewerThanTwoSeedsCannotStart: only pits of two or more
// seeds can be sown; with none, the mover has no legal move and loses.
func TestBaoPitWithFewerThanTwoSeedsCannotStart(t *testing.T) {
	runStateCases(t, []stateCase{
		{"OnlyPitsOfTwoOrMore", "bao",
			"0,0,0,0,0,0,0,0/2,1,0,0,0,0,0,3/1,1,1,1,1,1,1,1/7,7,7,7,7,6,5,4 s",
			"F1> F1< F8> F8<", "ongoing"},
		{"SinglesOnlyLoses", "bao",
			"1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1/4,4,4,4,4,4,4,4/2,2,2,2,2,2,2,2 s",
			"", "north 16-48"},
		{"NorthSinglesOnlyLoses", "bao",
			"4,4,4,4,4,4,4,4/2,2,2,2,2,2,2,2/1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1 n",
			"", "south 48-16"},
	})
}

// TestBaoLossWhenFrontRowEmpty: a player whose front row is empty at the
// start of their turn loses, whatever the back row holds.
func TestBaoLossWhenFrontRowEmpty(t *testing.T) {
	runStateCases(t, []stateCase{
		{"SouthFrontEmpty", "bao",
			"4,4,4,4,4,4,4,4/0,0,0,0,0,0,0,0/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 s",
			"", "north 32-32"},
		{"NorthFrontEmptyButSouthToMove", "bao",
			"0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/8,8,8,8,8,8,7,7 s",
			"F1> F1<", "ongoing"},
		{"NorthFrontEmpty", "bao",
			"0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/8,8,8,8,8,8,7,7 n",
			"", "south 2-62"},
	})
	// A capture that empties the opponent's front row wins at their turn.
	r := Bao{}
	p := mustPosition(t, r, "0,0,0,0,0,0,0,0/0,2,0,1,0,0,0,0/0,0,0,0,3,0,0,0/8,8,7,7,7,7,7,7 s")
	var tr Trace
	q := r.Apply(p, BaoMove(true, 2, Clockwise), &tr)
	if got := outcomeString(r.Outcome(q)); got != "south 6-58" {
		t.Errorf("after the capture: %s at %s", got, FormatPosition(r, q))
	}
	if last := tr.Events[len(tr.Events)-1]; last.Kind != GameOver || last.Side != South || last.Draw {
		t.Errorf("trace ends with %+v, want South's win", last)
	}
}

// baoEndless is a position found by a search over random positions: South's
// move F2< relays round its loop for ever (North's front row is empty, so
// nothing is ever captured), while its other moves end.
const baoEndless = "2,1,0,1,2,1,0,1/0,2,1,2,3,1,5,2/0,0,0,0,0,0,0,0/5,5,6,4,2,4,6,8 s"

// TestBaoEndlessMoveIsNotLegal: a move that sows more than 10,000 seeds
// without ending is endless and not legal.
func TestBaoEndlessMoveIsNotLegal(t *testing.T) {
	r := Bao{}
	p := mustPosition(t, r, baoEndless)
	endless := BaoMove(true, 2, AntiClockwise)
	if IsLegal(r, p, endless) {
		t.Fatalf("endless %s is legal at %s", endless, baoEndless)
	}
	if got := legalStrings(r, p); got == "" {
		t.Fatalf("no legal moves at %s", baoEndless)
	}
	tr := Trace{Events: []Event{{Kind: PassTurn}}}
	if q := r.Apply(p, endless, &tr); q != p || len(tr.Events) != 1 {
		t.Errorf("endless move changed the position to %s or the trace (%d events)", FormatPosition(r, q), len(tr.Events))
	}
	if o := r.Outcome(p); o.Over() {
		t.Errorf("outcome %s, want ongoing", outcomeString(o))
	}
	// An independent relay sowing round South's loop: the state at a relay
	// comes back within 10,000 seeds, so the move never ends.
	if sown, ended, repeats := relayRound(p, 1, -1, BaoEndless); ended || !repeats {
		t.Errorf("the relay ends (%v) or does not repeat within %d seeds", ended, sown)
	}
}

// TestBaoLongMoveUnderTheLimitIsLegal: a move that ends after 4,294 seeds
// (found by a search over random positions) is long but not endless.
func TestBaoLongMoveUnderTheLimitIsLegal(t *testing.T) {
	r := Bao{}
	p := mustPosition(t, r, "4,5,0,7,1,0,4,2/0,2,3,2,2,3,2,1/0,0,0,0,0,0,0,0/4,4,2,1,5,3,5,2 s")
	m := BaoMove(true, 4, Clockwise)
	if sown, ended, _ := relayRound(p, 3, 1, BaoEndless); !ended || sown != 4294 {
		t.Fatalf("the relay sows %d seeds, ended %v; want 4294, true", sown, ended)
	}
	if !IsLegal(r, p, m) {
		t.Fatalf("%s is not legal", m)
	}
	var tr Trace
	q := r.Apply(p, m, &tr)
	drops := 0
	for _, e := range tr.Events {
		if e.Kind == Drop {
			drops++
		}
	}
	if drops != 4294 || q.ToMove != North || Replay(p, &tr) != q {
		t.Errorf("the move drops %d seeds, then %s to move", drops, q.ToMove)
	}
}

// TestBaoLossWhenEveryMoveIsEndless: South's only pit of two or more seeds
// (found by a search over random positions) relays for ever in both
// directions, so South has no legal move and loses although its front row
// has seeds.
func TestBaoLossWhenEveryMoveIsEndless(t *testing.T) {
	runStateCases(t, []stateCase{
		{"OnlyEndlessMoves", "bao",
			"0,1,0,1,0,1,0,1/1,41,1,0,1,0,1,0/0,0,0,0,0,0,0,0/2,2,2,2,2,2,2,1 s",
			"", "north 49-15"},
	})
	p := mustPosition(t, Bao{}, "0,1,0,1,0,1,0,1/1,41,1,0,1,0,1,0/0,0,0,0,0,0,0,0/2,2,2,2,2,2,2,1 s")
	for _, dir := range []int{1, -1} {
		if sown, ended, _ := relayRound(p, 1, dir, BaoEndless); ended {
			t.Errorf("sowing F2 in direction %d ends after %d seeds", dir, sown)
		}
	}
}

// relayRound sows South's loop pit at step i in direction dir with relays
// and no captures, for at most limit seeds. It returns the seeds sown and
// whether the sowing ended, or whether a relay state came back (repeats:
// the sowing can never end).
func relayRound(p Position, i, dir, limit int) (sown int, ended, repeats bool) {
	var loop [baoLoop]int
	for k := range loop {
		loop[k] = int(p.Pits[baoLoopPit(South, k)])
	}
	type state struct {
		loop [baoLoop]int
		i    int
	}
	seen := map[state]bool{}
	for sown <= limit {
		n := loop[i]
		loop[i] = 0
		for ; n > 0; n-- {
			i = (i + dir + baoLoop) % baoLoop
			loop[i]++
			sown++
		}
		if loop[i] == 1 {
			return sown, true, false
		}
		st := state{loop, i}
		if seen[st] {
			return sown, false, true
		}
		seen[st] = true
	}
	return sown, false, false
}

// TestBaoRepeatedIsADraw: the third repetition of a whole position is a
// draw, the score being the seeds on each side.
func TestBaoRepeatedIsADraw(t *testing.T) {
	r := Bao{}
	p := mustPosition(t, r, "4,4,4,4,4,4,4,4/2,2,2,2,2,2,2,2/1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1 n")
	o, ok := r.Repeated(p)
	if !ok || outcomeString(o) != "draw 48-16" {
		t.Errorf("Repeated = %s, %v; want draw 48-16", outcomeString(o), ok)
	}
}

func TestBaoIllegalMoveChangesNothing(t *testing.T) {
	r := Bao{}
	cases := []struct {
		position string
		move     Move
	}{
		{"0,0,0,0,0,0,0,0/2,1,0,0,0,0,0,3/1,1,1,1,1,1,1,1/7,7,7,7,7,6,5,4 s", BaoMove(true, 2, Clockwise)},  // one seed
		{"0,0,0,0,0,0,0,0/2,1,0,0,0,0,0,3/1,1,1,1,1,1,1,1/7,7,7,7,7,6,5,4 s", BaoMove(true, 3, Clockwise)},  // empty
		{"0,0,0,0,0,0,0,0/2,1,0,0,0,0,0,3/1,1,1,1,1,1,1,1/7,7,7,7,7,6,5,4 s", BaoMove(false, 1, Clockwise)}, // empty back pit
		{"4,4,4,4,4,4,4,4/0,0,0,0,0,0,0,0/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 s", BaoMove(false, 1, Clockwise)}, // front row empty
		{"2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 s", PitMove(1)},                   // not a Bao move
		{"2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 s", Move(0xe0)},                   // not a move at all
		{baoEndless, BaoMove(true, 2, AntiClockwise)},                                                       // endless
	}
	for _, c := range cases {
		checkRejected(t, r, c.position, c.move)
	}
}
