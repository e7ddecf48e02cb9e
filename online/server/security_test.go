package server

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"mancala/online/proto"
	"mancala/online/store"
)

func TestAGuestIsWelcomedAndKnownAgainByToken(t *testing.T) {
	ts := startServer(t, nil)
	_, w := ts.connect("")
	if !w.Player.Guest || !strings.HasPrefix(w.Player.Name, "guest-") || w.Token == "" {
		t.Fatalf("welcome %+v", w)
	}
	_, again := ts.connect(w.Token)
	if again.Player.ID != w.Player.ID {
		t.Errorf("the token named %s, then %s", w.Player.ID, again.Player.ID)
	}
}

func TestForgedExpiredAndUnknownTokensAreRefused(t *testing.T) {
	ts := startServer(t, nil)
	_, w := ts.connect("")
	forged := w.Token[:len(w.Token)-2] + "xx"
	expired := ts.s.sign.token(store.PlayerID(w.Player.ID), time.Now().Add(-time.Second))
	other := signer{[]byte(strings.Repeat("z", 32))}.token(store.PlayerID(w.Player.ID), time.Now().Add(time.Hour))
	unknown := ts.s.sign.token("p-nobody", time.Now().Add(time.Hour))
	for name, tok := range map[string]string{"forged": forged, "expired": expired, "other secret": other,
		"unknown player": unknown, "garbage": "v1.a.b"} {
		c, err := ts.dial(nil)
		if err != nil {
			t.Fatal(err)
		}
		c.send(&proto.Hello{Token: tok})
		if got := c.errorCode(); got != proto.ErrUnauthorized {
			t.Errorf("%s token: %q", name, got)
		}
		c.send(&proto.Seek{Variant: "oware", Clock: "5+3"})
		if got := c.errorCode(); got != proto.ErrUnauthorized {
			t.Errorf("%s token, then a seek: %q", name, got)
		}
	}
}

func TestCrossOriginUpgradeIsRefused(t *testing.T) {
	ts := startServer(t, nil)
	if _, err := ts.dial(http.Header{"Origin": {"https://evil.example"}}); err == nil {
		t.Fatal("a cross-origin upgrade was accepted")
	}
	if _, err := ts.dial(http.Header{"Origin": {ts.http.URL}}); err != nil {
		t.Fatalf("a same-origin upgrade was refused: %v", err)
	}
}

func TestOversizedFrameClosesTheConnection(t *testing.T) {
	ts := startServer(t, nil)
	c, _ := ts.connect("")
	big := `{"type":"ping","n":1,"pad":"` + strings.Repeat("x", proto.MaxFrame) + `"}`
	c.sendRaw([]byte(big))
	if got := c.closeStatus(); got != websocket.StatusMessageTooBig {
		t.Errorf("close status %v, want 1009", got)
	}
}

func TestFloodIsClosedAsAPolicyViolation(t *testing.T) {
	ts := startServer(t, func(c *Config) { c.ConnRate = 20 })
	c, _ := ts.connect("")
	ping, _ := proto.Encode(&proto.Ping{N: 1})
	for i := 0; i < 500; i++ {
		if c.sendRaw(ping) != nil {
			break
		}
	}
	if got := c.closeStatus(); got != websocket.StatusPolicyViolation {
		t.Errorf("close status %v, want 1008", got)
	}
}

// TestEveryMoveOverTheRateLimitIsRefusedUnderItsID: moves sent faster
// than the connection's rate are each refused under their own id (their
// client waits for that answer and sends them again), not dropped with
// one refusal for them all.
func TestEveryMoveOverTheRateLimitIsRefusedUnderItsID(t *testing.T) {
	ts := startServer(t, func(c *Config) { c.ConnRate = 1 }) // a burst of 2: hello and one more
	c, _ := ts.connect("")
	const moves = 6
	for i := range moves {
		c.send(&proto.Move{Game: "g1", Ply: 1, Move: "3", ID: "m" + strconv.Itoa(i)})
	}
	limited := map[string]bool{}
	for range moves - 2 {
		if e, ok := c.recv().(*proto.Error); ok && e.Code == proto.ErrRateLimited {
			limited[e.ID] = true
		}
	}
	if len(limited) < moves-3 || limited[""] {
		t.Errorf("the moves refused for the rate, by id: %v; want %d of them, each under its id", limited, moves-3)
	}
}

