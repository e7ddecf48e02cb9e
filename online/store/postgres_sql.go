package store

// postgresMigrations is PostgreSQL's schema, one numbered step after
// another, the same steps as sqliteMigrations: step i+1 is applied once, in
// order, and recorded in schema_migrations. Add steps at the end; never edit
// one that has shipped. Constraints are named: postgresConstraints reads
// the names.
//
// Times are TIMESTAMPTZ (NULL for none), durations BIGINT microseconds.
var postgresMigrations = [][]string{
	// 1: players, games, moves, invites.
	{
		`CREATE TABLE players (
			id            TEXT CONSTRAINT players_pkey PRIMARY KEY,
			name          TEXT NOT NULL,
			name_key      TEXT NOT NULL CONSTRAINT players_name_key UNIQUE,
			password_hash BYTEA,
			rating        DOUBLE PRECISION NOT NULL,
			deviation     DOUBLE PRECISION NOT NULL,
			volatility    DOUBLE PRECISION NOT NULL,
			games         INTEGER NOT NULL,
			rated_at      TIMESTAMPTZ,
			created       TIMESTAMPTZ NOT NULL
		)`,
		`CREATE INDEX players_ladder ON players (rating DESC)
			WHERE password_hash IS NOT NULL AND games > 0`,
		`CREATE TABLE games (
			id           TEXT CONSTRAINT games_pkey PRIMARY KEY,
			spec         TEXT NOT NULL,
			base_us      BIGINT NOT NULL,
			increment_us BIGINT NOT NULL,
			rated        BOOLEAN NOT NULL,
			south        TEXT NOT NULL REFERENCES players (id),
			north        TEXT NOT NULL REFERENCES players (id),
			first_side   TEXT NOT NULL CHECK (first_side IN ('south', 'north')),
			created      TIMESTAMPTZ NOT NULL,
			rematch_of   TEXT CONSTRAINT games_rematch_of_key UNIQUE REFERENCES games (id),
			result       TEXT NOT NULL DEFAULT 'ongoing',
			reason       TEXT NOT NULL DEFAULT '',
			ended        TIMESTAMPTZ,
			south_change TEXT,
			north_change TEXT
		)`,
		`CREATE INDEX games_unfinished ON games (created) WHERE result = 'ongoing'`,
		`CREATE INDEX games_south ON games (south, ended)`,
		`CREATE INDEX games_north ON games (north, ended)`,
		`CREATE TABLE moves (
			game_id   TEXT NOT NULL REFERENCES games (id),
			ply       INTEGER NOT NULL,
			move      TEXT NOT NULL,
			move_id   TEXT NOT NULL,
			south_us  BIGINT NOT NULL,
			north_us  BIGINT NOT NULL,
			played_at TIMESTAMPTZ NOT NULL,
			CONSTRAINT moves_pkey PRIMARY KEY (game_id, ply),
			CONSTRAINT moves_move_id_key UNIQUE (game_id, move_id)
		)`,
		`CREATE TABLE invites (
			code         TEXT CONSTRAINT invites_pkey PRIMARY KEY,
			creator      TEXT NOT NULL REFERENCES players (id),
			spec         TEXT NOT NULL,
			base_us      BIGINT NOT NULL,
			increment_us BIGINT NOT NULL,
			rated        BOOLEAN NOT NULL,
			is_public    BOOLEAN NOT NULL,
			created      TIMESTAMPTZ NOT NULL,
			expires      TIMESTAMPTZ NOT NULL,
			taken_by     TEXT REFERENCES players (id),
			game_id      TEXT REFERENCES games (id),
			cancelled    BOOLEAN NOT NULL DEFAULT FALSE
		)`,
		`CREATE INDEX invites_open ON invites (created)
			WHERE is_public AND taken_by IS NULL AND NOT cancelled`,
	},
	{
		// Step 2: leases of live games, when several processes share the
		// database (store.Leases).
		`CREATE TABLE leases (
			game_id TEXT CONSTRAINT leases_pkey PRIMARY KEY REFERENCES games (id),
			owner   TEXT NOT NULL,
			renewed TIMESTAMPTZ NOT NULL,
			expires TIMESTAMPTZ NOT NULL,
			turn_from TIMESTAMPTZ
		)`,
		`CREATE INDEX leases_owner ON leases (owner)`,
	},
	{
		// Step 3: who ended a game by resigning, aborting or claiming.
		`ALTER TABLE games ADD COLUMN ended_by TEXT NOT NULL DEFAULT ''`,
	},
	{
		// Step 4: arenas (store.Arenas), directed by a lease as games are
		// refereed; an arena's games name it, with who went berserk.
		`CREATE TABLE arenas (
			id            TEXT CONSTRAINT arenas_pkey PRIMARY KEY,
			name          TEXT NOT NULL,
			spec          TEXT NOT NULL,
			base_us       BIGINT NOT NULL,
			increment_us  BIGINT NOT NULL,
			rated         BOOLEAN NOT NULL,
			starts        TIMESTAMPTZ NOT NULL,
			ends          TIMESTAMPTZ NOT NULL,
			creator       TEXT REFERENCES players (id),
			password_hash BYTEA,
			created       TIMESTAMPTZ NOT NULL,
			state         BYTEA,
			finished      BOOLEAN NOT NULL DEFAULT FALSE,
			owner         TEXT,
			lease_expires TIMESTAMPTZ
		)`,
		`CREATE INDEX arenas_live ON arenas (starts) WHERE NOT finished`,
		`CREATE INDEX arenas_finished ON arenas (ends) WHERE finished`,
		`CREATE INDEX arenas_owner ON arenas (owner) WHERE NOT finished`,
		`ALTER TABLE games ADD COLUMN arena_id TEXT REFERENCES arenas (id)`,
		`ALTER TABLE games ADD COLUMN berserk_south BOOLEAN NOT NULL DEFAULT FALSE`,
		`ALTER TABLE games ADD COLUMN berserk_north BOOLEAN NOT NULL DEFAULT FALSE`,
		`CREATE INDEX games_arena ON games (arena_id, ended) WHERE arena_id IS NOT NULL`,
	},
	{
		// Step 5: engines as members: bot accounts (and arenas for bots
		// only), and challenges addressed to one player.
		`ALTER TABLE players ADD COLUMN bot BOOLEAN NOT NULL DEFAULT FALSE`,
		`ALTER TABLE arenas ADD COLUMN bots BOOLEAN NOT NULL DEFAULT FALSE`,
		`ALTER TABLE invites ADD COLUMN for_player TEXT REFERENCES players (id)`,
		`CREATE INDEX invites_for ON invites (for_player, created)
			WHERE for_player IS NOT NULL AND taken_by IS NULL AND NOT cancelled`,
		`CREATE INDEX invites_by ON invites (creator, created)
			WHERE for_player IS NOT NULL AND taken_by IS NULL AND NOT cancelled`,
	},
	{
		// Step 6: puzzles (store.Puzzles, store.PuzzlePlayers,
		// store.Mining): each rated like a player; players' puzzle ratings
		// and attempts (the first at a puzzle rated, by a unique key); the
		// daily puzzle by day; the nightly miner's place and lease.
		`CREATE TABLE puzzles (
			id         TEXT CONSTRAINT puzzles_pkey PRIMARY KEY,
			line       TEXT NOT NULL,
			variant    TEXT NOT NULL,
			themes     TEXT NOT NULL,
			difficulty INTEGER NOT NULL,
			rating     DOUBLE PRECISION NOT NULL,
			deviation  DOUBLE PRECISION NOT NULL,
			volatility DOUBLE PRECISION NOT NULL,
			plays      INTEGER NOT NULL DEFAULT 0,
			rated_at   TIMESTAMPTZ,
			origin     TEXT NOT NULL,
			mined      TIMESTAMPTZ,
			daily      TEXT
		)`,
		`CREATE INDEX puzzles_rating ON puzzles (rating)`,
		`CREATE INDEX puzzles_variant ON puzzles (variant, rating)`,
		`CREATE INDEX puzzles_candidates ON puzzles (mined) WHERE origin <> 'pack' AND daily IS NULL`,
		`CREATE TABLE puzzle_days (
			day       TEXT CONSTRAINT puzzle_days_pkey PRIMARY KEY,
			puzzle_id TEXT NOT NULL REFERENCES puzzles (id)
		)`,
		`CREATE TABLE puzzle_players (
			player_id  TEXT CONSTRAINT puzzle_players_pkey PRIMARY KEY REFERENCES players (id),
			rating     DOUBLE PRECISION NOT NULL,
			deviation  DOUBLE PRECISION NOT NULL,
			volatility DOUBLE PRECISION NOT NULL,
			games      INTEGER NOT NULL DEFAULT 0,
			rated_at   TIMESTAMPTZ,
			streak     INTEGER NOT NULL DEFAULT 0,
			best       INTEGER NOT NULL DEFAULT 0,
			solved     INTEGER NOT NULL DEFAULT 0,
			failed     INTEGER NOT NULL DEFAULT 0
		)`,
		`CREATE TABLE puzzle_attempts (
			id        BIGINT GENERATED ALWAYS AS IDENTITY CONSTRAINT puzzle_attempts_pkey PRIMARY KEY,
			player_id TEXT NOT NULL REFERENCES players (id),
			puzzle_id TEXT NOT NULL REFERENCES puzzles (id),
			at        TIMESTAMPTZ NOT NULL,
			solved    BOOLEAN NOT NULL,
			rated     BOOLEAN NOT NULL,
			rating    DOUBLE PRECISION NOT NULL,
			delta     DOUBLE PRECISION NOT NULL
		)`,
		`CREATE UNIQUE INDEX puzzle_attempts_first ON puzzle_attempts (player_id, puzzle_id) WHERE rated`,
		`CREATE INDEX puzzle_attempts_player ON puzzle_attempts (player_id, at)`,
		`CREATE TABLE puzzle_mining (
			id            TEXT CONSTRAINT puzzle_mining_pkey PRIMARY KEY,
			owner         TEXT,
			lease_expires TIMESTAMPTZ,
			ended         TIMESTAMPTZ,
			game_id       TEXT NOT NULL DEFAULT '',
			night         TEXT NOT NULL DEFAULT ''
		)`,
		`CREATE INDEX games_ended ON games (ended, id COLLATE "C") WHERE ended IS NOT NULL`,
	},
	{
		// Step 7: which ended arena games the arena has read, marked in
		// the save that scores them: ends commit out of the order of their
		// times, so a time cursor would miss a game that commits late.
		`ALTER TABLE games ADD COLUMN arena_read BOOLEAN NOT NULL DEFAULT FALSE`,
		`UPDATE games SET arena_read = TRUE WHERE arena_id IN (SELECT id FROM arenas WHERE finished)`,
		`CREATE INDEX games_arena_unread ON games (arena_id, ended)
			WHERE arena_id IS NOT NULL AND result <> 'ongoing' AND NOT arena_read`,
	},
}

