//go:build !js

package club

import (
	"testing"

	"mancala/engine"
	"mancala/online/server/servertest"
)

// TestTwoSessionsPlayAWholeKalahGameThroughMatch: two guests, paired by
// invite and code, play a Kalah game to its end through Match; both end
// on the engine's replay of the moves, with the same result, and playing
// each Shown queue in order leaves the board on Position.
func TestTwoSessionsPlayAWholeKalahGameThroughMatch(t *testing.T) {
	ts := servertest.Start(t, nil)
	a, b, ma, mb := invitePair(t, ts, "kalah")
	boards := map[*Match]engine.Position{ma: ma.PositionAt(0), mb: mb.PositionAt(0)}
	for !ma.Result().Over || !mb.Result().Over {
		waitFor(t, "a move or the end", func() bool {
			return mover(ma, mb) != nil || ma.Result().Over && mb.Result().Over
		}, a, b)
		if m := mover(ma, mb); m != nil {
			if err := m.Play(firstLegal(m)); err != nil {
				t.Fatal(err)
			}
		}
		for m := range boards {
			boards[m] = drain(t, m, boards[m])
		}
	}
	replay := engine.NewGame(ma.Rules(), ma.PositionAt(0))
	for i := 1; i <= ma.Plies(); i++ {
		replay.Play(ma.rec.game.Moves()[i-1], nil)
	}
	for name, m := range map[string]*Match{"south or north a": ma, "b": mb} {
		if m.Position() != replay.Position() || boards[m] != m.Position() {
			t.Errorf("%s ends on %s, board %s; the engine's replay %s", name, engine.FormatPosition(m.Rules(), m.Position()),
				engine.FormatPosition(m.Rules(), boards[m]), engine.FormatPosition(m.Rules(), replay.Position()))
		}
	}
	if ma.Result() != mb.Result() || ma.Result().Reason != "rules" || !replay.Outcome().Over() {
		t.Errorf("results %+v and %+v; engine %v", ma.Result(), mb.Result(), replay.Outcome())
	}
}
