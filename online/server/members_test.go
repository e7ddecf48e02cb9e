package server

import (
	"net/http"
	"testing"
	"time"

	"mancala/online/proto"
	"mancala/online/store"
)

// member registers a player (a bot when bot) and connects them.
func (ts *testServer) member(name string, bot bool) (*raw, *proto.Welcome) {
	ts.t.Helper()
	code, acct := post(ts.t, ts, "/api/register", map[string]any{"name": name, "password": "long enough", "bot": bot})
	if code != http.StatusOK {
		ts.t.Fatalf("registering %s: %d %v", name, code, acct)
	}
	return ts.connect(acct["token"].(string))
}

func is[T proto.Message](m proto.Message) bool { _, ok := m.(T); return ok }

// A bot account is new and marked BOT everywhere; it may not seek in the
// players' pool, play the club's computer nor post open challenges.
func TestABotMayNotSeekPlayTheComputerOrPostOpenChallenges(t *testing.T) {
	ts := startServer(t, nil)
	bot, w := ts.member("engine_1", true)
	if !w.Player.Bot {
		t.Fatalf("a bot's welcome: %+v", w.Player)
	}
	for _, m := range []proto.Message{
		&proto.Seek{Variant: "kalah", Clock: "5+3"},
		&proto.Computer{Variant: "kalah", Clock: "5+3", Level: 3},
		&proto.Invite{Variant: "kalah", Clock: "5+3", Public: true},
	} {
		bot.send(m)
		if got := bot.errorCode(); got != proto.ErrNotForBots {
			t.Errorf("a bot's %s: %q, want not_for_bots", m.Type(), got)
		}
	}
	_, guest := ts.connect("")
	code, _ := post(t, ts, "/api/register", map[string]any{"name": "engine_2", "password": "long enough",
		"bot": true, "token": guest.Token})
	if code != http.StatusBadRequest {
		t.Errorf("a guest turning into a bot: %d, want 400", code)
	}
}

// A challenge reaches the one player it is addressed to, who alone may
// take it; taking it starts a rated game when asked.
func TestAChallengeIsForItsPlayerAlone(t *testing.T) {
	ts := startServer(t, nil)
	ann, _ := ts.member("ann", false)
	bot, bw := ts.member("engine_1", true)
	eve, _ := ts.member("eve", false)
	ann.send(&proto.ChallengePlayer{Player: bw.Player.ID, Variant: "kalah", Clock: "3+2", Rated: true})
	inv := ann.until(is[*proto.Invited]).(*proto.Invited)
	if inv.To != bw.Player.ID {
		t.Errorf("invited %+v", inv)
	}
	ch := bot.until(is[*proto.Challenged]).(*proto.Challenged)
	if ch.Code != inv.Code || ch.From.Name != "ann" || !ch.Rated || ch.Gone != "" {
		t.Errorf("the bot hears %+v", ch)
	}
	eve.send(&proto.Join{Code: inv.Code})
	if got := eve.errorCode(); got != proto.ErrNotFound {
		t.Errorf("another player takes it: %q, want not_found", got)
	}
	bot.send(&proto.List{What: "challenges"})
	l := bot.until(is[*proto.Lists]).(*proto.Lists)
	if len(l.Challenges) != 1 || !l.Challenges[0].ForYou || l.Challenges[0].Code != inv.Code {
		t.Errorf("the bot's challenges %+v", l.Challenges)
	}
	bot.send(&proto.Join{Code: inv.Code})
	if start := ann.event(proto.KindStart); !start.Rated || !(start.South.Bot || start.North.Bot) {
		t.Errorf("the game %+v", start)
	}
}

// A declined challenge ends for both; one withdrawn too; a player has at
// most MaxChallengesBy waiting.
func TestChallengesAreDeclinedWithdrawnAndLimited(t *testing.T) {
	ts := startServer(t, nil)
	ann, _ := ts.member("ann", false)
	bob, bw := ts.member("bob", false)
	var codes []string
	for range MaxChallengesBy {
		ann.send(&proto.ChallengePlayer{Player: bw.Player.ID, Variant: "oware", Clock: "untimed"})
		codes = append(codes, ann.until(is[*proto.Invited]).(*proto.Invited).Code)
	}
	ann.send(&proto.ChallengePlayer{Player: bw.Player.ID, Variant: "oware", Clock: "untimed"})
	if got := ann.errorCode(); got != proto.ErrBusy {
		t.Errorf("challenge %d: %q, want busy", MaxChallengesBy+1, got)
	}
	bob.send(&proto.Cancel{Code: codes[0]})
	if ch := ann.until(is[*proto.Challenged]).(*proto.Challenged); ch.Code != codes[0] || ch.Gone != "declined" {
		t.Errorf("the challenger hears %+v", ch)
	}
	ann.send(&proto.Cancel{Code: codes[1]})
	withdrawn := bob.until(func(m proto.Message) bool {
		ch, ok := m.(*proto.Challenged)
		return ok && ch.Code == codes[1] && ch.Gone != ""
	}).(*proto.Challenged)
	if withdrawn.Gone != "withdrawn" {
		t.Errorf("the challenged hears %+v", withdrawn)
	}
	ann.send(&proto.ChallengePlayer{Player: bw.Player.ID, Variant: "oware", Clock: "untimed"})
	ann.until(is[*proto.Invited])
	ann.send(&proto.ChallengePlayer{Player: bw.Player.ID, Variant: "kalah", Clock: "untimed", Rated: true})
	if got := ann.errorCode(); got != proto.ErrRankedOnly {
		t.Errorf("a rated untimed challenge: %q", got)
	}
}

