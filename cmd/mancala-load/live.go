package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sort"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"mancala/engine"
	"mancala/online/client"
	"mancala/online/proto"
)

// stats gathers the live phase's measurements from every goroutine.
type stats struct {
	mu         sync.Mutex
	start      time.Time // of the live phase: timings are placed from it
	acks       []timing
	deliveries []timing
	acked      map[string][]string // game -> acknowledged moves in ply order
	tokens     []string
	failures   int
	failure    error    // the first
	sent       sync.Map // "game ply" -> time the move was sent
	moves      atomic.Int64
	elapsed    time.Duration
	peakRSS    float64
}

// peer is a connected client and the messages a driver waits for.
type peer struct {
	c   *client.Client
	ctl chan proto.Message // Invited and start events
}

// dial connects a client; keep tells which messages reach ctl, and with
// measure the client is a spectator whose move events are timed.
func dial(ctx context.Context, url string, st *stats, spectator bool) (*peer, error) {
	msgs := make(chan proto.Message, 256)
	c, err := client.Dial(ctx, client.Config{URL: url, Messages: msgs})
	if err != nil {
		return nil, err
	}
	p := &peer{c: c, ctl: make(chan proto.Message, 16)}
	go p.drain(msgs, st, spectator)
	st.mu.Lock()
	st.tokens = append(st.tokens, c.Token())
	st.mu.Unlock()
	return p, nil
}

func (p *peer) drain(msgs <-chan proto.Message, st *stats, spectator bool) {
	for {
		select {
		case m := <-msgs:
			p.take(m, st, spectator)
		case <-p.c.Done():
			return
		}
	}
}

func (p *peer) take(m proto.Message, st *stats, spectator bool) {
	switch m := m.(type) {
	case *proto.Invited:
		p.ctl <- m
	case *proto.Event:
		switch {
		case m.Kind == proto.KindStart && !spectator:
			p.ctl <- m
		case m.Kind == proto.KindMove && spectator:
			if t, ok := st.sent.LoadAndDelete(m.Game + " " + strconv.Itoa(m.Ply)); ok {
				tm := st.timing(t.(time.Time))
				st.mu.Lock()
				st.deliveries = append(st.deliveries, tm)
				st.mu.Unlock()
			}
		}
	}
}

// wait returns the next control message of type T.
func wait[T proto.Message](ctx context.Context, p *peer) (T, error) {
	var zero T
	for {
		select {
		case m := <-p.ctl:
			if t, ok := m.(T); ok {
				return t, nil
			}
		case <-ctx.Done():
			return zero, ctx.Err()
		case <-time.After(30 * time.Second):
			return zero, fmt.Errorf("waited 30 s for a %T", zero)
		}
	}
}

// livePhase connects the players and spectators, plays, and waits for
// every game's driver.
func livePhase(ctx context.Context, srv *server, o options) (*stats, error) {
	st := &stats{acked: map[string][]string{}}
	peers, err := connectAll(ctx, srv, st, o)
	if err != nil {
		return nil, err
	}
	fmt.Printf("%d clients connected\n", len(peers))
	start := time.Now()
	st.start = start
	end := start.Add(o.duration)
	var wg sync.WaitGroup
	per := 2
	if o.spectators {
		per = 3
	}
	for i := 0; i < o.games; i++ {
		g := peers[per*i : per*i+per]
		wg.Add(1)
		go func() { defer wg.Done(); drive(ctx, st, g, o.interval, end, uint64(i)) }()
	}
	go watchMemory(srv, st, &wg)
	wg.Wait()
	st.elapsed = time.Since(start)
	for _, p := range peers {
		p.c.Close()
	}
	return st, nil
}

// connectAll dials every client, fifty at a time; in a cluster a game's
// players and spectator are each on another process.
func connectAll(ctx context.Context, srv *server, st *stats, o options) ([]*peer, error) {
	per := 2
	if o.spectators {
		per = 3
	}
	peers := make([]*peer, per*o.games)
	err := inParallel(len(peers), 50, func(i int) error {
		var err error
		peers[i], err = dial(ctx, srv.url(i/per+i%per), st, o.spectators && i%per == 2)
		return err
	})
	return peers, err
}

// watchMemory samples the server's memory every second until the games
// stop.
func watchMemory(srv *server, st *stats, wg *sync.WaitGroup) {
	done := make(chan struct{})
	go func() { wg.Wait(); close(done) }()
	for {
		select {
		case <-done:
			return
		case <-time.After(time.Second):
			_, peak := srv.memory()
			st.mu.Lock()
			st.peakRSS = max(st.peakRSS, peak)
			st.mu.Unlock()
		}
	}
}

