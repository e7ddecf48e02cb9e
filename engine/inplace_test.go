package engine

import "testing"

// tracedApply plays through Apply with a trace, the slow path the UI uses.
type tracedApply struct{ r Rules }

func (v tracedApply) listMoves(p *Position, buf []Move) []Move { return v.r.LegalMoves(*p, buf) }
func (v tracedApply) countMoves(p *Position) int {
	return len(v.r.LegalMoves(*p, nil))
}
func (v tracedApply) play(p *Position, m Move) {
	var tr Trace
	*p = v.r.Apply(*p, m, &tr)
}

// TestInPlacePlayAgreesWithTracedApply proves the fast in-place path that
// perft uses plays exactly like Apply with a Trace, for every Kalah option.
func TestInPlacePlayAgreesWithTracedApply(t *testing.T) {
	depth := 6
	if testing.Short() {
		depth = 4
	}
	for _, r := range allKalahs(t) {
		slow := &perfter{f: tracedApply{r}, stack: make([]Position, depth+1), buf: make([]Move, MaxMoves*(depth+1))}
		slow.stack[depth] = r.Start(South)
		if got, want := Perft(r, r.Start(South), depth), slow.count(depth); got != want {
			t.Errorf("%s: in-place perft(%d) = %d, traced = %d", r, depth, got, want)
		}
	}
}

// allKalahs returns Kalah under every combination of rules, on a few board
// sizes, and Congkak.
func allKalahs(t *testing.T) []Rules {
	rs := []Rules{Congkak{}}
	for _, size := range [][2]int{{6, 4}, {4, 3}, {3, 10}, {8, 1}} {
		for c := CaptureStandard; c <= CaptureOff; c++ {
			for e := EndEitherRow; e <= EndMoverEmpty; e++ {
				for l := LeftoversOwner; l <= LeftoversEmptier; l++ {
					for s := SowSingle; s <= SowAvalanche; s++ {
						k, err := NewKalah(KalahOptions{size[0], size[1], c, e, l, s})
						if err != nil {
							t.Fatal(err)
						}
						rs = append(rs, k)
					}
				}
			}
		}
	}
	return rs
}
