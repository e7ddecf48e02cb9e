package server

import (
	"context"
	"math"
	"net/http"
	"sort"
	"strings"
	"time"

	"mancala/engine"
	"mancala/online/proto"
	"mancala/online/store"
)

// List sizes.
const (
	maxLiveList    = 100
	maxChallenges  = 50
	maxLeaderboard = 100
	maxRecent      = 20
)

// list answers the lobby's lists.
func (c *conn) list(m *proto.List) {
	ctx, cancel := c.storeCtx()
	defer cancel()
	out := &proto.Lists{What: m.What}
	var err error
	switch m.What {
	case "games":
		out.Games = withoutPositions(c.s.liveGames(ctx))
	case "challenges":
		out.Challenges, err = c.s.challenges(ctx, c.player.ID)
	case "leaderboard", "bots":
		out.Leaderboard, err = c.s.leaderboard(ctx, m.What == "bots")
	case "recent":
		out.Games, err = recentNamed(ctx, c.s, c.player.ID, maxRecent)
	case "counts":
		out.Counts = clubCounts(c.s)
	case "lobby":
		out.Lobby, err = lobbyOf(ctx, c.s, c.player.ID)
	}
	if err != nil {
		c.s.cfg.Log.Error("server: a list failed", "what", m.What, "err", err)
		c.refuse(proto.ErrInternal, "server: the list could not be read")
		return
	}
	if out.Lobby != nil {
		trimLobby(out)
	}
	trimToFrame(out)
	c.send(out)
}

// trimToFrame drops the list's last lines until it fits in one frame.
func trimToFrame(l *proto.Lists) {
	for {
		if _, err := proto.Encode(l); err == nil {
			return
		}
		switch {
		case len(l.Games) > 0:
			l.Games = l.Games[:len(l.Games)/2]
		case len(l.Challenges) > 0:
			l.Challenges = l.Challenges[:len(l.Challenges)/2]
		case len(l.Leaderboard) > 0:
			l.Leaderboard = l.Leaderboard[:len(l.Leaderboard)/2]
		default:
			return
		}
	}
}

// liveGames lists the games being played: rated ones first, then by the
// better player's rating. In a cluster the store says which games are
// live: one that no process listed (its owner lost its lease and another
// is taking it over, or its answer came late on a busy machine) is listed
// from its stored record, and one that two processes listed (the old
// owner closing its room as the new one opens it) once.
func (s *Server) liveGames(ctx context.Context) []proto.GameInfo {
	out := s.localGames(ctx)
	if s.cluster != nil {
		out = s.withStoredGames(ctx, onceEach(append(out, s.cluster.OthersGames(ctx)...)))
	}
	best := func(g proto.GameInfo) float64 { return math.Max(g.South.Rating, g.North.Rating) }
	sort.Slice(out, func(i, j int) bool {
		if out[i].Rated != out[j].Rated {
			return out[i].Rated
		}
		return best(out[i]) > best(out[j])
	})
	return out[:min(len(out), maxLiveList)]
}

// onceEach keeps the first line of each game.
func onceEach(games []proto.GameInfo) []proto.GameInfo {
	seen := map[string]bool{}
	out := games[:0]
	for _, g := range games {
		if !seen[g.Game] {
			seen[g.Game] = true
			out = append(out, g)
		}
	}
	return out
}

// withStoredGames adds to listed the store's unfinished games missing
// from it, read from the store.
func (s *Server) withStoredGames(ctx context.Context, listed []proto.GameInfo) []proto.GameInfo {
	ids, err := s.cfg.Store.OngoingGames(ctx, maxLiveList)
	if err != nil {
		return listed
	}
	seen := map[string]bool{}
	for _, g := range listed {
		seen[g.Game] = true
	}
	for _, id := range ids {
		if seen[string(id)] {
			continue
		}
		if info, ok := s.storedGameInfo(ctx, id); ok {
			listed = append(listed, info)
		}
	}
	return listed
}

