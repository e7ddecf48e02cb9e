//go:build !js

package client

import (
	"bytes"
	"context"
	"encoding/json"
	"math/rand/v2"
	"net/http"
	"sync"
	"testing"
	"time"

	"mancala/online/proto"
)

// register makes an account through the HTTP API and returns its token.
func register(t *testing.T, base, name string) string {
	t.Helper()
	body, _ := json.Marshal(map[string]string{"name": name, "password": "a good password"})
	resp, err := http.Post(base+"/api/register", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out struct{ Token string }
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil || out.Token == "" {
		t.Fatalf("register %s: %d %v", name, resp.StatusCode, err)
	}
	return out.Token
}

func newAccount(t *testing.T, url, base, name string, seed uint64) *player {
	t.Helper()
	p := &player{t: t, msgs: make(chan proto.Message, 1024), rng: rand.New(rand.NewPCG(seed, 7)), began: make(chan struct{}),
		ackedAt: map[int]time.Time{}}
	c, err := Dial(context.Background(), Config{URL: url, Token: register(t, base, name), Messages: p.msgs})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	p.c = c
	return p
}

// TestARankedKalahGameWithASpectatorAndARematch: two registered players
// play the ladder's Kalah, a third watches; the end carries both rating
// changes and the leaderboard marks them provisional; both asking for a
// rematch at once makes one game with the first mover swapped.
func TestARankedKalahGameWithASpectatorAndARematch(t *testing.T) {
	url, _, hs := startServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	a, b := newAccount(t, url, hs.URL, "ann", 1), newAccount(t, url, hs.URL, "bob", 2)
	for _, p := range []*player{a, b} {
		if err := p.c.Send(ctx, &proto.Seek{Variant: "kalah", Clock: "3+2", Rated: true}); err != nil {
			t.Fatal(err)
		}
	}
	var spec *table
	done := make(chan struct{})
	go func() { defer close(done); spec = spectate(t, ctx, url, 3) }()
	var ta, tb *table
	var wg sync.WaitGroup
	wg.Add(2)
	go func() { defer wg.Done(); ta = a.play(ctx) }()
	go func() { defer wg.Done(); tb = b.play(ctx) }()
	wg.Wait()
	<-done
	if ta == nil || tb == nil || spec == nil {
		t.Fatal("the game did not end")
	}
	if e := ta.end; e.SouthChange == nil || e.NorthChange == nil || e.SouthChange.Before != 1500 {
		t.Fatalf("end without rating changes: %+v", e)
	}
	if spec.g.Position() != ta.g.Position() {
		t.Error("the spectator's final position differs from the players'")
	}
	a.c.Send(ctx, &proto.List{What: "leaderboard"})
	lb := waitFor(t, a.msgs, func(m proto.Message) bool { _, ok := m.(*proto.Lists); return ok }).(*proto.Lists)
	if len(lb.Leaderboard) != 2 || !lb.Leaderboard[0].Provisional || lb.Leaderboard[0].Rating < lb.Leaderboard[1].Rating {
		t.Errorf("leaderboard %+v", lb.Leaderboard)
	}
	checkRematch(t, ctx, a, b, ta)
}

func checkRematch(t *testing.T, ctx context.Context, a, b *player, old *table) {
	var wg sync.WaitGroup
	for _, p := range []*player{a, b} {
		wg.Add(1)
		go func() { defer wg.Done(); p.c.Send(ctx, &proto.Rematch{Game: old.id}) }()
	}
	wg.Wait()
	var next [2]string
	for i, p := range []*player{a, b} {
		e := waitFor(t, p.msgs, func(m proto.Message) bool {
			e, ok := m.(*proto.Event)
			return ok && e.Kind == proto.KindStart && e.Game != old.id
		}).(*proto.Event)
		next[i] = e.Game
		if e.Turn == old.g.Start().ToMove.String() {
			t.Errorf("the rematch's first mover is %s again", e.Turn)
		}
	}
	if next[0] != next[1] {
		t.Errorf("two rematches: %s and %s", next[0], next[1])
	}
}
