//go:build !js

package clubhome

import (
	"testing"

	"mancala/online/proto"
	"mancala/scenes/scenetest"
	"mancala/scenes/scenetest/clubtest"
)

// rowOf returns the index of the feed's first row of kind k, or -1.
func (h *Home) rowOf(k entryKind) int {
	for i, e := range h.feed {
		if e.kind == k {
			return i
		}
	}
	return -1
}

// A challenge for the player shows first in the feed; a tap asks Accept
// or Decline, and Accept starts the game.
func TestTheFeedAnswersAChallengeForThePlayer(t *testing.T) {
	app, ts := clubtest.App(t, nil)
	other := clubtest.Player(t, ts)
	hm, d := online(t, app, 390, 844)
	other.Members().Challenge(proto.ChallengePlayer{Player: hm.s.Me().ID, Variant: "congkak", Clock: "untimed"})
	clubtest.Until(t, d, hm, "the challenge in the feed", func() bool { return hm.rowOf(entryAnswer) == 0 }, other)
	scenetest.TapNamed(t, d, hm, "row-0")
	if hm.panel() != panelChallenged {
		t.Fatalf("after the tap the panel is %v", hm.panel())
	}
	scenetest.TapNamed(t, d, hm, "accept")
	clubtest.Until(t, d, hm, "the game", func() bool { return clubtest.Opened(d) != nil }, other)
	if o := clubtest.Opened(d); o.Route != "clubgame" {
		t.Errorf("opened %+v", o)
	}
}

// A game someone seeks shows in the feed, and one tap seeks the same:
// the two are paired at once.
func TestOneTapTakesAGameSomeoneSeeks(t *testing.T) {
	app, ts := clubtest.App(t, nil)
	other := clubtest.Player(t, ts)
	other.Seek(proto.Seek{Variant: "oware", Clock: "5+3"})
	clubtest.Poll(t, "the other player's seek", other.Seeking, other)
	hm, d := online(t, app, 1280, 720)
	clubtest.Until(t, d, hm, "the seek in the feed", func() bool { return hm.rowOf(entrySeek) >= 0 }, other)
	if r := hm.feed[hm.rowOf(entrySeek)]; r.Main != "Oware · 5+3 · casual" {
		t.Errorf("the seek's row %+v", r.Row)
	}
	scenetest.TapNamed(t, d, hm, "row-"+itoa(hm.rowOf(entrySeek)))
	clubtest.Until(t, d, hm, "the game", func() bool { return clubtest.Opened(d) != nil }, other)
}

// On a canvas with no room for the feed, a challenge for the player
// shows at once in the panel, and Decline ends it.
func TestAChallengeShowsWithoutTheFeed(t *testing.T) {
	app, ts := clubtest.App(t, nil)
	other := clubtest.Player(t, ts)
	hm, d := online(t, app, 667, 375)
	if hm.lay.Feed.List.H != 0 {
		t.Fatalf("667x375 has a feed %+v", hm.lay.Feed.List)
	}
	other.Members().Challenge(proto.ChallengePlayer{Player: hm.s.Me().ID, Variant: "bao", Clock: "untimed"})
	clubtest.Until(t, d, hm, "the challenge's panel", func() bool { return hm.panel() == panelChallenged }, other)
	scenetest.TapNamed(t, d, hm, "decline")
	clubtest.Poll(t, "the decline", func() bool {
		o, _ := other.Members().Outgoing(hm.s.Me().ID)
		return o.Gone == "declined"
	}, other)
}

// A live game shows among the games to watch with its board pictured.
func TestTheFeedPicturesGamesToWatch(t *testing.T) {
	app, ts := clubtest.App(t, nil)
	a, b := clubtest.Player(t, ts), clubtest.Player(t, ts)
	a.Invite(proto.Invite{Variant: "kalah", Clock: "5+3"})
	var code string
	clubtest.Poll(t, "the invite", func() bool { code, _, _ = a.Invited(); return code != "" }, a)
	b.Join(code)
	hm, d := online(t, app, 1280, 720)
	clubtest.Until(t, d, hm, "the game to watch", func() bool { return hm.rowOf(entryWatch) >= 0 }, a, b)
	if e := hm.feed[hm.rowOf(entryWatch)]; e.Lead == 0 || e.pos.Seeds(0) != 4 {
		t.Errorf("the game's row %+v, position %+v", e.Row, e.pos)
	}
}

func itoa(i int) string { return string(rune('0' + i)) }

// A registered player's card has Sign out and their own page.
func TestARegisteredPlayersCardOpensTheirPage(t *testing.T) {
	app, _ := clubtest.App(t, nil)
	hm, d := online(t, app, 1280, 720)
	hm.s.Register("page_owner", "correct horse")
	clubtest.Until(t, d, hm, "the registration", func() bool { return !hm.s.Me().Guest && hm.s.Me().Name == "page_owner" && hm.panel() == panelNone })
	scenetest.TapNamed(t, d, hm, "my-page")
	if o := clubtest.Opened(d); o == nil || o.Route != "club-player" || o.Player != hm.s.Me().ID {
		t.Errorf("opened %+v", o)
	}
}
