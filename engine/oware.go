package engine

import "fmt"

// Oware is the rules of Oware Abapa, the international tournament rules:
// two rows of six pits with four seeds each and no stores on the track;
// Position.Stores hold the seeds each player has captured. The zero value
// plays today's rule (the game ends at a position's third occurrence);
// NewOware chooses the options.
type Oware struct{ o OwareOptions }

// RepetitionRule says at which occurrence of a position an Oware game
// ends, each player taking the seeds on their own side.
type RepetitionRule uint8

// The repetition rules of Oware.
const (
	RepeatThird  RepetitionRule = iota // the third occurrence ends the game (the default)
	RepeatSecond                       // the second occurrence ends it, as several strong programs play
)

// OwareOptions are Oware's rule options.
type OwareOptions struct {
	Repetition RepetitionRule
}

// NewOware returns Oware with options o; an unknown repetition rule is an error.
func NewOware(o OwareOptions) (Oware, error) {
	if o.Repetition > RepeatSecond {
		return Oware{}, fmt.Errorf("engine: oware repetition rule %d unknown", o.Repetition)
	}
	return Oware{o: o}, nil
}

// Options returns the options o plays by.
func (o Oware) Options() OwareOptions { return o.o }

// RepeatLimit returns the occurrence of a position that ends the game: 2
// under repetition=second, 3 under repetition=third.
func (o Oware) RepeatLimit() int {
	if o.o.Repetition == RepeatSecond {
		return 2
	}
	return 3
}

// owarePits is the number of pits in each row.
const owarePits = 6

// Board returns Oware's geometry: two rows of six, no stores on the track.
func (Oware) Board() Board {
	return Board{Variant: OwareGame, Rows: 2, Pits: owarePits, Seeds: 48}
}

// Start puts four seeds in each of the twelve pits.
func (Oware) Start(first Side) Position {
	p := Position{ToMove: first}
	for i := 0; i < 2*owarePits; i++ {
		p.Pits[i] = 4
	}
	return p
}

// LegalMoves lists the mover's non-empty pits. When the opponent has no
// seeds, only the moves that give them some are legal (feeding). None are
// once a player has captured 25 or more.
func (o Oware) LegalMoves(p Position, buf []Move) []Move {
	return o.listMoves(&p, buf)
}

func (Oware) listMoves(p *Position, buf []Move) []Move {
	if p.Stores[South] > 24 || p.Stores[North] > 24 {
		return buf
	}
	own := int(p.ToMove) * owarePits
	starving := p.rowEmpty(int(p.ToMove.Other())*owarePits, owarePits)
	for i, n := range p.Pits[own : own+owarePits] {
		if n > 0 && (!starving || int(n) >= owarePits-i) {
			buf = append(buf, Move(i))
		}
	}
	return buf
}

// legal reports whether m is a legal move at p.
func (o Oware) legal(p *Position, m Move) bool {
	var buf [owarePits]Move
	for _, l := range o.listMoves(p, buf[:0]) {
		if l == m {
			return true
		}
	}
	return false
}

func (o Oware) countMoves(p *Position) int {
	var buf [owarePits]Move
	return len(o.listMoves(p, buf[:0]))
}

func (o Oware) fast() inPlace { return o }

// owarePlace returns the pit of step k (0..11) of the ring seen from s:
// s's own pits 0..5, then the opponent's.
func owarePlace(s Side, k int) int { return (int(s)*owarePits + k) % (2 * owarePits) }

// Apply sows pit m counter-clockwise, skipping the origin on every lap,
// then captures backwards from the last seed on the opponent's side while
// pits hold 2 or 3, unless that would take all the opponent's seeds (grand
// slam: nothing is captured). When the next player cannot move, each
// player takes the seeds on their own side and the game ends.
func (o Oware) Apply(p Position, mv Move, tr *Trace) Position {
	if !o.legal(&p, mv) {
		return p
	}
	o.sowAndSettle(&p, int(mv), tr)
	return p
}

func (o Oware) play(p *Position, m Move) { o.sowAndSettle(p, int(m), nil) }

// sowAndSettle sows the mover's pit i, captures, and passes the turn.
func (o Oware) sowAndSettle(p *Position, i int, tr *Trace) {
	s := p.ToMove
	last := owareSow(p, i, tr)
	if last >= owarePits {
		owareCapture(p, last, tr)
	}
	p.ToMove = s.Other()
	if tr != nil {
		tr.turn(PassTurn, p.ToMove)
	}
	o.endIfStuck(p, tr)
}

// owareSow sows the mover's pit i and returns the ring step of the last seed.
func owareSow(p *Position, i int, tr *Trace) int {
	s := p.ToMove
	from := owarePlace(s, i)
	n := int(p.Pits[from])
	p.Pits[from] = 0
	if tr != nil {
		tr.lift(Place(from), n)
	}
	k := i
	for n > 0 {
		k++
		if k == 2*owarePits {
			k = 0
		}
		if k == i {
			if tr != nil {
				tr.add(Event{Kind: SkipOrigin, Side: s, From: Place(from), To: Hand})
			}
			continue
		}
		pl := owarePlace(s, k)
		p.Pits[pl]++
		n--
		if tr != nil {
			tr.drop(Place(pl))
		}
	}
	return k
}

// owareCapture takes the pits from ring step last backwards while they are
// the opponent's and hold 2 or 3, unless that is every seed they have.
func owareCapture(p *Position, last int, tr *Trace) {
	s := p.ToMove
	taken, k := 0, last
	for ; k >= owarePits; k-- {
		n := p.Pits[owarePlace(s, k)]
		if n != 2 && n != 3 {
			break
		}
		taken += int(n)
	}
	if taken == 0 {
		return
	}
	if taken == p.rowSum(int(s.Other())*owarePits, owarePits) {
		if tr != nil {
			tr.add(Event{Kind: GrandSlam, Side: s, From: Hand, To: Hand})
		}
		return
	}
	for j := last; j > k; j-- {
		pl := owarePlace(s, j)
		if tr != nil {
			tr.capture(s, Place(pl), StoreOf(s), int(p.Pits[pl]))
		}
		p.Stores[s] += p.Pits[pl]
		p.Pits[pl] = 0
	}
}

// endIfStuck ends the game when a player has 25 or more, or sweeps the
// rows to their owners when the player to move has no legal move.
func (o Oware) endIfStuck(p *Position, tr *Trace) {
	if p.Stores[South] <= 24 && p.Stores[North] <= 24 {
		if o.countMoves(p) > 0 {
			return
		}
		sweepRows(p, owarePits, South, false, tr)
	}
	if tr != nil {
		tr.gameOver(o.Outcome(*p))
	}
}

// Outcome: 25 or more captured wins at once; when the player to move has no
// legal move, each player adds the seeds on their own side. 24-24 draws.
func (o Oware) Outcome(p Position) Outcome {
	south, north := int(p.Stores[South]), int(p.Stores[North])
	if south <= 24 && north <= 24 {
		if o.countMoves(&p) > 0 {
			return Outcome{South: south, North: north}
		}
		south, north = rowsSwept(&p, owarePits, South, false)
	}
	return decided(south, north)
}

// Repeated ends the game at the repetition of a position that the
// repetition rule names (the third, or the second), each player taking
// the seeds on their own side.
func (Oware) Repeated(p Position) (Outcome, bool) {
	return decided(rowsSwept(&p, owarePits, South, false)), true
}

// sweepRepeated gives each player the seeds on their own side when the game
// ends by repetition.
func (Oware) sweepRepeated(p Position, tr *Trace) Position {
	sweepRows(&p, owarePits, South, false, tr)
	return p
}
