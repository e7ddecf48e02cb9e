package tourney

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"mancala/engine"
	"mancala/online/arena"
	"mancala/online/store"
)

// directed is an arena this process directs: its settings, its rules'
// state, and the ended games it has read since its last save.
type directed struct {
	cfg  store.Arena
	a    *arena.Arena
	read []store.GameID // marked read by the next save, with the state they changed
	// news waits to be told (a change since lastNews, by the wall clock):
	// an arena's watchers hear of its changes at most every NewsEvery.
	news     bool
	lastNews time.Time
}

// NewsEvery is how often at most an arena's watchers are sent its state:
// a thousand players' games ending must not make a thousand frames each.
const NewsEvery = time.Second

// resume makes the arena stored as a ready to direct: from its saved
// state, or empty before the first save.
func resume(a store.Arena) (*directed, error) {
	d := &directed{cfg: a, a: arena.New(a.Ends)}
	if a.State != nil {
		var s arena.State
		if err := json.Unmarshal(a.State, &s); err != nil {
			return nil, err
		}
		d.a = arena.FromState(s)
	}
	return d, nil
}

// run is one round of the arena at now: the requests, the games that
// ended, a pairing, one save, then the rooms, the answers and the news.
// It reports whether the arena is still directed here.
func (d *directed) run(ctx context.Context, dir *Director, reqs []request, now time.Time) bool {
	changed := false
	for i := range reqs {
		changed = d.apply(&reqs[i], now) || changed
	}
	ended, err := d.readEnds(ctx, dir.cfg.Host.Store())
	if err != nil {
		dir.cfg.Log.Error("tourney: reading ended games failed", "arena", d.cfg.ID, "err", err)
	}
	var games []arena.Game
	if !now.Before(d.cfg.Starts) {
		games = d.a.Pair(now, dir.cfg.NewGameID)
	}
	over := !now.Before(d.cfg.Ends)
	if !changed && ended == 0 && len(games) == 0 && !over {
		answer(reqs, nil)
		d.tellDue(ctx, dir, now)
		return true
	}
	state, _ := json.Marshal(d.a.State())
	news := d.save(ctx, dir, state, games, over, now)
	if news != nil {
		answer(reqs, news)
		dir.cfg.Log.Error("tourney: saving an arena failed", "arena", d.cfg.ID, "err", news)
		return d.reload(ctx, dir)
	}
	d.read, d.cfg.Finished = nil, over // the news below says it is over
	d.open(dir, games, now)
	answer(reqs, nil)
	d.news = true
	d.tellDue(ctx, dir, now)
	if over && d.news {
		dir.tell(ctx, d, now) // the final table at once
	}
	return !over
}

// tellDue tells the arena's news when there is some and NewsEvery has
// passed since the last.
func (d *directed) tellDue(ctx context.Context, dir *Director, now time.Time) {
	if d.news && time.Since(d.lastNews) >= NewsEvery {
		d.news, d.lastNews = false, time.Now()
		dir.tell(ctx, d, now)
	}
}

// apply takes a join or a pause into the arena's state, and reports
// whether it did.
func (d *directed) apply(r *request, now time.Time) bool {
	var err error
	if r.Join {
		err = d.a.Join(string(r.Player), r.Rating, now)
	} else {
		err = d.a.Pause(string(r.Player))
	}
	if err != nil {
		r.answer <- err
		r.answer = nil
	}
	return err == nil
}

// answer tells every request still waiting how its round went.
func answer(reqs []request, err error) {
	for _, r := range reqs {
		if r.answer != nil {
			r.answer <- err
		}
	}
}

// save stores the state and the new games, by this process's lease.
func (d *directed) save(ctx context.Context, dir *Director, state []byte, games []arena.Game, over bool, now time.Time) error {
	sv := store.ArenaSave{State: state, Read: d.read, Finished: over, At: now}
	for _, g := range games {
		sv.Games = append(sv.Games, d.newGame(g, now))
	}
	return dir.cfg.Host.Store().SaveArena(ctx, dir.cfg.Owner, d.cfg.ID, sv)
}

