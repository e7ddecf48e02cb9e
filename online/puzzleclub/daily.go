package puzzleclub

import (
	"context"
	"errors"
	"fmt"

	"mancala/engine"
	"mancala/online/proto"
	"mancala/online/store"
	"mancala/puzzles"
)

// daily answers the day's puzzle: the same for every player and every
// process that UTC day (the store keeps the first one chosen).
func (c *Club) daily(ctx context.Context, player store.PlayerID) (proto.Message, error) {
	day := puzzles.Day(c.now())
	id, err := c.st.DailyPuzzle(ctx, day)
	if errors.Is(err, store.ErrNotFound) {
		id, err = c.chooseDaily(ctx, day)
	}
	if errors.Is(err, store.ErrNotFound) {
		return &proto.Puzzle{None: true}, nil
	}
	if err != nil {
		return nil, err
	}
	p, err := c.st.Puzzle(ctx, id, player)
	if err != nil {
		return nil, err
	}
	ans := one(p)
	ans.Daily = day
	return ans, nil
}

// chooseDaily sets the day's puzzle: the newest of the club's own mined
// puzzles of difficulty 2 to 4 never daily before, else the pack's puzzle
// of the day (puzzles.Daily). Of two processes choosing at once the
// first to store its choice wins, and both answer it.
func (c *Club) chooseDaily(ctx context.Context, day string) (store.PuzzleID, error) {
	cand, err := c.st.DailyCandidate(ctx)
	id := cand.ID
	if errors.Is(err, store.ErrNotFound) {
		p := puzzles.Daily(c.pack, day)
		if p == nil {
			return "", err
		}
		id, err = store.PuzzleID(p.ID), nil
	}
	if err != nil {
		return "", err
	}
	return c.st.SetDailyPuzzle(ctx, day, id)
}

// next answers the untried puzzle nearest the player's puzzle rating, of
// the variant and theme when they are given.
func (c *Club) next(ctx context.Context, player store.PlayerID, variant, theme string) (proto.Message, error) {
	if variant != "" {
		if _, err := engine.ParseVariant(variant); err != nil {
			return nil, fmt.Errorf("%w %q", errBadVariant, variant)
		}
	}
	if _, ok := puzzles.ParseTheme(theme); theme != "" && !ok {
		return nil, badRequest{fmt.Errorf("puzzles: no theme %q", theme)}
	}
	rec, err := c.st.PuzzleRecord(ctx, player, startRating, 0)
	if err != nil {
		return nil, err
	}
	p, err := c.st.NextPuzzle(ctx, player, rec.Rating.Rating, variant, theme)
	if errors.Is(err, store.ErrNotFound) {
		return &proto.Puzzle{None: true}, nil
	}
	if err != nil {
		return nil, err
	}
	return one(p), nil
}

// record answers the player's puzzle rating, streaks, counts and latest
// attempts.
func (c *Club) record(ctx context.Context, player store.PlayerID) (proto.Message, error) {
	rec, err := c.st.PuzzleRecord(ctx, player, startRating, RecordAttempts)
	if err != nil {
		return nil, err
	}
	out := &proto.PuzzleRecord{Rating: round1(rec.Rating.Rating), RD: round1(rec.Rating.Deviation),
		Streak: rec.Streak, Best: rec.Best, Solved: rec.Solved, Failed: rec.Failed}
	for _, a := range rec.Attempts {
		out.Attempts = append(out.Attempts, proto.PuzzleAttempt{ID: string(a.Puzzle), At: a.At.Unix(),
			Solved: a.Solved, Rated: a.Rated, Rating: round1(a.Rating), Delta: round1(a.Delta)})
	}
	return out, nil
}
