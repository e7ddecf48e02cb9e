package engine

// Bao is the rules of the learner's Bao (close to Bao la Kujifunza): four
// rows of eight pits, two seeds in each, no stores. Each player owns a
// front row, facing the opponent, and a back row; seeds never leave the
// board. A player loses when, at the start of their turn, their front row
// is empty or they have no legal move.
type Bao struct{}

// Bao's board: rows of eight; each player's loop of sixteen pits.
const (
	baoCols = 8
	baoLoop = 2 * baoCols
	// BaoEndless is the number of seeds a move may sow (relays and capture
	// sowings included); a move that has sown more without ending is
	// endless and not legal.
	BaoEndless = 10000
)

// baoLoops maps each player's loop step to a pit: steps 0..7 are the front
// row from the owner's left, steps 8..15 the back row from the owner's
// right. Clockwise is one step forward.
var baoLoops = func() (l [2][baoLoop]uint8) {
	for i := 0; i < baoCols; i++ {
		l[South][i], l[South][baoLoop-1-i] = uint8(baoCols+i), uint8(i)
		l[North][i], l[North][baoLoop-1-i] = uint8(2*baoCols+i), uint8(3*baoCols+i)
	}
	return l
}()

// Board returns Bao's geometry: four rows of eight, no stores.
func (Bao) Board() Board { return Board{Variant: BaoGame, Rows: 4, Pits: baoCols, Seeds: 64} }

// Start puts two seeds in each of the 32 pits.
func (Bao) Start(first Side) Position {
	p := Position{ToMove: first}
	for i := range p.Pits {
		p.Pits[i] = 2
	}
	return p
}

// baoStep returns the loop step a Bao move starts from.
func baoStep(m Move) int {
	if m.Front() {
		return m.Pit() - 1
	}
	return baoLoop - m.Pit()
}

// LegalMoves lists, for each own pit of two or more seeds, front row
// columns 1..8 then back row columns 1..8, the clockwise move before the
// anti-clockwise one, leaving out endless moves. There are none when the
// mover's front row is empty.
func (b Bao) LegalMoves(p Position, buf []Move) []Move {
	return b.listMoves(&p, buf)
}

func (b Bao) listMoves(p *Position, buf []Move) []Move {
	if b.frontEmpty(p, p.ToMove) {
		return buf
	}
	loop := &baoLoops[p.ToMove]
	for _, front := range [2]bool{true, false} {
		for col := 1; col <= baoCols; col++ {
			for _, d := range [2]Direction{Clockwise, AntiClockwise} {
				m := BaoMove(front, col, d)
				if p.Pits[loop[baoStep(m)]] < 2 {
					break
				}
				if q := *p; baoSow(&q, m, nil) {
					buf = append(buf, m)
				}
			}
		}
	}
	return buf
}

func (b Bao) countMoves(p *Position) int {
	var buf [MaxMoves]Move
	return len(b.listMoves(p, buf[:0]))
}

func (b Bao) play(p *Position, m Move) {
	baoSow(p, m, nil)
	p.ToMove = p.ToMove.Other()
}

func (b Bao) fast() inPlace { return b }

// frontEmpty reports whether side s has no seeds in its front row.
func (Bao) frontEmpty(p *Position, s Side) bool {
	front := baoCols + int(s)*baoCols
	return p.rowSum(front, baoCols) == 0
}

// Apply plays the move and passes the turn. An endless or otherwise
// illegal move leaves the position (and the trace) unchanged.
func (b Bao) Apply(p Position, m Move, tr *Trace) Position {
	if m&^(baoBack|baoAnti|baoIndex) != baoFlag || p.Pits[baoLoops[p.ToMove][baoStep(m)]] < 2 || b.frontEmpty(&p, p.ToMove) {
		return p
	}
	q, mark := p, 0
	if tr != nil {
		mark = len(tr.Events)
	}
	if !baoSow(&q, m, tr) {
		if tr != nil {
			tr.Events = tr.Events[:mark]
		}
		return p
	}
	q.ToMove = p.ToMove.Other()
	if tr != nil {
		tr.turn(PassTurn, q.ToMove)
		if o := b.Outcome(q); o.Over() {
			tr.gameOver(o)
		}
	}
	return q
}

