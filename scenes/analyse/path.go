package analyse

import "mancala/engine"

// path is the line the board shows and how far: the game's moves, or a
// branch off them, the game's moves up to where the player tried
// another and the moves tried since. Stepping back to where the branch
// left the game drops the branch: the game's line is shown again.
type path struct {
	game  []engine.Move // the game's line
	moves []engine.Move // the line shown: the game's, or a branch
	at    int           // moves shown
}

// newPath shows the game's moves, the first at of them.
func newPath(game []engine.Move, at int) path {
	return path{game: game, moves: game, at: max(0, min(at, len(game)))}
}

// play tries move m after the moves shown: the line's next move goes on
// along it, another starts a branch there.
func (p *path) play(m engine.Move) {
	if p.at < len(p.moves) && p.moves[p.at] == m {
		p.at++
		return
	}
	p.moves = append(p.moves[:p.at:p.at], m) // the game's moves are never written over
	p.at++
}

// branchAt returns how many of the line's moves are the game's: where a
// branch leaves it, or the line's length when it is the game's.
func (p *path) branchAt() int {
	i := 0
	for i < len(p.moves) && i < len(p.game) && p.moves[i] == p.game[i] {
		i++
	}
	return i
}

// onGame reports whether the line shown is the game's.
func (p *path) onGame() bool { return p.branchAt() == len(p.moves) && len(p.moves) == len(p.game) }

// step shows the first to moves of the line (clamped to it); a step back
// to the branch's root returns to the game's line.
func (p *path) step(to int) {
	p.at = max(0, min(to, len(p.moves)))
	if !p.onGame() && p.at <= p.branchAt() {
		p.moves = p.game
	}
}