// reload takes the arena back as stored after a failed save; false when
// this process no longer directs it.
func (d *directed) reload(ctx context.Context, dir *Director) bool {
	a, err := dir.cfg.Host.Store().Arena(ctx, d.cfg.ID)
	if err != nil {
		return false
	}
	fresh, err := resume(a)
	if err != nil || a.Finished {
		return false
	}
	*d = *fresh
	return true
}

// newGame is the stored game of a game the arena paired at now; its first
// mover is South.
func (d *directed) newGame(g arena.Game, now time.Time) store.NewGame {
	return store.NewGame{ID: store.GameID(g.ID), Settings: d.cfg.Settings, South: store.PlayerID(g.South),
		North: store.PlayerID(g.North), First: engine.South, Created: now}
}

// open opens the rooms of the games just stored at now.
func (d *directed) open(dir *Director, games []arena.Game, now time.Time) {
	for _, g := range games {
		ng := d.newGame(g, now)
		ng.Arena = d.cfg.ID
		if err := dir.cfg.Host.StartGame(store.Game{NewGame: ng}); err != nil {
			dir.cfg.Log.Error("tourney: opening an arena game failed", "game", g.ID, "err", err)
		}
	}
}

// readEnds takes into the arena the ended games no save has marked read
// (who went berserk, how many moves each made, the result and who left a
// game unplayed), scoring those that ended before the arena did, and
// returns how many it read: the next save marks them read. A stored game
// that cannot be replayed is read unscored and named in the error, so
// that it does not hold up the games after it.
func (d *directed) readEnds(ctx context.Context, st store.Store) (int, error) {
	gs, err := st.ArenaGamesUnread(ctx, d.cfg.ID)
	if err != nil {
		return 0, err
	}
	var unscored error
	for _, g := range gs {
		if g.Ended.Before(d.cfg.Ends) {
			if err := d.finish(g); err != nil && !errors.Is(err, arena.ErrUnknown) {
				unscored = errors.Join(unscored, fmt.Errorf("game %s not scored: %w", g.ID, err))
			}
		}
		d.read = append(d.read, g.ID)
	}
	return len(gs), unscored
}

// finish scores one ended game (ErrUnknown: not in progress here, e.g.
// read twice). A game that cannot be replayed scores nothing and frees
// both players, as an abort that is neither's.
func (d *directed) finish(g store.Game) error {
	id, players := string(g.ID), [2]string{string(g.South), string(g.North)}
	moves, err := movesBySide(g)
	if err != nil {
		_ = d.a.Finish(id, arena.Aborted, "", g.Ended) // both free again; ErrUnknown: not in progress here
		return fmt.Errorf("it cannot be replayed, so it counts as aborted by nobody: %w", err)
	}
	for s, p := range players {
		if g.Berserk[s] {
			if err := d.a.Berserk(id, p); err != nil {
				return err
			}
		}
		for range moves[s] {
			d.a.Moved(id, p)
		}
	}
	r, left := resultOf(g, moves)
	return d.a.Finish(id, r, left, g.Ended)
}

// movesBySide counts each side's moves in g, replaying them.
func movesBySide(g store.Game) ([2]int, error) {
	var n [2]int
	rules, err := engine.ParseRules(g.Spec)
	if err != nil {
		return n, err
	}
	game := engine.NewGame(rules, rules.Start(g.First))
	for _, m := range g.Moves {
		mover := game.Position().ToMove
		mv, err := engine.ParseMove(rules, m.Move)
		if err == nil {
			err = game.Play(mv, nil)
		}
		if err != nil {
			return n, err
		}
		n[mover]++
	}
	return n, nil
}

// resultOf is the arena's result of g and, for an aborted game, who left
// it unplayed: who pressed Abort, else the first who had not moved (the
// first-move time ran out on them).
func resultOf(g store.Game, moves [2]int) (arena.Result, string) {
	players := [2]string{string(g.South), string(g.North)}
	switch g.Result {
	case store.SouthWon:
		return arena.SouthWins, ""
	case store.NorthWon:
		return arena.NorthWins, ""
	case store.Draw:
		return arena.Draw, ""
	}
	switch {
	case g.By == engine.South.String():
		return arena.Aborted, players[0]
	case g.By == engine.North.String():
		return arena.Aborted, players[1]
	case moves[0] == 0:
		return arena.Aborted, players[0]
	}
	return arena.Aborted, players[1]
}
