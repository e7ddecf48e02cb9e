package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"sync"
	"time"

	"mancala/engine"
	"mancala/online/client"
	"mancala/online/proto"
)

// arenaStats gathers the arena phase's measurements.
type arenaStats struct {
	mu     sync.Mutex
	waits  []timing // from a player's game's end to their next game's start
	games  map[string]bool
	failed int
	first  error
}

func (as *arenaStats) fail(err error) {
	as.mu.Lock()
	defer as.mu.Unlock()
	as.failed++
	if as.first == nil {
		as.first = err
	}
}

// arenaPhase has a registered player create an arena of Kalah (3 seeds a
// pit, 3+2) that starts at once; o.arena guests join it and play random
// moves about o.arenaPace apart, game after game, for o.arenaTime. It reports
// the time from a game's end to the player's next game's start (p50,
// p99): the director's round, its save, the room's opening and the wait
// for a free opponent who is not the last one.
func arenaPhase(ctx context.Context, srv *server, o options) error {
	id, err := createArena(ctx, srv, o.arenaTime+time.Minute)
	if err != nil {
		return err
	}
	as := &arenaStats{games: map[string]bool{}}
	players := make([]*arenaPlayer, o.arena)
	err = inParallel(o.arena, 50, func(i int) error {
		var err error
		players[i], err = joinArena(ctx, srv.url(i), id)
		return err
	})
	if err != nil {
		return err
	}
	fmt.Printf("arena: %d players joined %s\n", o.arena, id)
	start := time.Now()
	end := start.Add(o.arenaTime)
	var wg sync.WaitGroup
	for i, p := range players {
		wg.Add(1)
		go func() { defer wg.Done(); p.play(ctx, as, start, end, o.arenaPace, uint64(i)) }()
	}
	wg.Wait()
	for _, p := range players {
		p.c.Close()
	}
	p50, p99, n := percentiles(as.waits, 0)
	fmt.Printf("arena: %d games in %.0f s; from a game's end to the next game's start: p50 %.1f ms, p99 %.1f ms (%d waits); %d players failed\n",
		len(as.games), time.Since(start).Seconds(), ms(p50), ms(p99), n, as.failed)
	if as.first != nil {
		fmt.Printf("arena: first failure: %v\n", as.first)
	}
	return nil
}

// createArena registers a player who creates an arena starting now.
func createArena(ctx context.Context, srv *server, length time.Duration) (string, error) {
	body, _ := json.Marshal(map[string]string{"name": "arena_maker", "password": "load test password"})
	resp, err := http.Post("http://"+srv.addrs[0]+"/api/register", "application/json", bytes.NewReader(body))
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	var acct struct{ Token string }
	if err := json.NewDecoder(resp.Body).Decode(&acct); err != nil || acct.Token == "" {
		return "", fmt.Errorf("registering the arena's maker: %v (status %s)", err, resp.Status)
	}
	msgs := make(chan proto.Message, 16)
	c, err := client.Dial(ctx, client.Config{URL: srv.url(0), Token: acct.Token, Messages: msgs})
	if err != nil {
		return "", err
	}
	defer c.Close()
	c.Send(ctx, &proto.ArenaDo{Action: "create", Name: "Load arena", Variant: "kalah seeds=3", Clock: "3+2",
		Starts: time.Now().Unix(), Minutes: max(int(length.Minutes()), proto.MinArenaMinutes)})
	for m := range msgs {
		switch m := m.(type) {
		case *proto.ArenaState:
			return m.Info.ID, nil
		case *proto.Error:
			return "", fmt.Errorf("creating the arena: %s", m.Message)
		}
	}
	return "", fmt.Errorf("no answer to the arena's creation")
}

// arenaPlayer is a guest in the arena and its game's events.
type arenaPlayer struct {
	c      *client.Client
	events chan *proto.Event
}

// joinArena connects a guest who joins the arena.
func joinArena(ctx context.Context, url, id string) (*arenaPlayer, error) {
	msgs := make(chan proto.Message, 256)
	c, err := client.Dial(ctx, client.Config{URL: url, Messages: msgs})
	if err != nil {
		return nil, err
	}
	p := &arenaPlayer{c: c, events: make(chan *proto.Event, 256)}
	go func() {
		for {
			select {
			case m := <-msgs:
				if e, ok := m.(*proto.Event); ok {
					p.events <- e
				}
			case <-c.Done():
				return
			}
		}
	}()
	return p, c.Send(ctx, &proto.ArenaDo{Action: "join", Arena: id})
}

// play plays the player's games until end, timing each wait between two.
func (p *arenaPlayer) play(ctx context.Context, as *arenaStats, start, end time.Time, interval time.Duration, seed uint64) {
	rng := rand.New(rand.NewPCG(seed, 2))
	var endedAt time.Time
	for time.Now().Before(end) {
		e, err := p.next(ctx, end)
		if err != nil || e == nil {
			return
		}
		if e.Kind != proto.KindStart {
			continue
		}
		if !endedAt.IsZero() {
			as.mu.Lock()
			as.waits = append(as.waits, timing{at: endedAt.Sub(start), took: time.Since(endedAt)})
			as.mu.Unlock()
		}
		as.mu.Lock()
		as.games[e.Game] = true
		as.mu.Unlock()
		if err := p.playGame(ctx, e, interval, end, rng); err != nil {
			as.fail(err)
			return
		}
		endedAt = time.Now()
	}
}

// next returns the next event, or nil once end has passed.
func (p *arenaPlayer) next(ctx context.Context, end time.Time) (*proto.Event, error) {
	select {
	case e := <-p.events:
		return e, nil
	case <-time.After(time.Until(end)):
		return nil, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// playGame plays the player's side of the game that start began, a
// random move interval after their turn comes, until it ends.
func (p *arenaPlayer) playGame(ctx context.Context, start *proto.Event, interval time.Duration, end time.Time, rng *rand.Rand) error {
	r, err := engine.ParseRules(start.Variant)
	if err != nil {
		return err
	}
	pos, err := engine.ParsePosition(r, start.Position)
	if err != nil {
		return err
	}
	game := engine.NewGame(r, pos)
	me := engine.South
	if start.North.ID == p.c.Player().ID {
		me = engine.North
	}
	for {
		if game.Outcome().Over() {
			return nil
		}
		if game.Position().ToMove == me {
			time.Sleep(interval/2 + time.Duration(rng.Int64N(int64(interval))))
			moves := game.LegalMoves(nil)
			mv := moves[rng.IntN(len(moves))]
			if _, err := p.c.Move(ctx, start.Game, len(game.Moves())+1, mv.String()); err != nil {
				return err
			}
			game.Play(mv, nil)
			continue
		}
		e, err := p.next(ctx, end.Add(time.Minute))
		if err != nil || e == nil {
			return err
		}
		switch {
		case e.Game != start.Game:
		case e.Kind == proto.KindEnd:
			return nil
		case e.Kind == proto.KindMove && e.Ply == len(game.Moves())+1:
			mv, err := engine.ParseMove(r, e.Move)
			if err == nil {
				err = game.Play(mv, nil)
			}
			if err != nil {
				return err
			}
		}
	}
}
