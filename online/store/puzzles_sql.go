package store

import "context"

// puzzleQueries are the statements of the puzzles (Puzzles), the players'
// puzzle ratings (PuzzlePlayers) and the miner (Mining); each backend
// fills them in its *_puzzles.go file.
type puzzleQueries struct {
	packPuzzles, importPuzzle, minedPuzzle, puzzleByID, nextAbove, nextBelow string
	dailyOf, setDaily, markDaily, dailyCandidate                             string

	addPuzzlePlayer, lockPuzzlePlayer, puzzlePlayer, lockPuzzle, addAttempt string
	ratePuzzlePlayer, ratePuzzle, attemptsOf                                string

	addMining, takeMining, minePlace, saveMining, gamesEndedAfter string
}

// The columns that scanPuzzle and scanPuzzlePlayer read, in their order
// (a puzzle's are followed by whether the asking player tried it).
const (
	puzzleCols = `id, line, variant, themes, difficulty, rating, deviation, volatility, plays, rated_at,
		origin, mined, COALESCE(daily, '')`
	puzzlePlayerCols = `rating, deviation, volatility, games, rated_at, streak, best, solved, failed`
)

// sqlPuzzles is the Puzzles part of sqlStore.
type sqlPuzzles struct{ backend }

func (s *sqlPuzzles) ImportPuzzles(ctx context.Context, ps []NewPuzzle) (int, error) {
	for _, p := range ps {
		if err := checkPuzzle(p); err != nil {
			return 0, err
		}
	}
	changed := 0
	err := s.db.tx(ctx, func(c conn) error {
		changed = 0
		rs, err := c.query(ctx, s.q.pz.packPuzzles)
		stored, err := collect(rs, err, scanPuzzleKey)
		if err != nil {
			return err
		}
		have := map[PuzzleID]NewPuzzle{}
		for _, p := range stored {
			have[p.ID] = p
		}
		for _, p := range ps {
			if h, ok := have[p.ID]; ok && sameKey(h, p) {
				continue
			}
			if err := s.insertPuzzle(ctx, c, s.q.pz.importPuzzle, p); err != nil {
				return err
			}
			changed++
		}
		return nil
	})
	return changed, done("import puzzles", err)
}

// checkPuzzle refuses a puzzle the store cannot keep.
func checkPuzzle(p NewPuzzle) error {
	if p.ID == "" || p.Line == "" || p.Variant == "" || p.Origin == "" {
		return badInput("a puzzle needs an id, a line, a variant and an origin")
	}
	return nil
}

// scanPuzzleKey reads what ImportPuzzles compares: id, line, variant,
// themes, difficulty.
func scanPuzzleKey(r row) (NewPuzzle, error) {
	var p NewPuzzle
	err := r.Scan(&p.ID, &p.Line, &p.Variant, &p.Themes, &p.Difficulty)
	return p, err
}

// sameKey reports whether a stored puzzle has what p would write.
func sameKey(stored, p NewPuzzle) bool {
	return stored.Line == p.Line && stored.Variant == p.Variant && stored.Themes == p.Themes &&
		stored.Difficulty == p.Difficulty
}

// insertPuzzle runs q, an insert of puzzle p.
func (s *sqlPuzzles) insertPuzzle(ctx context.Context, c conn, q string, p NewPuzzle) error {
	_, err := c.exec(ctx, q, string(p.ID), p.Line, p.Variant, p.Themes, p.Difficulty,
		p.Rating.Rating, p.Rating.Deviation, p.Rating.Volatility, p.Origin, s.t(p.Mined))
	return err
}

func (s *sqlPuzzles) Puzzle(ctx context.Context, id PuzzleID, by PlayerID) (StoredPuzzle, error) {
	return s.onePuzzle(ctx, s.db.reader(), "puzzle "+string(id), s.q.pz.puzzleByID, string(id), string(by))
}

// onePuzzle reads the one puzzle q selects; what names it in ErrNotFound.
func (s *sqlPuzzles) onePuzzle(ctx context.Context, c conn, what, q string, args ...any) (StoredPuzzle, error) {
	p, err := scanPuzzle(c.queryRow(ctx, q, args...))
	if isNoRows(err) {
		return StoredPuzzle{}, notFound(what)
	}
	if err != nil {
		return StoredPuzzle{}, wrap("read "+what, err)
	}
	return p, nil
}

func (s *sqlPuzzles) NextPuzzle(ctx context.Context, player PlayerID, near float64, variant, theme string) (StoredPuzzle, error) {
	var above, below StoredPuzzle
	var errAbove, errBelow error
	err := s.db.view(ctx, func(c conn) error {
		args := []any{string(player), near, variant, theme}
		above, errAbove = s.onePuzzle(ctx, c, "puzzle to try", s.q.pz.nextAbove, args...)
		below, errBelow = s.onePuzzle(ctx, c, "puzzle to try", s.q.pz.nextBelow, args...)
		return nil
	})
	switch {
	case err != nil:
		return StoredPuzzle{}, wrap("next puzzle", err)
	case errAbove != nil && errBelow != nil:
		return StoredPuzzle{}, errAbove
	case errAbove != nil:
		return below, nil
	case errBelow != nil || near-below.Rating.Rating >= above.Rating.Rating-near:
		return above, nil
	}
	return below, nil
}

func (s *sqlPuzzles) DailyPuzzle(ctx context.Context, day string) (PuzzleID, error) {
	var id PuzzleID
	err := s.db.reader().queryRow(ctx, s.q.pz.dailyOf, day).Scan(&id)
	if isNoRows(err) {
		return "", notFound("daily puzzle of " + day)
	}
	if err != nil {
		return "", wrap("daily puzzle", err)
	}
	return id, nil
}

func (s *sqlPuzzles) SetDailyPuzzle(ctx context.Context, day string, id PuzzleID) (PuzzleID, error) {
	if day == "" || id == "" {
		return "", badInput("a daily puzzle needs a day and a puzzle")
	}
	var won PuzzleID
	err := s.db.tx(ctx, func(c conn) error {
		if _, err := c.exec(ctx, s.q.pz.setDaily, day, string(id)); err != nil {
			return err
		}
		if err := c.queryRow(ctx, s.q.pz.dailyOf, day).Scan(&won); err != nil {
			return err
		}
		_, err := c.exec(ctx, s.q.pz.markDaily, string(won), day)
		return err
	})
	if s.broke(err) == cForeignKey {
		return "", notFound("puzzle " + string(id))
	}
	return won, done("set daily puzzle", err)
}

func (s *sqlPuzzles) DailyCandidate(ctx context.Context) (StoredPuzzle, error) {
	return s.onePuzzle(ctx, s.db.reader(), "daily puzzle candidate", s.q.pz.dailyCandidate)
}

func scanPuzzle(r row) (StoredPuzzle, error) {
	var p StoredPuzzle
	rt := &p.Rating
	err := r.Scan(&p.ID, &p.Line, &p.Variant, &p.Themes, &p.Difficulty, &rt.Rating, &rt.Deviation,
		&rt.Volatility, &p.Plays, timeCol{&rt.At}, &p.Origin, timeCol{&p.Mined}, &p.Daily, &p.Tried)
	rt.Games = p.Plays
	return p, err
}
