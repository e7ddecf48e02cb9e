// Package puzzleclub is the club's side of puzzles: the server's referee
// and keeper of them. It imports the game's pack into the store, picks
// the daily puzzle, gives each player the untried puzzle nearest their
// puzzle rating, judges an attempt with package puzzles (the server, not
// the client, says whether it solved the puzzle) and rates it with
// Glicko-2 (online/rating), the player against the puzzle, and answers
// the player's record. The server sees it through one method, Answer;
// the miner of the club's own games is package puzzlemine.
package puzzleclub

import (
	"context"
	"errors"
	"log/slog"
	"math"
	"time"

	"mancala/online/proto"
	"mancala/online/rating"
	"mancala/online/store"
	"mancala/puzzles"
)

// Store is what the puzzles need of the store.
type Store interface {
	store.Puzzles
	store.PuzzlePlayers
}

// RecordAttempts is how many of the latest attempts a record shows.
const RecordAttempts = 20

// Club answers the puzzle requests of the club's players.
type Club struct {
	st   Store
	pack []*puzzles.Puzzle
	now  func() time.Time
	log  *slog.Logger
}

// New returns the club's puzzles on st: pack is the game's own (package
// puzzles/pack), now the server's clock (the day of the daily puzzle is
// its UTC day).
func New(st Store, pack []*puzzles.Puzzle, now func() time.Time, log *slog.Logger) *Club {
	if log == nil {
		log = slog.Default()
	}
	return &Club{st: st, pack: pack, now: now, log: log}
}

// Start imports the pack into the store: a puzzle not stored is added at
// its starting rating; one stored keeps its rating and plays. Every
// process of a cluster does it at start; only changes are written.
func (c *Club) Start(ctx context.Context) error {
	ps := make([]store.NewPuzzle, 0, len(c.pack))
	for _, p := range c.pack {
		ps = append(ps, Stored(p, store.PackOrigin, time.Time{}))
	}
	n, err := c.st.ImportPuzzles(ctx, ps)
	if err != nil {
		return err
	}
	c.log.Info("puzzles: the pack is in the store", "puzzles", len(ps), "added or changed", n)
	return nil
}

// Stored is puzzle p as the store keeps it, from origin (store.PackOrigin
// or the club game's id) at mined (zero for the pack's): its line, what
// it is selected by, and its starting rating with a new player's
// deviation and volatility.
func Stored(p *puzzles.Puzzle, origin string, mined time.Time) store.NewPuzzle {
	return store.NewPuzzle{ID: store.PuzzleID(p.ID), Line: puzzles.Format(p), Variant: p.Variant().String(),
		Themes: p.Themes.String(), Difficulty: p.Difficulty,
		Rating: store.Rating{Rating: float64(p.Rating), Deviation: rating.Start.RD, Volatility: rating.Start.Volatility},
		Origin: origin, Mined: mined}
}

// Answer answers a player's puzzle request (proto.PuzzleAsk) or attempt
// (proto.PuzzleSolve): its answer, or a *proto.Error naming the request.
func (c *Club) Answer(ctx context.Context, player store.PlayerID, m proto.Message) proto.Message {
	var ans proto.Message
	var err error
	var about string
	switch m := m.(type) {
	case *proto.PuzzleAsk:
		about = m.Op
		ans, err = c.ask(ctx, player, m)
	case *proto.PuzzleSolve:
		about = m.ID
		ans, err = c.solve(ctx, player, m)
	default:
		return &proto.Error{Code: proto.ErrBadMessage, Message: "puzzles: not a puzzle request"}
	}
	if err != nil {
		return c.refusal(err, player, about)
	}
	return ans
}

// ask answers a puzzle request by its op.
func (c *Club) ask(ctx context.Context, player store.PlayerID, m *proto.PuzzleAsk) (proto.Message, error) {
	switch m.Op {
	case "daily":
		return c.daily(ctx, player)
	case "next":
		return c.next(ctx, player, m.Variant, m.Theme)
	}
	return c.record(ctx, player)
}

// A refused request's reasons, beside the store's ErrNotFound.
var (
	errBadRequest = errors.New("puzzles: bad request")
	errBadVariant = errors.New("puzzles: no such game")
)

// badRequest is errBadRequest saying why in err's words.
type badRequest struct{ error }

// Is makes errors.Is(err, errBadRequest) true.
func (badRequest) Is(target error) bool { return target == errBadRequest }

// refusal is err as the player is told it; a failure of the server's is
// logged.
func (c *Club) refusal(err error, player store.PlayerID, about string) *proto.Error {
	e := &proto.Error{Code: proto.ErrInternal, Message: "puzzles: the puzzles could not be read or stored; try again",
		Puzzle: about}
	switch {
	case errors.Is(err, store.ErrNotFound):
		e.Code, e.Message = proto.ErrNotFound, "puzzles: no puzzle "+about
	case errors.Is(err, errBadRequest):
		e.Code, e.Message = proto.ErrBadRequest, err.Error()
	case errors.Is(err, errBadVariant):
		e.Code, e.Message = proto.ErrBadVariant, err.Error()
	default:
		c.log.Error("puzzles: a request failed", "player", player, "about", about, "err", err)
	}
	return e
}

// one is a stored puzzle as a player gets it.
func one(p store.StoredPuzzle) *proto.Puzzle {
	return &proto.Puzzle{Line: p.Line, Rating: round1(p.Rating.Rating), Plays: p.Plays, Tried: p.Tried}
}

// round1 rounds a rating to a tenth, as the protocol shows ratings.
func round1(f float64) float64 { return math.Round(f*10) / 10 }
