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
