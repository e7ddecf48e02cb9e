package geom

import (
	"hash/fnv"
	"math"
)

// Key names the look of board g's still layer drawn at scale device px
// per logical px: two boards of the same shape and size have the same
// key wherever they stand (a picture scrolled in a list keeps its layer),
// and any change of a frame or a hollow of at least a device px gives
// another.
func (g *Board) Key(scale float64) uint64 {
	b := g.Bounds()
	h := fnv.New64a()
	var buf [8]byte
	put := func(v float64) {
		n := uint64(int64(math.Round(v * scale)))
		for i := range buf {
			buf[i] = byte(n >> (8 * i))
		}
		h.Write(buf[:])
	}
	put(b.W)
	put(b.H)
	put(g.Unit)
	put(g.Radius())
	for _, f := range g.Frames {
		put(f.X - b.X)
		put(f.Y - b.Y)
		put(f.W)
		put(f.H)
	}
	for _, s := range g.Spots {
		for _, v := range [...]float64{s.Hollow.X0 - b.X, s.Hollow.Y0 - b.Y, s.Hollow.X1 - b.X, s.Hollow.Y1 - b.Y, s.Hollow.R} {
			put(v)
		}
	}
	return h.Sum64() ^ math.Float64bits(scale)
}
