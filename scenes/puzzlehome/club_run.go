package puzzlehome

import (
	"errors"
	"fmt"
	"math"
	"time"

	"mancala/engine"
	"mancala/online/club"
	"mancala/online/proto"
	"mancala/puzzles"
	"mancala/scenes/core"
	"mancala/scenes/kit"
)

// clubRun gives puzzles from the club, rated by its referee: the day's
// puzzle, then (or from the start) the untried puzzles nearest the
// player's puzzle rating in one game. The run polls the session itself,
// since the puzzle board is no club scene.
type clubRun struct {
	s       *club.Session
	variant engine.Variant
	daily   bool   // the puzzle on the board is the day's
	id      string // the puzzle whose result is awaited or shown
}

// Title names the run over the board.
func (r *clubRun) Title() string {
	if r.daily {
		return "Daily puzzle (rated)"
	}
	return "Rated puzzles: " + kit.VariantTitle(r.variant)
}

// Record sends the attempt to the club's referee, which judges it from
// the moves alone.
func (r *clubRun) Record(p *puzzles.Puzzle, _ bool, moves []engine.Move) {
	r.id, r.variant = p.ID, p.Variant()
	r.s.Puzzles().Solve(p.ID, moves)
}

// Words say the referee's verdict on the last attempt once it came.
func (r *clubRun) Words() string {
	if r.id == "" {
		return ""
	}
	r.s.Poll(time.Now())
	ps := r.s.Puzzles()
	if res, ok := ps.Result(r.id); ok {
		return resultWords(res)
	}
	if ref := ps.Refusal(); ref != "" {
		return "The club did not take the attempt: " + core.ClubWords(ref)
	}
	return "Waiting for the club's verdict…"
}

// Rated reports true: the club rates every attempt, so no hint is given.
func (r *clubRun) Rated() bool { return true }

// Next asks the club for the untried puzzle nearest the player's rating.
func (r *clubRun) Next() core.Work[*puzzles.Puzzle] {
	r.daily, r.id = false, ""
	r.s.Puzzles().Next(r.variant.String(), "")
	return &offer{s: r.s}
}

// resultWords say a judged attempt: the rating and its change, the
// streak.
func resultWords(res proto.PuzzleResult) string {
	s := fmt.Sprintf("Puzzle rating %d", int(res.Rating+0.5))
	switch {
	case res.Rated:
		s += fmt.Sprintf(" (%+d)", int(math.Round(res.Delta)))
	default:
		s += " (not rated: tried before)"
	}
	if res.Streak > 1 {
		s += fmt.Sprintf(" · %d solved in a row", res.Streak)
	}
	return s + "."
}

// offer is a puzzle asked of the club: done once it came, the club
// refused, or the session lost the server.
type offer struct {
	s    *club.Session
	done bool
	p    *puzzles.Puzzle
	err  error
}

// Done polls the session for the answer.
func (o *offer) Done() bool {
	if o.done {
		return true
	}
	o.s.Poll(time.Now())
	ps := o.s.Puzzles()
	if m, ok := ps.Offer(); ok {
		o.done = true
		if !m.None {
			o.p, o.err = puzzles.Parse(m.Line)
		}
	} else if ref := ps.Refusal(); ref != "" {
		o.done, o.err = true, errors.New(core.ClubWords(ref))
	} else if o.s.Status() == club.Unreachable {
		o.done, o.err = true, errors.New("No club server answers.")
	}
	return o.done
}

// Result returns the puzzle, nil when the club had none left to give.
func (o *offer) Result() (*puzzles.Puzzle, error) { return o.p, o.err }
