//go:build !js

package bot

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"mancala/online/proto"
	"mancala/online/server/servertest"
)

// TestTwoBotsPlayARatedKalahGame: a bot that registers itself challenges
// another (rated, the ladder's Kalah 3+2); the other takes it from its
// filter, they play it to its end through the server, and both are on the
// bots' leaderboard with new ratings, never on the players'.
func TestTwoBotsPlayARatedKalahGame(t *testing.T) {
	ts := servertest.Start(t, nil)
	high := registerBot(t, ts, "highbot")
	ctx, cancel := context.WithTimeout(context.Background(), testWait)
	defer cancel()
	hc, hlog := botConfig(t, ts, "highbot")
	hc.Go, hc.QuitAfter = "level 5", 1
	hc.Filter, _ = ParseFilter("kalah", "3+2", "rated")
	lc, llog := botConfig(t, ts, "lowbot")
	lc.Go, lc.QuitAfter, lc.Register = "level 2", 1, true
	lc.Challenge = &Challenge{Player: high.ID, Variant: "kalah", Clock: "3+2", Rated: true}
	hd := startBot(ctx, hc)
	ld := startBot(ctx, lc)
	waitBot(t, hd)
	waitBot(t, ld)
	hlog.noWarnings()
	llog.noWarnings()

	g := newGuest(t, ts)
	for _, board := range []string{"bots", "leaderboard"} {
		g.send(&proto.List{What: board})
		l := g.await(board, func(m proto.Message) bool { l, ok := m.(*proto.Lists); return ok && l.What == board }).(*proto.Lists)
		rated := map[string]bool{}
		for _, p := range l.Leaderboard {
			rated[p.Name] = p.Bot && (p.Rating != 1500 || p.RD != 350)
		}
		if want := board == "bots"; rated["highbot"] != want || rated["lowbot"] != want {
			t.Errorf("list %s: %+v; want both bots rated there: %v", board, l.Leaderboard, want)
		}
	}
}

// TestABotTakesAGuestsChallengeAndDeclinesOthers: a challenge waiting
// for the bot before it starts (Bao, not played) is declined from its
// list, a live one with a clock it does not play too; a casual Kalah is
// joined and played to its end with the clock's movetime.
func TestABotTakesAGuestsChallengeAndDeclinesOthers(t *testing.T) {
	ts := servertest.Start(t, nil)
	b := registerBot(t, ts, "kalahbot")
	g := newGuest(t, ts)
	early := g.challenge(b.ID, "bao", "untimed")
	ctx, cancel := context.WithTimeout(context.Background(), testWait)
	defer cancel()
	cfg, log := botConfig(t, ts, "kalahbot")
	cfg.Filter, _ = ParseFilter("kalah,oware", "untimed,3+2", "casual")
	cfg.Pace.Untimed, cfg.QuitAfter = 50*time.Millisecond, 1
	done := startBot(ctx, cfg)
	g.awaitDeclined(early)
	g.awaitDeclined(g.challenge(b.ID, "oware", "10+5"))

	g.challenge(b.ID, "kalah pits=4 seeds=3", "untimed")
	botMoves := 0
	start, end := g.playGame(func(start, e *proto.Event) {
		if e.Side == sideName(start, b.ID) {
			botMoves++
		}
	})
	if end.Reason != proto.ReasonRules || botMoves == 0 {
		t.Errorf("the game ended %s (%s) with %d moves of the bot", end.Result, end.Reason, botMoves)
	}
	if start.Rated || !start.South.Bot && !start.North.Bot {
		t.Errorf("start %+v: want a casual game with the bot marked", start)
	}
	waitBot(t, done)
	log.noWarnings()
}

// sideName is the side player id plays in the game of start.
func sideName(start *proto.Event, id string) string {
	if start.North.ID == id {
		return "north"
	}
	return "south"
}

