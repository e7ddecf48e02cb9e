package server

import (
	"context"
	"testing"
	"time"

	"mancala/online/proto"
	"mancala/online/store"
)

// arenaState waits for an arenaState in which ok holds.
func (c *raw) arenaState(ok func(*proto.ArenaState) bool) *proto.ArenaState {
	c.t.Helper()
	return c.until(func(m proto.Message) bool {
		s, is := m.(*proto.ArenaState)
		return is && ok(s)
	}).(*proto.ArenaState)
}

// Three guests join a running casual arena: two are paired at once, the
// third waits; the first game's winner scores 2, seen by every watcher,
// and meets the waiting player next (never the same opponent twice in a
// row). A berserk before
// the first move halves that player's clock.
func TestGuestsJoinAnArenaArePairedAndSeeTheStandingsMove(t *testing.T) {
	ts := startServer(t, func(c *Config) { c.ArenaTick = 20 * time.Millisecond })
	now := time.Now()
	err := ts.store.CreateArena(context.Background(), store.NewArena{ID: "casual-oware", Name: "Oware now",
		Settings: store.Settings{Spec: "oware", Clock: store.TimeControl{Base: 5 * time.Minute, Increment: 3 * time.Second}},
		Starts:   now.Add(-time.Second), Ends: now.Add(time.Hour), Created: now})
	if err != nil {
		t.Fatal(err)
	}
	guests := map[string]*raw{}
	var st *proto.ArenaState
	for range 3 { // the second join pairs the first two: the third's answer shows their game
		c, w := ts.connect("")
		c.send(&proto.ArenaDo{Action: "join", Arena: "casual-oware"})
		st = c.arenaState(func(s *proto.ArenaState) bool { return s.Me != nil })
		guests[w.Player.ID] = c
	}
	if len(st.Games) != 1 {
		t.Fatalf("games in progress after three joins: %+v", st.Games)
	}
	g := st.Games[0]
	south, north := guests[g.South.ID], guests[g.North.ID]
	var third *raw
	for _, c := range guests {
		if c != south && c != north {
			third = c
		}
	}
	starts := map[*raw]*proto.Event{south: south.event(proto.KindStart), north: north.event(proto.KindStart)}
	if starts[south].Game != g.Game || starts[north].Game != g.Game {
		t.Fatalf("the players' start events name %s and %s, the standings %s", starts[south].Game, starts[north].Game, g.Game)
	}
	game := starts[south].Game
	south.send(&proto.Berserk{Game: game})
	b := south.event(proto.KindBerserk)
	if b.Side != "south" || b.Clocks == nil || b.Clocks.South != 150000 || b.Clocks.North != 300000 {
		t.Errorf("berserk notice %+v", b)
	}
	south.send(&proto.Resign{Game: game})
	end := south.event(proto.KindEnd)
	winnerSide := end.Result
	st = third.arenaState(func(s *proto.ArenaState) bool { return len(s.Top) == 3 && s.Top[0].Score == 2 })
	if st.Top[0].Sheet != "2" || st.Info.Players != 3 {
		t.Errorf("standings after the first game: %+v", st)
	}
	winner := north
	if winnerSide == "south" {
		winner = south
	}
	next := third.event(proto.KindStart)
	if w := winner.event(proto.KindStart); w.Game != next.Game { // the leader first, not their last opponent
		t.Errorf("the winner went to game %s, the waiting player to %s", w.Game, next.Game)
	}
}

// A guest may not join a rated arena, nor anyone a private one without
// its password; an arena that does not exist is not found.
func TestArenaJoinsAreRefusedByTheServer(t *testing.T) {
	ts := startServer(t, nil)
	now := time.Now()
	err := ts.store.CreateArena(context.Background(), store.NewArena{ID: "rated", Name: "Rated",
		Settings: store.Settings{Spec: "kalah", Clock: store.TimeControl{Base: 3 * time.Minute}, Rated: true},
		Starts:   now, Ends: now.Add(time.Hour), Created: now})
	if err != nil {
		t.Fatal(err)
	}
	c, _ := ts.connect("")
	c.send(&proto.ArenaDo{Action: "join", Arena: "rated"})
	if got := c.errorCode(); got != proto.ErrUnauthorized {
		t.Errorf("a guest joining a rated arena: %q", got)
	}
	c.send(&proto.ArenaDo{Action: "join", Arena: "nowhere"})
	if got := c.errorCode(); got != proto.ErrNotFound {
		t.Errorf("joining an unknown arena: %q", got)
	}
	c.send(&proto.ArenaDo{Action: "list"})
	l := c.until(func(m proto.Message) bool { _, ok := m.(*proto.ArenaList); return ok }).(*proto.ArenaList)
	if len(l.Live) != 1 || l.Live[0].ID != "rated" || !l.Live[0].Rated {
		t.Errorf("list %+v", l)
	}
}

