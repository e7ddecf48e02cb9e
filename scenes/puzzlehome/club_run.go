package puzzlehome

import (
	"errors"
	"math"
	"time"

	"mancala/engine"
	"mancala/i18n"
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
	w       i18n.Words // the player's language
	s       *club.Session
	variant engine.Variant
	daily   bool   // the puzzle on the board is the day's
	id      string // the puzzle whose result is awaited or shown
}

// Title names the run over the board.
func (r *clubRun) Title() string {
	if r.daily {
		return r.w.T("puzzles.dailyRatedTitle")
	}
	return ratedTitle(r.w, r.variant)
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
		return resultWords(r.w, res)
	}
	if ref := ps.Refused(); !ref.None() {
		return r.w.T("puzzles.refused", i18n.S("why", core.RefusalWords(r.w, ref)))
	}
	return r.w.T("puzzles.waiting")
}

// Rated reports true: the club rates every attempt, so no hint is given.
func (r *clubRun) Rated() bool { return true }

// Next asks the club for the untried puzzle nearest the player's rating.
func (r *clubRun) Next() core.Work[*puzzles.Puzzle] {
	r.daily, r.id = false, ""
	r.s.Puzzles().Next(r.variant.String(), "")
	return &offer{w: r.w, s: r.s}
}

// resultWords say a judged attempt in w's language: the rating and its
// change, the streak.
func resultWords(w i18n.Words, res proto.PuzzleResult) string {
	rating, delta := ratingArg(int(res.Rating+0.5)), int(math.Round(res.Delta))
	var s string
	switch {
	case !res.Rated:
		s = w.T("puzzles.ratingUnrated", rating)
	case delta < 0:
		s = w.T("puzzles.ratingLoss", rating, i18n.N("change", -delta))
	default:
		s = w.T("puzzles.ratingGain", rating, i18n.N("change", delta))
	}
	if res.Streak > 1 {
		s += " · " + w.T("puzzles.inRow", i18n.N("solved", res.Streak))
	}
	return s + "."
}

// offer is a puzzle asked of the club: done once it came, the club
// refused, or the session lost the server.
type offer struct {
	w    i18n.Words // the player's language
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
			o.p, o.err = o.parse(m.Line)
		}
	} else if ref := ps.Refused(); !ref.None() {
		o.done, o.err = true, errors.New(core.RefusalWords(o.w, ref))
	} else if o.s.Status() == club.Unreachable {
		o.done, o.err = true, errors.New(o.w.T("puzzles.noServer"))
	}
	return o.done
}

// parse reads the puzzle the club sent; one the game cannot read is
// logged and told to the player in their words.
func (o *offer) parse(line string) (*puzzles.Puzzle, error) {
	p, err := puzzles.Parse(line)
	if err != nil {
		kit.LogDetail(err)
		return nil, errors.New(o.w.T("puzzles.unreadable"))
	}
	return p, nil
}

// Result returns the puzzle, nil when the club had none left to give.
func (o *offer) Result() (*puzzles.Puzzle, error) { return o.p, o.err }