// A player's page: their results per game, their rating after each rated
// game, their last games with the opponents' names, and whether they are
// here now.
func TestAPlayersPageShowsRecordHistoryGamesAndPresence(t *testing.T) {
	ts := startServer(t, nil)
	ann, aw := ts.member("ann", false)
	_, bw := ts.member("bob", false)
	a, b := store.PlayerID(aw.Player.ID), store.PlayerID(bw.Player.ID)
	g := ts.s.newGame(store.Settings{Spec: LadderSpec, Clock: timeControls["3+2"], Rated: true}, a, b)
	ctx := t.Context()
	if err := ts.store.CreateGame(ctx, g); err != nil {
		t.Fatal(err)
	}
	after := store.Rating{Rating: 1662.5, Deviation: 290, Volatility: 0.06, Games: 1}
	if err := ts.store.FinishGame(ctx, g.ID, store.Finish{Result: store.SouthWon, Ended: ts.s.now(),
		SouthRating: &store.RatingChange{After: after}, NorthRating: &store.RatingChange{After: after}}); err != nil {
		t.Fatal(err)
	}
	ann.send(&proto.Profile{Player: string(b)})
	page := ann.until(is[*proto.PlayerPage]).(*proto.PlayerPage)
	if page.Player.Name != "bob" || !page.Online || len(page.Records) != 1 || page.Records[0].Lost != 1 ||
		page.Records[0].Variant != "kalah" || len(page.History) != 1 || page.History[0].Rating != 1662.5 {
		t.Errorf("bob's page %+v", page)
	}
	if len(page.Recent) != 1 || page.Recent[0].South.Name != "ann" || page.Recent[0].Result != "south" {
		t.Errorf("bob's games %+v", page.Recent)
	}
	ann.send(&proto.Profile{Player: "nobody"})
	if got := ann.errorCode(); got != proto.ErrNotFound {
		t.Errorf("an unknown player's page: %q", got)
	}
}

// Bots have their own leaderboard, and are never on the players'.
func TestBotsAreOnTheirOwnLeaderboard(t *testing.T) {
	ts := startServer(t, nil)
	ann, aw := ts.member("ann", false)
	_, bw := ts.member("engine_1", true)
	rated := store.Rating{Rating: 1600, Deviation: 100, Volatility: 0.06, Games: 5}
	for _, id := range []string{aw.Player.ID, bw.Player.ID} {
		if err := ts.store.UpdateRating(t.Context(), store.PlayerID(id), rated); err != nil {
			t.Fatal(err)
		}
	}
	for what, want := range map[string]string{"leaderboard": "ann", "bots": "engine_1"} {
		ann.send(&proto.List{What: what})
		l := ann.until(is[*proto.Lists]).(*proto.Lists)
		if len(l.Leaderboard) != 1 || l.Leaderboard[0].Name != want {
			t.Errorf("%s: %+v", what, l.Leaderboard)
		}
	}
}

// A bots' arena takes bots only, and the players' arenas players only.
func TestBotsAndPlayersKeepToTheirOwnArenas(t *testing.T) {
	ts := startServer(t, nil)
	ann, _ := ts.member("ann", false)
	bot, _ := ts.member("engine_1", true)
	now := time.Now()
	for _, a := range []store.NewArena{
		{ID: "for-bots", Name: "Bots Kalah", Bots: true},
		{ID: "for-players", Name: "Hourly Kalah"},
	} {
		a.Settings = store.Settings{Spec: LadderSpec, Clock: timeControls["3+2"], Rated: true}
		a.Starts, a.Ends, a.Created = now.Add(time.Hour), now.Add(2*time.Hour), now
		if err := ts.store.CreateArena(t.Context(), a); err != nil {
			t.Fatal(err)
		}
	}
	for who, c := range map[string]*raw{"a player": ann, "a bot": bot} {
		wrong := map[string]string{"a player": "for-bots", "a bot": "for-players"}[who]
		c.send(&proto.ArenaDo{Action: "join", Arena: wrong})
		if got := c.errorCode(); got != proto.ErrNotForBots {
			t.Errorf("%s joins %s: %q, want not_for_bots", who, wrong, got)
		}
	}
	bot.send(&proto.ArenaDo{Action: "join", Arena: "for-bots"})
	if st := bot.until(is[*proto.ArenaState]).(*proto.ArenaState); st.Me == nil || !st.Info.Bots {
		t.Errorf("a bot joins the bots' arena: %+v", st)
	}
}
