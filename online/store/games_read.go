package store

import "context"

func (s *sqlGames) Game(ctx context.Context, id GameID) (Game, error) {
	var g Game
	err := s.db.view(ctx, func(c conn) error {
		var err error
		g, err = scanGame(c.queryRow(ctx, s.q.gameByID, string(id)))
		if isNoRows(err) {
			return notFound("game " + string(id))
		}
		if err != nil {
			return err
		}
		rs, err := c.query(ctx, s.q.movesOf, string(id))
		g.Moves, err = collect(rs, err, scanMove)
		return err
	})
	if err != nil {
		return Game{}, done("read game", err)
	}
	g.Moves = nonNil(g.Moves)
	g.Plies = len(g.Moves)
	return g, nil
}

func (s *sqlGames) UnfinishedGames(ctx context.Context) ([]Game, error) {
	var gs []Game
	err := s.db.view(ctx, func(c conn) error {
		rs, err := c.query(ctx, s.q.unfinished)
		if gs, err = collect(rs, err, scanGame); err != nil {
			return err
		}
		rs, err = c.query(ctx, s.q.unfinishedMoves)
		ms, err := collect(rs, err, scanMove)
		attachMoves(gs, ms)
		return err
	})
	if err != nil {
		return nil, wrap("read unfinished games", err)
	}
	return gs, nil
}

// attachMoves gives each game its moves out of ms, which are in ply order.
func attachMoves(gs []Game, ms []Move) {
	byID := make(map[GameID]*Game, len(gs))
	for i := range gs {
		gs[i].Moves = []Move{}
		byID[gs[i].ID] = &gs[i]
	}
	for _, m := range ms {
		if g := byID[m.Game]; g != nil {
			g.Moves = append(g.Moves, m)
			g.Plies = len(g.Moves)
		}
	}
}

func (s *sqlGames) PlayerGames(ctx context.Context, id PlayerID, n int) ([]Game, error) {
	rs, err := s.db.reader().query(ctx, s.q.playerGames, string(id), limit(n))
	gs, err := collect(rs, err, scanGame)
	if err != nil {
		return nil, wrap("read player's games", err)
	}
	return gs, nil
}

// nonNil makes a loaded game's moves an empty slice rather than nil: nil
// means "not loaded" (PlayerGames).
func nonNil(ms []Move) []Move {
	if ms == nil {
		return []Move{}
	}
	return ms
}
