//go:build !js

package clubplayer

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"mancala/online/proto"
	"mancala/online/server/servertest"
	"mancala/online/store"
	"mancala/saves"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/scenetest"
	"mancala/scenes/scenetest/clubtest"
)

// open shows the page of player on app until it has come.
func open(t *testing.T, app *core.App, player string, w, h, scale float64) (*Player, *scenetest.Driver) {
	t.Helper()
	s := New(app, player).(*Player)
	d := scenetest.NewDriver(t, w, h, scale)
	clubtest.Until(t, d, s, "the page", func() bool { return s.has })
	return s, d
}

// A player online has Challenge on their page, which opens the
// challenge's form; a challenge sent shows as waiting and may be
// withdrawn; one's own page has no button.
func TestAnOnlinePlayersPageOffersAChallenge(t *testing.T) {
	app, ts := clubtest.App(t, nil)
	other := clubtest.Player(t, ts)
	s, d := open(t, app, other.Me().ID, 390, 844, 1)
	if s.action() != "Challenge" || s.page.Player.Name != other.Me().Name {
		t.Fatalf("action %q, page %+v", s.action(), s.page)
	}
	scenetest.TapNamed(t, d, s, "challenge")
	if o := clubtest.Opened(d); o == nil || o.Route != "club-challenge" || o.Player != other.Me().ID {
		t.Fatalf("opened %+v", o)
	}
	app.Club.Members().Challenge(proto.ChallengePlayer{Player: other.Me().ID, Variant: "oware", Clock: "untimed"})
	clubtest.Until(t, d, s, "the challenge waiting", func() bool { return s.action() == "Withdraw the challenge" }, other)
	scenetest.TapNamed(t, d, s, "challenge")
	clubtest.Until(t, d, s, "the withdrawal", func() bool { return s.status() == "You withdrew your challenge." }, other)
	me, _ := open(t, app, app.Club.Me().ID, 1280, 720, 1)
	if me.action() != "" {
		t.Errorf("one's own page offers %q", me.action())
	}
}

// The page shows the player's rated games as a graph and their games
// with the opponents' names; a tap on a game replays it.
func TestAPageShowsRatingsAndGamesToReplay(t *testing.T) {
	app, ts := clubtest.App(t, nil)
	bob := clubtest.Player(t, ts)
	me := app.ClubSession()
	clubtest.Poll(t, "the welcome", func() bool { return me.Me().ID != "" }, me)
	finishRated(t, ts, me.Me().ID, bob.Me().ID, 0)
	s, d := open(t, app, bob.Me().ID, 1280, 720, 1)
	if len(s.page.History) != 1 || len(s.v.Rows) != 1 || s.v.Rows[0].Main != "Lost to "+me.Me().Name {
		t.Fatalf("history %+v, rows %+v", s.page.History, s.v.Rows)
	}
	if name, rec := recordWords(s.app, s.page.Records, 0); name != "Kalah" || strings.Join(rec, " · ") != "0 won · 0 drawn · 1 lost" {
		t.Errorf("Kalah's record %q", rec)
	}
	scenetest.TapNamed(t, d, s, "row-0")
	if o := clubtest.Opened(d); o == nil || o.Route != "clubgame" || o.Game != s.games[0] {
		t.Errorf("opened %+v", o)
	}
}

// finishRated stores rated Kalah game number i, which south won against
// north, north's rating going down and up.
func finishRated(t *testing.T, ts *servertest.Server, south, north string, i int) {
	t.Helper()
	st := ts.Store
	g := store.NewGame{ID: store.GameID(fmt.Sprint("rated-", i)), Settings: store.Settings{Spec: "kalah pits=6 seeds=4 capture=standard end=either-row leftovers=owner sowing=single",
		Clock: store.TimeControl{Base: 3 * time.Minute, Increment: 2 * time.Second}, Rated: true},
		South: store.PlayerID(south), North: store.PlayerID(north), Created: time.Now()}
	if err := st.CreateGame(t.Context(), g); err != nil {
		t.Fatal(err)
	}
	r := 1440 + 9*float64(i) + 25*float64(i%3)
	after := &store.RatingChange{After: store.Rating{Rating: r, Deviation: 300, Volatility: 0.06, Games: i + 1}}
	if err := st.FinishGame(t.Context(), g.ID, store.Finish{Result: store.SouthWon, Ended: time.Now().Add(time.Duration(i) * time.Minute),
		SouthRating: after, NorthRating: after}); err != nil {
		t.Fatal(err)
	}
}

// The rating's points spread across the graph, the highest at the top,
// the lowest at the bottom; a flat history is drawn mid-height.
func TestTheRatingGraphSpansItsRectangle(t *testing.T) {
	r := layout.Rect{X: 0, Y: 0, W: 220, H: 120}
	p := plotRatings([]proto.RatingAt{{Rating: 1500}, {Rating: 1600}, {Rating: 1550}}, r)
	if p.xs[0] != graphLeft || p.xs[2] != r.W-graphPad || p.ys[1] != graphTop || p.ys[0] != r.H-graphPad {
		t.Errorf("points %v %v", p.xs, p.ys)
	}
	flat := plotRatings([]proto.RatingAt{{Rating: 1500}, {Rating: 1500}}, r)
	if flat.ys[0] != graphTop+(r.H-graphTop-graphPad)/2 || flat.hi-flat.lo != 50 {
		t.Errorf("a flat history %v, %v..%v", flat.ys, flat.lo, flat.hi)
	}
}

// TestScreenshotsClubPlayer draws a player's page with a few rated games
// in both themes, landscape and on a phone, to MANCALA_SHOTS.
func TestScreenshotsClubPlayer(t *testing.T) {
	dir := os.Getenv("MANCALA_SHOTS")
	if dir == "" {
		t.Skip("set MANCALA_SHOTS to a directory to write screenshots")
	}
	app, ts := clubtest.App(t, nil)
	bob := clubtest.Player(t, ts)
	me := app.ClubSession()
	clubtest.Poll(t, "the welcome", func() bool { return me.Me().ID != "" }, me)
	for i := range 12 {
		finishRated(t, ts, me.Me().ID, bob.Me().ID, i)
	}
	for _, th := range []saves.Theme{saves.Wood, saves.Contrast} {
		app.Settings.Theme = th
		for _, c := range []struct{ w, h, scale float64 }{{1280, 720, 1}, {390, 844, 3}} {
			s, d := open(t, app, bob.Me().ID, c.w, c.h, c.scale)
			d.Step(s, kit.Intents{}, true)
			scenetest.Save(t, d.Screen, filepath.Join(dir, fmt.Sprintf("club-player-%s-%gx%g.png", th, c.w, c.h)))
		}
	}
}
