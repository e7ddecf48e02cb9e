package analyse

import (
	"mancala/engine"
	"mancala/scenes/core"
	"mancala/scenes/layout"
)

// actionNames name the panel's actions for tests, exploring and setting
// up.
var actionNames = [2][NumActions]string{{"analyse-game", "play-from-here", "set-up", "import", "sheet"},
	{"setup-mover", "setup-clear", "setup-cancel", "setup-done", ""}}

// Debug describes the board for tests: the position shown, its pits,
// the steps, the actions, the best lines, and once judged each move's
// verdict and each side's accuracy.
func (b *Board) Debug(d *core.DebugState) {
	d.Scene = "analysis"
	d.Position = engine.FormatPosition(b.rules(), b.position())
	if b.set != nil {
		d.Position = engine.FormatPosition(b.rules(), b.set.p) // the position being set up
	}
	d.Plies = b.line.at
	d.Busy = b.tab.Stage.Busy()
	d.Thinking = b.srch != nil && !b.srch.done || b.jdg != nil && !b.jdg.done
	for i := range b.lay.Board.Spots {
		if s := &b.lay.Board.Spots[i]; !s.Place.IsStore() && !b.lay.Sheet {
			d.Add(layout.PitName(b.model.Board, s.Place), s.Cell)
		}
	}
	d.Add("back", b.lay.Board.Buttons[layout.BtnBack])
	for i, r := range b.lay.Nav {
		d.Add(navNames[i], r)
	}
	mode := 0
	if b.set != nil {
		mode = 1
	}
	for i, r := range b.lay.Actions {
		if r.W > 0 && actionNames[mode][i] != "" {
			d.Add(actionNames[mode][i], r)
		}
	}
	for i, r := range b.lay.Lines[:min(len(b.lines()), numLines)] {
		if r.W > 0 {
			d.Add("line-"+string(rune('1'+i)), r)
		}
	}
	for i, r := range b.lay.Mistakes[:min(len(b.lay.Mistakes), len(panel{b}.mistakes()))] {
		d.Add("mistake-"+string(rune('1'+i)), r)
	}
	if b.lay.Graph.W > 0 {
		d.Add("graph", b.lay.Graph)
	}
	b.debugDialog(d)
	d.Analysis = b.debugAnalysis()
}

// debugDialog names the open dialog's buttons.
func (b *Board) debugDialog(d *core.DebugState) {
	if b.dlg == nil {
		return
	}
	dl := box(b)
	d.Add("dialog-yes", dl.Yes)
	d.Add("dialog-no", dl.No)
}

// debugAnalysis is what the panel says, for tests.
func (b *Board) debugAnalysis() *core.DebugAnalysis {
	pn := panel{b}
	a := &core.DebugAnalysis{Lines: len(b.lines()), Summary: pn.summaries()[0], Judged: b.jdg != nil && b.jdg.done}
	if b.jdg != nil {
		for _, j := range b.jdg.review.Moves {
			a.Verdicts += "BGIMX"[j.Verdict : j.Verdict+1]
		}
	}
	return a
}
