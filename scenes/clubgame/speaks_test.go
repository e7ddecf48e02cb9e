//go:build !js

package clubgame

import (
	"testing"
	"time"

	"mancala/online/club"
	"mancala/online/proto"
	"mancala/online/server/servertest"
	"mancala/scenes/anim"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// gameClub is a club for the language test, its games each held in the
// state a screen shows: the player's game with a draw offered (and a
// watcher, and a phrase the opponent said), one the opponent resigned
// and asks a rematch of, one the opponent has left, and another pair's
// game a watcher follows.
type gameClub struct {
	ts                         *servertest.Server
	me, watcher                *club.Session
	offer, over, gone, watched string
}

// newGameClub plays the games to their states.
func newGameClub(t *testing.T) *gameClub {
	c := &gameClub{ts: startServer(t)}
	c.me, c.watcher = openSession(t, c.ts.URL), openSession(t, c.ts.URL)
	o := c.opponent(t)
	c.offer = c.play(t, o, "10+5", 3)
	o.Send(&proto.Draw{Game: c.offer, Action: "offer"})
	o.Send(&proto.Say{Game: c.offer, Phrase: "well-played"})
	c.watcher.Match(c.offer)
	m := c.me.Match(c.offer)
	c.poll(t, "the offer, the phrase, the watcher", func() bool {
		return m.Offers().Theirs == "draw" && m.Info().Said.Phrase != "" && m.Info().Watchers == 1
	})
	o = c.opponent(t)
	c.over = c.play(t, o, "5+3", 3)
	o.Send(&proto.Resign{Game: c.over})
	c.poll(t, "the resignation", func() bool { return c.me.Match(c.over).Result().Over })
	o.Send(&proto.Rematch{Game: c.over})
	c.poll(t, "the rematch asked", func() bool { return c.me.Match(c.over).Offers().Theirs == "rematch" })
	o = c.opponent(t)
	c.gone = c.play(t, o, "5+3", 2)
	o.Close()
	c.poll(t, "the opponent gone", func() bool { _, gone := c.me.Match(c.gone).Gone(); return gone })
	a, b := c.opponent(t), c.opponent(t)
	b.Send(&proto.Join{Code: a.Invite(kalah, "untimed")})
	c.watched = a.WaitGame(t)
	scenetest.WaitFor(t, "the watched game's moves", func() bool { return a.Plies(c.watched) >= 4 })
	a.Hold(true)
	b.Hold(true)
	return c
}

// opponent is a Go client on the club that plays its moves.
func (c *gameClub) opponent(t *testing.T) *scenetest.Opponent {
	return scenetest.NewOpponent(t, c.ts.WS)
}

// poll polls the player's and the watcher's sessions until ok holds.
func (c *gameClub) poll(t *testing.T, what string, ok func() bool) {
	t.Helper()
	scenetest.WaitFor(t, what, func() bool { c.me.Poll(time.Now()); c.watcher.Poll(time.Now()); return ok() })
}

// play has the player join o's game on clock and play their first legal
// move until the game has n moves and it is their turn; it returns the
// game.
func (c *gameClub) play(t *testing.T, o *scenetest.Opponent, clock string, n int) string {
	t.Helper()
	c.me.Join(o.Invite(kalah, clock))
	var id string
	c.poll(t, "the game", func() bool { id, _ = c.me.Started(); return id != "" })
	m := c.me.Match(id)
	c.poll(t, "the moves", func() bool {
		side, _ := m.MySide()
		mine := m.Ready() && !m.Result().Over && m.Position().ToMove == side && m.Position() == m.PositionAt(m.Plies())
		if mine && m.Plies() < n {
			m.Play(m.Rules().LegalMoves(m.Position(), nil)[0])
			return false
		}
		return mine && m.Plies() >= n
	})
	o.Hold(true)
	return id
}

// screen is a screen of game id as session s sees it, at the time at
// says (nil: the wall clock's), brought to its state by drive.
func (c *gameClub) screen(t *testing.T, name string, s *club.Session, id string, at func(m *club.Match) time.Time,
	drive func(d *scenetest.Driver, g *Game)) scenetest.Screen {
	return scenetest.Screen{Name: name, Allowed: []string{"guest"},
		Make: func(app *core.App) core.Scene {
			app.Settings.Speed = anim.Instant.String()
			g := New(app, s, id)
			if at != nil {
				when := at(g.m)
				g.now = func() time.Time { return when }
			}
			return g
		},
		Drive: func(d *scenetest.Driver, sc core.Scene) {
			g := sc.(*Game)
			until(t, d, g, 5000, "the game", func() bool { return g.tab.Stage != nil && !g.tab.Stage.Busy() })
			if drive != nil {
				drive(d, g)
			}
		}}
}

// Times the screens are drawn at: while the phrase said shows, and while
// the win may not yet and then may be claimed.
var (
	whileSaid = func(m *club.Match) time.Time { return m.Info().Said.At.Add(time.Second) }
	goneWait  = func(m *club.Match) time.Time { a, _ := m.Gone(); return a.Since.Add(time.Second) }
	goneClaim = func(m *club.Match) time.Time { a, _ := m.Gone(); return a.ClaimAt.Add(time.Second) }
)

// The online board speaks the player's language: the player's game with
// the opponent's draw offer, a watcher counted and the opponent's phrase
// (then the phrases' menu open, then the resign question), the panel of
// a game the opponent resigned asking a rematch, the banner of an
// opponent gone, and a watcher stepped back through the moves.
func TestClubGameSpeaksEveryLanguage(t *testing.T) {
	c := newGameClub(t)
	left := func(d *scenetest.Driver, g *Game) {
		var in kit.Intents
		in.Press(kit.ActLeft)
		d.Step(g, in, true)
		d.Step(g, in, true)
	}
	scenetest.CheckEveryLanguage(t,
		c.screen(t, "club-game-offer", c.me, c.offer, whileSaid, nil),
		c.screen(t, "club-game-chat", c.me, c.offer, whileSaid, func(d *scenetest.Driver, g *Game) { scenetest.TapNamed(t, d, g, "chat") }),
		c.screen(t, "club-game-resign", c.me, c.offer, nil, func(d *scenetest.Driver, g *Game) { scenetest.TapNamed(t, d, g, "resign") }),
		c.screen(t, "club-game-over", c.me, c.over, nil, nil),
		c.screen(t, "club-game-gone-wait", c.me, c.gone, goneWait, nil),
		c.screen(t, "club-game-gone-claim", c.me, c.gone, goneClaim, nil),
		c.screen(t, "club-game-watch", c.watcher, c.watched, nil, left),
	)
}
