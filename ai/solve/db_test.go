package solve

import (
	"context"
	"testing"

	"mancala/engine"
)

// TestDBRankOrder checks that next, index and unrank agree: walking a seed
// count with next visits the ranks in order, and unrank inverts index.
func TestDBRankOrder(t *testing.T) {
	for m := 1; m <= 6; m++ {
		top := 5
		if m > 4 {
			top = 3
		}
		d := newEndgameDB(newFastKalah(engine.KalahOptions{Pits: m, Seeds: 1}), top)
		for s := 0; s <= top; s++ {
			count := d.off[s+1] - d.off[s]
			b := d.unrank(s, 0)
			for r := uint64(0); r < count; r++ {
				if got := d.index(b, s); got != d.off[s]+r {
					t.Fatalf("m=%d s=%d: board %+v has index %d, want %d", m, s, b, got, d.off[s]+r)
				}
				if u := d.unrank(s, r); u != b {
					t.Fatalf("m=%d s=%d rank %d: unrank %+v, want %+v", m, s, r, u, b)
				}
				if r+1 < count {
					b = d.next(b)
				}
			}
		}
	}
}

// TestDBAgreesWithSearch compares every database value of small boards
// with the search without a database.
func TestDBAgreesWithSearch(t *testing.T) {
	for _, o := range allKalahOptions(3, 1) {
		f := newFastKalah(o)
		d := newEndgameDB(f, 6)
		if err := d.build(context.Background(), 2); err != nil {
			t.Fatal(err)
		}
		k := &kalahSearch{f: f, tt: newTable(1), dbMax: -1, ctx: context.Background()}
		for s := 1; s <= 6; s++ {
			for r := uint64(0); r < d.off[s+1]-d.off[s]; r++ {
				b := d.unrank(s, r)
				if b.me == 0 || (o.End == engine.EndEitherRow && b.op == 0) {
					continue
				}
				want, _, _ := mtdf(k, b, s, 0)
				if got := d.lookup(b, s); got != want {
					t.Fatalf("%+v: board %+v: database %d, search %d", o, b, got, want)
				}
			}
		}
	}
}
