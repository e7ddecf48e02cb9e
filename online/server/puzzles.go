package server

import (
	"context"
	"time"

	"mancala/online/proto"
	"mancala/online/puzzleclub"
	"mancala/online/store"
	"mancala/puzzles/pack"
)

// Puzzles answers the players' puzzle requests (package puzzleclub's
// Club): the server passes them on, within a player's rate.
type Puzzles interface {
	// Start readies the puzzles when the server starts (the game's pack
	// into the store).
	Start(ctx context.Context) error
	// Answer answers player's proto.PuzzleAsk or proto.PuzzleSolve: the
	// answer, or a *proto.Error.
	Answer(ctx context.Context, player store.PlayerID, m proto.Message) proto.Message
}

// Miner is a job the server runs in the background until it stops:
// package puzzlemine's nightly miner of the club's games.
type Miner interface {
	Run(ctx context.Context)
}

// puzzler passes one connection's puzzle requests on.
type puzzler struct{ c *conn }

// answer answers a puzzle request or attempt. Beside every message's
// limits (per connection and address), a player's puzzle requests have
// their own (Config.PuzzleRate), each being a read or a transaction of
// the store's.
func (p puzzler) answer(m proto.Message) {
	c := p.c
	if !c.s.puzzleLimits.allow(string(c.player.ID)) {
		c.send(&proto.Error{Code: proto.ErrRateLimited, Message: "server: too many puzzle requests; slow down",
			Puzzle: puzzleAbout(m)})
		return
	}
	ctx, cancel := c.storeCtx()
	defer cancel()
	c.send(c.s.puzzles.Answer(ctx, c.player.ID, m))
}

// puzzleAbout names a puzzle request as its refusal does: the puzzle of
// an attempt, the op of a request.
func puzzleAbout(m proto.Message) string {
	switch m := m.(type) {
	case *proto.PuzzleSolve:
		return m.ID
	case *proto.PuzzleAsk:
		return m.Op
	}
	return ""
}

// defaultPuzzles is package puzzleclub's on the store with the game's
// pack; a pack that does not read (a broken build) leaves only the
// club's own puzzles, and says so.
func defaultPuzzles(cfg Config, now func() time.Time) Puzzles {
	pk, err := pack.Load()
	if err != nil {
		cfg.Log.Error("server: the puzzle pack does not read; only the club's own puzzles are played", "err", err)
	}
	return puzzleclub.New(cfg.Store, pk, now, cfg.Log)
}
