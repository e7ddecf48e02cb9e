package clubgame

import (
	"mancala/online/club"
	"mancala/scenes/clublayout"
	"mancala/scenes/kit"
)

// shownPly is the number of moves the board shows: the ply a watcher
// stepped back to, else every move of the game.
func (g *Game) shownPly() int {
	if g.watch >= 0 {
		return g.watch
	}
	return g.plies()
}

// watchKeys steps a watcher through the moves: Left and Right one move,
// Home and End to the start and the last move.
func (g stepper) watchKeys(in *kit.Intents) {
	for i, a := range [4]kit.Action{kit.ActLeft, kit.ActRight, kit.ActHome, kit.ActEnd} {
		if in.Pressed(a) {
			g.step([4]clublayout.ClubButton{clublayout.ClubPrev, clublayout.ClubNext, clublayout.ClubFirst, clublayout.ClubLast}[i])
		}
	}
}

// step moves a watcher's view as button b says: to the start, one move
// back or forward, or to the last move, where the view follows the game
// live again.
func (g stepper) step(b clublayout.ClubButton) {
	n, cur := g.plies(), g.shownPly()
	to := n
	switch b {
	case clublayout.ClubFirst:
		to = 0
	case clublayout.ClubPrev:
		to = max(0, cur-1)
	case clublayout.ClubNext:
		to = min(n, cur+1)
	}
	g.goTo(to)
}

// goTo shows the position after ply moves: one move forward is played,
// any other step is shown at once.
func (g stepper) goTo(ply int) {
	cur := g.shownPly()
	if ply == cur {
		return
	}
	g.tab.Stage.Finish()
	g.watch = ply
	if ply == cur+1 {
		sh := club.Shown{Before: g.positionAt(cur), Move: g.moveAt(cur)}
		sh.After = g.rules.Apply(sh.Before, sh.Move, &sh.Trace)
		g.show(&sh)
	} else {
		g.shownTo = g.positionAt(ply)
		g.tab.Stage.Reset(g.shownTo)
	}
	if ply == g.plies() {
		g.watch = -1
	}
}

// playCues plays the sounds of what the stage showed, every
// kit.CueTicks ticks.
func (g stepper) playCues() {
	if g.tick%kit.CueTicks == 0 {
		kit.PlayCues(g.app.Sound, g.tab.Stage.TakeCues())
	}
}