// storedGameInfo is the live games list's line of an unfinished game as
// the store holds it.
func (s *Server) storedGameInfo(ctx context.Context, id store.GameID) (proto.GameInfo, bool) {
	g, err := s.cfg.Store.Game(ctx, id)
	if err != nil || g.Result != store.Ongoing {
		return proto.GameInfo{}, false
	}
	info := proto.GameInfo{Game: string(g.ID), Variant: g.Spec, Clock: g.Clock.String(), Rated: g.Rated, Plies: g.Plies}
	for _, side := range []struct {
		to *proto.Player
		id store.PlayerID
	}{{&info.South, g.South}, {&info.North, g.North}} {
		p, err := s.cfg.Store.Player(ctx, side.id)
		if err != nil {
			return proto.GameInfo{}, false
		}
		*side.to = publicPlayer(p)
	}
	return info, true
}

// localGames returns the games of the rooms of this process.
func (s *Server) localGames(ctx context.Context) []proto.GameInfo {
	var out []proto.GameInfo
	for _, r := range s.lobby.all() {
		info, over, err := r.Info(ctx)
		if err == nil && !over {
			out = append(out, info)
		}
	}
	return out
}

// challenges are the challenges addressed to the player, then the open
// ones.
func (s *Server) challenges(ctx context.Context, me store.PlayerID) ([]proto.Challenge, error) {
	mine, err := s.cfg.Store.InvitesFor(ctx, me, s.now(), maxChallenges)
	if err != nil {
		return nil, err
	}
	open, err := s.cfg.Store.OpenInvites(ctx, s.now(), maxChallenges)
	if err != nil {
		return nil, err
	}
	names := namer{s: s, seen: map[store.PlayerID]proto.Player{}}
	var out []proto.Challenge
	for _, inv := range append(mine, open...) {
		out = append(out, proto.Challenge{Code: inv.Code, Player: names.player(ctx, inv.Creator), Variant: inv.Spec,
			Clock: inv.Clock.String(), Rated: inv.Rated, ForYou: inv.For == me})
	}
	return out, nil
}

// leaderboard is the ladder's top 100, the players' or the bots';
// publicPlayer marks ratings with a deviation over rating.ProvisionalRD
// provisional.
func (s *Server) leaderboard(ctx context.Context, bots bool) ([]proto.Player, error) {
	ps, err := s.cfg.Store.Leaderboard(ctx, maxLeaderboard, bots)
	out := make([]proto.Player, 0, len(ps))
	for _, p := range ps {
		out = append(out, publicPlayer(p))
	}
	return out, err
}

// serveGame sends a game in the engine protocol's words, so that
// cmd/mancala-engine (or anything that speaks it) replays it:
//
//	variant kalah pits=6 seeds=4 ...
//	position 4,4,4,4,4,4/4,4,4,4,4,4 0 0 s moves 3 6 1 ...
//
// The X-Result header gives the result ("ongoing" while it is played).
func (s *Server) serveGame(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), 10*time.Second)
	defer cancel()
	g, err := s.cfg.Store.Game(ctx, store.GameID(r.PathValue("id")))
	if err != nil {
		httpError(w, http.StatusNotFound, "server: no such game")
		return
	}
	rules, err := engine.ParseRules(g.Spec)
	if err != nil {
		httpError(w, http.StatusInternalServerError, "server: the game's variant is unreadable")
		return
	}
	moves := g.Moves
	if g.Rated && g.Result == store.Ongoing { // as late as spectators see it
		moves = moves[:max(len(moves)-s.cfg.SpectatorDelay, 0)]
	}
	var b strings.Builder
	b.WriteString("variant " + rules.String() + "\nposition " + engine.FormatPosition(rules, rules.Start(g.First)))
	if len(moves) > 0 {
		b.WriteString(" moves")
		for _, m := range moves {
			b.WriteString(" " + m.Move)
		}
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("X-Result", g.Result.String())
	w.Write([]byte(b.String() + "\n"))
}

// withoutPositions drops the games' positions, which only the lobby's
// few games to watch carry: the list of every live game stays short.
func withoutPositions(gs []proto.GameInfo) []proto.GameInfo {
	for i := range gs {
		gs[i].Position = ""
	}
	return gs
}
