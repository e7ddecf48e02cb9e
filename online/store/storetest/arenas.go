package storetest

import (
	"errors"
	"testing"
	"time"

	"mancala/engine"
	"mancala/online/store"
)

func init() {
	register("ArenaIsStoredAsCreatedAndListed", testArenaCreated)
	register("ArenaIsDirectedByOneOwnerUntilItsLeaseExpires", testArenaDirection)
	register("ArenaSaveIsFencedAndCreatesItsGamesAtOnce", testArenaSave)
	register("ArenaGamesEndedAreReadWithTheirMovesAndBerserk", testArenaGamesEnded)
	register("ArenaGameEndingLateIsUnreadUntilTheSaveThatReadsIt", testArenaGamesUnread)
}

// arena is an arena of Kalah 3+2 from minute m for an hour.
func arena(id string, m int) store.NewArena {
	return store.NewArena{ID: store.ArenaID(id), Name: "Hourly Kalah " + id,
		Settings: store.Settings{Spec: kalah, Clock: store.TimeControl{Base: 3 * time.Minute,
			Increment: 2 * time.Second}, Rated: true},
		Starts: at(m), Ends: at(m + 60), Created: at(m - 30)}
}

// createArena stores a.
func (e *env) createArena(a store.NewArena) {
	e.t.Helper()
	if err := e.store().CreateArena(ctx, a); err != nil {
		e.t.Fatalf("CreateArena %s: %v", a.ID, err)
	}
}

// direct takes arena id's direction for owner at minute m for a minute.
func (e *env) direct(id store.ArenaID, owner string, m int) (bool, store.Arena) {
	e.t.Helper()
	held, a, err := e.store().DirectArena(ctx, id, owner, at(m), at(m+1))
	if err != nil {
		e.t.Fatalf("DirectArena %s by %s: %v", id, owner, err)
	}
	return held, a
}

func testArenaCreated(t *testing.T, e *env) {
	creator := e.player("maker")
	later, soon, private := arena("later", 120), arena("soon", 60), arena("private", 90)
	private.Creator, private.PasswordHash = creator.ID, []byte("hash of the password")
	for _, a := range []store.NewArena{later, soon, private} {
		e.createArena(a)
	}
	if err := e.store().CreateArena(ctx, soon); !errors.Is(err, store.ErrExists) {
		t.Errorf("the same arena twice: %v, want ErrExists", err)
	}
	bad := arena("bad", 10)
	bad.Creator = "p-nobody"
	if err := e.store().CreateArena(ctx, bad); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("an unknown creator: %v, want ErrNotFound", err)
	}
	got, err := e.store().Arena(ctx, private.ID)
	if err != nil {
		t.Fatal(err)
	}
	same(t, "stored arena", got, store.Arena{NewArena: private})
	live, err := e.store().LiveArenas(ctx, 10)
	if err != nil {
		t.Fatal(err)
	}
	same(t, "live arenas, the soonest first", live,
		[]store.Arena{{NewArena: soon}, {NewArena: private}, {NewArena: later}})
	if _, err := e.store().Arena(ctx, "none"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("an unknown arena: %v", err)
	}
}

func testArenaDirection(t *testing.T, e *env) {
	a := arena("a", 10)
	e.createArena(a)
	undirected := func(m int) []store.ArenaID {
		ids, err := e.store().UndirectedArenas(ctx, at(m), at(m+5), 10)
		if err != nil {
			t.Fatal(err)
		}
		return ids
	}
	same(t, "undirected 10 minutes before its start", undirected(0), []store.ArenaID(nil))
	same(t, "undirected 5 minutes before its start", undirected(6), []store.ArenaID{a.ID})
	if held, got := e.direct(a.ID, "p1", 6); !held || got.ID != a.ID {
		t.Fatalf("first direction: held %v, %+v", held, got)
	}
	same(t, "undirected while p1 directs it", undirected(6), []store.ArenaID(nil))
	if held, _ := e.direct(a.ID, "p2", 6); held {
		t.Error("p2 took an arena p1 directs")
	}
	renewed, err := e.store().RenewArenas(ctx, "p1", at(6).Add(time.Second), at(8))
	if err != nil {
		t.Fatal(err)
	}
	same(t, "renewed", renewed, []store.ArenaID{a.ID})
	if held, _ := e.direct(a.ID, "p2", 7); held {
		t.Error("p2 took the arena within p1's renewed lease")
	}
	if held, _ := e.direct(a.ID, "p2", 8); !held {
		t.Error("p2 could not take the arena once p1's lease expired")
	}
	if renewed, _ := e.store().RenewArenas(ctx, "p1", at(8), at(9)); len(renewed) != 0 {
		t.Errorf("p1 renewed %v after losing it", renewed)
	}
}

