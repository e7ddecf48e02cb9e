package puzzles

import (
	"hash/fnv"
	"time"
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
