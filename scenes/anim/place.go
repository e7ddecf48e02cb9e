package anim

import (
	"mancala/engine"
	"mancala/scenes/layout"
)

// settleRounds is how many relaxation rounds a heap gets when a seed joins.
const settleRounds = 24

func indexOf(pl engine.Place) int { return layout.Index(pl) }

// insert puts seed k to rest in place pl: it starts at a spot of its own
// and the heap relaxes around it.
func (s *Stage) insert(pl engine.Place, k int) {
	sp := s.model.Spot(pl)
	i := indexOf(pl)
	if sp == nil || i < 0 {
		return
	}
	s.at[i] = append(s.at[i], k)
	sd := &s.seeds[k]
	sd.Place = pl
	p := spot(sp.Rest, len(s.at[i])-1, hash(uint32(k), uint32(len(s.at[i]))))
	sd.tx, sd.ty = p.x, p.y
	if sd.R == 0 {
		sd.X, sd.Y = p.x, p.y
	}
	if !s.quiet {
		s.resettle(pl)
	}
}

// take removes the top n seeds resting in place pl and returns them.
func (s *Stage) take(pl engine.Place, n int) []int {
	i := indexOf(pl)
	if i < 0 {
		return nil
	}
	l := s.at[i]
	n = min(n, len(l))
	ks := append([]int(nil), l[len(l)-n:]...)
	s.at[i] = l[:len(l)-n]
	if len(s.at[i]) > 0 && !s.quiet {
		s.resettle(pl)
	}
	return ks
}

// resettle relaxes the heap of place pl and sets each seed's rest and
// drawn radius.
func (s *Stage) resettle(pl engine.Place) {
	h := s.model.Spot(pl).Rest
	l := s.at[indexOf(pl)]
	s.pts, s.rs = s.pts[:0], s.rs[:0]
	for _, k := range l {
		s.pts = append(s.pts, vec{s.seeds[k].tx, s.seeds[k].ty})
		s.rs = append(s.rs, drawRadius(h, len(l), s.seeds[k].Size))
	}
	relax(s.pts, s.rs, h, packRadius(h, len(l)), settleRounds)
	for j, k := range l {
		s.seeds[k].tx, s.seeds[k].ty, s.seeds[k].tr = s.pts[j].x, s.pts[j].y, s.rs[j]
	}
}

// Resting returns the seeds resting in place pl, bottom first; the slice
// must not be changed.
func (s *Stage) Resting(pl engine.Place) []int { return s.at[indexOf(pl)] }

// Held returns the number of seeds in the hand.
func (s *Stage) Held() int { return len(s.hand) }

// Hand returns where the hand hovers (board units), how high, and how many
// seeds it holds.
func (s *Stage) Hand() (x, y, z float64, n int) {
	return s.handP.x, s.handP.y, handHeight, len(s.hand)
}

// Reshape puts every resting seed back into its place after the model's
// shapes changed (a board whose pits grew longer across for a new window),
// keeping each seed's look; the heaps settle at once. Call it while the
// stage is still (not Busy): seeds in flight would land where their
// places were.
func (s *Stage) Reshape() {
	for _, sp := range s.model.Spots {
		i := indexOf(sp.Place)
		for j, k := range s.at[i] {
			p := spot(sp.Rest, j, hash(uint32(k), uint32(j+1)))
			s.seeds[k].tx, s.seeds[k].ty = p.x, p.y
		}
		if len(s.at[i]) > 0 {
			s.resettle(sp.Place)
		}
	}
	s.snap()
}
