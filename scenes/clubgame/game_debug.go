package clubgame

import (
	"mancala/engine"
	"mancala/scenes/clublayout"
	"mancala/scenes/core"
	"mancala/scenes/layout"
)

// Debug describes the scene for tests: the position shown, the moves,
// whether a move plays, and every tap target shown by name (pits as
// "south-3"; Bao's as "south-front-5"), the resign question's answers
// while it is asked ("resign-yes", "resign-no"), and the strip under the
// board ("strip": its move chips or the gone banner), which the browser
// page's own buttons keep clear of.
func (g *Game) Debug(d *core.DebugState) {
	d.Scene = "clubgame"
	d.Game = g.id
	if side, ok := g.playing(); ok {
		d.Side = side.String()
	}
	if g.tab.Stage == nil { // joining: only Back
		d.Add(clublayout.ClubBack.String(), g.lay.Buttons[clublayout.ClubBack])
		return
	}
	d.Position = engine.FormatPosition(g.rules, g.tab.Stage.Shown())
	d.Plies = g.shownPly()
	d.Busy = g.tab.Stage.Busy()
	d.Over = g.outcome().Over
	for i := range g.lay.Board.Spots {
		s := &g.lay.Board.Spots[i]
		if !s.Place.IsStore() {
			d.Add(layout.PitName(g.model.Board, s.Place), s.Cell)
		}
	}
	set := input{g}.shown()
	for b := clublayout.ClubButton(0); b < clublayout.NumClubButtons; b++ {
		if set.Has(b) {
			d.Add(b.String(), g.lay.Buttons[b])
		}
	}
	for _, t := range (input{g}).targets() {
		d.Add(layout.DirNames[t.Dir], t.Rect)
	}
	d.Add("strip", g.lay.Strip)
	for side, r := range g.lay.Board.Plates {
		d.KeepClear("plate-"+engine.Side(side).String(), r)
	}
	for i := range g.lay.Board.Spots {
		d.KeepClear("count", g.lay.Board.Spots[i].Badge)
	}
	if g.asking {
		c := view{g}.askLayout()
		d.Add("resign-yes", c.Yes)
		d.Add("resign-no", c.No)
	}
}
