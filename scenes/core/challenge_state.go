package core

import (
	"mancala/challenges"
	"mancala/i18n"
	"mancala/saves"
	"mancala/scenes/kit"
)

// ChallengeState is the built-in challenges and the player's progress,
// kept in the App so that they are loaded once: the browser and the
// board share it.
type ChallengeState struct {
	Set      *challenges.Set
	Err      error          // why the challenges could not be loaded
	Notice   string         // for the player, in the browser: the progress could not be read or saved
	Misses   map[string]int // failed attempts this session, by challenge id
	Progress saves.Progress
	loading  *Job[*challenges.Set] // non-nil while the set loads
	store    *saves.Store
	words    i18n.Words // the game's language, for the notice
}

// ChallengeData returns the app's challenge state, made on first use with
// the saved progress read from the store; progress that cannot be read is
// the state's notice, for the browser to show.
func (a *App) ChallengeData() *ChallengeState {
	if a.Challenges != nil {
		return a.Challenges
	}
	cs := &ChallengeState{store: a.Store, words: a, Misses: map[string]int{}}
	if a.Store != nil {
		p, err := a.Store.LoadProgress()
		if err != nil {
			cs.Notice = kit.Tell(a, err)
		}
		cs.Progress = p
	}
	if cs.Progress.Solved == nil {
		cs.Progress.Solved = map[string]saves.Solved{}
	}
	a.Challenges = cs
	return cs
}

// Ready reports whether the set has loaded (or failed to), starting the
// loading off the frame on the first call. Loading validates and proves
// every challenge: about 0.15 s of CPU natively, once per run.
func (cs *ChallengeState) Ready() bool {
	if cs.Set != nil || cs.Err != nil {
		return true
	}
	if cs.loading == nil {
		cs.loading = StartJob(challenges.Embedded)
	}
	if !cs.loading.Done() {
		return false
	}
	cs.Set, cs.Err = cs.loading.Result()
	cs.loading = nil
	return true
}

// Wait blocks until the set has loaded: for tests and for a board opened
// straight into a challenge.
func (cs *ChallengeState) Wait() {
	if !cs.Ready() {
		cs.Set, cs.Err = cs.loading.Wait()
		cs.loading = nil
	}
}

// Solved returns the player's best result on challenge id.
func (cs *ChallengeState) Solved(id string) (saves.Solved, bool) {
	s, ok := cs.Progress.Solved[id]
	return s, ok
}

// Record keeps a met attempt when it beats the best so far, and saves the
// progress. A failed save is told to the player when the browser shows
// again.
func (cs *ChallengeState) Record(c *challenges.Challenge, r challenges.Result) {
	if r.Status != challenges.Met {
		return
	}
	old, ok := cs.Progress.Solved[c.ID]
	if ok && !betterSolve(c.Goal.Kind, r, old) {
		return
	}
	cs.Progress.Solved[c.ID] = saves.Solved{Score: r.Score, Moves: r.Moves}
	if cs.store == nil {
		return
	}
	if err := cs.store.SaveProgress(cs.Progress); err != nil {
		cs.Notice = cs.words.T("notice.progressNotSaved")
		kit.LogDetail(err)
	}
}

// betterSolve reports whether result r beats the saved best old: more seeds,
// extra turns or margin, or fewer turns for the goals that count turns;
// on a tie, fewer moves.
func betterSolve(k challenges.Kind, r challenges.Result, old saves.Solved) bool {
	if r.Score == old.Score {
		return r.Moves < old.Moves
	}
	if k == challenges.WinIn || k == challenges.Immobilise {
		return r.Score < old.Score
	}
	return r.Score > old.Score
}

// Next returns the challenge to play after c: the next unsolved one of the
// same game, wrapping round; when all of that game are solved, the next in
// the set's order (the first after the last).
func (cs *ChallengeState) Next(c *challenges.Challenge) *challenges.Challenge {
	if cs.Set == nil {
		return c
	}
	same := cs.Set.Variant(c.Variant())
	at := 0
	for i, o := range same {
		if o.ID == c.ID {
			at = i
		}
	}
	for k := 1; k < len(same); k++ {
		o := same[(at+k)%len(same)]
		if _, done := cs.Solved(o.ID); !done {
			return o
		}
	}
	if n, ok := cs.Set.Next(c.ID); ok {
		return n
	}
	return cs.Set.All()[0]
}

// SolvedCount returns how many of list the player has solved.
func (cs *ChallengeState) SolvedCount(list []*challenges.Challenge) int {
	n := 0
	for _, c := range list {
		if _, ok := cs.Solved(c.ID); ok {
			n++
		}
	}
	return n
}