// TestTheEngineIsStartedAgainAfterACrashAndASilence: the bot's engine
// dies at its first search, the next one says nothing to its search; the
// bridge starts a third (the handshake again), which plays, and the game
// goes on to its end.
func TestTheEngineIsStartedAgainAfterACrashAndASilence(t *testing.T) {
	ts := servertest.Start(t, nil)
	b := registerBot(t, ts, "crashbot")
	dir := t.TempDir()
	script := filepath.Join(dir, "engine.sh")
	if err := os.WriteFile(script, []byte(flakyEngine), 0o755); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), testWait)
	defer cancel()
	cfg, log := botConfig(t, ts, "crashbot")
	cfg.Engine = []string{"sh", script, dir, enginePath}
	cfg.Pace.Untimed, cfg.EngineGrace, cfg.QuitAfter = 50*time.Millisecond, time.Second, 1
	done := startBot(ctx, cfg)
	g := newGuest(t, ts)
	g.challenge(b.ID, "kalah pits=4 seeds=3", "untimed")
	botMoves := 0
	_, end := g.playGame(func(start, e *proto.Event) {
		if e.Side == sideName(start, b.ID) {
			botMoves++
		}
	})
	if end.Reason != proto.ReasonRules {
		t.Errorf("the game ended %s (%s)", end.Result, end.Reason)
	}
	waitBot(t, done)
	runs, _ := os.ReadFile(filepath.Join(dir, "runs"))
	if n, _ := strconv.Atoi(strings.TrimSpace(string(runs))); n < 4 {
		t.Errorf("the engine was started %d times; want the check, the crash, the silence and one that plays", n)
	}
	// A busy machine may make an engine late once more; but the engines
	// started again play the game.
	if w := log.warnings("no legal move"); len(w) >= botMoves {
		t.Errorf("the bridge played %d of the bot's %d moves itself: %q", len(w), botMoves, w)
	}
}

// flakyEngine counts its runs in $1/runs: the first (the bridge's check)
// and the fourth on are the real engine $2; the second dies at its first
// "go", the third never answers one.
const flakyEngine = `n=$(cat "$1/runs" 2>/dev/null || echo 0)
n=$((n+1))
echo $n > "$1/runs"
case $n in
2|3)
	while read -r line; do
		case "$line" in
		isready) echo readyok ;;
		go*) if [ $n = 2 ]; then exit 3; fi ;;
		esac
	done ;;
*) exec "$2" ;;
esac
`

// TestABotStartedAgainResumesItsGame: the bridge stops after its first
// move in a game and starts again; the welcome names the game, the
// server sends its events again, and the bot plays it to its end.
func TestABotStartedAgainResumesItsGame(t *testing.T) {
	ts := servertest.Start(t, nil)
	b := registerBot(t, ts, "phoenix")
	cfg, log := botConfig(t, ts, "phoenix")
	cfg.Pace.Untimed, cfg.QuitAfter = 50*time.Millisecond, 1
	ctx, cancel := context.WithTimeout(context.Background(), testWait)
	defer cancel()
	first, stop := context.WithCancel(ctx)
	done := startBot(first, cfg)
	g := newGuest(t, ts)
	g.challenge(b.ID, "kalah pits=4 seeds=3", "untimed")
	before, after := 0, 0
	_, end := g.playGame(func(start, e *proto.Event) {
		switch {
		case e.Side != sideName(start, b.ID):
		case before == 0:
			before++
			stop()
			waitBot(t, done)
			done = startBot(ctx, cfg)
		default:
			after++
		}
	})
	if end.Reason != proto.ReasonRules || after == 0 {
		t.Errorf("the game ended %s (%s) with %d moves of the bot after its restart", end.Result, end.Reason, after)
	}
	waitBot(t, done)
	log.noWarnings()
}

// TestABotPlaysAsManyGamesAtOnceAsAllowed: with -max-games 1, a challenge
// that comes during a game waits, and is taken when the game is over;
// then a rematch asked by that opponent is accepted.
func TestABotPlaysAsManyGamesAtOnceAsAllowed(t *testing.T) {
	ts := servertest.Start(t, nil)
	b := registerBot(t, ts, "onebyone")
	cfg, log := botConfig(t, ts, "onebyone")
	cfg.Pace.Untimed, cfg.QuitAfter, cfg.MaxGames = 50*time.Millisecond, 3, 1
	ctx, cancel := context.WithTimeout(context.Background(), testWait)
	defer cancel()
	done := startBot(ctx, cfg)
	first, second := newGuest(t, ts), newGuest(t, ts)
	first.challenge(b.ID, "kalah pits=4 seeds=3", "untimed")
	asked := false
	first.playGame(func(_, _ *proto.Event) {
		if !asked {
			asked = true
			second.challenge(b.ID, "kalah pits=4 seeds=3", "untimed")
		}
	})
	start, end := second.playGame(func(_, _ *proto.Event) {})
	if end.Reason != proto.ReasonRules {
		t.Errorf("the second game ended %s (%s)", end.Result, end.Reason)
	}
	second.send(&proto.Rematch{Game: start.Game})
	if _, end := second.playGame(func(_, _ *proto.Event) {}); end.Reason != proto.ReasonRules {
		t.Errorf("the rematch ended %s (%s)", end.Result, end.Reason)
	}
	waitBot(t, done)
	if len(log.find("challenge put off")) != 1 {
		t.Error("the second challenge was not put off while the first game went on")
	}
	log.noWarnings()
}
