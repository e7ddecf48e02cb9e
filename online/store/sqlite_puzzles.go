package store

// sqlitePuzzleQueries are SQLite's statements of the puzzles, the players'
// puzzle ratings and the miner (puzzles_sql.go). Its one writer
// connection serialises every write transaction: no row is locked.
var sqlitePuzzleQueries = puzzleQueries{
	packPuzzles: `SELECT id, line, variant, themes, difficulty FROM puzzles WHERE origin = 'pack'`,
	importPuzzle: `INSERT INTO puzzles (id, line, variant, themes, difficulty, rating, deviation, volatility,
		origin, mined) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
		ON CONFLICT (id) DO UPDATE SET line = excluded.line, variant = excluded.variant,
			themes = excluded.themes, difficulty = excluded.difficulty`,
	minedPuzzle: `INSERT INTO puzzles (id, line, variant, themes, difficulty, rating, deviation, volatility,
		origin, mined) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT DO NOTHING`,
	puzzleByID: `SELECT ` + puzzleCols + `, EXISTS (SELECT 1 FROM puzzle_attempts
			WHERE player_id = $2 AND puzzle_id = puzzles.id AND rated)
		FROM puzzles WHERE id = $1`,
	nextAbove: `SELECT ` + puzzleCols + `, FALSE FROM puzzles
		WHERE rating >= $2 AND ($3 = '' OR variant = $3) AND ($4 = '' OR ',' || themes || ',' LIKE '%,' || $4 || ',%')
			AND NOT EXISTS (SELECT 1 FROM puzzle_attempts WHERE player_id = $1 AND puzzle_id = puzzles.id AND rated)
		ORDER BY rating, id LIMIT 1`,
	nextBelow: `SELECT ` + puzzleCols + `, FALSE FROM puzzles
		WHERE rating < $2 AND ($3 = '' OR variant = $3) AND ($4 = '' OR ',' || themes || ',' LIKE '%,' || $4 || ',%')
			AND NOT EXISTS (SELECT 1 FROM puzzle_attempts WHERE player_id = $1 AND puzzle_id = puzzles.id AND rated)
		ORDER BY rating DESC, id LIMIT 1`,
	dailyOf:   `SELECT puzzle_id FROM puzzle_days WHERE day = $1`,
	setDaily:  `INSERT INTO puzzle_days (day, puzzle_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
	markDaily: `UPDATE puzzles SET daily = $2 WHERE id = $1 AND daily IS NULL`,
	dailyCandidate: `SELECT ` + puzzleCols + `, FALSE FROM puzzles
		WHERE origin <> 'pack' AND daily IS NULL AND difficulty BETWEEN 2 AND 4
		ORDER BY mined DESC, id LIMIT 1`,

	addPuzzlePlayer: `INSERT INTO puzzle_players (player_id, rating, deviation, volatility) VALUES ($1, $2, $3, $4)
		ON CONFLICT DO NOTHING`,
	lockPuzzlePlayer: `SELECT ` + puzzlePlayerCols + ` FROM puzzle_players WHERE player_id = $1`,
	puzzlePlayer:     `SELECT ` + puzzlePlayerCols + ` FROM puzzle_players WHERE player_id = $1`,
	lockPuzzle:       `SELECT rating, deviation, volatility, plays, rated_at FROM puzzles WHERE id = $1`,
	addAttempt: `INSERT INTO puzzle_attempts (player_id, puzzle_id, at, solved, rated, rating, delta)
		VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING`,
	ratePuzzlePlayer: `UPDATE puzzle_players SET rating = $2, deviation = $3, volatility = $4, games = $5,
		rated_at = $6, streak = $7, best = $8, solved = $9, failed = $10 WHERE player_id = $1`,
	ratePuzzle: `UPDATE puzzles SET rating = $2, deviation = $3, volatility = $4, plays = $5, rated_at = $6
		WHERE id = $1`,
	attemptsOf: `SELECT puzzle_id, at, solved, rated, rating, delta FROM puzzle_attempts
		WHERE player_id = $1 ORDER BY at DESC, id DESC LIMIT $2`,

	addMining: `INSERT INTO puzzle_mining (id) VALUES ('nightly') ON CONFLICT DO NOTHING`,
	takeMining: `UPDATE puzzle_mining SET owner = $1, lease_expires = $4
		WHERE id = 'nightly' AND night < $2 AND (owner IS NULL OR owner = $1 OR lease_expires <= $3)`,
	minePlace: `SELECT ended, game_id, night FROM puzzle_mining WHERE id = 'nightly'`,
	saveMining: `UPDATE puzzle_mining SET ended = $3, game_id = $4, night = $5, lease_expires = $6,
			owner = CASE WHEN $7 THEN NULL ELSE owner END
		WHERE id = 'nightly' AND owner = $1 AND lease_expires > $2`,
	gamesEndedAfter: `SELECT ` + gameCols + ` FROM games
		WHERE ended IS NOT NULL AND result IN ('south-won', 'north-won', 'draw')
			AND (ended > $1 OR ended = $1 AND id > $2) AND ended < $3
		ORDER BY ended, id LIMIT $4`,
}
