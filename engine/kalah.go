package engine

import "fmt"

// CaptureRule says what a last seed in an empty own pit does in Kalah.
type CaptureRule uint8

// Kalah's capture rules.
const (
	// CaptureStandard: the last seed and the opposite pit's seeds go to the
	// store when the opposite pit has seeds; otherwise nothing happens.
	CaptureStandard CaptureRule = iota
	// CaptureEmpty: as standard, but the last seed is banked even when the
	// opposite pit is empty.
	CaptureEmpty
	// CaptureOff: there are no captures.
	CaptureOff
)

// EndRule says when a game of Kalah ends.
type EndRule uint8

// Kalah's end rules.
const (
	// EndEitherRow: as soon as either row is empty, checked after every
	// sowing, also inside a chain of extra turns.
	EndEitherRow EndRule = iota
	// EndMoverEmpty: only when the player to move has no seeds.
	EndMoverEmpty
)

// LeftoverRule says who takes the seeds left in the rows when Kalah ends.
type LeftoverRule uint8

// Kalah's leftover rules.
const (
	// LeftoversOwner: each player moves their own row to their own store.
	LeftoversOwner LeftoverRule = iota
	// LeftoversEmptier: the seeds go to the player whose row is empty.
	LeftoversEmptier
)

// SowingRule says what a last seed in an occupied pit does in Kalah.
type SowingRule uint8

// Kalah's sowing rules.
const (
	// SowSingle: nothing; the turn passes.
	SowSingle SowingRule = iota
	// SowAvalanche: lift that pit and sow on (a relay, as in Congkak).
	SowAvalanche
)

// KalahOptions are the options of a game of Kalah. The zero value of each
// rule is the standard one.
type KalahOptions struct {
	Pits      int // pits a side, 1..8
	Seeds     int // seeds a pit at the start, 1..10
	Capture   CaptureRule
	End       EndRule
	Leftovers LeftoverRule
	Sowing    SowingRule
}

// StandardKalah is Kalah(6,4) with the standard rules.
var StandardKalah = KalahOptions{Pits: 6, Seeds: 4}

// Kalah is the rules of Kalah with its options. Make it with NewKalah.
type Kalah struct {
	o KalahOptions
}

// NewKalah returns the rules of Kalah with options o.
func NewKalah(o KalahOptions) (Kalah, error) {
	switch {
	case o.Pits < 1 || o.Pits > 8:
		return Kalah{}, fmt.Errorf("engine: kalah pits=%d out of range 1..8", o.Pits)
	case o.Seeds < 1 || o.Seeds > 10:
		return Kalah{}, fmt.Errorf("engine: kalah seeds=%d out of range 1..10", o.Seeds)
	case o.Capture > CaptureOff || o.End > EndMoverEmpty || o.Leftovers > LeftoversEmptier || o.Sowing > SowAvalanche:
		return Kalah{}, fmt.Errorf("engine: kalah option out of range: %+v", o)
	}
	return Kalah{o: o}, nil
}

// Options returns the options k plays with.
func (k Kalah) Options() KalahOptions { return k.o }

// Board returns Kalah's geometry: two rows with stores.
func (k Kalah) Board() Board {
	return Board{Variant: KalahGame, Rows: 2, Pits: k.o.Pits, Stores: true, Seeds: 2 * k.o.Pits * k.o.Seeds}
}

// Start fills every pit with the option's number of seeds.
func (k Kalah) Start(first Side) Position {
	p := Position{ToMove: first}
	for i := 0; i < 2*k.o.Pits; i++ {
		p.Pits[i] = uint8(k.o.Seeds)
	}
	return p
}

// LegalMoves lists the mover's non-empty pits, unless the game is over.
func (k Kalah) LegalMoves(p Position, buf []Move) []Move {
	return k.listMoves(&p, buf)
}

func (k *Kalah) listMoves(p *Position, buf []Move) []Move {
	if k.over(p) {
		return buf
	}
	m, own := k.o.Pits, int(p.ToMove)*k.o.Pits
	for i, c := range p.Pits[own : own+m] {
		if c != 0 {
			buf = append(buf, Move(i))
		}
	}
	return buf
}

func (k Kalah) fast() inPlace { return &k }

// countMoves counts the legal moves without listing them.
func (k *Kalah) countMoves(p *Position) int {
	m := k.o.Pits
	if k.o.End == EndEitherRow && p.rowEmpty(int(p.ToMove.Other())*m, m) {
		return 0
	}
	return p.rowOccupied(int(p.ToMove)*m, m) // none when the mover's row is empty
}

// over reports whether the game has ended at p under the end rule.
func (k *Kalah) over(p *Position) bool {
	m := k.o.Pits
	if p.rowEmpty(int(p.ToMove)*m, m) {
		return true
	}
	return k.o.End == EndEitherRow && p.rowEmpty(int(p.ToMove.Other())*m, m)
}

