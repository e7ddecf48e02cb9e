package engine

// Perft counts the legal sequences of depth plies from p, where a ply is
// one move of one player (an extra turn is a new ply by the same player)
// and a sequence that ends the game early is not counted. Leaf plies are
// counted without being applied. Repetition rules are not applied.
func Perft(r Rules, p Position, depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	var buf [MaxMoves]Move
	moves := r.LegalMoves(p, buf[:0])
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		n += Perft(r, r.Apply(p, m, nil), depth-1)
	}
	return n
}
