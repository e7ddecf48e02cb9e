package engine

import "testing"

func TestGameUndoRedo(t *testing.T) {
	r := mustRules(t, "kalah")
	g := NewGame(r, r.Start(South))
	if g.Undo() || g.CanRedo() || g.Redo(nil) {
		t.Fatalf("a new game can undo or redo")
	}
	positions := []string{"4,4,4,4,4,4/4,4,4,4,4,4 0 0 s"}
	for _, c := range []struct{ move, after string }{
		{"3", "4,4,0,5,5,5/4,4,4,4,4,4 1 0 s"},
		{"6", "4,4,0,5,5,0/5,5,5,5,4,4 2 0 n"},
		{"1", "4,4,0,5,5,0/0,6,6,6,5,5 2 0 s"},
	} {
		if err := g.Play(mustMove(t, r, c.move), nil); err != nil {
			t.Fatalf("%s: %v", c.move, err)
		}
		if got := FormatPosition(r, g.Position()); got != c.after {
			t.Fatalf("after %s: %s, want %s", c.move, got, c.after)
		}
		positions = append(positions, c.after)
	}
	for i, want := range positions {
		if got := FormatPosition(r, g.PositionAt(i)); got != want {
			t.Errorf("PositionAt(%d) = %s, want %s", i, got, want)
		}
	}
	if !g.Undo() || !g.Undo() {
		t.Fatal("cannot undo twice")
	}
	if got := FormatPosition(r, g.Position()); got != positions[1] || len(g.Moves()) != 1 || !g.CanRedo() {
		t.Fatalf("after two undos: %s, %d moves", got, len(g.Moves()))
	}
	if u := g.Undone(); len(u) != 2 || u[0].String() != "6" || u[1].String() != "1" {
		t.Fatalf("Undone() = %v, want [6 1], the next redo first", u)
	}
	var tr Trace
	if !g.Redo(&tr) || FormatPosition(r, g.Position()) != positions[2] || len(tr.Events) == 0 {
		t.Fatalf("redo gives %s with %d events", FormatPosition(r, g.Position()), len(tr.Events))
	}
	if Replay(g.PositionAt(1), &tr) != g.Position() {
		t.Errorf("the redo trace does not replay to the position")
	}
	if !g.Redo(nil) || FormatPosition(r, g.Position()) != positions[3] || g.CanRedo() {
		t.Fatalf("second redo gives %s", FormatPosition(r, g.Position()))
	}
	// Undo, then a different move: nothing is left to redo.
	g.Undo()
	if err := g.Play(mustMove(t, r, "2"), nil); err != nil || g.CanRedo() {
		t.Fatalf("play after undo: %v, can redo %v", err, g.CanRedo())
	}
	for g.Undo() {
	}
	if g.Position() != g.Start() || len(g.Moves()) != 0 || g.Rules() != r {
		t.Errorf("undoing everything leaves %s", FormatPosition(r, g.Position()))
	}
}

func TestGameRejectsIllegalMoveChangingNothing(t *testing.T) {
	r := mustRules(t, "kalah")
	start := mustPosition(t, r, "0,4,4,4,4,4/4,4,4,4,4,8 0 0 s")
	g := NewGame(r, start)
	g.Play(PitMove(2), nil)
	g.Undo()
	for _, m := range []Move{PitMove(1), PitMove(7), Move(255), BaoMove(true, 1, Clockwise)} {
		tr := Trace{Events: []Event{{Kind: Lift}}}
		if err := g.Play(m, &tr); err != ErrIllegal {
			t.Errorf("Play(%v) = %v, want ErrIllegal", m, err)
		}
		if g.Position() != start || len(g.Moves()) != 0 || !g.CanRedo() || len(tr.Events) != 1 {
			t.Errorf("illegal %v changed the game: %s, %d moves, redo %v, %d events",
				m, FormatPosition(r, g.Position()), len(g.Moves()), g.CanRedo(), len(tr.Events))
		}
	}
}

