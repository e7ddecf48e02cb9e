package server

import (
	"net/http"
	"strings"
	"testing"

	"mancala/online/proto"
)

// TestAGuestWhoRegistersStaysTheSamePlayer: registering with a guest's
// token keeps the guest's id, so their live game goes on under the new
// name and their finished games stay theirs.
func TestAGuestWhoRegistersStaysTheSamePlayer(t *testing.T) {
	ts := startServer(t, nil)
	a, wa := ts.connect("")
	b, _ := ts.connect("")
	a.send(&proto.Seek{Variant: "kalah", Clock: "untimed"})
	a.recv() // seeking
	b.send(&proto.Seek{Variant: "kalah", Clock: "untimed"})
	start := a.event(proto.KindStart)
	b.event(proto.KindStart)
	guest := wa.Player.ID
	code, out := post(t, ts, "/api/register", map[string]string{"name": "dora", "password": "long enough",
		"token": tokenOf(t, ts, guest)})
	if code != http.StatusOK {
		t.Fatalf("register: %d %v", code, out)
	}
	p := out["player"].(map[string]any)
	if p["id"] != guest || p["name"] != "dora" || p["guest"] == true {
		t.Fatalf("registered as %v, want guest %s kept as dora", p, guest)
	}
	again, w := ts.connect(out["token"].(string))
	if w.Player.ID != guest || w.Player.Guest || len(w.Games) != 1 || w.Games[0] != start.Game {
		t.Fatalf("welcome after registering: %+v", w)
	}
	a.ws.CloseNow()
	south, north := again, b
	if start.North.ID == guest {
		south, north = b, again
	}
	playOut(t, start, south, north)
	if _, login := post(t, ts, "/api/login", map[string]string{"name": "dora", "password": "long enough"}); login["player"].(map[string]any)["id"] != guest {
		t.Errorf("login finds %v, want %s", login["player"], guest)
	}
}

// TestRegisteringWithAForgedGuestTokenIsRefused: a token in the body must
// be valid; without one a new player is made.
func TestRegisteringWithAForgedGuestTokenIsRefused(t *testing.T) {
	ts := startServer(t, nil)
	_, w := ts.connect("")
	forged := tokenOf(t, ts, w.Player.ID)
	forged = forged[:len(forged)-2] + strings.Repeat("A", 2)
	if code, _ := post(t, ts, "/api/register", map[string]string{"name": "eve", "password": "long enough", "token": forged}); code != http.StatusUnauthorized {
		t.Errorf("a forged guest token: %d, want 401", code)
	}
	_, out := post(t, ts, "/api/register", map[string]string{"name": "eve", "password": "long enough"})
	if id := out["player"].(map[string]any)["id"]; id == w.Player.ID {
		t.Errorf("registering without a token took over guest %s", id)
	}
}

// TestABrowserGuestRegistersThroughItsCookie: the cookie names the guest
// like a token in the body does.
func TestABrowserGuestRegistersThroughItsCookie(t *testing.T) {
	ts := startServer(t, nil)
	_, w := ts.connect("")
	body := strings.NewReader(`{"name": "fay_9", "password": "long enough"}`)
	req, _ := http.NewRequest("POST", ts.http.URL+"/api/register", body)
	req.AddCookie(&http.Cookie{Name: CookieName, Value: tokenOf(t, ts, w.Player.ID)})
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	p, err := ts.store.PlayerByName(t.Context(), "fay_9")
	if err != nil || string(p.ID) != w.Player.ID || p.Guest() {
		t.Errorf("fay_9 is %+v (%v), want the guest %s registered", p, err, w.Player.ID)
	}
}

// TestRatingsAreShownToATenthHalvesAwayFromZero: a rating or deviation
// sent to players is rounded to a tenth, a half away from zero on either
// side of it (a rating change can be negative).
func TestRatingsAreShownToATenthHalvesAwayFromZero(t *testing.T) {
	for f, want := range map[float64]float64{1500.25: 1500.3, 1500.125: 1500.1, -3.25: -3.3, -3.125: -3.1, 0: 0} {
		if got := round1(f); got != want {
			t.Errorf("round1(%v) = %v, want %v", f, got, want)
		}
	}
}