func testArenaSave(t *testing.T, e *env) {
	a := arena("a", 10)
	e.createArena(a)
	e.direct(a.ID, "p1", 10)
	x, y := e.player("x"), e.player("y")
	g := newGame("ag1", x, y, 10)
	save := store.ArenaSave{State: []byte(`{"players":2}`), Games: []store.NewGame{g}, At: at(10)}
	if err := e.store().SaveArena(ctx, "p2", a.ID, save); !errors.Is(err, store.ErrNotOwner) {
		t.Errorf("a save by a process that does not direct it: %v, want ErrNotOwner", err)
	}
	if _, err := e.store().Game(ctx, g.ID); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("the refused save made its game: %v", err)
	}
	late := save
	late.At = at(11) // p1's lease ends at minute 11
	if err := e.store().SaveArena(ctx, "p1", a.ID, late); !errors.Is(err, store.ErrNotOwner) {
		t.Errorf("a save past the lease: %v, want ErrNotOwner", err)
	}
	if err := e.store().SaveArena(ctx, "p1", a.ID, save); err != nil {
		t.Fatal(err)
	}
	stored, err := e.store().Game(ctx, g.ID)
	if err != nil {
		t.Fatal(err)
	}
	g.Arena = a.ID
	same(t, "the arena's game", stored.NewGame, g)
	got, _ := e.store().Arena(ctx, a.ID)
	same(t, "saved state", string(got.State), `{"players":2}`)
	if err := e.store().SaveArena(ctx, "p1", a.ID, save); !errors.Is(err, store.ErrExists) {
		t.Errorf("saving the same game twice: %v, want ErrExists", err)
	}
	got, _ = e.store().Arena(ctx, a.ID)
	same(t, "state after the refused save", string(got.State), `{"players":2}`)
	final := store.ArenaSave{State: []byte(`{"final":true}`), Finished: true, At: at(10)}
	if err := e.store().SaveArena(ctx, "p1", a.ID, final); err != nil {
		t.Fatal(err)
	}
	finished, err := e.store().FinishedArenas(ctx, 5)
	if err != nil || len(finished) != 1 || !finished[0].Finished || string(finished[0].State) != `{"final":true}` {
		t.Errorf("finished arenas: %+v, %v", finished, err)
	}
	if held, _ := e.direct(a.ID, "p1", 10); held {
		t.Error("a finished arena was directed again")
	}
}

// arenaOfTwoGames creates arena "a", directed by p1 at minute 10, and
// its two games ag1 (x v y) and ag2 (y v x), paired then.
func (e *env) arenaOfTwoGames() (store.NewArena, store.NewGame, store.NewGame) {
	e.t.Helper()
	a := arena("a", 10)
	e.createArena(a)
	e.direct(a.ID, "p1", 10)
	x, y := e.player("x"), e.player("y")
	g1, g2 := newGame("ag1", x, y, 10), newGame("ag2", y, x, 10)
	if err := e.store().SaveArena(ctx, "p1", a.ID, store.ArenaSave{Games: []store.NewGame{g1, g2}, At: at(10)}); err != nil {
		e.t.Fatal(err)
	}
	return a, g1, g2
}

func testArenaGamesEnded(t *testing.T, e *env) {
	a, g1, _ := e.arenaOfTwoGames()
	if err := e.store().SetBerserk(ctx, g1.ID, engine.North); err != nil {
		t.Fatal(err)
	}
	ms := e.appendMoves(g1.ID, 3)
	f := store.Finish{Result: store.NorthWon, Reason: "rules", Ended: at(20)}
	if err := e.store().FinishGame(ctx, g1.ID, f); err != nil {
		t.Fatal(err)
	}
	if err := e.store().SetBerserk(ctx, g1.ID, engine.South); !errors.Is(err, store.ErrFinished) {
		t.Errorf("berserk in a finished game: %v, want ErrFinished", err)
	}
	if err := e.store().SetBerserk(ctx, "none", engine.South); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("berserk in an unknown game: %v, want ErrNotFound", err)
	}
	g1.Arena = a.ID
	want := []store.Game{{NewGame: g1, Finish: f, Moves: ms, Plies: 3, Berserk: [2]bool{false, true}}}
	for _, since := range []time.Time{{}, at(20)} {
		got, err := e.store().ArenaGamesEnded(ctx, a.ID, since)
		if err != nil {
			t.Fatal(err)
		}
		same(t, "ended since "+since.String(), got, want)
	}
	if got, _ := e.store().ArenaGamesEnded(ctx, a.ID, at(21)); len(got) != 0 {
		t.Errorf("ended since after the end: %+v", got)
	}
}

// testArenaGamesUnread: a game whose end commits after a later end has
// been read is still unread; only the owner's save marks games read.
func testArenaGamesUnread(t *testing.T, e *env) {
	a, g1, g2 := e.arenaOfTwoGames()
	e.finishAt(g2.ID, 12)
	unread(t, e, a.ID, "ag2")
	e.saveRead(a.ID, "p1", nil, g2.ID)
	ms := e.appendMoves(g1.ID, 2)
	e.finishAt(g1.ID, 11) // ends before ag2 did, commits after
	if got := unread(t, e, a.ID, "ag1"); len(got) == 1 && len(got[0].Moves) != len(ms) {
		t.Errorf("ag1 read with %d moves, want %d", len(got[0].Moves), len(ms))
	}
	e.saveRead(a.ID, "p2", store.ErrNotOwner, g1.ID)
	unread(t, e, a.ID, "ag1")
	e.saveRead(a.ID, "p1", nil, g1.ID)
	unread(t, e, a.ID)
}

// finishAt ends game g, North winning, at minute m.
func (e *env) finishAt(g store.GameID, m int) {
	e.t.Helper()
	if err := e.store().FinishGame(ctx, g, store.Finish{Result: store.NorthWon, Reason: "rules", Ended: at(m)}); err != nil {
		e.t.Fatal(err)
	}
}

// saveRead saves arena id by owner at minute 10, marking games read, and
// checks the save's error is want.
func (e *env) saveRead(id store.ArenaID, owner string, want error, games ...store.GameID) {
	e.t.Helper()
	err := e.store().SaveArena(ctx, owner, id, store.ArenaSave{State: []byte(`{}`), Read: games, At: at(10)})
	if !errors.Is(err, want) {
		e.t.Fatalf("save by %s reading %v: %v, want %v", owner, games, err, want)
	}
}

// unread checks that the arena's unread games are want, in order, and
// returns them.
func unread(t *testing.T, e *env, id store.ArenaID, want ...string) []store.Game {
	t.Helper()
	got, err := e.store().ArenaGamesUnread(ctx, id)
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, g := range got {
		ids = append(ids, string(g.ID))
	}
	same(t, "unread games", ids, want)
	return got
}
