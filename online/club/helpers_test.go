//go:build !js

package club

import (
	"testing"
	"time"

	"mancala/engine"
	"mancala/online/proto"
	"mancala/online/server/servertest"
)

// waitLimit bounds every wait for the server: far more than any answer
// takes, so reaching it is a failure, not a slow machine.
const waitLimit = 30 * time.Second

// open opens a session on ts with a keeper in memory, closed at the end.
func open(t *testing.T, ts *servertest.Server) *Session {
	t.Helper()
	return openWith(t, ts, &MemoryKeeper{})
}

func openWith(t *testing.T, ts *servertest.Server, k Keeper) *Session {
	t.Helper()
	s := Open(ts.URL, k)
	t.Cleanup(s.Close)
	waitFor(t, "the welcome", func() bool { return s.Me().ID != "" }, s)
	return s
}

// waitFor polls the sessions until ok holds.
func waitFor(t *testing.T, what string, ok func() bool, ss ...*Session) {
	t.Helper()
	limit := time.Now().Add(waitLimit)
	for {
		for _, s := range ss {
			s.Poll(time.Now())
		}
		if ok() {
			return
		}
		if time.Now().After(limit) {
			t.Fatalf("waited %v for %s", waitLimit, what)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// started waits for the next game Started returns on s.
func started(t *testing.T, s *Session, others ...*Session) string {
	t.Helper()
	var game string
	waitFor(t, s.Me().Name+"'s game to start", func() bool {
		g, ok := s.Started()
		game = g
		return ok
	}, append(others, s)...)
	return game
}

// invitePair starts a casual game of variant between two new guests, by
// invite and code.
func invitePair(t *testing.T, ts *servertest.Server, variant string) (a, b *Session, ma, mb *Match) {
	t.Helper()
	a, b = open(t, ts), open(t, ts)
	a.Invite(proto.Invite{Variant: variant, Clock: "untimed"})
	var code string
	waitFor(t, "the invite", func() bool { code, _, _ = a.Invited(); return code != "" }, a)
	b.Join(code)
	ga, gb := started(t, a, b), started(t, b, a)
	if ga != gb {
		t.Fatalf("a started %s, b %s", ga, gb)
	}
	ma, mb = a.Match(ga), b.Match(gb)
	waitFor(t, "both starts", func() bool { return ma.Ready() && mb.Ready() }, a, b)
	return a, b, ma, mb
}

// mover returns which of the matches is to move, nil when neither can.
func mover(ms ...*Match) *Match {
	for _, m := range ms {
		side, ok := m.MySide()
		if ok && !m.Result().Over && m.own == nil && m.Plies() == m.rec.Plies() &&
			m.rec.game.Position().ToMove == side && len(m.rec.game.LegalMoves(nil)) > 0 {
			return m
		}
	}
	return nil
}

// firstLegal is the first legal move of m's position.
func firstLegal(m *Match) engine.Move { return m.rec.game.LegalMoves(nil)[0] }

// drain plays the Shown queue of m onto the board it started from and
// returns the board at the end.
func drain(t *testing.T, m *Match, board engine.Position) engine.Position {
	t.Helper()
	for _, sh := range m.Shown() {
		if sh.Before != board {
			t.Errorf("shown ply %d starts from %s, the board shows %s", sh.Ply,
				engine.FormatPosition(m.Rules(), sh.Before), engine.FormatPosition(m.Rules(), board))
		}
		board = sh.After
	}
	m.Animated(len(m.Shown()))
	return board
}

// arrived reports whether a message for which ok holds waits in s's
// inbox, without applying anything.
func arrived(s *Session, ok func(proto.Message) bool) bool {
	s.in.mu.Lock()
	defer s.in.mu.Unlock()
	for _, it := range s.in.items {
		if it.msg != nil && ok(it.msg) {
			return true
		}
	}
	return false
}

// waitArrived waits, without polling s, for a message to reach its inbox.
func waitArrived(t *testing.T, s *Session, what string, ok func(proto.Message) bool) {
	t.Helper()
	limit := time.Now().Add(waitLimit)
	for !arrived(s, ok) {
		if time.Now().After(limit) {
			t.Fatalf("waited %v for %s", waitLimit, what)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// kind matches an event of the kind in game.
func kind(game string, k proto.EventKind) func(proto.Message) bool {
	return func(m proto.Message) bool {
		e, ok := m.(*proto.Event)
		return ok && e.Game == game && e.Kind == k
	}
}

// playUntil plays the first legal move for whoever is to move until done
// holds or the game ends.
func playUntil(t *testing.T, done func() bool, a, b *Session, ma, mb *Match) {
	t.Helper()
	for !done() && !ma.Result().Over {
		waitFor(t, "a move", func() bool { return mover(ma, mb) != nil || ma.Result().Over || done() }, a, b)
		if m := mover(ma, mb); m != nil && !done() {
			if err := m.Play(firstLegal(m)); err != nil {
				t.Fatal(err)
			}
			waitFor(t, "the move's confirmation", func() bool { return m.own == nil }, a, b)
		}
	}
}
