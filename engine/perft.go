package engine

// Perft counts the legal sequences of depth plies from p, where a ply is
// one move of one player (an extra turn is a new ply by the same player)
// and a sequence that ends the game early is not counted. Leaf plies are
// counted without being applied. Repetition rules are not applied.
func Perft(r Rules, p Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	var f inPlace = viaApply{r}
	if fr, ok := r.(fastRules); ok {
		f = fr.fast()
	}
	pf := &perfter{f: f, stack: make([]Position, depth+1), buf: make([]Move, MaxMoves*(depth+1))}
	pf.stack[depth] = p
	return pf.count(depth)
}

// inPlace is implemented by rules that can play and list moves on a
// position in place, which is faster than copying values around.
type inPlace interface {
	// listMoves appends the legal moves at p to buf.
	listMoves(p *Position, buf []Move) []Move
	// countMoves counts the legal moves at p without listing them.
	countMoves(p *Position) int
	// play plays the legal move m on p, with no trace.
	play(p *Position, m Move)
}

// fastRules are rules that can play in place.
type fastRules interface {
	fast() inPlace
}

// viaApply plays through the Rules interface.
type viaApply struct{ r Rules }

func (v viaApply) listMoves(p *Position, buf []Move) []Move { return v.r.LegalMoves(*p, buf) }
func (v viaApply) countMoves(p *Position) int {
	var buf [MaxMoves]Move
	return len(v.r.LegalMoves(*p, buf[:0]))
}
func (v viaApply) play(p *Position, m Move) { *p = v.r.Apply(*p, m, nil) }

// perfter holds the positions and move lists of every ply, allocated once.
type perfter struct {
	f     inPlace
	stack []Position // stack[d] is the position with d plies to go
	buf   []Move
}

func (pf *perfter) count(d int) uint64 {
	p := &pf.stack[d]
	if d == 1 {
		return uint64(pf.f.countMoves(p))
	}
	var n uint64
	child := &pf.stack[d-1]
	for _, m := range pf.f.listMoves(p, pf.buf[d*MaxMoves:d*MaxMoves:(d+1)*MaxMoves]) {
		*child = *p
		pf.f.play(child, m)
		n += pf.count(d - 1)
	}
	return n
}
