//go:build !js

package client

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"mancala/engine"
	"mancala/online/proto"
	"mancala/online/server/servertest"
	"mancala/online/store"
)

// startServer runs a server on loopback with SQLite in a temporary folder
// and returns its WebSocket URL and store.
func startServer(t *testing.T) (string, store.Store, *httptest.Server) {
	t.Helper()
	ts := servertest.Start(t, nil)
	return ts.WS, ts.Store, ts.HTTP
}

// player is a client that plays its games by itself: a random legal move
// (seeded) whenever it is to move.
type player struct {
	t        *testing.T
	c        *Client
	msgs     chan proto.Message
	rng      *rand.Rand
	cut      float64       // chance of cutting the connection after each move
	pause    time.Duration // thinking time before each move
	cuts     int
	acked    []string          // "ply move" of each acknowledged move
	ackedAt  map[int]time.Time // when each acknowledged ply was answered
	sent     int               // the last ply answered: no move again until its event is seen
	began    chan struct{}     // closed when the game's start has come
	welcomes []time.Time       // when each connection was welcomed
	stop     chan struct{}     // closed: play returns where it is
	trace    []string          // what the player did last, for a failure's report
	// holdEnd, when set, keeps a move that would end the game until it is
	// closed: the games outlast a test's faults whatever the machine's
	// speed. The held turn's charge is not checked.
	holdEnd <-chan struct{}
	held    int // the ply of the held move
}

func (p *player) note(format string, args ...any) {
	p.trace = append(p.trace, fmt.Sprintf(format, args...))
	if len(p.trace) > 40 {
		p.trace = p.trace[1:]
	}
}

func newPlayer(t *testing.T, url string, seed uint64) *player {
	t.Helper()
	return newPlayerAs(t, url, "", seed)
}

// newPlayerAs is newPlayer for the player of the token ("" for a new guest).
func newPlayerAs(t *testing.T, url, token string, seed uint64) *player {
	t.Helper()
	p := &player{t: t, msgs: make(chan proto.Message, 1024), rng: rand.New(rand.NewPCG(seed, 7)), began: make(chan struct{}),
		stop: make(chan struct{}), ackedAt: map[int]time.Time{}}
	c, err := Dial(context.Background(), Config{URL: url, Token: token, Messages: p.msgs})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	p.c = c
	return p
}

// table is a game as a client follows it from its events.
type table struct {
	id   string
	g    *engine.Game
	me   engine.Side
	end  *proto.Event
	last *proto.Event // the last move event
	// inc is the clock's increment; charged is the most time charged for
	// one of the player's turns without a reconnection of theirs, from the
	// clocks of consecutive move events; turn is the last turn's.
	inc, charged, turn time.Duration
	worst, pair        string // the events of the turn charged most, and of the last
	// gap is the longest wait between two move events; lastAt the last's.
	gap    time.Duration
	lastAt time.Time
	seenAt map[int]time.Time // when each ply's move event came
}

func (tb *table) apply(t *testing.T, e *proto.Event) {
	switch e.Kind {
	case proto.KindMove:
		mv, err := engine.ParseMove(tb.g.Rules(), e.Move)
		if err != nil || e.Ply != len(tb.g.Moves())+1 || tb.g.Play(mv, nil) != nil {
			t.Errorf("game %s: event %+v does not follow (%d plies): %v", tb.id, e, len(tb.g.Moves()), err)
			return
		}
		tb.turn = 0
		if now := time.Now(); !tb.lastAt.IsZero() {
			tb.gap = max(tb.gap, now.Sub(tb.lastAt))
		}
		tb.lastAt = time.Now()
		tb.seenAt[e.Ply] = tb.lastAt
		tb.noteCharge(e)
		tb.last = e
	case proto.KindEnd:
		tb.end = e
	}
}

// noteCharge notes the time charged for the turn a move event ends: the
// mover's clock before it, less the clock after it without the increment
// (added when the turn passes).
func (tb *table) noteCharge(e *proto.Event) {
	if tb.last == nil || tb.last.Clocks == nil || e.Clocks == nil {
		return
	}
	before, after := tb.last.Clocks.South, e.Clocks.South
	if e.Side == "north" {
		before, after = tb.last.Clocks.North, e.Clocks.North
	}
	d := time.Duration(before-after) * time.Millisecond
	if e.Turn != e.Side || tb.g.Outcome().Over() {
		d += tb.inc
	}
	tb.turn = d
	tb.pair = fmt.Sprintf("ply %d %s %+v -> ply %d %s %s %+v turn %s", tb.last.Ply, tb.last.Side, *tb.last.Clocks,
		e.Ply, e.Side, e.Move, *e.Clocks, e.Turn)
}

// newTable starts following a game from its start event.
func newTable(t *testing.T, e *proto.Event, me string) *table {
	r, err := engine.ParseRules(e.Variant)
	if err != nil {
		t.Fatal(err)
	}
	p, err := engine.ParsePosition(r, e.Position)
	if err != nil {
		t.Fatal(err)
	}
	tb := &table{id: e.Game, g: engine.NewGame(r, p), me: engine.South, seenAt: map[int]time.Time{}}
	if _, inc, ok := strings.Cut(e.Clock, "+"); ok {
		n, _ := strconv.Atoi(inc)
		tb.inc = time.Duration(n) * time.Second
	}
	if e.North.ID == me {
		tb.me = engine.North
	}
	return tb
}

