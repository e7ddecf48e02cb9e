package store

import (
	"context"
	"fmt"

	"mancala/engine"
)

func (s *sqlGames) CreateGame(ctx context.Context, g NewGame) error {
	err := s.insertGame(ctx, s.db.writer(), g)
	return done("create game", s.gameError(ctx, err, g))
}

// insertGame adds g, on its own or in a transaction; gameError reads its
// failure once the transaction is over.
func (s *sqlGames) insertGame(ctx context.Context, c conn, g NewGame) error {
	if err := checkGame(g); err != nil {
		return err
	}
	var rematchOf any
	if g.RematchOf != "" {
		rematchOf = string(g.RematchOf)
	}
	var arena any
	if g.Arena != "" {
		arena = string(g.Arena)
	}
	_, err := c.exec(ctx, s.q.insertGame, string(g.ID), g.Spec, micros(g.Clock.Base),
		micros(g.Clock.Increment), g.Rated, string(g.South), string(g.North),
		g.First.String(), s.t(g.Created), rematchOf, arena)
	return err
}

func checkGame(g NewGame) error {
	switch {
	case g.ID == "" || g.Spec == "":
		return badInput("a game needs an id and a spec")
	case g.First != engine.South && g.First != engine.North:
		return badInput(fmt.Sprintf("first mover %d is not a side", g.First))
	case g.Clock.Base < 0 || g.Clock.Increment < 0:
		return badInput("negative time control")
	}
	return nil
}

// gameError turns insertGame's broken constraints into the Store's errors:
// the rematch race is answered with the game that won it.
func (s *sqlGames) gameError(ctx context.Context, err error, g NewGame) error {
	switch s.broke(err) {
	case cGameID:
		return ErrExists
	case cForeignKey:
		return notFound("player or rematched game of game " + string(g.ID))
	case cRematch:
		var id string
		if err := s.db.reader().queryRow(ctx, s.q.rematchOf, string(g.RematchOf)).Scan(&id); err != nil {
			return wrap("read rematch", err)
		}
		return &RematchError{Existing: GameID(id)}
	}
	return err
}

func (s *sqlGames) AppendMove(ctx context.Context, m Move) (Move, bool, error) {
	if m.Game == "" || m.ID == "" || m.Move == "" || m.Ply < 1 {
		return Move{}, false, badInput("a move needs a game, an id, a move and a ply from 1")
	}
	m.At = norm(m.At)
	var ply int
	err := s.db.writeRow(ctx, []any{&ply}, s.q.appendMove, string(m.Game), m.Ply, m.Move,
		m.ID, micros(m.South), micros(m.North), s.t(m.At))
	if err == nil {
		return m, true, nil
	}
	if !isNoRows(err) {
		return Move{}, false, wrap("append move", err)
	}
	return s.notAppended(ctx, m)
}

// notAppended answers a move that appendMove did not add: its id is
// stored already (the stored move is the answer), or the game is unknown
// or over, or the ply is not the next one.
func (s *sqlGames) notAppended(ctx context.Context, m Move) (Move, bool, error) {
	r := s.db.reader()
	old, err := scanMove(r.queryRow(ctx, s.q.moveByID, string(m.Game), m.ID))
	if err == nil {
		return old, false, nil
	}
	if !isNoRows(err) {
		return Move{}, false, wrap("append move", err)
	}
	var result string
	var last int
	err = r.queryRow(ctx, s.q.gameState, string(m.Game)).Scan(&result, &last)
	switch {
	case isNoRows(err):
		return Move{}, false, notFound("game " + string(m.Game))
	case err != nil:
		return Move{}, false, wrap("append move", err)
	case result != Ongoing.String():
		return Move{}, false, ErrFinished
	case m.Ply <= last:
		return Move{}, false, ErrPlyTaken
	}
	return Move{}, false, fmt.Errorf("%w: ply %d after %d", ErrPlyGap, m.Ply, last)
}

func (s *sqlGames) FinishGame(ctx context.Context, id GameID, f Finish) error {
	south, north, err := s.finishArgs(f)
	if err != nil {
		return err
	}
	err = s.db.tx(ctx, func(c conn) error { return s.finish(ctx, c, id, f, south, north) })
	return done("finish game", err)
}

// finishArgs checks a game's end and returns its rating changes as the
// columns take them.
func (s *sqlGames) finishArgs(f Finish) (south, north any, err error) {
	if f.Result == Ongoing || f.Result > Aborted {
		return nil, nil, badInput(fmt.Sprintf("%s is not how a game ends", f.Result))
	}
	if south, err = changeArg(f.SouthRating); err != nil {
		return nil, nil, err
	}
	north, err = changeArg(f.NorthRating)
	return south, north, err
}

// finish records the end within transaction c.
func (s *sqlGames) finish(ctx context.Context, c conn, id GameID, f Finish, south, north any) error {
	result, players, err := s.lockGame(ctx, c, id)
	if err != nil {
		return err
	}
	if result != Ongoing.String() {
		return ErrFinished
	}
	if _, err := c.exec(ctx, s.q.finishGame, string(id), f.Result.String(), f.Reason,
		s.t(f.Ended), south, north, f.By); err != nil {
		return err
	}
	return s.applyChanges(ctx, c, players, f)
}

// lockGame reads a game's result and players (South, North), locking its
// row until the transaction ends.
func (s *sqlGames) lockGame(ctx context.Context, c conn, id GameID) (string, [2]PlayerID, error) {
	var result string
	var players [2]PlayerID
	err := c.queryRow(ctx, s.q.lockGame, string(id)).Scan(&result, &players[0], &players[1])
	if isNoRows(err) {
		return "", players, notFound("game " + string(id))
	}
	return result, players, err
}

// applyChanges sets each rated player's rating to its change's After.
func (s *sqlGames) applyChanges(ctx context.Context, c conn, players [2]PlayerID, f Finish) error {
	for _, ch := range []struct {
		id PlayerID
		rc *RatingChange
	}{{players[0], f.SouthRating}, {players[1], f.NorthRating}} {
		if ch.rc == nil {
			continue
		}
		if _, err := s.players.setRating(ctx, c, ch.id, ch.rc.After); err != nil {
			return err
		}
	}
	return nil
}
