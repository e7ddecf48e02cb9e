package store

import (
	"fmt"

	"mancala/engine"
)

// queries is every statement sqlStore runs; each backend fills one in its
// *_sql.go file. Placeholders are $1, $2, ... in both.
type queries struct {
	migrations      [][]string // step i+1 is migrations[i]
	migrationsTable string     // creates schema_migrations if missing
	lockMigrations  string     // serialises migrating processes, or ""
	schemaVersion   string
	addMigration    string

	insertPlayer, register, playerByID, playerByName, updateRating, leaderboard string
	playerRecord, ratingHistory                                                 string

	insertGame, rematchOf, lockGame, appendMove, gameState, moveByID string
	finishGame, gameByID, movesOf, unfinished, unfinishedMoves       string
	playerGames                                                      string

	insertInvite, inviteByCode, lockInvite, takeInvite, cancelInvite string
	openInvites, invitesFor, challengesBy                            string

	lockLease, fenceLease, leaseOf, appendMoveAs, takeLease, renewLeases, dropLease, orphanedGames, ongoingGames, liveGames string

	insertArena, arenaByID, liveArenas, finishedArenas, directArena, renewArenas, undirectedArenas string
	saveArena, arenaGamesEnded, arenaMovesEnded, berserkSouth, berserkNorth                        string
	arenaGamesUnread, arenaMovesUnread, markArenaRead                                              string

	pz puzzleQueries // the puzzles' (puzzles_sql.go)
}

// The columns that scanPlayer, scanGame, scanMove and scanInvite read, in
// their order: the same in both backends.
const (
	playerCols = `id, name, password_hash, rating, deviation, volatility, games, rated_at, created, bot`
	gameCols   = `id, spec, base_us, increment_us, rated, south, north, first_side, created,
		COALESCE(rematch_of, ''),
		(SELECT COUNT(*) FROM moves WHERE moves.game_id = games.id), result, reason, ended_by, ended, south_change, north_change,
		COALESCE(arena_id, ''), berserk_south, berserk_north`
	arenaCols = `id, name, spec, base_us, increment_us, rated, starts, ends, COALESCE(creator, ''),
		password_hash, created, state, finished, bots`
	moveCols   = `game_id, ply, move, move_id, south_us, north_us, played_at`
	inviteCols = `code, creator, spec, base_us, increment_us, rated, is_public, created, expires,
		COALESCE(taken_by, ''), COALESCE(game_id, ''), cancelled, COALESCE(for_player, '')`
)

func scanPlayer(r row) (Player, error) {
	var p Player
	rt := &p.Rating
	err := r.Scan(&p.ID, &p.Name, &p.PasswordHash, &rt.Rating, &rt.Deviation, &rt.Volatility,
		&rt.Games, timeCol{&rt.At}, timeCol{&p.Created}, &p.Bot)
	if len(p.PasswordHash) == 0 {
		p.PasswordHash = nil
	}
	return p, err
}

func scanGame(r row) (Game, error) {
	var g Game
	var base, inc int64
	var first, result string
	err := r.Scan(&g.ID, &g.Spec, &base, &inc, &g.Rated, &g.South, &g.North, &first,
		timeCol{&g.Created}, &g.RematchOf, &g.Plies, &result, &g.Reason, &g.By,
		timeCol{&g.Ended}, jsonCol{&g.SouthRating}, jsonCol{&g.NorthRating}, &g.Arena,
		&g.Berserk[0], &g.Berserk[1])
	if err != nil {
		return g, err
	}
	g.Clock = TimeControl{Base: fromMicros(base), Increment: fromMicros(inc)}
	if g.First, err = parseSide(first); err != nil {
		return g, err
	}
	g.Result, err = ParseResult(result)
	return g, err
}

func scanMove(r row) (Move, error) {
	var m Move
	var south, north int64
	err := r.Scan(&m.Game, &m.Ply, &m.Move, &m.ID, &south, &north, timeCol{&m.At})
	m.South, m.North = fromMicros(south), fromMicros(north)
	return m, err
}

func scanInvite(r row) (Invite, error) {
	var inv Invite
	var base, inc int64
	err := r.Scan(&inv.Code, &inv.Creator, &inv.Spec, &base, &inc, &inv.Rated, &inv.Public,
		timeCol{&inv.Created}, timeCol{&inv.Expires}, &inv.TakenBy, &inv.Game, &inv.Cancelled,
		&inv.For)
	inv.Clock = TimeControl{Base: fromMicros(base), Increment: fromMicros(inc)}
	return inv, err
}

// parseSide reads a side as engine's Side.String writes it.
func parseSide(s string) (engine.Side, error) {
	switch s {
	case "south":
		return engine.South, nil
	case "north":
		return engine.North, nil
	}
	return 0, fmt.Errorf("store: unknown side %q", s)
}
