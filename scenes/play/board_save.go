package play

import (
	"errors"
	"fmt"

	"mancala/ai"
	"mancala/saves"
	"mancala/scenes/core"
	"mancala/scenes/kit"
)

// ErrNoSavedGame is ResumeBoard's error when there is nothing to resume.
var ErrNoSavedGame = errors.New("no saved game")

// Record returns the game as the store keeps it: rules, start, the
// computer's levels, every move and the moves that can be redone.
func (b *Board) Record() *saves.Game {
	g := saves.FromEngine(b.game)
	for s, th := range b.cfg.Computer {
		if c, ok := th.(*core.Computer); ok {
			g.Levels[s] = int(c.Level)
		}
	}
	return g
}

// ResumeBoard rebuilds the game the store keeps in slot sl, as it was
// left; it returns ErrNoSavedGame when there is none.
func ResumeBoard(app *core.App, sl saves.Slot) (*Board, error) {
	if app.Store == nil {
		return nil, ErrNoSavedGame
	}
	g, err := app.Store.LoadGame(sl)
	if err != nil {
		return nil, err
	}
	if g == nil {
		return nil, ErrNoSavedGame
	}
	return BoardFromRecord(app, g)
}

// BoardFromRecord rebuilds a board from a saved game, exactly as it was
// left: every move played, the undone ones ready to redo.
func BoardFromRecord(app *core.App, g *saves.Game) (*Board, error) {
	eg, err := g.Replay()
	if err != nil {
		return nil, fmt.Errorf("saved game: %w", err)
	}
	cfg := core.Config{Rules: eg.Rules(), First: eg.Start().ToMove, Speed: core.SpeedOf(app.Settings)}
	start := eg.Start()
	cfg.Start = &start
	for s, l := range g.Levels {
		if l != 0 {
			cfg.Computer[s] = &core.Computer{Level: ai.Level(l)}
		}
	}
	b := NewBoard(cfg, app)
	b.game = eg
	b.showGame()
	b.afterMove()
	return b, nil
}

// slot is where the store keeps the game: one game is kept for each game
// and opponent.
func (b *Board) slot() saves.Slot {
	sl := saves.Slot{Variant: b.cfg.Rules.Board().Variant, Opponent: saves.Computer}
	if b.cfg.Computer == [2]core.Thinker{} {
		sl.Opponent = saves.Friend
	}
	return sl
}

// autosave keeps the game in the store after every change, in its slot,
// and forgets it once the game is over. A failure is shown once in the
// status line; the game goes on.
func (b *Board) autosave() {
	st := b.app.Store
	if st == nil || b.cfg.NoSave {
		return
	}
	var err error
	if b.Over() {
		err = st.ClearGame(b.slot())
	} else {
		err = st.SaveGame(b.Record())
	}
	b.saveErr = ""
	if err != nil {
		b.saveErr = b.app.T("board.notSaved")
		kit.LogDetail(err)
	}
}
