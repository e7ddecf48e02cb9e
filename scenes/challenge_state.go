package scenes

import (
	"mancala/challenges"
	"mancala/saves"
)

// challengeState is the built-in challenges and the player's progress,
// kept in the App so that they are loaded once: the browser and the
// board share it.
type challengeState struct {
	set      *challenges.Set
	err      error          // why the challenges could not be loaded
	notice   string         // for the player, in the browser: the progress could not be read or saved
	misses   map[string]int // failed attempts this session, by challenge id
	progress saves.Progress
	loading  chan loadedSet // non-nil while the set loads
	store    *saves.Store
}

// loadedSet is what the loading goroutine hands back.
type loadedSet struct {
	set *challenges.Set
	err error
}

// challengeData returns the app's challenge state, made on first use with
// the saved progress read from the store; progress that cannot be read is
// the state's notice, for the browser to show.
func (a *App) challengeData() *challengeState {
	if a.Challenges != nil {
		return a.Challenges
	}
	cs := &challengeState{store: a.Store, misses: map[string]int{}}
	if a.Store != nil {
		p, err := a.Store.LoadProgress()
		if err != nil {
			cs.notice = tell(err)
		}
		cs.progress = p
	}
	if cs.progress.Solved == nil {
		cs.progress.Solved = map[string]saves.Solved{}
	}
	a.Challenges = cs
	return cs
}

// ready reports whether the set has loaded (or failed to), starting the
// loading off the frame on the first call. Loading validates and proves
// every challenge: about 0.15 s of CPU natively, once per run.
func (cs *challengeState) ready() bool {
	if cs.set != nil || cs.err != nil {
		return true
	}
	if cs.loading == nil {
		ch := make(chan loadedSet, 1)
		cs.loading = ch
		go func() {
			s, err := challenges.Embedded()
			ch <- loadedSet{s, err}
		}()
	}
	select {
	case l := <-cs.loading:
		cs.set, cs.err, cs.loading = l.set, l.err, nil
		return true
	default:
		return false
	}
}

// wait blocks until the set has loaded: for tests and for a board opened
// straight into a challenge.
func (cs *challengeState) wait() {
	for !cs.ready() {
		l := <-cs.loading
		cs.set, cs.err, cs.loading = l.set, l.err, nil
	}
}

// solved returns the player's best result on challenge id.
func (cs *challengeState) solved(id string) (saves.Solved, bool) {
	s, ok := cs.progress.Solved[id]
	return s, ok
}

// record keeps a met attempt when it beats the best so far, and saves the
// progress. A failed save is told to the player when the browser shows
// again.
func (cs *challengeState) record(c *challenges.Challenge, r challenges.Result) {
	if r.Status != challenges.Met {
		return
	}
	old, ok := cs.progress.Solved[c.ID]
	if ok && !betterSolve(c.Goal.Kind, r, old) {
		return
	}
	cs.progress.Solved[c.ID] = saves.Solved{Score: r.Score, Moves: r.Moves}
	if cs.store == nil {
		return
	}
	if err := cs.store.SaveProgress(cs.progress); err != nil {
		cs.notice = "Your challenge progress could not be saved; play goes on."
		logDetail(err)
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

// next returns the challenge to play after c: the next unsolved one of the
// same game, wrapping round; when all of that game are solved, the next in
// the set's order (the first after the last).
func (cs *challengeState) next(c *challenges.Challenge) *challenges.Challenge {
	if cs.set == nil {
		return c
	}
	same := cs.set.Variant(c.Variant())
	at := 0
	for i, o := range same {
		if o.ID == c.ID {
			at = i
		}
	}
	for k := 1; k < len(same); k++ {
		o := same[(at+k)%len(same)]
		if _, done := cs.solved(o.ID); !done {
			return o
		}
	}
	if n, ok := cs.set.Next(c.ID); ok {
		return n
	}
	return cs.set.All()[0]
}

// solvedCount returns how many of list the player has solved.
func (cs *challengeState) solvedCount(list []*challenges.Challenge) int {
	n := 0
	for _, c := range list {
		if _, ok := cs.solved(c.ID); ok {
			n++
		}
	}
	return n
}
