package server

import (
	"context"
	"errors"
	"slices"
	"strings"

	"mancala/online/proto"
	"mancala/online/store"
)

// The limits of challenges and player pages.
const (
	// MaxChallengesBy is how many challenges a player may have waiting
	// for an answer at once.
	MaxChallengesBy = 3
	pageHistory     = 40 // rating points on a player's page
	pageRecent      = 8  // games on a player's page
)

// member answers what one member asks about others: challenges
// addressed to a player and player pages.
type member struct{ c *conn }

// challenge addresses a challenge to one player, who hears of it at once
// wherever they are connected.
func (m member) challenge(req *proto.ChallengePlayer) {
	c := m.c
	st, perr := settings(req.Variant, req.Clock, req.Rated)
	if perr != nil {
		c.send(perr)
		return
	}
	ctx, cancel := c.storeCtx()
	defer cancel()
	to, err := c.s.cfg.Store.Player(ctx, store.PlayerID(req.Player))
	if e := m.refusal(ctx, to, err, req.Rated); e != nil {
		c.send(e)
		return
	}
	now := c.s.now()
	inv := store.NewInvite{Code: newCode(), Creator: c.player.ID, Settings: st, For: to.ID, Created: now,
		Expires: now.Add(store.ChallengeLife)}
	if err := c.s.cfg.Store.CreateInvite(ctx, inv); err != nil {
		c.refuse(proto.ErrInternal, "server: the challenge could not be stored")
		return
	}
	c.send(&proto.Invited{Code: inv.Code, Expires: inv.Expires.Unix(), To: string(to.ID)})
	notify(c.s, to.ID, challenged(inv, *c.player, to, ""))
}

// refusal says why the challenge to player to (read with err) is refused,
// or nil.
func (m member) refusal(ctx context.Context, to store.Player, err error, rated bool) *proto.Error {
	me := m.c.player
	switch {
	case errors.Is(err, store.ErrNotFound) || err == nil && isComputer(to.ID):
		return &proto.Error{Code: proto.ErrNotFound, Message: "server: no such player to challenge"}
	case err != nil:
		return &proto.Error{Code: proto.ErrInternal, Message: "server: the player could not be read; try again"}
	case to.ID == me.ID:
		return &proto.Error{Code: proto.ErrBadMessage, Message: "server: you cannot challenge yourself"}
	case rated && (me.Guest() || to.Guest()):
		return &proto.Error{Code: proto.ErrUnauthorized, Message: "server: rated games are between registered players"}
	}
	n, err := m.c.s.cfg.Store.ChallengesBy(ctx, me.ID, m.c.s.now())
	if err == nil && n >= MaxChallengesBy {
		return &proto.Error{Code: proto.ErrBusy, Message: "server: you have challenges waiting; let them be answered first"}
	}
	return nil
}

// challenged is the news of a challenge for its players.
func challenged(inv store.NewInvite, from, to store.Player, gone string) *proto.Challenged {
	return &proto.Challenged{Code: inv.Code, From: publicPlayer(from), To: publicPlayer(to), Variant: inv.Spec,
		Clock: inv.Clock.String(), Rated: inv.Rated, Expires: inv.Expires.Unix(), Gone: gone}
}

// answer ends a challenge that its player declines or its challenger
// withdraws, and tells them both.
func (m member) answer(ctx context.Context, inv store.Invite) {
	c := m.c
	if err := c.s.cfg.Store.CancelInvite(ctx, inv.Code); err != nil {
		c.refuse(proto.ErrExpired, "server: challenge "+inv.Code+" was taken or cancelled")
		return
	}
	gone, other := "declined", inv.Creator
	if inv.Creator == c.player.ID {
		gone, other = "withdrawn", inv.For
	}
	o, err := c.s.cfg.Store.Player(ctx, other)
	if err != nil {
		return
	}
	from, to := o, *c.player
	if gone == "withdrawn" {
		from, to = to, from
	}
	news := challenged(inv.NewInvite, from, to, gone)
	c.send(news)
	notify(c.s, other, news)
}

// notify sends a message to every connection of the player, on this
// process and on the others.
func notify(s *Server, p store.PlayerID, m proto.Message) {
	frame, err := proto.Encode(m)
	if err != nil {
		s.cfg.Log.Error("server: encoding a notice failed", "type", m.Type(), "err", err)
		return
	}
	for _, c := range s.lobby.conns(p) {
		c.Deliver(frame)
	}
	if s.cluster != nil {
		s.cluster.Notify(p, frame)
	}
}