// postgresMigrationLock is the key of the advisory lock that one migrating
// server holds while others wait: "mancala" in ASCII.
const postgresMigrationLock = `SELECT pg_advisory_xact_lock(109971110997108)`

// postgresQueries is every statement the PostgreSQL backend runs. Writes
// that read first lock the row they read (FOR UPDATE), so concurrent
// requests on one game or invite run one after the other. Text is ordered
// by its bytes (COLLATE "C"), as SQLite orders it, whatever the database's
// locale.
var postgresQueries = queries{
	migrations: postgresMigrations,
	migrationsTable: `CREATE TABLE IF NOT EXISTS schema_migrations (
		version    INTEGER PRIMARY KEY,
		applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`,
	lockMigrations: postgresMigrationLock,
	schemaVersion:  `SELECT COALESCE(MAX(version), 0) FROM schema_migrations`,
	addMigration:   `INSERT INTO schema_migrations (version) VALUES ($1)`,

	insertPlayer: `INSERT INTO players (id, name, name_key, password_hash, rating, deviation,
		volatility, games, rated_at, created, bot) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
	register: `UPDATE players SET name = $2, name_key = $3, password_hash = $4
		WHERE id = $1 AND password_hash IS NULL`,
	playerByID:   `SELECT ` + playerCols + ` FROM players WHERE id = $1`,
	playerByName: `SELECT ` + playerCols + ` FROM players WHERE name_key = $1`,
	updateRating: `UPDATE players SET rating = $2, deviation = $3, volatility = $4, games = $5,
		rated_at = $6 WHERE id = $1`,
	leaderboard: `SELECT ` + playerCols + ` FROM players
		WHERE password_hash IS NOT NULL AND games > 0 AND bot = $2
		ORDER BY rating DESC, games DESC, name_key COLLATE "C" LIMIT $1`,

	insertGame: `INSERT INTO games (id, spec, base_us, increment_us, rated, south, north,
		first_side, created, rematch_of, arena_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
	rematchOf: `SELECT id FROM games WHERE rematch_of = $1`,
	lockGame:  `SELECT result, south, north FROM games WHERE id = $1 FOR UPDATE`,
	moveByID:  `SELECT ` + moveCols + ` FROM moves WHERE game_id = $1 AND move_id = $2`,
	appendMove: `WITH g AS (SELECT id FROM games WHERE id = $1 AND result = 'ongoing' FOR SHARE)
		INSERT INTO moves (game_id, ply, move, move_id, south_us, north_us, played_at)
		SELECT g.id, $2::integer, $3::text, $4::text, $5::bigint, $6::bigint, $7::timestamptz
		FROM g
		WHERE $2::integer = 1 + COALESCE((SELECT MAX(ply) FROM moves WHERE game_id = $1), 0)
		ON CONFLICT DO NOTHING
		RETURNING ply`,
	gameState: `SELECT result, COALESCE((SELECT MAX(ply) FROM moves WHERE game_id = $1), 0)
		FROM games WHERE id = $1`,
	finishGame: `UPDATE games SET result = $2, reason = $3, ended = $4, ended_by = $7, south_change = $5,
		north_change = $6 WHERE id = $1`,
	gameByID: `SELECT ` + gameCols + ` FROM games WHERE id = $1`,
	movesOf:  `SELECT ` + moveCols + ` FROM moves WHERE game_id = $1 ORDER BY ply`,
	unfinished: `SELECT ` + gameCols + ` FROM games WHERE result = 'ongoing'
		ORDER BY created, id COLLATE "C"`,
	unfinishedMoves: `SELECT ` + moveCols + ` FROM moves WHERE game_id IN
		(SELECT id FROM games WHERE result = 'ongoing') ORDER BY game_id, ply`,
	playerGames: `SELECT ` + gameCols + ` FROM games
		WHERE (south = $1 OR north = $1) AND result <> 'ongoing'
		ORDER BY ended DESC, id COLLATE "C" DESC LIMIT $2`,

	insertInvite: `INSERT INTO invites (code, creator, spec, base_us, increment_us, rated,
		is_public, created, expires, for_player) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
	inviteByCode: `SELECT ` + inviteCols + ` FROM invites WHERE code = $1`,
	lockInvite:   `SELECT ` + inviteCols + ` FROM invites WHERE code = $1 FOR UPDATE`,
	takeInvite:   `UPDATE invites SET taken_by = $2, game_id = $3 WHERE code = $1`,
	cancelInvite: `UPDATE invites SET cancelled = TRUE WHERE code = $1`,
	invitesFor: `SELECT ` + inviteCols + ` FROM invites
		WHERE for_player = $1 AND taken_by IS NULL AND NOT cancelled AND expires > $2
		ORDER BY created, code COLLATE "C" LIMIT $3`,
	challengesBy: `SELECT COUNT(*) FROM invites
		WHERE creator = $1 AND for_player IS NOT NULL AND taken_by IS NULL AND NOT cancelled
			AND expires > $2`,
	playerRecord: `SELECT spec,
			SUM(CASE WHEN (result = 'south-won' AND south = $1) OR (result = 'north-won' AND north = $1)
				THEN 1 ELSE 0 END),
			SUM(CASE WHEN result = 'draw' THEN 1 ELSE 0 END),
			SUM(CASE WHEN (result = 'south-won' AND north = $1) OR (result = 'north-won' AND south = $1)
				THEN 1 ELSE 0 END)
		FROM games WHERE (south = $1 OR north = $1) AND result IN ('south-won', 'north-won', 'draw')
		GROUP BY spec ORDER BY spec`,
	ratingHistory: `SELECT ended, CASE WHEN south = $1 THEN south_change ELSE north_change END FROM games
		WHERE (south = $1 OR north = $1) AND rated AND result IN ('south-won', 'north-won', 'draw')
		ORDER BY ended DESC, id COLLATE "C" DESC LIMIT $2`,
	openInvites: `SELECT ` + inviteCols + ` FROM invites
		WHERE is_public AND taken_by IS NULL AND NOT cancelled AND expires > $1
		ORDER BY created, code COLLATE "C" LIMIT $2`,

	// lockLease locks the lease against every other writer (a take-over);
	// fenceLease only against a take-over or a drop, not against the
	// renewal, which changes no key column: a move's fencing and its
	// owner's renewal of all its leases never wait for each other.
	lockLease:  `SELECT game_id, owner, renewed, expires, turn_from FROM leases WHERE game_id = $1 FOR UPDATE`,
	fenceLease: `SELECT game_id, owner, renewed, expires, turn_from FROM leases WHERE game_id = $1 FOR KEY SHARE`,
	leaseOf:    `SELECT game_id, owner, renewed, expires, turn_from FROM leases WHERE game_id = $1`,
	// appendMoveAs is appendMove fenced by the lease of owner $8, in one
	// statement (one round trip, one commit): the lease's row is held FOR
	// KEY SHARE until it commits, as fenceLease holds it.
	appendMoveAs: `WITH l AS (SELECT game_id FROM leases
			WHERE game_id = $1 AND owner = $8 AND expires > $7::timestamptz FOR KEY SHARE),
		g AS (SELECT id FROM games WHERE id = $1 AND result = 'ongoing' FOR SHARE)
		INSERT INTO moves (game_id, ply, move, move_id, south_us, north_us, played_at)
		SELECT g.id, $2::integer, $3::text, $4::text, $5::bigint, $6::bigint, $7::timestamptz
		FROM g JOIN l ON l.game_id = g.id
		WHERE $2::integer = 1 + COALESCE((SELECT MAX(ply) FROM moves WHERE game_id = $1), 0)
		ON CONFLICT DO NOTHING
		RETURNING ply`,
	takeLease: `INSERT INTO leases (game_id, owner, renewed, expires, turn_from) VALUES ($1, $2, $3, $4, $5)
		ON CONFLICT (game_id) DO UPDATE SET owner = excluded.owner, renewed = excluded.renewed,
			expires = excluded.expires, turn_from = excluded.turn_from
		WHERE leases.owner = excluded.owner OR leases.expires <= excluded.renewed`,
	renewLeases: `UPDATE leases SET renewed = $2, expires = $3 WHERE owner = $1 AND expires > $2
		RETURNING game_id`,
	dropLease: `DELETE FROM leases WHERE game_id = $1 AND owner = $2`,
	orphanedGames: `SELECT games.id FROM games LEFT JOIN leases ON leases.game_id = games.id
		WHERE games.result = 'ongoing' AND (leases.game_id IS NULL OR leases.expires <= $1)
		ORDER BY games.created, games.id COLLATE "C" LIMIT $2`,
	ongoingGames: `SELECT id FROM games WHERE result = 'ongoing' ORDER BY created, id COLLATE "C" LIMIT $1`,
	liveGames: `SELECT id FROM games WHERE (south = $1 OR north = $1) AND result = 'ongoing'
		ORDER BY created, id COLLATE "C"`,

	insertArena: `INSERT INTO arenas (id, name, spec, base_us, increment_us, rated, starts, ends,
		creator, password_hash, created, bots) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
	arenaByID: `SELECT ` + arenaCols + ` FROM arenas WHERE id = $1`,
	liveArenas: `SELECT ` + arenaCols + ` FROM arenas WHERE NOT finished
		ORDER BY starts, id COLLATE "C" LIMIT $1`,
	finishedArenas: `SELECT ` + arenaCols + ` FROM arenas WHERE finished
		ORDER BY ends DESC, id COLLATE "C" DESC LIMIT $1`,
	directArena: `UPDATE arenas SET owner = $2, lease_expires = $4
		WHERE id = $1 AND NOT finished AND (owner IS NULL OR owner = $2 OR lease_expires <= $3)`,
	renewArenas: `UPDATE arenas SET lease_expires = $3
		WHERE owner = $1 AND lease_expires > $2 AND NOT finished RETURNING id`,
	undirectedArenas: `SELECT id FROM arenas
		WHERE NOT finished AND starts < $2 AND (owner IS NULL OR lease_expires <= $1)
		ORDER BY starts, id COLLATE "C" LIMIT $3`,
	saveArena: `UPDATE arenas SET state = $4, finished = $5
		WHERE id = $1 AND owner = $2 AND lease_expires > $3 AND NOT finished`,
	arenaGamesEnded: `SELECT ` + gameCols + ` FROM games
		WHERE arena_id = $1 AND result <> 'ongoing' AND ended >= $2 ORDER BY ended, id COLLATE "C"`,
	arenaMovesEnded: `SELECT ` + moveCols + ` FROM moves WHERE game_id IN
		(SELECT id FROM games WHERE arena_id = $1 AND result <> 'ongoing' AND ended >= $2)
		ORDER BY game_id, ply`,
	arenaGamesUnread: `SELECT ` + gameCols + ` FROM games
		WHERE arena_id = $1 AND result <> 'ongoing' AND NOT arena_read ORDER BY ended, id COLLATE "C"`,
	arenaMovesUnread: `SELECT ` + moveCols + ` FROM moves WHERE game_id IN
		(SELECT id FROM games WHERE arena_id = $1 AND result <> 'ongoing' AND NOT arena_read)
		ORDER BY game_id, ply`,
	markArenaRead: `UPDATE games SET arena_read = TRUE WHERE id = $1 AND arena_id = $2`,
	berserkSouth:  `UPDATE games SET berserk_south = TRUE WHERE id = $1 AND result = 'ongoing'`,
	berserkNorth:  `UPDATE games SET berserk_north = TRUE WHERE id = $1 AND result = 'ongoing'`,

	pz: postgresPuzzleQueries,
}
