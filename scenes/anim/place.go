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
func (b *board) insert(pl engine.Place, k int) {
	sp := b.model.Spot(pl)
	i := indexOf(pl)
	if sp == nil || i < 0 {
		return
	}
	b.at[i] = append(b.at[i], k)
	sd := &b.seeds[k]
	sd.Place = pl
	p := spot(sp.Rest, len(b.at[i])-1, hash(uint32(k), uint32(len(b.at[i]))))
	sd.tx, sd.ty = p.x, p.y
	if sd.R == 0 {
		sd.X, sd.Y = p.x, p.y
	}
	if !b.quiet {
		b.resettle(pl)
	}
}

// take removes the top n seeds resting in place pl and returns them.
func (b *board) take(pl engine.Place, n int) []int {
	i := indexOf(pl)
	if i < 0 {
		return nil
	}
	l := b.at[i]
	n = min(n, len(l))
	ks := append([]int(nil), l[len(l)-n:]...)
	b.at[i] = l[:len(l)-n]
	if len(b.at[i]) > 0 && !b.quiet {
		b.resettle(pl)
	}
	return ks
}

// resettle relaxes the heap of place pl and sets each seed's rest and
// drawn radius.
func (b *board) resettle(pl engine.Place) {
	h := b.model.Spot(pl).Rest
	l := b.at[indexOf(pl)]
	b.pts, b.rs = b.pts[:0], b.rs[:0]
	for _, k := range l {
		b.pts = append(b.pts, vec{b.seeds[k].tx, b.seeds[k].ty})
		b.rs = append(b.rs, drawRadius(h, len(l), b.seeds[k].Size))
	}
	relax(b.pts, b.rs, h, packRadius(h, len(l)), settleRounds)
	for j, k := range l {
		b.seeds[k].tx, b.seeds[k].ty, b.seeds[k].tr = b.pts[j].x, b.pts[j].y, b.rs[j]
	}
}

// resettleAll relaxes every heap that holds seeds.
func (b *board) resettleAll() {
	for _, sp := range b.model.Spots {
		if len(b.at[indexOf(sp.Place)]) > 0 {
			b.resettle(sp.Place)
		}
	}
}

// reshape puts every resting seed back at a fresh spot of its place, as
// the model's shapes now are, and settles the heaps at once.
func (b *board) reshape() {
	for _, sp := range b.model.Spots {
		for j, k := range b.at[indexOf(sp.Place)] {
			p := spot(sp.Rest, j, hash(uint32(k), uint32(j+1)))
			b.seeds[k].tx, b.seeds[k].ty = p.x, p.y
		}
	}
	b.resettleAll()
	b.snap()
}

// Resting returns the seeds resting in place pl, bottom first; the slice
// must not be changed.
func (s *Stage) Resting(pl engine.Place) []int { return s.v.board.at[indexOf(pl)] }

// Held returns the number of seeds in the hand.
func (s *Stage) Held() int { return len(s.v.board.hand) }

// Hand returns where the hand hovers (board units), how high, and how many
// seeds it holds.
func (s *Stage) Hand() (x, y, z float64, n int) {
	b := &s.v.board
	return b.handP.x, b.handP.y, handHeight, len(b.hand)
}

// Reshape puts every resting seed back into its place after the model's
// shapes changed (a board whose pits grew longer across for a new window),
// keeping each seed's look; the heaps settle at once. Call it while the
// stage is still (not Busy): seeds in flight would land where their
// places were.
func (s *Stage) Reshape() { s.v.board.reshape() }
