//go:build !js

package clublists

import (
	"testing"

	"mancala/online/club"
	"mancala/online/proto"
	"mancala/online/server/servertest"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
	"mancala/scenes/scenetest/clubtest"
)

// listsClub is a club with a row in every list: a live game between two
// guests, Baraka's open challenge, Baraka and Citra on the leaderboard;
// its sessions are polled while the screens wait.
type listsClub struct {
	ts     *servertest.Server
	others []*club.Session
}

// openListsClub starts the club's server and its players.
func openListsClub(t *testing.T) *listsClub {
	ts := servertest.Start(t, nil)
	ratedGame(t, ts, "Baraka", "Citra")
	players, _ := clubtest.LiveGame(t, ts, "oware")
	baraka := clubtest.Player(t, ts)
	baraka.Login("Baraka", "password-Baraka")
	clubtest.Poll(t, "Baraka's sign-in", func() bool { return baraka.Me().Name == "Baraka" && baraka.Status() == club.Online }, baraka)
	baraka.Invite(proto.Invite{Variant: "kalah", Clock: "10+5", Public: true})
	clubtest.Poll(t, "Baraka's challenge", func() bool { _, _, ok := baraka.Invited(); return ok }, baraka)
	return &listsClub{ts: ts, others: append(players, baraka)}
}

// screen is the lists at list l, driven by drive once its list came.
func (c *listsClub) screen(t *testing.T, name string, l core.ClubList, drive func(s *Lists, d *scenetest.Driver)) scenetest.Screen {
	return scenetest.Screen{Name: "club-lists-" + name,
		Make: func(app *core.App) core.Scene { return NewLists(clubtest.Member(t, app, c.ts), l) },
		Drive: func(d *scenetest.Driver, sc core.Scene) {
			s := sc.(*Lists)
			c.until(t, d, s, "the list", func() bool { _, ok := s.app.Club.Lists(l.String()); return ok && s.asked })
			if drive != nil {
				drive(s, d)
			}
		},
		Allowed: []string{"guest", "Baraka", "Citra", "ZZZZ2222"}}
}

// until runs the lists until ok holds, polling the club's players.
func (c *listsClub) until(t *testing.T, d *scenetest.Driver, s *Lists, what string, ok func() bool) {
	t.Helper()
	clubtest.Until(t, d, s, what, ok, c.others...)
}

// TestClubListsSpeakEveryLanguage draws the lists in every language on
// every canvas: the live games, the open challenges with a join the
// server refuses, the players' and the bots' leaderboards, and the
// player's recent games, none then one.
func TestClubListsSpeakEveryLanguage(t *testing.T) {
	c := openListsClub(t)
	rows := func(n int) func(s *Lists, d *scenetest.Driver) {
		return func(s *Lists, d *scenetest.Driver) {
			c.until(t, d, s, "the rows", func() bool { return len(s.rows) >= n })
		}
	}
	refused := func(s *Lists, d *scenetest.Driver) {
		rows(1)(s, d)
		s.tap(nil, line{Row: kit.Row{Main: s.rows[0].Main}, code: "ZZZZ2222"})
		c.until(t, d, s, "the refusal", func() bool { return !s.joining })
	}
	scenetest.CheckEveryLanguage(t,
		c.screen(t, "games", core.ListGames, rows(1)),
		c.screen(t, "challenges", core.ListChallenges, refused),
		c.screen(t, "leaderboard", core.ListLeaderboard, rows(3)),
		c.screen(t, "bots", core.ListBots, rows(1)),
		c.screen(t, "recent-none", core.ListRecent, nil),
		c.screen(t, "recent", core.ListRecent, func(s *Lists, d *scenetest.Driver) { c.playOne(t, s, d) }))
}

// playOne has the player lose a game once (an invite a guest joins, then
// resigned after a move each) and waits for it among the recent games.
func (c *listsClub) playOne(t *testing.T, s *Lists, d *scenetest.Driver) {
	me := s.app.Club
	if len(s.rows) == 0 {
		friend := clubtest.Player(t, c.ts)
		me.Invite(proto.Invite{Variant: "congkak", Clock: "untimed"})
		var code string
		c.until(t, d, s, "the invite", func() bool { code, _, _ = me.Invited(); return code != "" })
		friend.Join(code)
		var game string
		clubtest.Poll(t, "the game", func() bool { game, _ = friend.Started(); return game != "" }, me, friend)
		m := me.Match(game)
		clubtest.Poll(t, "the game's start", m.Ready, me, friend)
		m.Resign()
		clubtest.Poll(t, "the end", func() bool { return m.Result().Over }, me, friend)
		s.asked = false // ask for the list again now
	}
	c.until(t, d, s, "the recent game", func() bool { return len(s.rows) >= 1 })
}

// TestClubListsOfflineSpeakEveryLanguage draws the lists with no server
// at their address, in every language on every canvas.
func TestClubListsOfflineSpeakEveryLanguage(t *testing.T) {
	scenetest.CheckEveryLanguage(t, scenetest.Screen{Name: "club-lists-offline",
		Make: func(app *core.App) core.Scene {
			return NewLists(clubtest.Offline(t, app), core.ListGames)
		},
		Drive: func(d *scenetest.Driver, sc core.Scene) {
			s := sc.(*Lists)
			clubtest.Until(t, d, s, "the session to give up", func() bool { return s.app.Club.Status() == club.Unreachable })
		}})
}
