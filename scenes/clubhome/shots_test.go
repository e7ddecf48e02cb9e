//go:build !js

package clubhome

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"mancala/online/club"
	"mancala/online/proto"
	"mancala/online/server/servertest"
	"mancala/saves"
	"mancala/scenes/core"
	"mancala/scenes/scenetest"
	"mancala/scenes/scenetest/clubtest"
)

// shotCanvases are the screenshots' canvases: desktop windows, an upright
// phone and a phone on its side.
var shotCanvases = []struct{ w, h, scale float64 }{{1280, 720, 1}, {960, 600, 1}, {390, 844, 3}, {667, 375, 2}}

// TestScreenshotsClubHome draws the home on a real server, in both
// themes, landscape and portrait: a guest's home, the wait for a friend
// with the invite's code, and no server at the address; it writes them
// to MANCALA_SHOTS.
func TestScreenshotsClubHome(t *testing.T) {
	dir := os.Getenv("MANCALA_SHOTS")
	if dir == "" {
		t.Skip("set MANCALA_SHOTS to a directory to write screenshots")
	}
	for _, th := range []saves.Theme{saves.Wood, saves.Contrast} {
		for _, c := range shotCanvases {
			name := fmt.Sprintf("club-home-%%s-%s-%gx%g.png", th, c.w, c.h)
			app, _ := clubtest.App(t, nil)
			app.Settings.Theme = th
			hm := NewHome(app).(*Home)
			d := scenetest.NewDriver(t, c.w, c.h, c.scale)
			clubtest.Until(t, d, hm, "the welcome", func() bool { return hm.s.Me().ID != "" && hm.panel() == panelNone })
			scenetest.Save(t, d.Screen, filepath.Join(dir, fmt.Sprintf(name, "guest")))
			hm.s.Invite(proto.Invite{Variant: "kalah pits=6 seeds=4", Clock: "5+3"})
			clubtest.Until(t, d, hm, "the invite", func() bool { return hm.panel() == panelInvited })
			scenetest.Save(t, d.Screen, filepath.Join(dir, fmt.Sprintf(name, "invite")))
			shotUnreachable(t, th, c.w, c.h, c.scale, filepath.Join(dir, fmt.Sprintf(name, "offline")))
		}
	}
}

// shotUnreachable saves the home with no server at its address.
func shotUnreachable(t *testing.T, th saves.Theme, w, h, scale float64, path string) {
	app := scenetest.NewTestApp()
	app.Settings.Theme, app.Settings.Server, app.ClubKeeper = th, "http://127.0.0.1:1", &club.MemoryKeeper{}
	t.Cleanup(func() { core.ForgetClub(app) })
	hm := NewHome(app).(*Home)
	d := scenetest.NewDriver(t, w, h, scale)
	clubtest.Until(t, d, hm, "the session to give up", func() bool { return hm.panel() == panelUnreachable })
	scenetest.Save(t, d.Screen, path)
}

// TestScreenshotsClubLobby draws the home as a lobby: a challenge for the
// player, a game sought, an open challenge, an arena to come and a live
// game to watch, in both themes, to MANCALA_SHOTS.
func TestScreenshotsClubLobby(t *testing.T) {
	dir := os.Getenv("MANCALA_SHOTS")
	if dir == "" {
		t.Skip("set MANCALA_SHOTS to a directory to write screenshots")
	}
	ts := servertest.StartArena(t, "open-oware")
	a, b, c := clubtest.Player(t, ts), clubtest.Player(t, ts), clubtest.Player(t, ts)
	a.Invite(proto.Invite{Variant: "kalah", Clock: "5+3"})
	var code string
	clubtest.Poll(t, "the invite", func() bool { code, _, _ = a.Invited(); return code != "" }, a)
	b.Join(code)
	c.Seek(proto.Seek{Variant: "bao", Clock: "10+5"})
	for _, th := range []saves.Theme{saves.Wood, saves.Contrast} {
		for _, cv := range shotCanvases {
			app, _ := clubtest.App(t, ts)
			app.Settings.Theme = th
			hm := NewHome(app).(*Home)
			d := scenetest.NewDriver(t, cv.w, cv.h, cv.scale)
			clubtest.Until(t, d, hm, "the welcome", func() bool { return hm.s.Me().ID != "" }, a, b, c)
			fan := clubtest.Player(t, ts) // a player has at most 3 challenges waiting
			fan.Members().Challenge(proto.ChallengePlayer{Player: hm.s.Me().ID, Variant: "oware", Clock: "untimed"})
			clubtest.Until(t, d, hm, "the lobby", func() bool {
				return hm.rowOf(entryAnswer) >= 0 && hm.rowOf(entryWatch) >= 0 && hm.rowOf(entrySeek) >= 0
			}, a, b, c)
			scenetest.Save(t, d.Screen, filepath.Join(dir, fmt.Sprintf("club-lobby-%s-%gx%g.png", th, cv.w, cv.h)))
		}
	}
}