// A registered player creates an arena with a password: a guest may not
// create one, a rated arena must be the ladder's Kalah, a fourth arena to
// come is refused, and a join needs the password.
func TestARegisteredPlayerCreatesAPrivateArena(t *testing.T) {
	ts := startServer(t, nil)
	guest, _ := ts.connect("")
	create := proto.ArenaDo{Action: "create", Name: "Friday Oware", Variant: "oware", Clock: "5+3",
		Starts: time.Now().Add(time.Hour).Unix(), Minutes: 60, Password: "sesame"}
	guest.send(&create)
	if got := guest.errorCode(); got != proto.ErrUnauthorized {
		t.Errorf("a guest creating an arena: %q", got)
	}
	_, acct := post(t, ts, "/api/register", map[string]string{"name": "maker", "password": "long enough"})
	maker, _ := ts.connect(acct["token"].(string))
	rated := create
	rated.Rated = true
	maker.send(&rated)
	if got := maker.errorCode(); got != proto.ErrRankedOnly {
		t.Errorf("a rated Oware arena: %q", got)
	}
	for _, bad := range []func(*proto.ArenaDo){
		func(m *proto.ArenaDo) { m.Minutes = 5 },
		func(m *proto.ArenaDo) { m.Name = " a " },
		func(m *proto.ArenaDo) { m.Clock = "untimed" },
		func(m *proto.ArenaDo) { m.Starts = time.Now().Add(8 * 24 * time.Hour).Unix() },
	} {
		m := create
		bad(&m)
		maker.send(&m)
		if got := maker.errorCode(); got != proto.ErrBadMessage && got != proto.ErrBadVariant {
			t.Errorf("%+v: %q", m, got)
		}
	}
	var id string
	for i := range 3 {
		maker.send(&create)
		st := maker.arenaState(func(*proto.ArenaState) bool { return true })
		if !st.Info.Private || st.Info.Name != "Friday Oware" || st.Info.Ends-st.Info.Starts != 3600 {
			t.Errorf("arena %d: %+v", i, st.Info)
		}
		id = st.Info.ID
	}
	maker.send(&create)
	if got := maker.errorCode(); got != proto.ErrBusy {
		t.Errorf("a fourth arena to come: %q", got)
	}
	guest.send(&proto.ArenaDo{Action: "join", Arena: id, Password: "wrong"})
	if got := guest.errorCode(); got != proto.ErrWrongPassword {
		t.Errorf("a wrong password: %q", got)
	}
	guest.send(&proto.ArenaDo{Action: "join", Arena: id, Password: "sesame"})
	if st := guest.arenaState(func(*proto.ArenaState) bool { return true }); st.Me == nil {
		t.Errorf("joined with the password: %+v", st)
	}
}

// The counts say how many players are connected, how many seek each game
// and how many games are being played.
func TestTheCountsSayWhoIsHere(t *testing.T) {
	ts := startServer(t, nil)
	a, _ := ts.connect("")
	b, _ := ts.connect("")
	a.send(&proto.Seek{Variant: "oware", Clock: "5+3"})
	a.until(func(m proto.Message) bool { _, ok := m.(*proto.Seeking); return ok })
	counts := func(c *raw) *proto.Counts {
		c.send(&proto.List{What: "counts"})
		return c.until(func(m proto.Message) bool { l, ok := m.(*proto.Lists); return ok && l.What == "counts" }).(*proto.Lists).Counts
	}
	got := counts(b)
	want := proto.SeekCount{Variant: "oware", Clock: "5+3", Players: 1}
	if got == nil || got.Online != 2 || got.Playing != 0 || len(got.Seeking) != 1 || got.Seeking[0] != want {
		t.Fatalf("counts with a seek: %+v", got)
	}
	b.send(&proto.Seek{Variant: "oware", Clock: "5+3"})
	b.event(proto.KindStart)
	if got := counts(b); got.Online != 2 || got.Playing != 1 || len(got.Seeking) != 0 {
		t.Errorf("counts with a game: %+v", got)
	}
}
