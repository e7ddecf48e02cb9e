//go:build !js

package clubhome

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"mancala/online/club"
	"mancala/online/proto"
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
