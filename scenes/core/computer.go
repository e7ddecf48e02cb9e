package core

import (
	"mancala/ai"
	"mancala/engine"
)

// Computer is a Thinker that plays at a level of the ai package, off the
// frame (a goroutine natively, a Web Worker in the browser). Each search
// gets a new seed, so the lower levels do not always blunder alike.
type Computer struct {
	Level ai.Level
	t     ai.Thinker
	seed  uint64
}

// Start begins thinking about g's current position, with g's earlier
// positions as the search's history, as ai.PlayGame plays.
func (c *Computer) Start(g *engine.Game) {
	c.seed++
	c.t.Start(g.Rules(), g.Position(), ai.GameHistory(g), c.Level, c.seed)
}

// Poll returns the chosen move once the search has one.
func (c *Computer) Poll() (engine.Move, bool) { return c.t.Poll() }

// Err reports why the computer cannot play: in the browser, that its Web
// Worker did not load; nil natively.
func (c *Computer) Err() error { return c.t.Err() }

// FailedThinker reports whether th is a Thinker that says it cannot play.
func FailedThinker(th Thinker) bool {
	f, ok := th.(interface{ Err() error })
	return ok && f.Err() != nil
}

// NewHint returns the hint giver: the move the medium search would play
// (seed 003's "Medium": four turns ahead, no blunders).
func NewHint() *Computer { return &Computer{Level: ai.Medium} }