// baoSow sows move m of the mover round its loop. Where the last seed
// lands decides: in an empty pit the move ends; in an occupied front-row
// pit facing a non-empty opponent pit it captures that pit and sows the
// seeds from a kichwa; in any other occupied pit it relays. It reports
// false, leaving p part-sown, when the move is endless.
func baoSow(p *Position, m Move, tr *Trace) bool {
	s, loop := p.ToMove, &baoLoops[p.ToMove]
	i, dir := baoStep(m), 1
	if m.Direction() == AntiClockwise {
		dir = -1
	}
	n := int(p.Pits[loop[i]])
	p.Pits[loop[i]] = 0
	if tr != nil {
		tr.lift(Place(loop[i]), n)
	}
	for sown := n; ; {
		for ; n > 0; n-- {
			i = (i + dir) & (baoLoop - 1)
			p.Pits[loop[i]]++
			if tr != nil {
				tr.drop(Place(loop[i]))
			}
		}
		pl := loop[i]
		if p.Pits[pl] == 1 {
			return true
		}
		if n = baoCapture(p, s, i, tr); n > 0 {
			i, dir = baoKichwa(s, i, dir, tr)
		} else {
			n = int(p.Pits[pl])
			p.Pits[pl] = 0
			if tr != nil {
				tr.add(Event{Kind: Relay, Side: s, From: Place(pl), To: Hand, Count: n})
			}
		}
		if sown += n; sown > BaoEndless {
			return false
		}
	}
}

// baoCapture takes the opponent's front pit facing the mover's front-row
// step i, when it has seeds, into the hand and returns how many it took.
func baoCapture(p *Position, s Side, i int, tr *Trace) int {
	if i >= baoCols {
		return 0
	}
	opp := baoLoops[s.Other()][baoCols-1-i]
	n := int(p.Pits[opp])
	if n == 0 {
		return 0
	}
	p.Pits[opp] = 0
	if tr != nil {
		tr.capture(s, Place(opp), Hand, n)
	}
	return n
}

// baoKichwa chooses where captured seeds are sown from, after a capture at
// front-row step i while sowing in direction dir: at columns 1-2 from the
// left kichwa clockwise, at 7-8 from the right kichwa anti-clockwise, at
// 3-6 in the current direction (clockwise from the left kichwa,
// anti-clockwise from the right). It returns the step before the kichwa,
// so that the next seed falls into it, and the new direction.
func baoKichwa(s Side, i, dir int, tr *Trace) (int, int) {
	switch {
	case i <= 1:
		dir = 1
	case i >= baoCols-2:
		dir = -1
	}
	kichwa := 0
	if dir < 0 {
		kichwa = baoCols - 1
	}
	if tr != nil {
		tr.add(Event{Kind: KichwaSow, Side: s, From: Hand, To: Place(baoLoops[s][kichwa])})
	}
	return (kichwa - dir) & (baoLoop - 1), dir
}

// Outcome: the player to move loses when their front row is empty or they
// have no legal move. The score is the seeds on each side.
func (b Bao) Outcome(p Position) Outcome {
	o := Outcome{South: p.rowSum(0, baoLoop), North: p.rowSum(baoLoop, baoLoop)}
	var buf [MaxMoves]Move
	if !b.frontEmpty(&p, p.ToMove) && len(b.LegalMoves(p, buf[:0])) > 0 {
		return o
	}
	o.Result = SouthWins
	if p.ToMove == South {
		o.Result = NorthWins
	}
	return o
}

// Repeated declares a draw at the third repetition of a whole position: a
// guard only, as Bao itself knows no draw.
func (Bao) Repeated(p Position) (Outcome, bool) {
	o := Outcome{Result: Draw, South: p.rowSum(0, baoLoop), North: p.rowSum(baoLoop, baoLoop)}
	return o, true
}