func TestMalformedMessagesAreRefusedAndTheConnectionLives(t *testing.T) {
	ts := startServer(t, nil)
	c, _ := ts.connect("")
	for _, f := range []string{`nonsense`, `{"type":"move","game":"g","ply":-1,"move":"3","id":"a"}`, `{"type":"hello","x":1}`} {
		c.sendRaw([]byte(f))
		if got := c.errorCode(); got != proto.ErrBadMessage {
			t.Errorf("%s: %q", f, got)
		}
	}
	c.send(&proto.Ping{N: 9})
	if p, ok := c.until(func(m proto.Message) bool { _, ok := m.(*proto.Pong); return ok }).(*proto.Pong); !ok || p.N != 9 {
		t.Error("no pong after the refusals")
	}
}

func post(t *testing.T, ts *testServer, path string, body any) (int, map[string]any) {
	t.Helper()
	b, _ := json.Marshal(body)
	resp, err := http.Post(ts.http.URL+path, "application/json", bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out map[string]any
	json.NewDecoder(resp.Body).Decode(&out)
	return resp.StatusCode, out
}

func TestNamesAndPasswordsOutOfBoundsAreRefused(t *testing.T) {
	ts := startServer(t, nil)
	bad := []map[string]string{
		{"name": "ab", "password": "long enough"},
		{"name": strings.Repeat("a", 21), "password": "long enough"},
		{"name": "bad name", "password": "long enough"},
		{"name": "<script>", "password": "long enough"},
		{"name": "guest-1234", "password": "long enough"},
		{"name": "okname", "password": "short"},
		{"name": "okname", "password": strings.Repeat("p", 73)},
	}
	for _, c := range bad {
		if code, _ := post(t, ts, "/api/register", c); code != http.StatusBadRequest {
			t.Errorf("%v: status %d", c, code)
		}
	}
	if code, out := post(t, ts, "/api/register", map[string]string{"name": "ann_1", "password": "long enough"}); code != 200 || out["token"] == "" {
		t.Fatalf("a good registration: %d %v", code, out)
	}
	if code, _ := post(t, ts, "/api/register", map[string]string{"name": "ANN_1", "password": "long enough"}); code != http.StatusConflict {
		t.Errorf("a taken name in other case: %d", code)
	}
}

func TestLoginIsRateLimited(t *testing.T) {
	ts := startServer(t, nil)
	post(t, ts, "/api/register", map[string]string{"name": "bob", "password": "right password"})
	if code, _ := post(t, ts, "/api/login", map[string]string{"name": "bob", "password": "right password"}); code != 200 {
		t.Fatalf("login: %d", code)
	}
	limited := false
	for i := 0; i < 10; i++ {
		code, _ := post(t, ts, "/api/login", map[string]string{"name": "bob", "password": "guess" + string(rune('a'+i))})
		if code == http.StatusTooManyRequests {
			limited = true
			break
		}
		if code != http.StatusUnauthorized {
			t.Fatalf("a wrong password: %d", code)
		}
	}
	if !limited {
		t.Fatal("ten wrong passwords in a row were all tried")
	}
	if code, _ := post(t, ts, "/api/login", map[string]string{"name": "bob", "password": "right password"}); code != http.StatusTooManyRequests {
		t.Errorf("the right password during the lockout: %d", code)
	}
}

func TestNewGuestsFromOneAddressAreRateLimited(t *testing.T) {
	ts := startServer(t, func(c *Config) { c.GuestRate = 0.001 }) // a burst of 30, then one in 1,000 s
	for i := 0; i < 30; i++ {
		ts.connect("")
	}
	c, err := ts.dial(nil)
	if err != nil {
		t.Fatal(err)
	}
	c.send(&proto.Hello{})
	if got := c.errorCode(); got != proto.ErrRateLimited {
		t.Errorf("the 31st guest: %q", got)
	}
	if code, _ := post(t, ts, "/api/guest", nil); code != http.StatusTooManyRequests {
		t.Errorf("a guest by HTTP after the burst: %d", code)
	}
}