func TestGameOverRejectsMoves(t *testing.T) {
	r := mustRules(t, "kalah")
	g := NewGame(r, mustPosition(t, r, "0,0,0,0,0,1/4,4,4,4,4,4 10 13 s"))
	if err := g.Play(PitMove(6), nil); err != nil {
		t.Fatal(err)
	}
	if o := g.Outcome(); outcomeString(o) != "north 11-37" {
		t.Fatalf("outcome %s", outcomeString(o))
	}
	var buf [MaxMoves]Move
	if n := len(g.LegalMoves(buf[:0])); n != 0 {
		t.Errorf("%d legal moves after the end", n)
	}
	for pit := 1; pit <= 6; pit++ {
		if err := g.Play(PitMove(pit), nil); err != ErrIllegal {
			t.Errorf("pit %d after the end: %v", pit, err)
		}
	}
	if !g.Undo() || g.Outcome().Over() {
		t.Errorf("undo does not reopen the game")
	}
}

// TestGameRepetitionNeedsThirdOccurrence: the Oware chase of two single
// seeds comes back to its start every twelve plies; the second occurrence
// plays on and the third ends the game (each taking their own side).
func TestGameRepetitionNeedsThirdOccurrence(t *testing.T) {
	r := Oware{}
	start := mustPosition(t, r, "0,0,0,0,0,1/0,0,0,0,0,1 23 23 s")
	g := NewGame(r, start)
	var buf [MaxMoves]Move
	for len(g.Moves()) < 12 {
		g.Play(g.LegalMoves(buf[:0])[0], nil)
	}
	if g.Position() != start || g.Repetitions() != 2 || g.Outcome().Over() {
		t.Fatalf("after 12 plies: %s, %d repetitions, %s", FormatPosition(r, g.Position()), g.Repetitions(), outcomeString(g.Outcome()))
	}
	for len(g.Moves()) < 24 {
		g.Play(g.LegalMoves(buf[:0])[0], nil)
	}
	if g.Repetitions() != 3 || outcomeString(g.Outcome()) != "draw 24-24" {
		t.Fatalf("after 24 plies: %d repetitions, %s", g.Repetitions(), outcomeString(g.Outcome()))
	}
	g.Undo()
	if g.Outcome().Over() || g.Repetitions() != 2 {
		t.Errorf("undoing the repeating move leaves the game over")
	}
}

// TestGameKalahExtraTurnKeepsMover: an extra turn is a new move by the same
// player in the history.
func TestGameKalahExtraTurnKeepsMover(t *testing.T) {
	r := mustRules(t, "kalah")
	g := NewGame(r, r.Start(North))
	for _, m := range []int{3, 6} {
		if g.Position().ToMove != North {
			t.Fatalf("before %d: %s to move", m, g.Position().ToMove)
		}
		if err := g.Play(PitMove(m), nil); err != nil {
			t.Fatal(err)
		}
	}
	if got := FormatPosition(r, g.Position()); got != "5,5,5,5,4,4/4,4,0,5,5,0 0 2 s" {
		t.Errorf("after 3 6: %s", got)
	}
}

// eventKinds names the kinds of evs, separated by spaces.
func eventKinds(evs []Event) string {
	s := ""
	for i, e := range evs {
		if i > 0 {
			s += " "
		}
		s += e.Kind.String()
	}
	return s
}