// online reports whether the player has a connection on any process.
func online(ctx context.Context, s *Server, p store.PlayerID) bool {
	if len(s.lobby.conns(p)) > 0 {
		return true
	}
	return s.cluster != nil && s.cluster.Present(ctx, p)
}

// profile answers a player's page.
func (m member) profile(req *proto.Profile) {
	c := m.c
	ctx, cancel := c.storeCtx()
	defer cancel()
	p, err := c.s.cfg.Store.Player(ctx, store.PlayerID(req.Player))
	if errors.Is(err, store.ErrNotFound) {
		c.refuse(proto.ErrNotFound, "server: no player "+req.Player)
		return
	}
	page, err := playerPage(ctx, c.s, p)
	if err != nil {
		c.s.cfg.Log.Error("server: a player's page failed", "player", p.ID, "err", err)
		c.refuse(proto.ErrInternal, "server: the player's page could not be read")
		return
	}
	c.send(page)
}

// playerPage reads everything a player's page shows.
func playerPage(ctx context.Context, s *Server, p store.Player) (*proto.PlayerPage, error) {
	page := &proto.PlayerPage{Player: publicPlayer(p), Since: p.Created.Unix(), Online: online(ctx, s, p.ID)}
	recs, err := s.cfg.Store.PlayerRecord(ctx, p.ID)
	if err != nil {
		return nil, err
	}
	page.Records = records(recs)
	hist, err := s.cfg.Store.RatingHistory(ctx, p.ID, pageHistory)
	if err != nil {
		return nil, err
	}
	for _, h := range slices.Backward(hist) {
		page.History = append(page.History, proto.RatingAt{At: h.At.Unix(), Rating: round1(h.Rating)})
	}
	if page.Recent, err = recentNamed(ctx, s, p.ID, pageRecent); err != nil {
		return nil, err
	}
	trimPage(page)
	return page, nil
}

// records adds up a player's records by variant: Kalah's options apart,
// a game is a game.
func records(recs []store.Record) []proto.Record {
	var out []proto.Record
	for _, r := range recs {
		v, _, _ := strings.Cut(r.Spec, " ")
		i := slices.IndexFunc(out, func(o proto.Record) bool { return o.Variant == v })
		if i < 0 {
			out, i = append(out, proto.Record{Variant: v}), len(out)
		}
		out[i].Won, out[i].Drawn, out[i].Lost = out[i].Won+r.Won, out[i].Drawn+r.Drawn, out[i].Lost+r.Lost
	}
	return out
}

// trimPage drops the oldest rating points, then the last games, until
// the page fits in one frame.
func trimPage(page *proto.PlayerPage) {
	for {
		if _, err := proto.Encode(page); err == nil {
			return
		}
		switch {
		case len(page.Recent) > 2:
			page.Recent = page.Recent[:len(page.Recent)-1]
		case len(page.History) > 0:
			page.History = page.History[len(page.History)/2:]
		default:
			page.Recent = nil
		}
	}
}

// recentNamed is the player's last n finished games with both players'
// names.
func recentNamed(ctx context.Context, s *Server, id store.PlayerID, n int) ([]proto.GameInfo, error) {
	gs, err := s.cfg.Store.PlayerGames(ctx, id, n)
	if err != nil {
		return nil, err
	}
	names := namer{s: s, seen: map[store.PlayerID]proto.Player{}}
	out := make([]proto.GameInfo, 0, len(gs))
	for _, g := range gs {
		info := proto.GameInfo{Game: string(g.ID), Variant: g.Spec, Clock: g.Clock.String(), Rated: g.Rated,
			Plies: g.Plies, Result: strings.TrimSuffix(g.Result.String(), "-won")}
		info.South, info.North = names.player(ctx, g.South), names.player(ctx, g.North)
		out = append(out, info)
	}
	return out, nil
}

// namer reads players as others see them, each once per list.
type namer struct {
	s    *Server
	seen map[store.PlayerID]proto.Player
}

// player returns the player, or only their id when the store fails.
func (n namer) player(ctx context.Context, id store.PlayerID) proto.Player {
	if p, ok := n.seen[id]; ok {
		return p
	}
	p := proto.Player{ID: string(id)}
	if stored, err := n.s.cfg.Store.Player(ctx, id); err == nil {
		p = publicPlayer(stored)
	}
	n.seen[id] = p
	return p
}