// drive plays games between g[0] and g[1], watched by g[2] if there is
// one, a move every interval, rematch after rematch, until end.
func drive(ctx context.Context, st *stats, g []*peer, interval time.Duration, end time.Time, seed uint64) {
	rng := rand.New(rand.NewPCG(seed, 1))
	a, b := g[0], g[1]
	start, err := invite(ctx, a, b)
	for err == nil && time.Now().Before(end) {
		if len(g) > 2 {
			g[2].c.Send(ctx, &proto.Watch{Game: start.Game})
		}
		var over bool
		over, err = playGame(ctx, st, start, a, b, interval, end, rng)
		if over && err == nil {
			start, err = rematch(ctx, a, b, start.Game)
		}
	}
	if err != nil {
		st.mu.Lock()
		st.failures++
		if st.failure == nil {
			st.failure = err
		}
		st.mu.Unlock()
	}
}

// invite makes a game: a invites, b joins.
func invite(ctx context.Context, a, b *peer) (*proto.Event, error) {
	if err := a.c.Send(ctx, &proto.Invite{Variant: "kalah", Clock: "untimed"}); err != nil {
		return nil, err
	}
	inv, err := wait[*proto.Invited](ctx, a)
	if err != nil {
		return nil, err
	}
	if err := b.c.Send(ctx, &proto.Join{Code: inv.Code}); err != nil {
		return nil, err
	}
	return wait[*proto.Event](ctx, a)
}

// rematch asks for the rematch from both players at once.
func rematch(ctx context.Context, a, b *peer, game string) (*proto.Event, error) {
	a.c.Send(ctx, &proto.Rematch{Game: game})
	b.c.Send(ctx, &proto.Rematch{Game: game})
	for {
		e, err := wait[*proto.Event](ctx, a)
		if err != nil || e.Game != game {
			return e, err
		}
	}
}

// playGame plays random legal moves a interval apart (give or take a
// fifth) until the game ends or time is up.
func playGame(ctx context.Context, st *stats, start *proto.Event, a, b *peer, interval time.Duration, end time.Time, rng *rand.Rand) (bool, error) {
	r, err := engine.ParseRules(start.Variant)
	if err != nil {
		return false, err
	}
	p, err := engine.ParsePosition(r, start.Position)
	if err != nil {
		return false, err
	}
	game := engine.NewGame(r, p)
	south := start.South.ID == a.c.Player().ID
	for !game.Outcome().Over() {
		jitter := time.Duration(rng.Int64N(int64(interval/5)+1)) - interval/10
		time.Sleep(interval + jitter)
		if time.Now().After(end) {
			return false, nil
		}
		mover := a
		if (game.Position().ToMove == engine.South) != south {
			mover = b
		}
		moves := game.LegalMoves(nil)
		mv := moves[rng.IntN(len(moves))]
		if err := st.move(ctx, mover, start.Game, len(game.Moves())+1, mv.String()); err != nil {
			return false, err
		}
		game.Play(mv, nil)
	}
	return true, nil
}

// move sends one move and records its acknowledgement time.
func (st *stats) move(ctx context.Context, p *peer, game string, ply int, mv string) error {
	t0 := time.Now()
	st.sent.Store(game+" "+strconv.Itoa(ply), t0)
	mctx, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	if _, err := p.c.Move(mctx, game, ply, mv); err != nil {
		return err
	}
	tm := st.timing(t0)
	st.moves.Add(1)
	st.mu.Lock()
	st.acks = append(st.acks, tm)
	st.acked[game] = append(st.acked[game], mv)
	st.mu.Unlock()
	return nil
}

// timing is one move's time from its sending (at, from the live phase's
// start) to its acknowledgement or delivery (took).
type timing struct{ at, took time.Duration }

func (st *stats) timing(sent time.Time) timing {
	return timing{at: sent.Sub(st.start), took: time.Since(sent)}
}

// percentiles returns the p50 and p99 of the timings of moves sent from
// the time from on, and how many there are.
func percentiles(ts []timing, from time.Duration) (p50, p99 time.Duration, n int) {
	var s []time.Duration
	for _, t := range ts {
		if t.at >= from {
			s = append(s, t.took)
		}
	}
	if len(s) == 0 {
		return 0, 0, 0
	}
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	at := func(p float64) time.Duration { return s[min(int(p*float64(len(s))), len(s)-1)] }
	return at(0.5), at(0.99), len(s)
}
