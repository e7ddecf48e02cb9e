//go:build !js

package scenes

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"mancala/engine"
	"mancala/online/server/servertest"
	"mancala/saves"
	"mancala/scenes/layout"
	"mancala/scenes/scenetest"
)

// TestDesktopGamePlaysOnlineAgainstAGoClient starts an online server on
// loopback and a Go client that invites a friend, then the desktop game
// itself under X, set to that server and started with -join CODE: the
// club's home joins the invite and opens the online board, and the test
// plays the desktop's side of a whole Kalah game by clicking its pits
// (xdotool) while the Go client answers. The game ends by the rules for
// the Go client, at the position both have played.
func TestDesktopGamePlaysOnlineAgainstAGoClient(t *testing.T) {
	needX(t)
	bin := buildGame(t)
	if usage, _ := exec.Command(bin, "-h").CombinedOutput(); !strings.Contains(string(usage), "-join") {
		t.Skip("the game has no -join yet: the club's home (branch clubscreens) is not merged")
	}
	ts := servertest.Start(t, nil)
	o := scenetest.NewOpponent(t, ts.WS)
	config := t.TempDir()
	writeServerSetting(t, config, ts.URL)
	x := startGameWith(t, bin, config, "-size", "1280x720", "-join", o.Invite("kalah pits=6 seeds=4", "5+3"))
	id := o.WaitGame(t)
	k, _ := engine.NewKalah(engine.StandardKalah)
	m := layout.NewModelAcross(k.Board(), layout.ClubAcrossFor(1280, 720, k.Board()))
	l := layout.ComputeClubGame(1280, 720, &m, o.Side(id) == engine.South) // the desktop's side nearest
	for deadline := time.Now().Add(10 * time.Minute); o.End(id) == nil; {
		if time.Now().After(deadline) {
			t.Fatalf("the game is not over after 10 minutes: %d plies", o.Plies(id))
		}
		p, plies := o.Position(id), o.Plies(id)
		if p.ToMove == o.Side(id) || k.Outcome(p).Over() {
			time.Sleep(100 * time.Millisecond)
			continue
		}
		mv := k.LegalMoves(p, nil)[0]
		x.click(l.Board.Spot(layout.MovePlace(k.Board(), p.ToMove, mv)).Hollow.Center())
		waitUntil(15*time.Second, func() bool { return o.Plies(id) > plies || o.End(id) != nil })
	}
	if e := o.End(id); e.Reason != "rules" || !k.Outcome(o.Position(id)).Over() {
		t.Errorf("the game ended %s by %s at %v", e.Result, e.Reason, o.Position(id))
	}
}

// writeServerSetting saves the game's default settings in
// config/mancala with the online server at server (the field "server"
// of the settings' record).
func writeServerSetting(t *testing.T, config, server string) {
	dir := filepath.Join(config, "mancala")
	st, err := saves.OpenDir(dir)
	if err == nil {
		err = st.SaveSettings(saves.DefaultSettings())
	}
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "settings.json")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var rec struct {
		Version  int            `json:"version"`
		Settings map[string]any `json:"settings"`
	}
	if err := json.Unmarshal(b, &rec); err != nil {
		t.Fatal(err)
	}
	rec.Settings["server"] = server
	if b, err = json.Marshal(rec); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// waitUntil waits until ok holds or d has passed (a click the game
// missed is then made again).
func waitUntil(d time.Duration, ok func() bool) {
	for end := time.Now().Add(d); time.Now().Before(end) && !ok(); time.Sleep(50 * time.Millisecond) {
	}
}
