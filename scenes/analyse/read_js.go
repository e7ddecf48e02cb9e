//go:build js

package analyse

import (
	"syscall/js"

	"mancala/ai"
	"mancala/engine"
	"mancala/scenes/core"
)

// readGame reads a pasted game off the page: the Web Worker reads it
// (gametext.ParseGame), so that the page carries no OGN reader, and
// answers with the rules, the start and the moves in notation.
func readGame(th *ai.Thinker, text string) core.Work[*engine.Game] {
	return core.AskWorker(th, map[string]any{"import": text}, func(v js.Value) (*engine.Game, error) {
		r, err := engine.ParseRules(v.Get("rules").String())
		if err != nil {
			return nil, err
		}
		start, err := engine.ParsePosition(r, v.Get("start").String())
		if err != nil {
			return nil, err
		}
		moves, err := engine.ParseMoves(r, v.Get("moves").String())
		if err != nil {
			return nil, err
		}
		g := engine.NewGame(r, start)
		for _, m := range moves {
			if err := g.Play(m, nil); err != nil {
				return nil, err
			}
		}
		return g, nil
	})
}
