package club

import (
	"mancala/engine"
	"mancala/online/proto"
)

// Puzzles is the session's part in the club's puzzles: the daily puzzle,
// rated puzzles by the player's puzzle rating, attempts the server
// judges and rates, and the player's record. Answers come through Poll
// like everything else; a request the server refuses leaves its answer
// missing and says why in Refusal.
type Puzzles struct {
	s        *Session
	offer    proto.Puzzle
	offered  bool
	results  map[string]proto.PuzzleResult
	record   proto.PuzzleRecord
	recorded bool
	refusal  Refusal
}

// Puzzles returns the session's part in the club's puzzles.
func (s *Session) Puzzles() *Puzzles { return &s.puzzles }

// Daily asks for the day's puzzle, the same for everyone that UTC day;
// Offer has it when it comes.
func (ps *Puzzles) Daily() { ps.ask(&proto.PuzzleAsk{Op: "daily"}) }

// Next asks for the untried puzzle nearest the player's puzzle rating, of
// the variant ("kalah", "oware", "congkak", "bao"; any when "") and the
// theme (package puzzles' name; any when ""); Offer has it when it comes.
func (ps *Puzzles) Next(variant, theme string) {
	ps.ask(&proto.PuzzleAsk{Op: "next", Variant: variant, Theme: theme})
}

// ask sends a request for a puzzle: the offer before it is gone.
func (ps *Puzzles) ask(m *proto.PuzzleAsk) {
	ps.offer, ps.offered = proto.Puzzle{}, false
	ps.send(m)
}

// Solve sends the player's attempt at puzzle id: both sides' moves from
// its position, up to the one that decided it (the line's last move, or
// the first of the player's off the line). The server judges it; Result
// has its answer when it comes.
func (ps *Puzzles) Solve(id string, moves []engine.Move) {
	delete(ps.results, id)
	if len(moves) == 0 {
		ps.refusal = Refusal{Code: CodeNoMoves, Message: "club: an attempt needs its moves"}
		return
	}
	ps.send(&proto.PuzzleSolve{ID: id, Moves: engine.FormatMoves(moves)})
}

// AskRecord asks for the player's puzzle rating, streaks and latest
// attempts; Record has them when they come (the last ones until then).
func (ps *Puzzles) AskRecord() { ps.send(&proto.PuzzleAsk{Op: "record"}) }

// Offer returns the puzzle the latest Daily or Next brought (its Line
// for puzzles.Parse; None set when no puzzle was left to give), and false
// until it has come.
func (ps *Puzzles) Offer() (proto.Puzzle, bool) { return ps.offer, ps.offered }

// Result returns the server's judgement of the latest attempt at puzzle
// id, and false until it has come.
func (ps *Puzzles) Result(id string) (proto.PuzzleResult, bool) {
	r, ok := ps.results[id]
	return r, ok
}

// Record returns the player's record as it came last, and false before
// the first.
func (ps *Puzzles) Record() (proto.PuzzleRecord, bool) { return ps.record, ps.recorded }

// Refused says why the latest puzzle request was refused or not sent
// (CodeNoPuzzle for an unknown puzzle); the zero Refusal when it was not.
func (ps *Puzzles) Refused() Refusal { return ps.refusal }

// send sends a puzzle request; one that cannot be sent is refused here.
func (ps *Puzzles) send(m proto.Message) {
	ps.refusal = Refusal{}
	ps.s.send(m)
	if ps.s.lobby.refusal == errNotSent {
		ps.refusal = errNotSent
	}
}

// handle keeps a puzzle's answer.
func (ps *Puzzles) handle(m proto.Message) {
	switch m := m.(type) {
	case *proto.Puzzle:
		ps.offer, ps.offered = *m, true
	case *proto.PuzzleResult:
		ps.results[m.ID] = *m
	case *proto.PuzzleRecord:
		ps.record, ps.recorded = *m, true
	}
}

// refused keeps the reason of a puzzle request's refusal.
func (ps *Puzzles) refused(e *proto.Error) {
	ps.refusal = refusalOf(e)
	if e.Code == proto.ErrNotFound {
		ps.refusal.Code = CodeNoPuzzle
	}
}
