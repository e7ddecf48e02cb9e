package howto

import (
	"testing"

	"mancala/engine"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// On every rules page, at the desktop size and on a phone, the count of
// the seeds in the hand never covers a pit's or store's count while the
// demonstration plays.
func TestRulesHandCountCoversNoCount(t *testing.T) {
	for _, c := range [][3]float64{{1280, 720, 1}, {390, 844, 3}} {
		for v := range rulesPages() {
			for i := range rulesPages()[v] {
				d := scenetest.NewDriver(t, c[0], c[1], c[2])
				h := newHowToPlay(scenetest.TestApp, engine.Variant(v))
				d.Step(h, kit.Intents{}, false)
				h.show(engine.Variant(v), i)
				checkHandLabel(t, d, h, c[0], c[1])
			}
		}
	}
}

// checkHandLabel plays h's demonstration for 600 ticks and fails the test
// at the first tick where the hand's count covers a count.
func checkHandLabel(t *testing.T, d *scenetest.Driver, h *HowToPlay, w, ht float64) {
	t.Helper()
	for k := 0; k < 600; k++ {
		d.Step(h, kit.Intents{}, false)
		r, _, ok := h.view.HandLabel(&h.board, h.demo.stage, rulesBadgeText)
		if !ok {
			continue
		}
		shown := h.demo.stage.Shown()
		for _, s := range h.board.Spots {
			if b := h.view.CountRect(s, &shown, rulesBadgeText); r.Overlaps(b) {
				t.Errorf("%v page %d at %gx%g, tick %d: hand's count %+v covers place %d's %+v", h.v, h.page+1, w, ht, k, r, s.Place, b)
				return
			}
		}
	}
}
