package puzzleclub

import (
	"context"
	"fmt"

	"mancala/engine"
	"mancala/online/proto"
	"mancala/online/rating"
	"mancala/online/store"
	"mancala/puzzles"
)

// startRating is a player's puzzle rating before their first puzzle: the
// ladder's start.
var startRating = store.Rating{Rating: rating.Start.Rating, Deviation: rating.Start.RD,
	Volatility: rating.Start.Volatility}

// solve judges an attempt from the stored puzzle, never from what the
// client says of it: the moves must be legal, the opponent's the line's,
// and the attempt decided (solved, or failed by a move of the player's).
// The player's first attempt at the puzzle is rated.
func (c *Club) solve(ctx context.Context, player store.PlayerID, m *proto.PuzzleSolve) (proto.Message, error) {
	sp, err := c.st.Puzzle(ctx, store.PuzzleID(m.ID), player)
	if err != nil {
		return nil, err
	}
	solved, err := judge(sp.Line, m.Moves)
	if err != nil {
		return nil, err
	}
	res, err := c.st.SolvePuzzle(ctx, store.NewAttempt{Player: player, Puzzle: sp.ID, At: c.now(), Solved: solved,
		Start: startRating}, Rate(solved))
	if err != nil {
		return nil, err
	}
	return &proto.PuzzleResult{ID: m.ID, Solved: res.Solved, Rated: res.Rated, Rating: round1(res.Rating),
		Delta: round1(res.Delta), PuzzleRating: round1(res.Puzzle.Rating), Streak: res.Streak, Best: res.Best}, nil
}

// judge reports whether moves (both sides', in the engine's notation)
// solve the puzzle written in line; errBadRequest when they cannot be
// judged.
func judge(line, moves string) (bool, error) {
	p, err := puzzles.Parse(line)
	if err != nil {
		return false, fmt.Errorf("puzzles: the stored puzzle does not read: %w", err)
	}
	ms, err := engine.ParseMoves(p.Rules, moves)
	if err != nil {
		return false, badRequest{fmt.Errorf("puzzles: %s: %w", p.ID, err)}
	}
	st, err := p.Check(ms)
	switch {
	case err != nil:
		return false, badRequest{err}
	case st == puzzles.Playing:
		return false, badRequest{fmt.Errorf("puzzles: %s: the attempt is not decided yet; send it when it is", p.ID)}
	}
	return st == puzzles.Solved, nil
}

// Rate is a rated attempt's Glicko-2 sums: the player and the puzzle play
// one game, which the player wins when solved and loses otherwise.
func Rate(solved bool) store.RateFunc {
	score := 0.0
	if solved {
		score = 1
	}
	return func(player, puzzle store.Rating) (store.Rating, store.Rating) {
		a, b := rating.Game(glicko(player), glicko(puzzle), score)
		return fromGlicko(a, player), fromGlicko(b, puzzle)
	}
}

// glicko is a stored rating as online/rating reckons it.
func glicko(r store.Rating) rating.Rating {
	return rating.Rating{Rating: r.Rating, RD: r.Deviation, Volatility: r.Volatility}
}

// fromGlicko is r as the store keeps it; the store counts the games.
func fromGlicko(r rating.Rating, before store.Rating) store.Rating {
	before.Rating, before.Deviation, before.Volatility = r.Rating, r.RD, r.Volatility
	return before
}
