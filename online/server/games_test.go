package server

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"

	"mancala/engine"
	"mancala/online/proto"
	"mancala/online/store"
	"mancala/online/store/pgtest"
)

// pair connects two guests who seek the same game and returns them with
// the start event each received.
func pair(t *testing.T, ts *testServer, variant, clock string) (a, b *raw, start *proto.Event) {
	t.Helper()
	a, _ = ts.connect("")
	b, _ = ts.connect("")
	a.send(&proto.Seek{Variant: variant, Clock: clock})
	if _, ok := a.recv().(*proto.Seeking); !ok {
		t.Fatal("no seeking")
	}
	b.send(&proto.Seek{Variant: variant, Clock: clock})
	start = a.event(proto.KindStart)
	if s2 := b.event(proto.KindStart); s2.Game != start.Game {
		t.Fatalf("paired into %s and %s", start.Game, s2.Game)
	}
	return a, b, start
}

// playOut plays the first legal move for whoever is to move until the
// game ends, and returns the moves and the end event.
func playOut(t *testing.T, start *proto.Event, south, north *raw) ([]string, *proto.Event) {
	t.Helper()
	r, err := engine.ParseRules(start.Variant)
	if err != nil {
		t.Fatal(err)
	}
	g := engine.NewGame(r, mustPosition(t, r, start.Position))
	var played []string
	for ply := 1; !g.Outcome().Over(); ply++ {
		c := south
		if g.Position().ToMove == engine.North {
			c = north
		}
		mv := g.LegalMoves(nil)[0]
		c.send(&proto.Move{Game: start.Game, Ply: ply, Move: mv.String(), ID: fmt.Sprint("m", ply)})
		ack := c.until(func(m proto.Message) bool { _, ok := m.(*proto.Ack); _, bad := m.(*proto.Error); return ok || bad })
		if _, ok := ack.(*proto.Ack); !ok {
			t.Fatalf("ply %d %s: %+v", ply, mv, ack)
		}
		g.Play(mv, nil)
		played = append(played, mv.String())
	}
	return played, south.event(proto.KindEnd)
}