// play follows the first game that starts and plays it to its end.
func (p *player) play(ctx context.Context) *table {
	var tb *table
	for {
		var m proto.Message
		select {
		case m = <-p.msgs:
		case <-p.stop: // the test goes on with another client
			return tb
		case <-ctx.Done():
			if tb == nil {
				p.t.Errorf("%s: no game: %v", p.c.Player().Name, ctx.Err())
				return tb
			}
			p.t.Errorf("%s: game %s not over: %v; %d plies seen, %d answered, %s to move, playing %s, %d connections; last: %s",
				p.c.Player().Name, tb.id, ctx.Err(), len(tb.g.Moves()), p.sent, tb.g.Position().ToMove, tb.me, p.c.Connections(),
				strings.Join(p.trace, "; "))
			return tb
		}
		if _, ok := m.(*proto.Welcome); ok {
			p.welcomes = append(p.welcomes, time.Now())
		}
		e, ok := m.(*proto.Event)
		switch m := m.(type) {
		case *proto.Event:
			p.note("event %d %s ply %d (%d plies, sent %d)", m.N, m.Kind, m.Ply, plies(tb), p.sent)
		case *proto.Error:
			p.note("error %s id %q: %s", m.Code, m.ID, m.Message)
		default:
			p.note("%s", m.Type())
		}
		switch {
		case !ok:
			continue
		case e.Kind == proto.KindStart && tb == nil:
			tb = newTable(p.t, e, p.c.Player().ID)
			close(p.began)
		case tb != nil && e.Game == tb.id:
			tb.apply(p.t, e)
			p.noteTurn(tb, e)
		}
		if tb != nil && tb.end != nil {
			return tb
		}
		if tb != nil && len(tb.g.Moves()) >= p.sent && tb.g.Position().ToMove == tb.me && len(tb.g.LegalMoves(nil)) > 0 {
			p.move(ctx, tb)
		}
	}
}

// noteTurn keeps the time charged for the player's own turn that e ends,
// unless the player connected again during it (their own connection's
// time runs on their clock, as on one server).
func (p *player) noteTurn(tb *table, e *proto.Event) {
	if e.Kind != proto.KindMove || e.Side != tb.me.String() || e.Ply == p.held {
		return
	}
	from := time.Now().Add(-tb.turn - time.Second)
	for _, w := range p.welcomes {
		if w.After(from) {
			return
		}
	}
	if tb.turn > tb.charged {
		tb.charged, tb.worst = tb.turn, tb.pair
	}
}

// move plays a random legal move, cutting the connection now and then
// before the answer comes.
func (p *player) move(ctx context.Context, tb *table) {
	time.Sleep(p.pause)
	moves := tb.g.LegalMoves(nil)
	mv := moves[p.rng.IntN(len(moves))]
	ply := len(tb.g.Moves()) + 1
	if p.holdEnd != nil && endsGame(tb.g, mv) {
		p.note("holding %d %s", ply, mv)
		p.held = ply
		select {
		case <-p.holdEnd:
		case <-ctx.Done():
		}
	}
	if p.rng.Float64() < p.cut {
		p.cuts++
		go func() { time.Sleep(time.Duration(p.rng.IntN(3)) * time.Millisecond); p.c.Interrupt() }()
	}
	p.note("move %d %s", ply, mv)
	ack, err := p.c.Move(ctx, tb.id, ply, mv.String())
	p.sent = ply
	p.note("answered %d", ply)
	if err != nil {
		p.t.Errorf("ply %d %s: %v (table %s, over %v)", ply, mv, err, engine.FormatPosition(tb.g.Rules(), tb.g.Position()), tb.g.Outcome())
		return
	}
	p.acked = append(p.acked, strconv.Itoa(ack.Ply)+" "+mv.String())
	p.ackedAt[ack.Ply] = time.Now()
}

// endsGame reports whether playing mv in g ends the game.
func endsGame(g *engine.Game, mv engine.Move) bool {
	if g.Play(mv, nil) != nil {
		return false
	}
	defer g.Undo()
	return g.Outcome().Over()
}

// longestWait returns the longest time a player waited for the event of
// a move the store already held (its mover had the acknowledgement), over
// the games of players paired two by two as in tables, and where.
func longestWait(players []*player, tables [][2]*table) (time.Duration, string) {
	var worst time.Duration
	var where string
	for i, p := range players {
		other := tables[i/2][1-i%2]
		if other == nil {
			continue
		}
		for ply, acked := range p.ackedAt {
			if seen, ok := other.seenAt[ply]; ok && seen.Sub(acked) > worst {
				worst, where = seen.Sub(acked), fmt.Sprintf("game %s ply %d", other.id, ply)
			}
		}
	}
	return worst, where
}

// maxWait bounds how long a player may wait for a move the store holds:
// the events of a game whose owner died come once its lease has run out
// and another process has taken it over (a few seconds); a follow that
// lost the event learns it from its owner's next tips. A player left
// behind for good would wait until the test's end.
const maxWait = 15 * time.Second

// checkWaits fails the test when a player waited longer than maxWait for a
// stored move, and logs the longest wait.
func checkWaits(t *testing.T, players []*player, tables [][2]*table) {
	t.Helper()
	worst, where := longestWait(players, tables)
	t.Logf("the longest a player waited for a move the store held: %v (%s)", worst.Round(time.Millisecond), where)
	if worst > maxWait {
		t.Errorf("a player waited %v for a move the store held (%s)", worst, where)
	}
}

func plies(tb *table) int {
	if tb == nil {
		return -1
	}
	return len(tb.g.Moves())
}
