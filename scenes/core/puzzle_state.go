package core

import (
	"mancala/i18n"
	"mancala/puzzles"
	"mancala/saves"
	"mancala/scenes/kit"
)

// PuzzleState is the game's own puzzle pack and the player's progress
// with it, kept in the App so that they are read once: the puzzles' home
// and the runs it starts share it.
type PuzzleState struct {
	Pack     []*puzzles.Puzzle
	Err      error  // why the pack could not be read
	Notice   string // for the player, on the home: progress not read or not saved
	Progress saves.PuzzleProgress
	loading  Work[[]*puzzles.Puzzle] // non-nil while the pack loads
	store    *saves.Store
	words    i18n.Words // the game's language, for the notice
}

// PuzzleData returns the app's puzzle state, made on first use with the
// saved progress read from the store; progress that cannot be read is the
// state's notice.
func (a *App) PuzzleData() *PuzzleState {
	if a.Puzzles != nil {
		return a.Puzzles
	}
	ps := &PuzzleState{store: a.Store, words: a}
	if a.Store != nil {
		p, err := a.Store.LoadPuzzles()
		if err != nil {
			ps.Notice = kit.Tell(a, err)
		}
		ps.Progress = p
	}
	a.Puzzles = ps
	return ps
}

// Ready reports whether the pack has been read (or failed to be),
// starting to read it on the first call: natively from the program, in
// the browser from the search's worker.
func (ps *PuzzleState) Ready() bool {
	if ps.Pack != nil || ps.Err != nil {
		return true
	}
	if ps.loading == nil {
		ps.loading = LoadPuzzlePack()
	}
	if !ps.loading.Done() {
		return false
	}
	ps.Pack, ps.Err = ps.loading.Result()
	ps.loading = nil
	return true
}

// Save keeps the progress; a failed save is told to the player on the
// home, and play goes on.
func (ps *PuzzleState) Save() {
	if ps.store == nil {
		return
	}
	if err := ps.store.SavePuzzles(ps.Progress); err != nil {
		ps.Notice = ps.words.T("notice.puzzlesNotSaved")
		kit.LogDetail(err)
	}
}
