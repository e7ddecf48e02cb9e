package saves

import (
	"encoding/json"
	"fmt"
	"slices"
)

// PuzzleProgress is the player's puzzles played offline: the ids solved
// and missed (a puzzle missed once and solved later is in both), the
// days whose daily puzzle was solved, and the best streak.
type PuzzleProgress struct {
	Solved     []string `json:"solved,omitempty"`
	Missed     []string `json:"missed,omitempty"`
	Days       []string `json:"days,omitempty"` // "2026-12-06"
	BestStreak int      `json:"bestStreak,omitempty"`
}

// maxPuzzleIDs bounds each list of ids: more than any pack holds.
const maxPuzzleIDs = 100_000

// check reports the first thing in p that cannot be right.
func (p PuzzleProgress) check() error {
	if len(p.Solved) > maxPuzzleIDs || len(p.Missed) > maxPuzzleIDs || len(p.Days) > maxPuzzleIDs {
		return flaw("a puzzle list of over 100,000 ids", nil)
	}
	for _, ids := range [][]string{p.Solved, p.Missed, p.Days} {
		if slices.Contains(ids, "") {
			return flaw("a puzzle without an id", nil)
		}
	}
	if p.BestStreak < 0 {
		return flaw(fmt.Sprintf("a best streak of %d", p.BestStreak), nil)
	}
	return nil
}

// LoadPuzzles returns the puzzle progress: empty when there is none or
// it is unreadable (*KeptAside).
func (s *Store) LoadPuzzles() (PuzzleProgress, error) {
	var p PuzzleProgress
	_, err := s.load(puzzlesRecord, func(raw json.RawMessage) error {
		if err := json.Unmarshal(raw, &p); err != nil {
			return flaw("malformed puzzle progress", err)
		}
		return p.check()
	})
	if err != nil {
		return PuzzleProgress{}, err
	}
	return p, nil
}

// SavePuzzles saves the puzzle progress.
func (s *Store) SavePuzzles(p PuzzleProgress) error {
	if err := p.check(); err != nil {
		return fmt.Errorf("saves: not saving puzzle progress: %w", err)
	}
	return s.save(puzzlesRecord, p)
}
