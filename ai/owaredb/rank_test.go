package owaredb

import "testing"

// TestRanksAreABijection: the boards of up to 6 seeds take every index
// below the count of such boards exactly once.
func TestRanksAreABijection(t *testing.T) {
	const max = 6
	r := newRanking(max)
	seen := make([]bool, r.size())
	for s := 0; s <= max; s++ {
		each(s, func(b *board) {
			i := r.index(b, s)
			if i >= r.size() || seen[i] {
				t.Fatalf("board %v of %d seeds: index %d repeated or out of range", *b, s, i)
			}
			seen[i] = true
		})
	}
	for i, ok := range seen {
		if !ok {
			t.Fatalf("index %d unused", i)
		}
	}
}
