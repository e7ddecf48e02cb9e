//go:build !js

package clubgame

import (
	"testing"

	"mancala/scenes/scenetest"
)

// TestTheMoveStripIsPublishedForThePage: the debug state names the strip
// under the board, so the page's full-screen button avoids its chips.
func TestTheMoveStripIsPublishedForThePage(t *testing.T) {
	g, d, _ := newPlayedGame(t, instantApp(), kalah, 960, 600, 1)
	playPlies(t, d, g, 2)
	if r, ok := scenetest.NamedRect(g, "strip"); !ok || r != g.lay.Strip || r.W <= 0 {
		t.Errorf("strip published %v (%v), laid out at %v", r, ok, g.lay.Strip)
	}
}