func mustPosition(t *testing.T, r engine.Rules, s string) engine.Position {
	t.Helper()
	p, err := engine.ParsePosition(r, s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestTwoGuestsPairedBySeekPlayAWholeGame(t *testing.T) {
	ts := startServer(t, nil)
	a, b, start := pair(t, ts, "oware", "untimed")
	if start.South.Name == "" || start.North.Name == "" || start.Turn == "" {
		t.Fatalf("start %+v", start)
	}
	moves, end := playOut(t, start, a, b) // a seeks first and sits South
	if end.Result == "" || end.Reason != proto.ReasonRules {
		t.Errorf("end %+v", end)
	}
	resp, err := http.Get(ts.http.URL + "/api/games/" + start.Game)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	want := "variant oware\nposition " + start.Position + " moves " + strings.Join(moves, " ") + "\n"
	if string(body) != want || resp.Header.Get("X-Result") == "ongoing" {
		t.Errorf("fetched %q (%s), want %q", body, resp.Header.Get("X-Result"), want)
	}
}

func TestAWholeGameOnPostgreSQL(t *testing.T) {
	url := pgtest.Start(t).CreateDatabase(t, "mancala")
	st, err := store.OpenPostgres(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	ts := startServerOn(t, st, nil)
	a, b, start := pair(t, ts, "congkak", "3+2")
	moves, end := playOut(t, start, a, b)
	g, err := st.Game(context.Background(), store.GameID(start.Game))
	if err != nil || len(g.Moves) != len(moves) || end.Reason != proto.ReasonRules || g.Result == store.Ongoing {
		t.Errorf("stored %d moves of %d, result %s, %v", len(g.Moves), len(moves), g.Result, err)
	}
}

func TestMovesInOtherPlayersGamesAndFinishedGamesAreRefused(t *testing.T) {
	ts := startServer(t, nil)
	a, b, start := pair(t, ts, "kalah", "5+3")
	eve, _ := ts.connect("")
	eve.send(&proto.Move{Game: start.Game, Ply: 1, Move: "3", ID: "e1"})
	if got := eve.errorCode(); got != proto.ErrNotPlayer {
		t.Errorf("a stranger's move: %q", got)
	}
	eve.send(&proto.Move{Game: "nosuchgame", Ply: 1, Move: "3", ID: "e2"})
	if got := eve.errorCode(); got != proto.ErrNotFound {
		t.Errorf("a move in no game: %q", got)
	}
	a.send(&proto.Resign{Game: start.Game})
	b.event(proto.KindEnd)
	b.send(&proto.Move{Game: start.Game, Ply: 1, Move: "3", ID: "late"})
	if got := b.errorCode(); got != proto.ErrGameOver {
		t.Errorf("a move after the end: %q", got)
	}
}

func TestRatedSeeksNeedAnAccountAndTheLadderOptions(t *testing.T) {
	ts := startServer(t, nil)
	guest, _ := ts.connect("")
	guest.send(&proto.Seek{Variant: "kalah", Clock: "5+3", Rated: true})
	if got := guest.errorCode(); got != proto.ErrUnauthorized {
		t.Errorf("a guest's rated seek: %q", got)
	}
	_, acct := post(t, ts, "/api/register", map[string]string{"name": "carol", "password": "long enough"})
	c, _ := ts.connect(acct["token"].(string))
	for _, s := range []*proto.Seek{{Variant: "kalah seeds=5", Clock: "5+3", Rated: true},
		{Variant: "oware", Clock: "5+3", Rated: true}, {Variant: "kalah", Clock: "untimed", Rated: true}} {
		c.send(s)
		if got := c.errorCode(); got != proto.ErrRankedOnly {
			t.Errorf("%+v: %q", s, got)
		}
	}
	c.send(&proto.Seek{Variant: "kalah pits=9 seeds=99", Clock: "5+3"})
	if got := c.errorCode(); got != proto.ErrBadVariant {
		t.Errorf("a variant the engine refuses: %q", got)
	}
}

func TestAnInviteCodeMakesOneGame(t *testing.T) {
	ts := startServer(t, nil)
	a, _ := ts.connect("")
	a.send(&proto.Invite{Variant: "congkak", Clock: "10+5", Public: true})
	inv, ok := a.recv().(*proto.Invited)
	if !ok {
		t.Fatal("no invited")
	}
	watcher, _ := ts.connect("")
	watcher.send(&proto.List{What: "challenges"})
	if l := watcher.recv().(*proto.Lists); len(l.Challenges) != 1 || l.Challenges[0].Code != inv.Code {
		t.Fatalf("challenges %+v", l)
	}
	b, _ := ts.connect("")
	b.send(&proto.Join{Code: inv.Code})
	start := b.event(proto.KindStart)
	if a.event(proto.KindStart).Game != start.Game || start.Variant != "congkak" {
		t.Fatalf("start %+v", start)
	}
	watcher.send(&proto.Join{Code: inv.Code})
	if got := watcher.errorCode(); got != proto.ErrExpired {
		t.Errorf("a taken code: %q", got)
	}
}

func TestAComputerOpponentPlaysAWholeGame(t *testing.T) {
	ts := startServer(t, nil)
	c, w := ts.connect("")
	c.send(&proto.Computer{Variant: "kalah pits=4 seeds=3", Clock: "3+2", Level: 2})
	start := c.event(proto.KindStart)
	me := engine.South
	if start.North.ID == w.Player.ID {
		me = engine.North
	}
	r, _ := engine.ParseRules(start.Variant)
	pos, ply := mustPosition(t, r, start.Position), 0
	for !r.Outcome(pos).Over() {
		if pos.ToMove == me {
			mv := r.LegalMoves(pos, nil)[0]
			c.send(&proto.Move{Game: start.Game, Ply: ply + 1, Move: mv.String(), ID: fmt.Sprint("h", ply)})
		}
		e := c.event(proto.KindMove)
		pos, ply = mustPosition(t, r, e.Position), e.Ply
	}
	if e := c.event(proto.KindEnd); e.Reason != proto.ReasonRules || e.SouthChange != nil {
		t.Errorf("end %+v", e)
	}
}

func TestAComputerGameBeyondTheCapIsRefused(t *testing.T) {
	ts := startServer(t, func(c *Config) { c.MaxComputerGames = 1 })
	c, _ := ts.connect("")
	c.send(&proto.Computer{Variant: "oware", Clock: "untimed", Level: 1})
	c.event(proto.KindStart)
	c.send(&proto.Computer{Variant: "oware", Clock: "untimed", Level: 1})
	if got := c.errorCode(); got != proto.ErrBusy {
		t.Errorf("a second computer game: %q", got)
	}
}

func TestUnfinishedGamesAreResumedOnStart(t *testing.T) {
	db := t.TempDir() + "/m.db"
	ts := startServerAt(t, db, nil)
	a, b, start := pair(t, ts, "kalah", "untimed")
	// a seeks first and sits South; the mover goes first, the other second.
	tokA, tokB := tokenOf(t, ts, start.South.ID), tokenOf(t, ts, start.North.ID)
	if start.Turn == "north" {
		a, b = b, a
		tokA, tokB = tokB, tokA
	}
	a.send(&proto.Move{Game: start.Game, Ply: 1, Move: "1", ID: "x1"})
	a.until(func(m proto.Message) bool { _, ok := m.(*proto.Ack); return ok })
	_ = b
	ts.stop()
	ts2 := startServerAt(t, db, nil)
	b2, w := ts2.connect(tokB)
	if len(w.Games) != 1 || w.Games[0] != start.Game {
		t.Fatalf("welcome after a restart lists %v", w.Games)
	}
	if e := b2.event(proto.KindMove); e.Ply != 1 || e.Move != "1" {
		t.Fatalf("catch-up %+v", e)
	}
	b2.send(&proto.Move{Game: start.Game, Ply: 2, Move: "1", ID: "y1"})
	b2.until(func(m proto.Message) bool { _, ok := m.(*proto.Ack); return ok })
	a2, _ := ts2.connect(tokA)
	a2.send(&proto.Move{Game: start.Game, Ply: 1, Move: "1", ID: "x1"}) // sent again after the restart
	if ack, ok := a2.until(func(m proto.Message) bool { _, ok := m.(*proto.Ack); return ok }).(*proto.Ack); !ok || ack.Ply != 1 {
		t.Errorf("a stored move sent again: %+v", ack)
	}
	g, _ := ts2.store.Game(context.Background(), store.GameID(start.Game))
	if len(g.Moves) != 2 {
		t.Errorf("%d moves stored, want 2", len(g.Moves))
	}
}

// tokenOf signs a token for a player, as their welcome did.
func tokenOf(t *testing.T, ts *testServer, id string) string {
	return ts.s.sign.token(store.PlayerID(id), ts.s.now().Add(TokenLife))
}

// TestAGameThatEndedWhileAwayIsCaughtUpFromTheStore: a client that
// missed a game's end (the server restarted since) gets it on hello.
func TestAGameThatEndedWhileAwayIsCaughtUpFromTheStore(t *testing.T) {
	db := t.TempDir() + "/m.db"
	ts := startServerAt(t, db, nil)
	a, b, start := pair(t, ts, "oware", "untimed")
	tokB := tokenOf(t, ts, start.North.ID)
	a.send(&proto.Resign{Game: start.Game})
	b.event(proto.KindEnd)
	ts.stop()
	ts2 := startServerAt(t, db, nil)
	c, err := ts2.dial(nil)
	if err != nil {
		t.Fatal(err)
	}
	c.send(&proto.Hello{Token: tokB, Seen: map[string]int64{start.Game: 1}})
	if e := c.event(proto.KindEnd); e.Game != start.Game || e.Result != "north" || e.N != 2 {
		t.Errorf("end %+v", e)
	}
}

// TestTheStartOfAnInvitedGameAnnouncesNoAbsence: both players of an
// invited game are connected from its start: neither is told that a side
// is gone or back (a client shows those as a lost connection).
func TestTheStartOfAnInvitedGameAnnouncesNoAbsence(t *testing.T) {
	ts := startServer(t, nil)
	a, wa := ts.connect("")
	a.send(&proto.Invite{Variant: "kalah", Clock: "5+3"})
	inv := a.until(func(m proto.Message) bool { _, ok := m.(*proto.Invited); return ok }).(*proto.Invited)
	b, _ := ts.connect("")
	b.send(&proto.Join{Code: inv.Code})
	start := a.event(proto.KindStart)
	b.event(proto.KindStart)
	first := b // the player whose turn it is
	if (start.Turn == "south") == (start.South.ID == wa.Player.ID) {
		first = a
	}
	first.send(&proto.Move{Game: start.Game, Ply: 1, Move: "1", ID: "m1"})
	for _, c := range []*raw{a, b} {
		c.event(proto.KindMove)
		c.send(&proto.List{What: "games"}) // answered after what was due before it
		c.until(func(m proto.Message) bool { _, ok := m.(*proto.Lists); return ok })
		for _, m := range c.pending {
			if e, ok := m.(*proto.Event); ok && (e.Kind == proto.KindGone || e.Kind == proto.KindBack) {
				t.Errorf("a player was told %s %s at the start", e.Kind, e.Side)
			}
		}
	}
}

// TestWelcomeListsOnlyGamesStillBeingPlayed: a player who reconnects after
// a game ended (its room stays for a rematch) is not told it is live and,
// not having asked for it in seen, gets none of its events again; asking
// for it brings the events after those seen.
func TestWelcomeListsOnlyGamesStillBeingPlayed(t *testing.T) {
	ts := startServer(t, nil)
	a, _, start := pair(t, ts, "kalah", "untimed")
	a.send(&proto.Resign{Game: start.Game})
	end := a.event(proto.KindEnd)
	token := tokenOf(t, ts, start.South.ID)
	back, w := ts.connect(token)
	if len(w.Games) != 0 {
		t.Errorf("welcome lists %v after the game ended", w.Games)
	}
	back.send(&proto.List{What: "games"})
	back.until(func(m proto.Message) bool { _, ok := m.(*proto.Lists); return ok })
	for _, m := range back.pending {
		if e, ok := m.(*proto.Event); ok && e.Game == start.Game {
			t.Errorf("event %d (%s) of the ended game came again", e.N, e.Kind)
		}
	}
	again, _ := ts.dial(nil)
	again.send(&proto.Hello{Token: token, Seen: map[string]int64{start.Game: end.N - 1}})
	again.recv()
	if e := again.event(proto.KindEnd); e.N != end.N {
		t.Errorf("asked from event %d, got the end as %d", end.N-1, e.N)
	}
}
