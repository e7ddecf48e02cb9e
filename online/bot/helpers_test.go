//go:build !js

package bot

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"mancala/engine"
	"mancala/online/client"
	"mancala/online/proto"
	"mancala/online/server/servertest"
)

// enginePath is cmd/mancala-engine, built once for the package's tests.
var enginePath string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "mancala-bot-test")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	enginePath = filepath.Join(dir, "mancala-engine")
	build := exec.Command("go", "build", "-o", enginePath, "mancala/cmd/mancala-engine")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "building the engine:", err)
		os.Exit(1)
	}
	os.Setenv("MANCALA_OWAREDB", "off") // the engines need no Oware database
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}

// testWait bounds every test's waiting; a wait that ends it is a failure.
const testWait = 2 * time.Minute

const password = "a long password"

// registerBot makes a bot account through the HTTP API and returns its
// player.
func registerBot(t *testing.T, ts *servertest.Server, name string) proto.Player {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"name": name, "password": password, "bot": true})
	resp, err := http.Post(ts.URL+"/api/register", "application/json", bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out struct{ Player proto.Player }
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil || !out.Player.Bot {
		t.Fatalf("register %s: %d %v %+v", name, resp.StatusCode, err, out.Player)
	}
	return out.Player
}

// botConfig is a bot of the test server playing the built engine, its
// log in the test's and in the botLog returned.
func botConfig(t *testing.T, ts *servertest.Server, name string) (Config, *botLog) {
	f, _ := ParseFilter("all", "all", "both")
	l := &botLog{t: t, name: name}
	return Config{Server: ts.URL, Name: name, Password: password, Engine: []string{enginePath},
		Filter: f, Log: slog.New(slog.NewTextHandler(l, &slog.HandlerOptions{Level: slog.LevelDebug}))}, l
}

// botLog writes a bot's log lines into the test's log and keeps them.
type botLog struct {
	t     *testing.T
	name  string
	mu    sync.Mutex
	lines []string
}

func (l *botLog) Write(b []byte) (int, error) {
	line := strings.TrimSpace(string(b))
	l.t.Log(l.name + ": " + line)
	l.mu.Lock()
	l.lines = append(l.lines, line)
	l.mu.Unlock()
	return len(b), nil
}

// find returns the lines that contain every one of words.
func (l *botLog) find(words ...string) []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	var out []string
	for _, line := range l.lines {
		if !slices.ContainsFunc(words, func(w string) bool { return !strings.Contains(line, w) }) {
			out = append(out, line)
		}
	}
	return out
}

// warnings returns the warnings that contain every one of words.
func (l *botLog) warnings(words ...string) []string {
	return append(l.find(append(words, "level=WARN")...), l.find(append(words, "level=ERROR")...)...)
}

// noWarnings fails the test if the bot warned of anything.
func (l *botLog) noWarnings() {
	l.t.Helper()
	if w := l.warnings(); len(w) > 0 {
		l.t.Errorf("%s warned: %q", l.name, w)
	}
}

// running is a bot's Run going on in the background.
type running struct {
	ctx  context.Context
	done chan error
}

// startBot runs a bot until ctx is done or it quits.
func startBot(ctx context.Context, cfg Config) running {
	r := running{ctx: ctx, done: make(chan error, 1)}
	go func() { r.done <- Run(ctx, cfg) }()
	return r
}

// waitBot waits for a bot's Run to return, and fails on its error or
// when it ran until the test's deadline (a bot that should have quit).
func waitBot(t *testing.T, r running) {
	t.Helper()
	select {
	case err := <-r.done:
		if err != nil {
			t.Fatal("the bot:", err)
		}
		if errors.Is(r.ctx.Err(), context.DeadlineExceeded) {
			t.Fatal("the bot ran until the test's deadline")
		}
	case <-time.After(testWait + time.Minute):
		t.Fatal("the bot did not stop")
	}
}

// human is a guest of the club, driven by the test.
type human struct {
	t    *testing.T
	c    *client.Client
	msgs chan proto.Message
	rng  *rand.Rand
}

func newGuest(t *testing.T, ts *servertest.Server) *human {
	t.Helper()
	h := &human{t: t, msgs: make(chan proto.Message, 1024), rng: rand.New(rand.NewPCG(1, 2))}
	c, err := client.Dial(context.Background(), client.Config{URL: ts.WS, Messages: h.msgs})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	h.c = c
	return h
}

// send sends m, failing the test if it cannot.
func (h *human) send(m proto.Message) {
	h.t.Helper()
	if err := h.c.Send(context.Background(), m); err != nil {
		h.t.Fatal(err)
	}
}

// await reads messages until one that want accepts, passing over the
// others.
func (h *human) await(what string, want func(proto.Message) bool) proto.Message {
	h.t.Helper()
	timeout := time.After(testWait)
	for {
		select {
		case m := <-h.msgs:
			if want(m) {
				return m
			}
		case <-timeout:
			h.t.Fatalf("no %s came", what)
		}
	}
}

// challenge challenges player to a casual game and returns the code.
func (h *human) challenge(player, variant, clock string) string {
	h.t.Helper()
	h.send(&proto.ChallengePlayer{Player: player, Variant: variant, Clock: clock})
	return h.await("invited", func(m proto.Message) bool { _, ok := m.(*proto.Invited); return ok }).(*proto.Invited).Code
}

// awaitDeclined waits for the news that the challenge code was declined.
func (h *human) awaitDeclined(code string) {
	h.t.Helper()
	h.await("decline of "+code, func(m proto.Message) bool {
		c, ok := m.(*proto.Challenged)
		return ok && c.Code == code && c.Gone == "declined"
	})
}

// playGame waits for a game's start and plays random legal moves in it
// until its end, calling seen with the start and each move event; it returns the start
// and the end.
func (h *human) playGame(seen func(start, move *proto.Event)) (start, end *proto.Event) {
	h.t.Helper()
	start = h.await("start", func(m proto.Message) bool {
		e, ok := m.(*proto.Event)
		return ok && e.Kind == proto.KindStart
	}).(*proto.Event)
	r, _ := engine.ParseRules(start.Variant)
	p, _ := engine.ParsePosition(r, start.Position)
	g, me, sent := engine.NewGame(r, p), engine.South, 0
	if start.North.ID == h.c.Player().ID {
		me = engine.North
	}
	for {
		if ply := len(g.Moves()) + 1; ply > sent && !g.Outcome().Over() && g.Position().ToMove == me {
			h.move(start.Game, g)
			sent = ply
		}
		e := h.await("event", func(m proto.Message) bool { e, ok := m.(*proto.Event); return ok && e.Game == start.Game }).(*proto.Event)
		switch e.Kind {
		case proto.KindMove:
			mv, _ := engine.ParseMove(r, e.Move)
			if err := g.Play(mv, nil); err != nil {
				h.t.Fatalf("move event %+v does not follow: %v", e, err)
			}
			seen(start, e)
		case proto.KindEnd:
			return start, e
		}
	}
}

// move plays a random legal move and waits for its ack.
func (h *human) move(game string, g *engine.Game) {
	var buf [engine.MaxMoves]engine.Move
	legal := g.LegalMoves(buf[:0])
	m := legal[h.rng.IntN(len(legal))]
	ctx, cancel := context.WithTimeout(context.Background(), testWait)
	defer cancel()
	if _, err := h.c.Move(ctx, game, len(g.Moves())+1, m.String()); err != nil {
		h.t.Fatal("the guest's move:", err)
	}
}
