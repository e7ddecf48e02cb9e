//go:build !js

package clubgame

import (
	"strings"
	"testing"
	"time"

	"mancala/online/proto"
	"mancala/scenes/clublayout"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// pairScenes starts a casual Oware game between two sessions by invite
// and opens each player's board.
func pairScenes(t *testing.T) (a, b *Game, da, db *scenetest.Driver, url string) {
	t.Helper()
	ts := startServer(t)
	sa, sb := openSession(t, ts.URL), openSession(t, ts.URL)
	sa.Invite(proto.Invite{Variant: "oware", Clock: "untimed"})
	var code string
	scenetest.WaitFor(t, "the invite", func() bool { sa.Poll(time.Now()); code, _, _ = sa.Invited(); return code != "" })
	sb.Join(code)
	var id string
	scenetest.WaitFor(t, "the game", func() bool {
		sa.Poll(time.Now())
		sb.Poll(time.Now())
		g, ok := sb.Started()
		id = g
		return ok
	})
	a, b = New(instantApp(), sa, id), New(instantApp(), sb, id)
	da, db = scenetest.NewDriver(t, 1280, 720, 1), scenetest.NewDriver(t, 390, 844, 1)
	until(t, da, a, 5000, "a's board", func() bool { db.Step(b, kitNone, false); return a.isPlayer() && b.isPlayer() })
	return a, b, da, db, ts.URL
}

// A player opens Chat, taps a phrase: it shows on the other player's
// board beside the speaker's name, and a spectator is counted on both.
func TestAPhraseSaidShowsOnTheOpponentsBoard(t *testing.T) {
	a, b, da, db, url := pairScenes(t)
	scenetest.TapNamed(t, da, a, "chat")
	if !(input{a}).shown().Has(clublayout.ClubSay) {
		t.Fatal("Chat opened no phrases")
	}
	shot(t, da, a, "phrases-1280x720")
	scenetest.TapNamed(t, da, a, "say-good-luck")
	until(t, db, b, 5000, "the phrase on b's board", func() bool {
		words, side, ok := chat{b}.said()
		me, _ := a.playing()
		return ok && words == "Good luck" && side == int(me)
	})
	shot(t, db, b, "said-390x844")
	if (input{a}).shown().Has(clublayout.ClubSay) {
		t.Error("the phrases stay open after one was said")
	}
	w := openSession(t, url)
	w.Match(a.id)
	until(t, da, a, 5000, "a watcher counted", func() bool {
		w.Poll(time.Now())
		return strings.HasSuffix(words{a}.status(), "· 1 watching")
	})
}

// With Players' phrases off in the settings there is no Chat, and a
// phrase said is not shown.
func TestPhrasesOffHidesChatAndWhatIsSaid(t *testing.T) {
	a, b, da, db, _ := pairScenes(t)
	b.app.Settings.HidePhrases = true
	scenetest.TapNamed(t, da, a, "chat")
	scenetest.TapNamed(t, da, a, "say-thanks")
	until(t, db, b, 5000, "the phrase to come", func() bool { return b.m.Info().Said.Phrase == "thanks" })
	if _, _, ok := (chat{b}).said(); ok || (input{b}).shown().Has(clublayout.ClubChat) {
		t.Error("phrases off, the board still shows a phrase or Chat")
	}
}

// A bot's plate says BOT after its name.
func TestABotsPlateSaysBOT(t *testing.T) {
	a, _, _, _, _ := pairScenes(t)
	me, _ := a.playing()
	got := plates{a}.plateName(1-me, proto.Player{Name: "KalahBot", Bot: true, Rating: 1630.4})
	if got != "KalahBot BOT 1630" {
		t.Errorf("a bot's plate %q", got)
	}
}

// Back (Escape) with the phrases open closes them and stays in the game;
// pressed again, it leaves.
func TestBackClosesThePhrasesFirst(t *testing.T) {
	a, _, da, _, _ := pairScenes(t)
	scenetest.TapNamed(t, da, a, "chat")
	var back kit.Intents
	back.Press(kit.ActBack)
	da.Step(a, back, false)
	if a.chatting || da.Sw.Backs != 0 {
		t.Fatalf("Back with the phrases open: open %v, left %d times", a.chatting, da.Sw.Backs)
	}
	da.Step(a, back, false)
	if da.Sw.Backs != 1 {
		t.Errorf("Back with the phrases closed left %d times", da.Sw.Backs)
	}
}
