package engine

import "testing"

// fuzzRules picks the rules a fuzz input plays: the variant from v, and
// for Kalah every option from the bits of o.
func fuzzRules(v uint8, o uint16) Rules {
	switch v % 4 {
	case 1:
		return Oware{}
	case 2:
		return Congkak{}
	case 3:
		return Bao{}
	}
	k, err := NewKalah(KalahOptions{
		Pits:      1 + int(o%8),
		Seeds:     1 + int(o/8%10),
		Capture:   CaptureRule(o / 80 % 3),
		End:       EndRule(o / 240 % 2),
		Leftovers: LeftoverRule(o / 480 % 2),
		Sowing:    SowingRule(o / 960 % 2),
	})
	if err != nil {
		panic(err)
	}
	return k
}

// fuzzPosition spreads the board's seeds over its pits (and stores) as the
// bytes of data say, so that every input is a position with the right
// total; the last byte picks the side to move.
func fuzzPosition(r Rules, data []byte) Position {
	b := r.Board()
	slots := b.Rows * b.Pits
	if b.Variant != BaoGame {
		slots += 2
	}
	var p Position
	for i, left := 0, b.Seeds; left > 0; i++ {
		x := i
		if len(data) > 0 {
			x = int(data[i%len(data)]) + i/len(data)
		}
		n := min(left, 1+x>>5)
		if slot := (x + i) % slots; slot < b.Rows*b.Pits {
			p.Pits[slot] += uint8(n)
		} else {
			p.Stores[slot-b.Rows*b.Pits] += uint8(n)
		}
		left -= n
	}
	if len(data) > 0 && data[len(data)-1]&1 == 1 {
		p.ToMove = North
	}
	return p
}

func FuzzParsePosition(f *testing.F) {
	for v := range uint8(4) {
		r := fuzzRules(v, 0)
		f.Add(v, FormatPosition(r, r.Start(South)))
		f.Add(v, FormatPosition(r, r.Start(North)))
	}
	f.Add(uint8(0), "4,4,4,4,4/4,4,4,4,4,4,4 0 0 s")
	f.Add(uint8(0), "4,4,-4,4,4,4/4,4,4,4,4,4 8 0 s")
	f.Add(uint8(0), "4,4,4,4,4,x/4,4,4,4,4,4 0 0 s")
	f.Add(uint8(1), "0,0,0,0,0,0/0,0,0,0,0,0 24 24 n")
	f.Add(uint8(1), "+4,04,4,4,4,4/4,4,4,4,4,4 0 0 s")
	f.Add(uint8(3), "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2 s")
	f.Add(uint8(2), "7,7,7,7,7,7,7/7,7,7,7,7,7,7 0 0 s\n")
	f.Fuzz(func(t *testing.T, v uint8, s string) {
		r := fuzzRules(v, 0)
		p, err := ParsePosition(r, s)
		if err != nil {
			return
		}
		if p.Total() != r.Board().Seeds {
			t.Fatalf("%q read with %d seeds", s, p.Total())
		}
		out := FormatPosition(r, p)
		q, err := ParsePosition(r, out)
		if err != nil || q != p || FormatPosition(r, q) != out {
			t.Fatalf("%q written as %q reads back as %v, %v", s, out, FormatPosition(r, q), err)
		}
		var buf [MaxMoves]Move
		r.LegalMoves(p, buf[:0])
		r.Outcome(p)
	})
}

func FuzzParseRulesAndMove(f *testing.F) {
	f.Add("kalah pits=3 seeds=2 capture=empty", "3")
	f.Add("oware", "6")
	f.Add("congkak", "7")
	f.Add("bao", "F3>")
	f.Add("bao", "B8<")
	f.Add("kalah pits=x", "0")
	f.Fuzz(func(t *testing.T, rs, ms string) {
		r, err := ParseRules(rs)
		if err != nil {
			return
		}
		if q, err := ParseRules(r.String()); err != nil || q != r {
			t.Fatalf("%q written as %q reads back as %v, %v", rs, r, q, err)
		}
		m, err := ParseMove(r, ms)
		if err != nil {
			return
		}
		if q, err := ParseMove(r, m.String()); err != nil || q != m {
			t.Fatalf("move %q written as %q reads back as %v, %v", ms, m, q, err)
		}
	})
}

// FuzzApply plays every legal move, and the fuzzed move, at positions built
// from the input: nothing panics, the seeds are conserved, the trace
// replays, and a move that is not legal changes nothing.
func FuzzApply(f *testing.F) {
	f.Add(uint8(0), uint16(0), []byte{}, uint8(2))
	f.Add(uint8(0), uint16(5+8*3+80+240+480+960), []byte{200, 3, 7, 250, 1}, uint8(0))
	f.Add(uint8(1), uint16(0), []byte{255, 254, 0, 0, 17}, uint8(5))
	f.Add(uint8(2), uint16(0), []byte{9, 99, 199}, uint8(6))
	f.Add(uint8(3), uint16(0), []byte{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, uint8(0x81))
	f.Add(uint8(3), uint16(0), []byte{0xff, 0x40, 0x13}, uint8(0x99))
	f.Fuzz(func(t *testing.T, v uint8, o uint16, data []byte, mv uint8) {
		r := fuzzRules(v, o)
		p := fuzzPosition(r, data)
		seeds := r.Board().Seeds
		var buf [MaxMoves]Move
		moves := r.LegalMoves(p, buf[:0])
		if (len(moves) == 0) != r.Outcome(p).Over() {
			t.Fatalf("%s at %s: %d moves, outcome %v", r, FormatPosition(r, p), len(moves), r.Outcome(p))
		}
		r.Repeated(p)
		legal := false
		for _, m := range moves {
			legal = legal || m == Move(mv)
			var tr Trace
			q := r.Apply(p, m, &tr)
			if q.Total() != seeds || q == p || Replay(p, &tr) != q || r.Apply(p, m, nil) != q {
				t.Fatalf("%s: %s at %s gives %s", r, m, FormatPosition(r, p), FormatPosition(r, q))
			}
			var more [MaxMoves]Move
			r.LegalMoves(q, more[:0])
			r.Outcome(q)
		}
		if !legal {
			var tr Trace
			if q := r.Apply(p, Move(mv), &tr); q != p || len(tr.Events) != 0 {
				t.Fatalf("%s: illegal %d at %s gives %s", r, mv, FormatPosition(r, p), FormatPosition(r, q))
			}
		}
	})
}
