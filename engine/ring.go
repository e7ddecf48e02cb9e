package engine

import "encoding/binary"

// The sowing track of the two-row games with stores (Kalah, Congkak), seen
// from the mover s on a board of m pits a side: steps 0..m-1 are the mover's
// own pits from its left, step m its store, steps m+1..2m the opponent's
// pits from the opponent's left. The opponent's store is not on the track:
// sowing passes over it.

// trackPlace returns the place of track step k.
func trackPlace(m int, s Side, k int) Place {
	switch {
	case k < m:
		return Place(int(s)*m + k)
	case k == m:
		return StoreOf(s)
	}
	return Place(int(s.Other())*m + k - m - 1)
}

// sowTrack drops n seeds one by one on the track after step k and returns
// the step of the last seed.
func sowTrack(p *Position, m int, s Side, k, n int, tr *Trace) int {
	own, opp, length := int(s)*m, int(s.Other())*m, 2*m+1
	for ; n > 0; n-- {
		k++
		if k == length {
			k = 0
			if tr != nil {
				tr.add(Event{Kind: SkipStore, Side: s, From: StoreOf(s.Other()), To: Hand})
			}
		}
		switch {
		case k < m:
			p.Pits[own+k]++
		case k == m:
			p.Stores[s]++
		default:
			p.Pits[opp+k-m-1]++
		}
		if tr != nil {
			tr.drop(trackPlace(m, s, k))
		}
	}
	return k
}

// opposite returns the index of the pit facing pit i on a two-row board of m
// pits a side: South's pit 1 faces North's pit m.
func opposite(m, i int) int { return 2*m - 1 - i }

// sweepRows moves the seeds left in the rows to the stores: each row to
// its owner's store, or, when to is given (ok), every row to to's store.
func sweepRows(p *Position, m int, to Side, all bool, tr *Trace) {
	for i := 0; i < 2*m; i++ {
		n := int(p.Pits[i])
		if n == 0 {
			continue
		}
		owner := Side(i / m)
		if all {
			owner = to
		}
		p.Pits[i] = 0
		p.Stores[owner] += uint8(n)
		if tr != nil {
			tr.sweep(Place(i), StoreOf(owner), n)
		}
	}
}

// rowsSwept returns the score after the seeds left in each row go to their
// owner's store (or all to side to).
func rowsSwept(p *Position, m int, to Side, all bool) (south, north int) {
	q := *p
	sweepRows(&q, m, to, all, nil)
	return int(q.Stores[South]), int(q.Stores[North])
}

// sowRun is sowTrack without a trace: it drops the seeds a run of pits at
// a time, which is faster than a step at a time.
func sowRun(p *Position, m int, s Side, k, n int) int {
	own, opp := int(s)*m, int(s.Other())*m
	for {
		if k < m {
			c := min(n, m-1-k)
			p.addOnes(own, k+1, c)
			if k, n = k+c, n-c; n == 0 {
				return k
			}
			p.Stores[s]++
			if k, n = m, n-1; n == 0 {
				return k
			}
		}
		c := min(n, 2*m-k)
		p.addOnes(opp, k-m, c)
		if k, n = k+c, n-c; n == 0 {
			return k
		}
		k = -1
	}
}

// ones has a 1 in every byte.
const ones = 0x0101010101010101

// addOnes drops a seed in each of the c pits from index row+i, all in the
// row of at most 8 pits that starts at row, with one add on the row's word.
// No pit holds more than 254 seeds, so no byte carries into the next.
func (p *Position) addOnes(row, i, c int) {
	if c <= 0 {
		return
	}
	w := binary.LittleEndian.Uint64(p.Pits[row : row+8])
	binary.LittleEndian.PutUint64(p.Pits[row:row+8], w+(ones>>(8*uint(8-c)))<<(8*uint(i)))
}
