//go:build !js

package clubplayer

import (
	"testing"

	"mancala/online/club"
	"mancala/online/proto"
	"mancala/online/server/servertest"
	"mancala/scenes/core"
	"mancala/scenes/scenetest"
	"mancala/scenes/scenetest/clubtest"
)

// inClub has app's club be the server ts, the first time it is asked.
func inClub(t *testing.T, app *core.App, ts *servertest.Server) {
	if app.Settings.Server == ts.URL {
		return
	}
	app.Settings.Server = ts.URL
	app.ClubKeeper = &club.MemoryKeeper{}
	t.Cleanup(func() { core.ForgetClub(app) })
}

// A player's page speaks the player's language: another player's, with
// rated games won and lost (the graph, the records, the recent games) and
// the player's challenge waiting; and the player's own.
func TestClubPlayerSpeaksEveryLanguage(t *testing.T) {
	ts := servertest.Start(t, nil)
	bob, ann := clubtest.Player(t, ts), clubtest.Player(t, ts)
	for i := range 6 {
		south, north := bob.Me().ID, ann.Me().ID
		if i%3 == 2 {
			south, north = north, south
		}
		finishRated(t, ts, south, north, i)
	}
	names := []string{bob.Me().Name, ann.Me().Name}
	var viewed *Player
	page := func(d *scenetest.Driver, s core.Scene) {
		viewed = s.(*Player)
		clubtest.Until(t, d, viewed, "the page", func() bool { return viewed.has }, bob)
	}
	scenetest.CheckEveryLanguage(t,
		scenetest.Screen{Name: "club-player-challenged", Allowed: names,
			Make: func(app *core.App) core.Scene { inClub(t, app, ts); return New(app, bob.Me().ID) },
			Drive: func(d *scenetest.Driver, s core.Scene) {
				page(d, s)
				if !viewed.waiting() {
					viewed.app.Club.Members().Challenge(proto.ChallengePlayer{Player: bob.Me().ID, Variant: "oware", Clock: "5+3"})
				}
				clubtest.Until(t, d, viewed, "the challenge waiting", viewed.waiting, bob)
			}},
		scenetest.Screen{Name: "club-player-own", Allowed: names,
			Make: func(app *core.App) core.Scene {
				inClub(t, app, ts)
				s := app.ClubSession()
				clubtest.Poll(t, "the welcome", func() bool { return s.Me().ID != "" }, s)
				return New(app, s.Me().ID)
			},
			Drive: page},
	)
}
