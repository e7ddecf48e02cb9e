//go:build !js

package clubarenas

import (
	"os"
	"path/filepath"
	"testing"

	"mancala/online/proto"
	"mancala/saves"
	"mancala/scenes/scenetest"
	"mancala/scenes/scenetest/clubtest"
)

// A finished arena's first three stand on the podium over the final
// table, which keeps every line; a running arena has no podium.
func TestAFinishedArenaShowsItsPodiumOverTheFinalTable(t *testing.T) {
	app, _ := clubtest.App(t, nil)
	app.Settings.Theme = saves.Contrast
	s := New(app).(*Arenas)
	d := scenetest.NewDriver(t, 390, 844, 2)
	s.Resize(390, 844, 2)
	st := proto.ArenaState{Info: proto.ArenaInfo{Name: "Hourly Kalah", Finished: true}}
	for i, n := range []string{"ann", "bob", "cat", "dan"} {
		st.Top = append(st.Top, proto.ArenaLine{Rank: i + 1, Player: proto.Player{ID: n, Name: n}, Score: 12 - 3*i})
	}
	s.open = "hourly"
	s.standOn(proto.ArenaState{Info: st.Info})
	if len(s.podium.lines) != 0 {
		t.Fatalf("a finished arena nobody played has a podium %+v", s.podium)
	}
	s.standOn(st)
	s.set(standingRows(app, st, "me"))
	if len(s.podium.lines) != 3 || s.podium.lines[0].Player.Name != "ann" || s.v.Lay.List.Y <= s.base.List.Y || len(s.v.Rows) != 4 {
		t.Errorf("podium %+v, list %+v, %d rows", s.podium.lines, s.v.Lay.List, len(s.v.Rows))
	}
	if dir := os.Getenv("MANCALA_SHOTS"); dir != "" {
		d.Screen.Clear()
		s.Draw(d.Screen)
		scenetest.Save(t, d.Screen, filepath.Join(dir, "club-arena-podium-390x844.png"))
	}
	st.Info.Finished = false
	s.standOn(st)
	if len(s.podium.lines) != 0 || s.v.Lay.List != s.base.List {
		t.Errorf("a running arena: podium %+v, list %+v", s.podium.lines, s.v.Lay.List)
	}
}
