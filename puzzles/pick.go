package puzzles

import (
	"hash/fnv"
	"time"

	"mancala/engine"
)

// Day is a UTC date as the daily puzzle names it: "2026-12-06".
func Day(t time.Time) string { return t.UTC().Format(time.DateOnly) }

// DailyIndex picks the day's puzzle among n: the same for every player
// and every process that day, a different one the next (a hash of the
// day, so that the pack's order does not show).
func DailyIndex(day string, n int) int {
	if n <= 0 {
		return -1
	}
	h := fnv.New64a()
	h.Write([]byte("mancala daily " + day))
	return int(h.Sum64() % uint64(n))
}

// Daily returns the day's puzzle of a pack: of its puzzles of
// difficulty 2 to 4 (a puzzle for everyone), by DailyIndex.
func Daily(pack []*Puzzle, day string) *Puzzle {
	mid := Filter(pack, func(p *Puzzle) bool { return p.Difficulty >= 2 && p.Difficulty <= 4 })
	if len(mid) == 0 {
		mid = pack
	}
	if i := DailyIndex(day, len(mid)); i >= 0 {
		return mid[i]
	}
	return nil
}

// Filter returns the puzzles keep says to keep, in order.
func Filter(pack []*Puzzle, keep func(*Puzzle) bool) []*Puzzle {
	var out []*Puzzle
	for _, p := range pack {
		if keep(p) {
			out = append(out, p)
		}
	}
	return out
}

// Of returns a filter of the puzzles of variant v (any when all is set)
// and theme t (any when anyTheme is set).
func Of(v engine.Variant, all bool, t Theme, anyTheme bool) func(*Puzzle) bool {
	return func(p *Puzzle) bool {
		return (all || p.Variant() == v) && (anyTheme || p.Themes.Has(t))
	}
}

// Nearest returns the puzzle whose rating is nearest rating among those
// done does not report done, the first of equals; nil when none is left.
func Nearest(pack []*Puzzle, rating int, done func(id string) bool) *Puzzle {
	var best *Puzzle
	for _, p := range pack {
		if done(p.ID) {
			continue
		}
		if best == nil || abs(p.Rating-rating) < abs(best.Rating-rating) {
			best = p
		}
	}
	return best
}

func abs(n int) int { return max(n, -n) }