// Apply sows pit m of the mover: into the following pits and the mover's
// store, passing over the opponent's store, lapping into the emptied origin.
// A last seed in the store earns another turn; in an empty own pit it may
// capture (the capture rule); in an occupied pit it relays when sowing is
// avalanche. The end rule is checked after every sowing.
func (k Kalah) Apply(p Position, mv Move, tr *Trace) Position {
	m, s := k.o.Pits, p.ToMove
	if int(mv) >= m || p.Pits[int(s)*m+int(mv)] == 0 || k.over(&p) {
		return p
	}
	k.sowAndSettle(&p, int(mv), tr)
	return p
}

func (k *Kalah) play(p *Position, m Move) { k.sowAndSettle(p, int(m), nil) }

// sowAndSettle sows the mover's pit i and settles where its last seed
// landed.
func (k *Kalah) sowAndSettle(p *Position, i int, tr *Trace) {
	m, s := k.o.Pits, p.ToMove
	last := k.sow(p, i, tr)
	next := s.Other()
	switch {
	case last == m:
		next = s
	case last < m && p.Pits[int(s)*m+last] == 1:
		k.capture(p, last, tr)
	}
	k.endTurn(p, next, tr)
}

// sow lifts pit i of the mover and sows it, relaying under avalanche
// sowing, and returns the track step of the last seed.
func (k *Kalah) sow(p *Position, i int, tr *Trace) int {
	m, s := k.o.Pits, p.ToMove
	from := int(s)*m + i
	n := int(p.Pits[from])
	p.Pits[from] = 0
	if tr != nil {
		tr.lift(Place(from), n)
	}
	last := k.sowOn(p, i, n, tr)
	for k.o.Sowing == SowAvalanche && last != m {
		pl := trackPlace(m, s, last)
		n = int(p.Pits[pl])
		if n == 1 {
			break
		}
		p.Pits[pl] = 0
		if tr != nil {
			tr.add(Event{Kind: Relay, Side: s, From: pl, To: Hand, Count: n})
		}
		last = k.sowOn(p, last, n, tr)
	}
	return last
}

// sowOn drops n seeds after track step i.
func (k *Kalah) sowOn(p *Position, i, n int, tr *Trace) int {
	if tr != nil {
		return sowTrack(p, k.o.Pits, p.ToMove, i, n, tr)
	}
	return sowRun(p, k.o.Pits, p.ToMove, i, n)
}

// capture banks the last seed, in the mover's empty pit i, with the seeds
// of the opposite pit, as the capture rule says.
func (k *Kalah) capture(p *Position, i int, tr *Trace) {
	m, s := k.o.Pits, p.ToMove
	pit := int(s)*m + i
	opp := opposite(m, pit)
	if k.o.Capture == CaptureOff || (k.o.Capture == CaptureStandard && p.Pits[opp] == 0) {
		return
	}
	captureInto(p, s, pit, opp, tr)
}

// captureInto moves the last seed in pit and the seeds of pit opp into
// s's store.
func captureInto(p *Position, s Side, pit, opp int, tr *Trace) {
	n := p.Pits[opp]
	if tr != nil {
		if n > 0 {
			tr.capture(s, Place(opp), StoreOf(s), int(n))
		}
		tr.capture(s, Place(pit), StoreOf(s), 1)
	}
	p.Stores[s] += n + 1
	p.Pits[opp], p.Pits[pit] = 0, 0
}

// endTurn gives the turn to next and, when the game has ended, sweeps the
// rows as the leftover rule says.
func (k *Kalah) endTurn(p *Position, next Side, tr *Trace) {
	if tr != nil {
		kind := PassTurn
		if next == p.ToMove {
			kind = ExtraTurn
		}
		tr.turn(kind, next)
	}
	p.ToMove = next
	if !k.over(p) {
		return
	}
	to, all := k.leftoversTo(p)
	sweepRows(p, k.o.Pits, to, all, tr)
	if tr != nil {
		tr.gameOver(k.Outcome(*p))
	}
}

// leftoversTo returns who takes the seeds left in the rows at the end: each
// owner, or (all) the player whose row is empty.
func (k *Kalah) leftoversTo(p *Position) (to Side, all bool) {
	if k.o.Leftovers == LeftoversOwner {
		return South, false
	}
	m := k.o.Pits
	if p.rowSum(int(p.ToMove)*m, m) == 0 {
		return p.ToMove, true
	}
	return p.ToMove.Other(), true
}

// Outcome is decided by the stores once the game is over, counting the
// seeds still in the rows as the leftover rule says.
func (k Kalah) Outcome(p Position) Outcome {
	if !k.over(&p) {
		return Outcome{South: int(p.Stores[South]), North: int(p.Stores[North])}
	}
	to, all := k.leftoversTo(&p)
	return decided(rowsSwept(&p, k.o.Pits, to, all))
}

// Repeated ends an avalanche game at the third repetition, each player
// taking their own row; single sowing never repeats a position.
func (k Kalah) Repeated(p Position) (Outcome, bool) {
	if k.o.Sowing != SowAvalanche {
		return Outcome{}, false
	}
	return decided(rowsSwept(&p, k.o.Pits, South, false)), true
}

// sweepRepeated moves each row to its owner's store when an avalanche game
// ends by repetition.
func (k Kalah) sweepRepeated(p Position, tr *Trace) Position {
	if k.o.Sowing == SowAvalanche {
		sweepRows(&p, k.o.Pits, South, false, tr)
	}
	return p
}
