//go:build !js

package clubarenas

import (
	"context"
	"testing"
	"time"

	"mancala/online/club"
	"mancala/online/proto"
	"mancala/online/server"
	"mancala/online/server/servertest"
	"mancala/online/store"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
	"mancala/scenes/scenetest/clubtest"
)

// arenaClub is a club for the language test: a running arena with two
// players in it (open), a sprint that has finished with them on its
// podium, and a maker's private and rated arenas to come.
type arenaClub struct {
	ts           *servertest.Server
	private      string
	players      []*club.Session
	open, sprint string
	allowed      []string
}

// newArenaClub starts the club and waits until the sprint has finished.
func newArenaClub(t *testing.T) *arenaClub {
	ts := servertest.Start(t, func(c *server.Config) { c.ArenaTick = 20 * time.Millisecond })
	c := &arenaClub{ts: ts, open: "open-oware", sprint: "sprint"}
	c.newArena(t, c.open, "Open Oware", time.Hour)
	maker := clubtest.Player(t, ts)
	register(t, maker, "friday_host")
	soon := time.Now().Add(time.Hour).Unix()
	for _, m := range []proto.ArenaDo{
		{Name: "Friends only", Variant: "oware", Clock: "5+3", Starts: soon, Minutes: 60, Password: "sesame"},
		{Name: "Ladder night", Variant: server.LadderSpec, Clock: "3+2", Rated: true, Starts: soon + 3600, Minutes: 90},
	} {
		maker.Arenas().Create(m)
		clubtest.Poll(t, m.Name, func() bool { id, _, _ := maker.Arenas().Created(); return id != "" }, maker)
		if c.private == "" {
			c.private, _, _ = maker.Arenas().Created()
		}
	}
	for range 4 {
		c.players = append(c.players, clubtest.Player(t, ts))
	}
	c.newArena(t, c.sprint, "Sprint", time.Second)
	for i, p := range c.players {
		p.Arenas().Join([]string{c.sprint, c.open}[i/2], "")
	}
	aborted := map[*club.Match]bool{}
	clubtest.Poll(t, "the sprint's end", func() bool {
		endGames(c.players[:2], aborted) // the sprint ends once its games have
		a, err := ts.Store.Arena(t.Context(), store.ArenaID(c.sprint))
		return err == nil && a.Finished
	}, c.players...)
	c.allowed = []string{"Open Oware", "Sprint", "Friends only", "Ladder night", "friday_host", "guest", "maker"}
	return c
}

// endGames aborts every game that began for the players, once each.
func endGames(players []*club.Session, aborted map[*club.Match]bool) {
	for _, p := range players {
		if id, ok := p.Started(); ok {
			aborted[p.Match(id)] = false
		}
	}
	for m, done := range aborted {
		if !done && m.Ready() {
			m.Abort()
			aborted[m] = true
		}
	}
}

// newArena stores a casual Oware 5+3 arena, id, name, started a moment
// ago and ending in lasts.
func (c *arenaClub) newArena(t *testing.T, id, name string, lasts time.Duration) {
	now := time.Now()
	err := c.ts.Store.CreateArena(context.Background(), store.NewArena{ID: store.ArenaID(id), Name: name, Created: now,
		Settings: store.Settings{Spec: "oware", Clock: store.TimeControl{Base: 5 * time.Minute, Increment: 3 * time.Second}},
		Starts:   now.Add(-time.Second), Ends: now.Add(lasts)})
	if err != nil {
		t.Fatal(err)
	}
}

// arenas returns the arenas scene of app in club c, joining app to it
// the first time.
func (c *arenaClub) arenas(t *testing.T, app *core.App) *Arenas {
	return New(clubtest.Member(t, app, c.ts)).(*Arenas)
}

// listed waits for the list with every arena.
func (c *arenaClub) listed(t *testing.T, d *scenetest.Driver, s *Arenas) {
	clubtest.Until(t, d, s, "the list", func() bool { return len(s.entries) == 4 }, c.players...)
}

// page opens arena id and waits for its standings.
func (c *arenaClub) page(t *testing.T, d *scenetest.Driver, s *Arenas, id string, ok func() bool) {
	c.listed(t, d, s)
	s.show(id)
	clubtest.Until(t, d, s, "the arena's page", func() bool { _, shown := s.state(); return shown && ok() }, c.players...)
}

// The arenas speak the player's language: the list (a guest's, then a
// registered player's form to create one, told to name it), a finished
// arena's podium, a private one asking for its password and refusing a
// wrong one, and a running arena's standings with the player in. The
// standings come last: once in, the player may be paired at any tick,
// and the scene then follows the game rather than a tap on its page.
func TestClubArenasSpeakEveryLanguage(t *testing.T) {
	c := newArenaClub(t)
	var s *Arenas
	make := func(app *core.App) core.Scene { s = c.arenas(t, app); return s }
	scenetest.CheckEveryLanguage(t,
		scenetest.Screen{Name: "club-arenas-guest", Allowed: c.allowed, Make: make,
			Drive: func(d *scenetest.Driver, _ core.Scene) { c.listed(t, d, s) }},
		scenetest.Screen{Name: "club-arenas-create", Allowed: c.allowed,
			Make: func(app *core.App) core.Scene {
				if sess := app.ClubSession(); sess.Me().Guest || sess.Me().ID == "" {
					clubtest.Poll(t, "the welcome", func() bool { return sess.Me().ID != "" }, sess)
					register(t, sess, "maker_"+app.Language().Code)
				}
				return make(app)
			},
			Drive: func(d *scenetest.Driver, _ core.Scene) {
				c.listed(t, d, s)
				scenetest.TapNamed(t, d, s, "create")
				scenetest.TapNamed(t, d, s, "game-oware")
				scenetest.TapNamed(t, d, s, "create")
			}},
		scenetest.Screen{Name: "club-arenas-podium", Allowed: c.allowed, Make: make,
			Drive: func(d *scenetest.Driver, _ core.Scene) {
				c.page(t, d, s, c.sprint, func() bool { return len(s.podium.lines) == 2 })
			}},
		scenetest.Screen{Name: "club-arenas-private", Allowed: c.allowed, Make: make,
			Drive: func(d *scenetest.Driver, _ core.Scene) {
				c.page(t, d, s, c.private, func() bool { return true })
				scenetest.TapNamed(t, d, s, "join")
				d.Step(s, kit.TypedText("wrong"), true)
				scenetest.TapNamed(t, d, s, "join")
				refused := core.RefusalWords(s.app, club.Refusal{Code: proto.ErrWrongPassword})
				clubtest.Until(t, d, s, "the refusal", func() bool { return s.msg == refused }, c.players...)
			}},
		scenetest.Screen{Name: "club-arenas-standings", Allowed: c.allowed, Make: make,
			Drive: func(d *scenetest.Driver, _ core.Scene) {
				c.page(t, d, s, c.open, func() bool { return true })
				if !s.playing() {
					scenetest.TapNamed(t, d, s, "join")
				}
				clubtest.Until(t, d, s, "the player in", s.playing, c.players...)
			}},
	)
}
