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
		Players: players, Finished: a.Finished}
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
	names := dir.names(ctx, st)
	for _, w := range ws {
		if f, err := proto.Encode(d.view(st, names, w.Player(), now)); err == nil {
			w.Deliver(f)
		}
	}
}

// names returns the players of the standings as lists show them.
func (dir *Director) names(ctx context.Context, st []arena.Standing) map[store.PlayerID]proto.Player {
	ids := make([]store.PlayerID, len(st))
	for i, s := range st {
		ids[i] = store.PlayerID(s.Entry.Player)
	}
	return dir.cfg.Host.Players(ctx, ids)
}

// view is the arena's state as player sees it: the top lines, their own,
// and the games of the best-placed players in progress.
func (d *directed) view(st []arena.Standing, names map[store.PlayerID]proto.Player, player store.PlayerID, now time.Time) *proto.ArenaState {
	v := &proto.ArenaState{Info: info(d.cfg, len(st)), Now: now.Unix()}
	seen := map[string]bool{}
	for _, s := range st {
		l := line(s, names)
		if s.Rank <= TopLines {
			v.Top = append(v.Top, l)
		}
		if s.Entry.Player == string(player) {
			v.Me = &l
		}
		if g := s.Entry.Playing; g != "" && !seen[g] && len(v.Games) < 3 {
			seen[g] = true
			v.Games = append(v.Games, d.gameInfo(g, names))
		}
	}
	return v
}

// line is one standing as the protocol writes it.
func line(s arena.Standing, names map[store.PlayerID]proto.Player) proto.ArenaLine {
	e := s.Entry
	p := names[store.PlayerID(e.Player)]
	if p.ID == "" {
		p = proto.Player{ID: e.Player, Name: e.Player}
	}
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
func (d *directed) gameInfo(id string, names map[store.PlayerID]proto.Player) proto.GameInfo {
	gi := proto.GameInfo{Game: id, Variant: d.cfg.Spec, Clock: d.cfg.Clock.String(), Rated: d.cfg.Rated}
	for _, g := range d.a.Playing() {
		if g.ID == id {
			gi.South, gi.North = names[store.PlayerID(g.South)], names[store.PlayerID(g.North)]
		}
	}
	return gi
}
