package layout

import (
	"testing"

	"mancala/engine"
)

// Standing on end, each side's lane holds every one of its pits and none
// of the other side's, and the two lanes do not overlap: each is one
// side's column (Bao: two columns). Lying down there are none.
func TestLanesHoldEachSidesColumnWhenTheBoardStands(t *testing.T) {
	forEach(t, func(t *testing.T, l *Layout) {
		lanes, ok := l.Lanes()
		if ok != l.Portrait {
			t.Fatalf("lanes %v with the board standing %v", ok, l.Portrait)
		}
		if !ok {
			return
		}
		if lanes[engine.South].Overlaps(lanes[engine.North]) {
			t.Errorf("the lanes overlap: South %v, North %v", lanes[engine.South], lanes[engine.North])
		}
		b := l.Model.Board
		for _, s := range l.Spots {
			if s.Place.IsStore() {
				continue
			}
			own := engine.Side(int(s.Place) / (b.Rows / 2 * b.Pits))
			x, y := s.Hollow.Bounds().Center()
			if !s.Hollow.Bounds().Inside(lanes[own]) {
				t.Errorf("%s's pit %d (%v) lies outside its lane %v", own, s.Place, s.Hollow.Bounds(), lanes[own])
			}
			if lanes[1-own].Contains(x, y) {
				t.Errorf("%s's pit %d lies in the other side's lane", own, s.Place)
			}
		}
	})
}
