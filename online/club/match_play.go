package club

import (
	"context"
	"errors"
	"time"

	"mancala/engine"
	"mancala/online/client"
	"mancala/online/proto"
)

// ownMove is the player's move shown before the server confirmed it.
type ownMove struct {
	_             [0]func() // not comparable: no equality code in the page
	ply           int
	move          engine.Move
	before, after engine.Position
}

// Play plays the player's move: it is shown at once (Position, and the
// Shown queue marked Own) and sent; if the server refuses it, the board
// goes back and Refusal says why. An error means the move was not sent:
// not the player's turn, a move already waiting, or not legal here.
func (m *Match) Play(mv engine.Move) error {
	if m.own != nil {
		return errWaiting
	}
	if err := m.rec.canPlay(mv); err != nil {
		return err
	}
	before := m.rec.game.Position()
	var tr engine.Trace
	after := m.rec.rules.Apply(before, mv, &tr)
	ply := len(m.rec.game.Moves()) + 1
	m.own = &ownMove{ply: ply, move: mv, before: before, after: after}
	m.refusal = Refusal{}
	m.shown = append(m.shown, Shown{Ply: ply, Side: before.ToMove, Move: mv, Before: before, After: after, Trace: tr, Own: true})
	if m.s.link == nil {
		m.answered(ply, errors.New("club: not connected"))
		return nil
	}
	c, ctx, id := m.s.link.c, m.s.ctx, m.id
	go func() {
		ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
		defer cancel()
		_, err := c.Move(ctx, id, ply, mv.String())
		m.s.in.post(item{do: func(*Session) { m.answered(ply, err) }})
	}()
	return nil
}

var (
	errNotPlaying = errors.New("club: you do not play in this game")
	errNotYours   = errors.New("club: it is not your turn")
	errWaiting    = errors.New("club: your last move is still on its way")
	errIllegal    = errors.New("club: that move is not allowed here")
)

// canPlay checks the player's move before it is shown and sent.
func (r *record) canPlay(mv engine.Move) error {
	switch {
	case !r.playing || r.game == nil:
		return errNotPlaying
	case r.end != nil || r.game.Outcome().Over():
		return errors.New("club: the game is over")
	case r.game.Position().ToMove != r.side:
		return errNotYours
	case !engine.IsLegal(r.rules, r.game.Position(), mv):
		return errIllegal
	}
	return nil
}

// answered takes the server's answer to the player's move at ply: on a
// refusal the shown move is taken back.
func (m *Match) answered(ply int, err error) {
	if err == nil {
		return // the move's event confirms it (it comes before the ack)
	}
	var refused *client.RefusedError
	if errors.As(err, &refused) {
		m.refusal = refusalOf(&refused.E)
	} else {
		m.refusal = Refusal{Code: CodeUnreached, Message: "your move could not reach the server (" + err.Error() + ")"}
	}
	if own := m.own; own != nil && own.ply == ply {
		m.own = nil
		m.shown = append(m.shown, Shown{Ply: ply, Before: own.after, After: m.Position(), Jump: true})
	}
}

// Gone is the opponent's absence (for a spectator, either player's): the
// connection of Side dropped at Since; the player may claim the game
// from ClaimAt on. Since is when the session learned it: after the
// player's own reconnection, the server's count may have begun earlier,
// so ClaimAt is never too early.
type Gone struct {
	_       [0]func() // not comparable: no equality code in the page
	Side    engine.Side
	Since   time.Time
	ClaimAt time.Time
}

// Gone returns the absence of the opponent, or for a spectator of a
// player; ok is false when both are connected.
func (m *Match) Gone() (g Gone, ok bool) {
	for _, side := range []engine.Side{engine.South, engine.North} {
		since, away := m.rec.gone[side]
		if away && (!m.rec.playing || side != m.rec.side) {
			return Gone{Side: side, Since: since, ClaimAt: since.Add(ClaimAfter)}, true
		}
	}
	return Gone{}, false
}

// Away reports whether side's connection is gone, as the server last
// told: for a spectator, each player's own state.
func (m *Match) Away(side engine.Side) bool {
	_, away := m.rec.gone[side]
	return away
}

// Offers returns the open offers of draw or rematch.
func (m *Match) Offers() Offers { return m.rec.offers }

// act sends a request about m's game.
func act(m *Match, msg proto.Message) {
	m.refusal = Refusal{}
	m.s.send(msg)
}

// Claim ends the game when the opponent has been gone ClaimAfter: a win,
// or a draw when draw is true.
func (m *Match) Claim(draw bool) {
	result := "win"
	if draw {
		result = "draw"
	}
	act(m, &proto.Claim{Game: m.id, Result: result})
}

// Resign gives the game up.
func (m *Match) Resign() { act(m, &proto.Resign{Game: m.id}) }

// OfferDraw offers a draw; it stands until answered or a move is made.
func (m *Match) OfferDraw() {
	m.rec.offers.set(true, "draw")
	act(m, &proto.Draw{Game: m.id, Action: "offer"})
}

// AnswerDraw accepts the opponent's draw offer, or declines it.
func (m *Match) AnswerDraw(accept bool) {
	if accept {
		act(m, &proto.Draw{Game: m.id, Action: "accept"})
		return
	}
	m.rec.offers.Theirs = ""
	act(m, &proto.Draw{Game: m.id, Action: "decline"})
}

// Say sends one of proto.Phrases to the opponent and the spectators; the
// server allows one every 2 s.
func (m *Match) Say(phrase string) { act(m, &proto.Say{Game: m.id, Phrase: phrase}) }

// Abort ends the game without a result, before both players have moved.
func (m *Match) Abort() { act(m, &proto.Abort{Game: m.id}) }

// Rematch asks for a rematch after the end, or accepts the opponent's;
// when both have, Next returns the new game (first mover swapped).
func (m *Match) Rematch() {
	m.rec.offers.set(true, "rematch")
	act(m, &proto.Rematch{Game: m.id})
}

// DeclineRematch declines the opponent's rematch offer.
func (m *Match) DeclineRematch() {
	m.rec.offers.Theirs = ""
	act(m, &proto.Rematch{Game: m.id, Action: "decline"})
}
