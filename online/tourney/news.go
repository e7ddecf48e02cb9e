package tourney

import (
	"context"
	"strconv"
	"strings"
	"time"

	"mancala/online/arena"
	"mancala/online/proto"
	"mancala/online/store"
)

// TopLines is how many lines of the standings every watcher sees (a
// frame's size bounds it); a player further down sees their own too.
const TopLines = 15

// sheetGames is how many of a player's latest games their sheet shows.
const sheetGames = 8

// info is the arena as lists show it.
func info(a store.Arena, players int) proto.ArenaInfo {
	return proto.ArenaInfo{ID: string(a.ID), Name: a.Name, Variant: a.Spec, Clock: a.Clock.String(),
		Rated: a.Rated, Private: a.PasswordHash != nil, Starts: a.Starts.Unix(), Ends: a.Ends.Unix(),
		Players: players, Finished: a.Finished, Bots: a.Bots}
}

// tell sends the arena's state to its watchers, here and, through the
// relay, on the other processes.
func (dir *Director) tell(ctx context.Context, d *directed, now time.Time) {
	if r := dir.relayed(); r != nil {
		r.Changed(d.cfg.ID)
	}
	dir.show(ctx, d, now)
}

// Refresh shows the arena's watchers here its stored state: another
// process has changed it.
func (dir *Director) Refresh(ctx context.Context, id store.ArenaID) {
	if len(dir.watchersOf(id)) == 0 {
		return
	}
	a, err := dir.cfg.Host.Store().Arena(ctx, id)
	if err != nil {
		return
	}
	if d, err := resume(a); err == nil {
		dir.show(ctx, d, dir.cfg.Host.Now())
	}
}

// show sends the arena's state to its watchers on this process.
func (dir *Director) show(ctx context.Context, d *directed, now time.Time) {
	ws := dir.watchersOf(d.cfg.ID)
	if len(ws) == 0 {
		return
	}
	st := d.a.Standings()
	b := d.board(st, dir.names(ctx, st), now)
	for _, w := range ws {
		if f, err := proto.Encode(b.view(w.Player())); err == nil {
			w.Deliver(f)
		}
	}
}

// names returns the players of the standings as lists show them: from
// the director's cache, reading from the store only the players it has
// not seen (a thousand players' names are not read every second).
func (dir *Director) names(ctx context.Context, st []arena.Standing) map[store.PlayerID]proto.Player {
	var missing []store.PlayerID
	dir.mu.Lock()
	for _, s := range st {
		if _, ok := dir.known[store.PlayerID(s.Entry.Player)]; !ok {
			missing = append(missing, store.PlayerID(s.Entry.Player))
		}
	}
	dir.mu.Unlock()
	var read map[store.PlayerID]proto.Player
	if len(missing) > 0 {
		read = dir.cfg.Host.Players(ctx, missing)
	}
	dir.mu.Lock()
	defer dir.mu.Unlock()
	for id, p := range read {
		dir.known[id] = p
	}
	out := make(map[store.PlayerID]proto.Player, len(st))
	for _, s := range st {
		id := store.PlayerID(s.Entry.Player)
		out[id] = dir.known[id]
	}
	return out
}

// board is the arena's state once for all its watchers: what everyone
// sees, and each player's own line.
type board struct {
	all   proto.ArenaState
	lines map[store.PlayerID]proto.ArenaLine
}

// board makes the arena's board from its standings: the top lines and
// the games of the best-placed players in progress.
func (d *directed) board(st []arena.Standing, names map[store.PlayerID]proto.Player, now time.Time) board {
	b := board{all: proto.ArenaState{Info: info(d.cfg, len(st)), Now: now.Unix()},
		lines: make(map[store.PlayerID]proto.ArenaLine, len(st))}
	games := map[string]arena.Game{}
	for _, g := range d.a.Playing() {
		games[g.ID] = g
	}
	for _, s := range st {
		l := line(s, names)
		b.lines[store.PlayerID(s.Entry.Player)] = l
		if s.Rank <= TopLines {
			b.all.Top = append(b.all.Top, l)
		}
		if g, ok := games[s.Entry.Playing]; ok && len(b.all.Games) < 3 {
			delete(games, g.ID)
			b.all.Games = append(b.all.Games, d.gameInfo(g, names))
		}
	}
	return b
}

// view is the board as player sees it: with their own line.
func (b board) view(player store.PlayerID) *proto.ArenaState {
	v := b.all
	if l, ok := b.lines[player]; ok {
		v.Me = &l
	}
	return &v
}

// line is one standing as the protocol writes it.
func line(s arena.Standing, names map[store.PlayerID]proto.Player) proto.ArenaLine {
	e := s.Entry
	p := names[store.PlayerID(e.Player)]
	if p.ID == "" {
		p = proto.Player{ID: e.Player, Name: e.Player}
	}
	p.Rating = e.Rating // as they joined
	return proto.ArenaLine{Rank: s.Rank, Player: p, Score: e.Score, Fire: e.Fire, Sheet: sheet(e.Played),
		Playing: e.Playing, Away: e.Away || e.Withdrawn}
}

// sheet writes the points of the latest games: "2 2 4 0 -".
func sheet(played []arena.Played) string {
	played = played[max(0, len(played)-sheetGames):]
	words := make([]string, len(played))
	for i, p := range played {
		words[i] = strconv.Itoa(p.Points)
		if p.Outcome == arena.Abort {
			words[i] = "-"
		}
	}
	return strings.Join(words, " ")
}

// gameInfo is a game in progress as the arena's list shows it.
func (d *directed) gameInfo(g arena.Game, names map[store.PlayerID]proto.Player) proto.GameInfo {
	return proto.GameInfo{Game: g.ID, Variant: d.cfg.Spec, Clock: d.cfg.Clock.String(), Rated: d.cfg.Rated,
		South: names[store.PlayerID(g.South)], North: names[store.PlayerID(g.North)]}
}
