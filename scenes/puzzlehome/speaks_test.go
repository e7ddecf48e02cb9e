package puzzlehome

import (
	"testing"
	"time"

	"mancala/engine"
	"mancala/online/club"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// keyedHome is the home with what its rows say forced after each update
// (force changes the key the rows are built from), so that a test sees
// the rows of a club it does not run: online with a record, unreachable.
type keyedHome struct {
	*Home
	force func(k *rowsKey)
}

// Update runs the home's tick, then builds its rows from the forced key.
func (h keyedHome) Update(ctx *core.Context) error {
	err := h.Home.Update(ctx)
	if h.force != nil {
		h.force(&h.key)
		h.build()
	}
	return err
}

// homeOn makes the home of app on game v's tab, the daily puzzle solved
// and a best streak kept, rows forced by force (nil: none).
func homeOn(v engine.Variant, force func(k *rowsKey)) func(app *core.App) core.Scene {
	return func(app *core.App) core.Scene {
		pr := &app.PuzzleData().Progress
		pr.Days, pr.BestStreak = []string{"2026-12-06"}, 7
		h := New(app).(*Home)
		h.Now, h.tab = day, v
		return keyedHome{Home: h, force: force}
	}
}

// untilRows steps the home until the pack's rows have come.
func untilRows(d *scenetest.Driver, s core.Scene) {
	h := s.(keyedHome).Home
	for i := 0; len(h.v.Rows) < 4 && i < 4000; i++ {
		d.Step(s, kit.Intents{}, false)
		time.Sleep(time.Millisecond)
	}
}

// TestPuzzleHomeSpeaksEveryLanguage draws the puzzles' home in every
// language on every canvas: each game's rows (Bao's kichwa, Oware's
// grand slam and feeding), the daily puzzle solved; the rated row
// offline, online with a puzzle record, and with no club server
// answering; the line under the tabs.
func TestPuzzleHomeSpeaksEveryLanguage(t *testing.T) {
	online := func(k *rowsKey) {
		k.open, k.status, k.rating, k.clubSolved, k.clubTried, k.clubStreak, k.clubBest = true, club.Online, 1623, 41, 52, 4, 12
	}
	unreachable := func(k *rowsKey) { k.open, k.status = true, club.Unreachable }
	noServer := func(d *scenetest.Driver, s core.Scene) {
		untilRows(d, s)
		s.(keyedHome).msg = s.(keyedHome).app.T("puzzles.noServer")
	}
	scenetest.CheckEveryLanguage(t,
		scenetest.Screen{Name: "puzzles-kalah", Make: homeOn(engine.KalahGame, nil), Drive: untilRows},
		scenetest.Screen{Name: "puzzles-oware-online", Make: homeOn(engine.OwareGame, online), Drive: untilRows},
		scenetest.Screen{Name: "puzzles-bao-unreachable", Make: homeOn(engine.BaoGame, unreachable), Drive: noServer},
		scenetest.Screen{Name: "puzzles-congkak-new", Make: homeOn(engine.CongkakGame, func(k *rowsKey) {
			k.open, k.status = true, club.Online
		}), Drive: untilRows},
	)
}
