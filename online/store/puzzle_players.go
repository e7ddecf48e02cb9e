package store

import "context"

// sqlPuzzlePlayers is the PuzzlePlayers part of sqlStore.
type sqlPuzzlePlayers struct{ backend }

// puzzler is a player's puzzle row as SolvePuzzle reads and writes it.
type puzzler struct {
	Rating
	streak, best, solved, failed int
}

func (s *sqlPuzzlePlayers) SolvePuzzle(ctx context.Context, a NewAttempt, rate RateFunc) (AttemptResult, error) {
	if a.Player == "" || a.Puzzle == "" || rate == nil {
		return AttemptResult{}, badInput("an attempt needs a player, a puzzle and a rating function")
	}
	a.At = norm(a.At)
	var res AttemptResult
	err := s.db.tx(ctx, func(c conn) error {
		var err error
		res, err = s.solve(ctx, c, a, rate)
		return err
	})
	if s.broke(err) == cForeignKey {
		return AttemptResult{}, notFound("player " + string(a.Player))
	}
	return res, done("solve puzzle", err)
}

// solve is SolvePuzzle's transaction: the player's row, then the
// puzzle's, locked in that order; the attempt stored rated unless the
// unique key of first attempts refuses it, then stored unrated.
func (s *sqlPuzzlePlayers) solve(ctx context.Context, c conn, a NewAttempt, rate RateFunc) (AttemptResult, error) {
	st := a.Start
	if _, err := c.exec(ctx, s.q.pz.addPuzzlePlayer, string(a.Player), st.Rating, st.Deviation, st.Volatility); err != nil {
		return AttemptResult{}, err
	}
	me, err := scanPuzzler(c.queryRow(ctx, s.q.pz.lockPuzzlePlayer, string(a.Player)))
	if err != nil {
		return AttemptResult{}, err
	}
	var pz Rating
	err = c.queryRow(ctx, s.q.pz.lockPuzzle, string(a.Puzzle)).Scan(&pz.Rating, &pz.Deviation, &pz.Volatility,
		&pz.Games, timeCol{&pz.At})
	if isNoRows(err) {
		return AttemptResult{}, notFound("puzzle " + string(a.Puzzle))
	}
	if err != nil {
		return AttemptResult{}, err
	}
	newMe, newPz := rated(me, pz, a, rate)
	res := AttemptResult{Attempt: Attempt{Puzzle: a.Puzzle, At: a.At, Solved: a.Solved, Rated: true,
		Rating: newMe.Rating.Rating, Delta: newMe.Rating.Rating - me.Rating.Rating},
		Puzzle: newPz, Streak: newMe.streak, Best: newMe.best}
	n, err := s.addAttempt(ctx, c, a.Player, res.Attempt)
	if err != nil || n == 1 {
		if err == nil {
			err = s.rate(ctx, c, a, newMe, newPz)
		}
		return res, err
	}
	res = AttemptResult{Attempt: Attempt{Puzzle: a.Puzzle, At: a.At, Solved: a.Solved, Rating: me.Rating.Rating},
		Puzzle: pz, Streak: me.streak, Best: me.best}
	_, err = s.addAttempt(ctx, c, a.Player, res.Attempt)
	return res, err
}

// rated returns the player and the puzzle after a rated attempt: the
// ratings rate gives, one more game each, the streak and the counts.
func rated(me puzzler, pz Rating, a NewAttempt, rate RateFunc) (puzzler, Rating) {
	r, p := rate(me.Rating, pz)
	r.Games, r.At = me.Games+1, a.At
	p.Games, p.At = pz.Games+1, a.At
	me.Rating = r
	if a.Solved {
		me.streak, me.solved = me.streak+1, me.solved+1
		me.best = max(me.best, me.streak)
	} else {
		me.streak, me.failed = 0, me.failed+1
	}
	return me, p
}

// addAttempt stores an attempt; it reports 0 for a rated one that is not
// the player's first at the puzzle.
func (s *sqlPuzzlePlayers) addAttempt(ctx context.Context, c conn, p PlayerID, at Attempt) (int64, error) {
	return c.exec(ctx, s.q.pz.addAttempt, string(p), string(at.Puzzle), s.t(at.At), at.Solved, at.Rated,
		at.Rating, at.Delta)
}

// rate stores a rated attempt's new ratings of the player and the puzzle.
func (s *sqlPuzzlePlayers) rate(ctx context.Context, c conn, a NewAttempt, me puzzler, pz Rating) error {
	r := me.Rating
	if _, err := c.exec(ctx, s.q.pz.ratePuzzlePlayer, string(a.Player), r.Rating, r.Deviation, r.Volatility,
		r.Games, s.t(r.At), me.streak, me.best, me.solved, me.failed); err != nil {
		return err
	}
	_, err := c.exec(ctx, s.q.pz.ratePuzzle, string(a.Puzzle), pz.Rating, pz.Deviation, pz.Volatility,
		pz.Games, s.t(pz.At))
	return err
}

func (s *sqlPuzzlePlayers) PuzzleRecord(ctx context.Context, player PlayerID, start Rating, n int) (PuzzleRecord, error) {
	var rec PuzzleRecord
	err := s.db.view(ctx, func(c conn) error {
		me, err := scanPuzzler(c.queryRow(ctx, s.q.pz.puzzlePlayer, string(player)))
		if isNoRows(err) {
			me, err = puzzler{Rating: start}, nil
		}
		if err != nil {
			return err
		}
		rec = PuzzleRecord{Rating: me.Rating, Streak: me.streak, Best: me.best, Solved: me.solved, Failed: me.failed}
		rs, err := c.query(ctx, s.q.pz.attemptsOf, string(player), limit(n))
		rec.Attempts, err = collect(rs, err, scanAttempt)
		return err
	})
	if err != nil {
		return PuzzleRecord{}, wrap("puzzle record", err)
	}
	return rec, nil
}

func scanPuzzler(r row) (puzzler, error) {
	var p puzzler
	err := r.Scan(&p.Rating.Rating, &p.Deviation, &p.Volatility, &p.Games, timeCol{&p.At}, &p.streak, &p.best,
		&p.solved, &p.failed)
	return p, err
}

func scanAttempt(r row) (Attempt, error) {
	var a Attempt
	err := r.Scan(&a.Puzzle, timeCol{&a.At}, &a.Solved, &a.Rated, &a.Rating, &a.Delta)
	return a, err
}
