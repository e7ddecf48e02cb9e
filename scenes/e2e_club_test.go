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
	l := layout.ComputeClubGame(1280, 720, &m)
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
		waitUntil(40*time.Second, func() bool { return o.Plies(id) > plies || o.End(id) != nil })
	}
	if e := o.End(id); e.Reason != "rules" || !k.Outcome(o.Position(id)).Over() {
		t.Errorf("the game ended %s by %s at %v", e.Result, e.Reason, o.Position(id))
	}
}

// writeServerSetting writes the game's settings in config/mancala with the
// online server at server.
func writeServerSetting(t *testing.T, config, server string) {
	b, err := json.Marshal(saves.DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	var fields map[string]any
	json.Unmarshal(b, &fields)
	fields["server"] = server
	b, _ = json.Marshal(fields)
	dir := filepath.Join(config, "mancala")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "settings.json"), b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// waitUntil waits until ok holds or d has passed (a click the game
// missed is then made again).
func waitUntil(d time.Duration, ok func() bool) {
	for end := time.Now().Add(d); time.Now().Before(end) && !ok(); time.Sleep(50 * time.Millisecond) {
	}
}
