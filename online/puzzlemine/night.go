package puzzlemine

import (
	"context"
	"fmt"
	"time"

	"mancala/engine"
	"mancala/online/puzzleclub"
	"mancala/online/store"
	"mancala/puzzles"
)

// Mine mines the night due now, when it has not been mined and no other
// process mines it: the games ended since the miner's place (up to
// MaxGames, the earliest first), each game's puzzles stored with the
// place past it, resting as long as it worked after each. Report.Done
// says whether the night is over (mined here or elsewhere). A context
// that ends stops it within a position, the game under way not stored.
func (m *Miner) Mine(ctx context.Context) (Report, error) {
	now := m.cfg.Clock.Now()
	rep := Report{Night: m.Night(now)}
	held, place, err := m.cfg.Store.TakeMining(ctx, m.cfg.Owner, rep.Night, now, now.Add(m.cfg.Lease))
	if err != nil || !held {
		rep.Done = err == nil && place.Night >= rep.Night
		return rep, err
	}
	games, err := m.cfg.Store.GamesEndedAfter(ctx, place, now.Add(-m.cfg.Settle), m.cfg.MaxGames)
	if err != nil {
		return rep, err
	}
	rep.Of, m.seen = len(games), map[string]bool{}
	m.log.Info(fmt.Sprintf("puzzles: mining the night of %s: %d games", rep.Night, rep.Of), "owner", m.cfg.Owner)
	for _, g := range games {
		if err := m.mineGame(ctx, g, &rep); err != nil {
			return rep, err
		}
		place.Ended, place.Game = g.Ended, g.ID
	}
	place.Night, rep.Done = rep.Night, true
	t := m.cfg.Clock.Now()
	err = m.cfg.Store.SaveMining(ctx, m.cfg.Owner, store.MineSave{Place: place, Done: true, At: t, Expires: t})
	m.progress(rep)
	return rep, err
}

// mineGame mines one game, stores its puzzles with the place past it,
// tells its progress and rests as long as it worked.
func (m *Miner) mineGame(ctx context.Context, g store.Game, rep *Report) error {
	start := m.cfg.Clock.Now()
	found, examined, err := m.puzzlesOf(ctx, g.ID)
	if ctx.Err() != nil {
		return ctx.Err()
	}
	if err != nil {
		m.log.Warn("puzzles: a game could not be mined", "game", g.ID, "err", err)
	}
	t := m.cfg.Clock.Now()
	worked := t.Sub(start)
	rep.Games, rep.Positions, rep.Puzzles, rep.Worked = rep.Games+1, rep.Positions+examined, rep.Puzzles+len(found), rep.Worked+worked
	place := store.MinePlace{Ended: g.Ended, Game: g.ID}
	if err := m.cfg.Store.SaveMining(ctx, m.cfg.Owner, store.MineSave{Place: place, Puzzles: found, At: t,
		Expires: t.Add(m.cfg.Lease)}); err != nil {
		return err
	}
	m.progress(*rep)
	if !m.sleep(ctx, worked) {
		return ctx.Err()
	}
	return nil
}

// puzzlesOf mines game id: its puzzles as the store keeps them (ids the
// game's and the ply's, "g123-17") and the positions examined. A
// position examined before this night is not examined again.
func (m *Miner) puzzlesOf(ctx context.Context, id store.GameID) ([]store.NewPuzzle, int, error) {
	sg, err := m.cfg.Store.Game(ctx, id)
	if err != nil {
		return nil, 0, err
	}
	g, err := replay(sg)
	if err != nil {
		return nil, 0, err
	}
	name := func(ply int) (string, string) {
		return fmt.Sprintf("%s-%d", id, ply), fmt.Sprintf("club %s ply %d", id, ply)
	}
	skip := func(p engine.Position) bool {
		key := engine.FormatPosition(g.Rules(), p)
		seen := m.seen[key]
		m.seen[key] = true
		return seen
	}
	var found []store.NewPuzzle
	mined := m.cfg.Clock.Now()
	examined := puzzles.MineGame(ctx, g, name, skip, func(p *puzzles.Puzzle) {
		found = append(found, puzzleclub.Stored(p, string(id), mined))
	})
	return found, examined, nil
}

// replay is a stored game as the engine plays it.
func replay(sg store.Game) (*engine.Game, error) {
	r, err := engine.ParseRules(sg.Spec)
	if err != nil {
		return nil, err
	}
	g := engine.NewGame(r, r.Start(sg.First))
	for _, mv := range sg.Moves {
		m, err := engine.ParseMove(r, mv.Move)
		if err == nil {
			err = g.Play(m, nil)
		}
		if err != nil {
			return nil, fmt.Errorf("ply %d: %w", mv.Ply, err)
		}
	}
	return g, nil
}

// progress writes a progress line after every Every games and at the
// night's end, and tells Progress.
func (m *Miner) progress(rep Report) {
	if rep.Done || rep.Games%m.cfg.Every == 0 {
		m.log.Info(fmt.Sprintf("puzzles: mined %d/%d games, %d puzzles, %d s", rep.Games, rep.Of, rep.Puzzles,
			int(rep.Worked.Round(time.Second)/time.Second)), "night", rep.Night, "positions", rep.Positions)
	}
	if m.cfg.Progress != nil {
		m.cfg.Progress(rep)
	}
}
