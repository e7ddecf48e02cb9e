//go:build !js

package club

import (
	"testing"

	"mancala/online/proto"
	"mancala/online/server/servertest"
)

// A challenge reaches its player, who sees it waiting and takes it: the
// game starts on both sides; a declined one shows declined to the
// challenger.
func TestAChallengeWaitsForItsPlayerWhoTakesOrDeclinesIt(t *testing.T) {
	ts := servertest.Start(t, nil)
	a, b := open(t, ts), open(t, ts)
	bob := b.Me().ID
	a.Members().Challenge(proto.ChallengePlayer{Player: bob, Variant: "oware", Clock: "untimed"})
	waitFor(t, "the challenge", func() bool { return len(b.Members().Waiting()) == 1 }, a, b)
	ch := b.Members().Waiting()[0]
	if ch.From.ID != a.Me().ID || ch.Variant != "oware" {
		t.Errorf("bob sees %+v", ch)
	}
	b.Members().Answer(ch.Code, false)
	waitFor(t, "the decline", func() bool { o, _ := a.Members().Outgoing(bob); return o.Gone == "declined" }, a, b)
	if len(b.Members().Waiting()) != 0 {
		t.Errorf("a declined challenge still waits: %+v", b.Members().Waiting())
	}
	a.Members().Challenge(proto.ChallengePlayer{Player: bob, Variant: "oware", Clock: "untimed"})
	waitFor(t, "the second challenge", func() bool { return len(b.Members().Waiting()) == 1 }, a, b)
	b.Members().Answer(b.Members().Waiting()[0].Code, true)
	if ga, gb := started(t, a, b), started(t, b, a); ga != gb {
		t.Errorf("the challenge started %s and %s", ga, gb)
	}
}

// A challenge the server refuses shows its reason; a challenge made while
// the player was away waits for them when they come.
func TestChallengesRefusedOrMadeWhileAway(t *testing.T) {
	ts := servertest.Start(t, nil)
	a := open(t, ts)
	a.Members().Challenge(proto.ChallengePlayer{Player: "nobody", Variant: "oware", Clock: "untimed"})
	waitFor(t, "the refusal", func() bool { o, _ := a.Members().Outgoing("nobody"); return o.Gone == "refused" }, a)
	b := open(t, ts)
	bob, keep := b.Me().ID, b.keeper
	b.Close()
	a.Members().Challenge(proto.ChallengePlayer{Player: bob, Variant: "bao", Clock: "10+5"})
	waitFor(t, "the code", func() bool { o, _ := a.Members().Outgoing(bob); return o.Code != "" }, a)
	back := openWith(t, ts, keep)
	waitFor(t, "the challenge on coming back", func() bool { return len(back.Members().Waiting()) == 1 }, back)
}

// A player's page comes with the player's games; in a game, a phrase one
// player says shows on the other's board, and the board counts its
// watchers.
func TestPagesPhrasesAndWatchers(t *testing.T) {
	ts := servertest.Start(t, nil)
	a, b, ma, mb := invitePair(t, ts, "oware")
	a.Members().Profile(b.Me().ID)
	waitFor(t, "bob's page", func() bool { p, ok := a.Members().Page(b.Me().ID); return ok && p.Online }, a)
	ma.Say("good-luck")
	waitFor(t, "the phrase", func() bool { return mb.Info().Said.Phrase == "good-luck" }, a, b)
	if side, _ := ma.MySide(); mb.Info().Said.Side != side {
		t.Errorf("said by %v", mb.Info().Said.Side)
	}
	w := open(t, ts)
	w.Match(ma.Game())
	waitFor(t, "one watcher", func() bool { return ma.Info().Watchers == 1 && mb.Info().Watchers == 1 }, a, b, w)
}
