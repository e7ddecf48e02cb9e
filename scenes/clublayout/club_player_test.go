package clublayout

import (
	"fmt"
	"testing"

	"mancala/scenes/layout"
	"mancala/scenes/layout/layouttest"
)

// TestPlayerPageFitsWithoutOverlaps: on every canvas the bar, the card,
// the Challenge button, the message, the records, the graph and the
// games' list lie on the canvas apart, the button at least 44 px, and the
// list shows at least two games.
func TestPlayerPageFitsWithoutOverlaps(t *testing.T) {
	for _, c := range layouttest.Canvases {
		t.Run(fmt.Sprintf("%gx%g", c.W, c.H), func(t *testing.T) {
			l := ComputeClubPlayer(c.W, c.H)
			parts := append([]layout.Rect{l.Title, l.Card, l.Message, l.Graph, l.GamesLabel, l.Games.List}, l.Records[:]...)
			layouttest.CheckTargets(t, c.W, c.H, []layout.Rect{l.Back, l.Action}, parts)
			if l.Games.List.H < 2*l.Games.RowH-clubRowGap {
				t.Errorf("the games' list is %g px high", l.Games.List.H)
			}
			if l.Graph.H < 60 {
				t.Errorf("the graph is %g px high", l.Graph.H)
			}
		})
	}
}

// A finished arena's podium stands in the list's top on every canvas:
// the first in the middle and tallest, the second left of it taller than
// the third on the right, all standing on one line, the rows under them
// with room for two.
func TestTheArenasPodiumStandsAboveItsRows(t *testing.T) {
	for _, c := range layouttest.Canvases {
		t.Run(fmt.Sprintf("%gx%g", c.W, c.H), func(t *testing.T) {
			l := ComputeClubLists(c.W, c.H)
			steps, rows := l.Podium()
			first, second, third := steps[0], steps[1], steps[2]
			if !(second.X < first.X && first.X < third.X) || !(first.H > second.H && second.H > third.H) {
				t.Errorf("steps %+v", steps)
			}
			for _, s := range steps {
				if !s.Inside(l.List) || s.Y+s.H != first.Y+first.H || s.Overlaps(rows) || s.W < 90 {
					t.Errorf("step %+v (list %+v, rows %+v)", s, l.List, rows)
				}
			}
			if rows.H < 2*l.RowH-clubRowGap {
				t.Errorf("the rows under the podium have %g px", rows.H)
			}
		})
	}
}
