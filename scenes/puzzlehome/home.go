package puzzlehome

import (
	"time"

	"mancala/engine"
	"mancala/online/club"
	"mancala/puzzles"
	"mancala/scenes/clublayout"
	"mancala/scenes/clubrows"
	"mancala/scenes/core"
	"mancala/scenes/kit"
)

// Home is the puzzles' home: a tab per game, and rows for the daily
// puzzle, rated puzzles, the streak, and training by theme in the tab's
// game.
type Home struct {
	app   *core.App
	data  *core.PuzzleState
	tab   engine.Variant
	v     clubrows.View
	acts  []action // what each row does
	key   rowsKey  // what the rows were built from
	msg   string   // the line under the tabs
	want  action   // a club run waiting for the session to be online
	start core.Work[*puzzles.Puzzle]
	run   core.PuzzleRun // the run whose first puzzle start finds
	asked bool           // the player's puzzle record was asked for
	w, h  float64
	c     kit.Chrome
	in    kit.Intents
	// Now is the clock that names the day: time.Now but in tests.
	Now func() time.Time
}

// New returns the puzzles' home, on the game last played.
func New(app *core.App) core.Scene {
	h := &Home{app: app, data: app.PuzzleData(), tab: core.ChoicesFrom(app.Settings).Variant,
		c: app.Chrome(), Now: time.Now}
	if clubAtHand {
		app.ClubSession()
	} else {
		app.ResumeClub()
	}
	h.Resize(core.DefaultW, core.DefaultH, 1)
	return h
}

// Resize lays the home out for the canvas.
func (h *Home) Resize(w, ht, scale float64) {
	if w == h.w && ht == h.h && scale == h.c.Scale {
		return
	}
	h.w, h.h = w, ht
	h.v.Lay = clublayout.ComputeClubLists(w, ht)
	h.c.Prepare(scale)
	h.v.Set(h.v.Rows)
	h.key = rowsKey{} // the rows' words fit the canvas: built again
}

// Update follows the club and the pack, starts a run's first puzzle once
// found, and handles back, the tabs and the rows.
func (h *Home) Update(ctx *core.Context) error {
	if core.FollowClub(h.app, ctx.Switch) {
		return nil
	}
	h.c.Prepare(h.c.Scale)
	h.in = ctx.In
	if n := h.data.Notice; n != "" {
		h.msg, h.data.Notice = n, ""
	}
	h.follow(ctx)
	in := &ctx.In
	switch {
	case in.Pressed(kit.ActBack) || (in.Tap && h.v.Lay.Back.Contains(in.X, in.Y)):
		h.app.Sound.Play(kit.SoundTap)
		ctx.Switch.Back()
	case in.Tap && h.v.Lay.TabAt(in.X, in.Y) >= 0:
		h.show(engine.Variant(h.v.Lay.TabAt(in.X, in.Y)))
	case in.Pressed(kit.ActLeft):
		h.show((h.tab + 3) % 4)
	case in.Pressed(kit.ActRight):
		h.show((h.tab + 1) % 4)
	default:
		if i := h.v.Update(in); i >= 0 && i < len(h.acts) {
			h.app.Sound.Play(kit.SoundTap)
			h.begin(h.acts[i])
		}
	}
	return nil
}

// follow rebuilds the rows when what they say changed, asks for the
// player's record once online, and opens the puzzle a run found.
func (h *Home) follow(ctx *core.Context) {
	ready := h.data.Ready()
	if s := h.app.Club; s != nil && s.Status() == club.Online && !h.asked {
		s.Puzzles().AskRecord()
		h.asked = true
	}
	if k := h.rowsKey(ready); k != h.key {
		h.key = k
		h.build()
	}
	h.followWant()
	if h.start != nil && h.start.Done() {
		h.opened(ctx)
	}
}

// show switches the tab to game v.
func (h *Home) show(v engine.Variant) {
	if v == h.tab {
		return
	}
	h.app.Sound.Play(kit.SoundTap)
	h.tab, h.msg = v, ""
	h.v.Scroll = 0
}

// opened goes to the board of the run's first puzzle, or says why there
// is none.
func (h *Home) opened(ctx *core.Context) {
	p, err := h.start.Result()
	h.start = nil
	switch {
	case err != nil:
		h.msg = err.Error()
	case p == nil:
		h.msg = h.app.T("puzzles.noneLeft")
	default:
		h.msg, h.asked = "", false // the record is asked for again on coming back
		ctx.Switch.GoTo(h.app.Routes.Puzzle(h.app, core.PuzzleAttempt{Puzzle: p, Run: h.run}))
	}
}

// Debug names the home's tap targets: back, the tabs and the rows in
// sight (row-N, counted from 0); Status is the line under the tabs.
func (h *Home) Debug(d *core.DebugState) {
	d.Scene = "puzzles"
	d.Status = h.msg
	d.Add("back", h.v.Lay.Back)
	for i, r := range h.v.Lay.Tabs {
		d.Add("tab-"+engine.Variant(i).String(), r)
	}
	h.v.Debug(d)
}