// TestEndRepeatedEachTakesOwnSide: where a third repetition ends the game
// with each player taking the seeds on their own side (Oware, Congkak,
// avalanche Kalah), EndRepeated empties every pit into its owner's store
// with a Sweep per pit and then GameOver; Bao's draw leaves the position
// as it is; single-sowing Kalah has no repetition rule.
func TestEndRepeatedEachTakesOwnSide(t *testing.T) {
	for _, c := range []struct {
		rules, before, after, events, outcome string
	}{
		{"oware", "0,0,0,0,0,1/0,0,0,0,0,1 22 24 s", "0,0,0,0,0,0/0,0,0,0,0,0 23 25 s",
			"sweep sweep game-over", "north 23-25"},
		{"oware", "2,0,3,0,0,0/0,0,1,0,0,0 20 22 n", "0,0,0,0,0,0/0,0,0,0,0,0 25 23 n",
			"sweep sweep sweep game-over", "south 25-23"},
		{"congkak", "0,0,9,0,0,0,1/3,0,0,0,0,0,0 40 45 s", "0,0,0,0,0,0,0/0,0,0,0,0,0,0 50 48 s",
			"sweep sweep sweep game-over", "south 50-48"},
		{"kalah sowing=avalanche", "1,0,0,0,0,2/0,4,0,0,0,1 20 20 n", "0,0,0,0,0,0/0,0,0,0,0,0 23 25 n",
			"sweep sweep sweep sweep game-over", "north 23-25"},
		{"kalah sowing=avalanche leftovers=emptier", "0,0,0,0,0,3/0,1,0,0,0,0 22 22 s",
			"0,0,0,0,0,0/0,0,0,0,0,0 25 23 s", "sweep sweep game-over", "south 25-23"},
		{"bao", "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 s",
			"2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 s", "game-over", "draw 32-32"},
	} {
		r := mustRules(t, c.rules)
		before := mustPosition(t, r, c.before)
		var tr Trace
		after, ok := EndRepeated(r, before, &tr)
		if got := FormatPosition(r, after); !ok || got != c.after {
			t.Errorf("%s at %s: %s, %v; want %s", c.rules, c.before, got, ok, c.after)
		}
		if got := eventKinds(tr.Events); got != c.events {
			t.Errorf("%s at %s: events %s, want %s", c.rules, c.before, got, c.events)
		}
		if Replay(before, &tr) != after {
			t.Errorf("%s at %s: the trace does not replay to the swept position", c.rules, c.before)
		}
		if o, _ := r.Repeated(before); outcomeString(o) != c.outcome || outcomeString(r.Outcome(after)) != c.outcome && c.rules != "bao" {
			t.Errorf("%s at %s: outcome %s (swept %s), want %s", c.rules, c.before, outcomeString(o),
				outcomeString(r.Outcome(after)), c.outcome)
		}
	}
	r := mustRules(t, "kalah")
	p := r.Start(South)
	var tr Trace
	if q, ok := EndRepeated(r, p, &tr); ok || q != p || len(tr.Events) != 0 {
		t.Errorf("single-sowing Kalah: EndRepeated = %v with %d events; want no repetition rule", ok, len(tr.Events))
	}
}

// TestGameUndoReopensRepetitionEnd: undoing the move that ended the game
// by repetition brings back the position before it, unswept, and replaying
// it ends the game again with the same sweep.
func TestGameUndoReopensRepetitionEnd(t *testing.T) {
	r := Oware{}
	start := mustPosition(t, r, "0,0,0,0,0,1/0,0,0,0,0,1 22 24 s")
	g := NewGame(r, start)
	var buf [MaxMoves]Move
	for !g.Outcome().Over() {
		g.Play(g.LegalMoves(buf[:0])[0], nil)
	}
	swept := FormatPosition(r, g.Position())
	if !g.Undo() || g.Outcome().Over() || FormatPosition(r, g.Position()) != "0,0,0,0,0,1/0,0,0,0,1,0 22 24 n" {
		t.Fatalf("after undo: %s, %s", FormatPosition(r, g.Position()), outcomeString(g.Outcome()))
	}
	if !g.Redo(nil) || FormatPosition(r, g.Position()) != swept || FormatPosition(r, g.PositionAt(len(g.Moves()))) != swept {
		t.Errorf("redo gives %s, want %s", FormatPosition(r, g.Position()), swept)
	}
}
