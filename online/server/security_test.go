package server

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
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

// TestFloodIsClosedAsAPolicyViolationAfterTheRepliesDue: a flood of pings
// is closed with 1008, but only after every reply already due (the pongs
// of the pings allowed, the rate_limited error) and a last rate_limited
// error saying why have been written.
func TestFloodIsClosedAsAPolicyViolationAfterTheRepliesDue(t *testing.T) {
	ts := startServer(t, func(c *Config) { c.ConnRate = 20 })
	c, _ := ts.connect("")
	for i := range 500 {
		ping, _ := proto.Encode(&proto.Ping{N: int64(i + 1)})
		if c.sendRaw(ping) != nil {
			break
		}
	}
	pongs, limited := 0, 0
	for {
		m, err := c.read(10 * time.Second)
		if err != nil {
			if got := websocket.CloseStatus(err); got != websocket.StatusPolicyViolation {
				t.Errorf("close status %v, want 1008", got)
			}
			break
		}
		switch m := m.(type) {
		case *proto.Pong:
			pongs++
		case *proto.Error:
			if m.Code == proto.ErrRateLimited {
				limited++
			}
		}
	}
	if pongs < 20 || limited != 2 {
		t.Errorf("before the close came %d pongs and %d rate_limited errors; want a pong for each ping allowed (at least 20) and 2", pongs, limited)
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
		{"name": "Ünal", "password": "long enough"},      // a letter, but not ASCII
		{"name": "аnn", "password": "long enough"},       // a Cyrillic а: it would pass for ann
		{"name": "ann\u200b", "password": "long enough"}, // an invisible space
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

// loginFrom posts a login from the address, as the server sees it.
func loginFrom(ts *testServer, addr, name, password string) (int, map[string]any) {
	b, _ := json.Marshal(map[string]string{"name": name, "password": password})
	req := httptest.NewRequest("POST", "/api/login", bytes.NewReader(b))
	req.RemoteAddr = addr + ":40000"
	rec := httptest.NewRecorder()
	ts.s.Handler().ServeHTTP(rec, req)
	var out map[string]any
	json.NewDecoder(rec.Body).Decode(&out)
	return rec.Code, out
}

func TestWrongPasswordsFromOneAddressAreLimitedAndTheRightOneWaitsToo(t *testing.T) {
	ts := startServer(t, nil)
	post(t, ts, "/api/register", map[string]string{"name": "bob", "password": "right password"})
	for i := range LoginPairFailures {
		if code, _ := loginFrom(ts, "10.0.0.9", "bob", fmt.Sprint("guess", i)); code != http.StatusUnauthorized {
			t.Fatalf("wrong password %d: %d", i+1, code)
		}
	}
	code, out := loginFrom(ts, "10.0.0.9", "bob", "guess-again")
	if code != http.StatusTooManyRequests || out["retryAfter"] == nil {
		t.Errorf("a wrong password after %d from the address: %d %v", LoginPairFailures, code, out)
	}
	if code, _ := loginFrom(ts, "10.0.0.9", "BOB", "right password"); code != http.StatusTooManyRequests {
		t.Errorf("the right password from the guessing address: %d", code)
	}
}

func TestTheOwnerLogsInFromAnAddressThatHasNotBeenGuessing(t *testing.T) {
	ts := startServer(t, nil)
	post(t, ts, "/api/register", map[string]string{"name": "bob", "password": "right password"})
	for a := range 10 { // guessers on ten addresses
		for i := range LoginPairFailures {
			loginFrom(ts, fmt.Sprint("10.0.1.", a), "bob", fmt.Sprint("guess", a, i))
		}
	}
	if code, _ := loginFrom(ts, "10.0.1.3", "bob", "another guess"); code != http.StatusTooManyRequests {
		t.Errorf("a guesser's next try: %d", code)
	}
	if code, out := loginFrom(ts, "192.168.5.5", "bob", "right password"); code != http.StatusOK {
		t.Errorf("the owner, from an address that has not been guessing: %d %v", code, out)
	}
}

func TestAHugePasswordIsToldTheLengthRule(t *testing.T) {
	ts := startServer(t, nil)
	for _, path := range []string{"/api/register", "/api/login"} {
		code, out := post(t, ts, path, map[string]string{"name": "bob", "password": strings.Repeat("p", 100_000)})
		if msg, _ := out["error"].(string); code != http.StatusBadRequest || !strings.Contains(msg, "8 to 72 bytes") {
			t.Errorf("%s with a 100,000-byte password: %d %q", path, code, msg)
		}
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

// TestEveryAPIErrorIsJSONWithItsStatus: a wrong method, an unknown call
// and a bad body are each answered with their status and a JSON body
// {"error": ...}, as PROTOCOL.md says.
func TestEveryAPIErrorIsJSONWithItsStatus(t *testing.T) {
	ts := startServer(t, nil)
	cases := []struct {
		method, path, body string
		want               int
	}{
		{"GET", "/api/login", "", http.StatusMethodNotAllowed},
		{"DELETE", "/api/guest", "", http.StatusMethodNotAllowed},
		{"POST", "/api/games/x", "", http.StatusMethodNotAllowed},
		{"GET", "/api/nothing", "", http.StatusNotFound},
		{"GET", "/api/games/nosuchgame", "", http.StatusNotFound},
		{"POST", "/api/login", "{", http.StatusBadRequest},
		{"POST", "/api/register", `{"name":"ab","password":"long enough"}`, http.StatusBadRequest},
		{"POST", "/api/login", `{"name":"nobody","password":"long enough"}`, http.StatusUnauthorized},
	}
	for _, c := range cases {
		req, _ := http.NewRequest(c.method, ts.http.URL+c.path, strings.NewReader(c.body))
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		var out map[string]any
		decErr := json.NewDecoder(resp.Body).Decode(&out)
		resp.Body.Close()
		if msg, _ := out["error"].(string); resp.StatusCode != c.want || decErr != nil || msg == "" {
			t.Errorf("%s %s: %d %v (%v), want %d and {\"error\": ...}", c.method, c.path, resp.StatusCode, out, decErr, c.want)
		}
		if resp.StatusCode == http.StatusMethodNotAllowed && resp.Header.Get("Allow") == "" {
			t.Errorf("%s %s: 405 without Allow", c.method, c.path)
		}
	}
}
