package server

import (
	"context"
	"errors"
	"math/rand/v2"
	"time"

	"mancala/online/proto"
	"mancala/online/store"
)

func (c *conn) storeCtx() (context.Context, context.CancelFunc) {
	return context.WithTimeout(c.ctx, 10*time.Second)
}

// seek pairs the player at once or queues the seek; guests may not seek
// rated games.
func (c *conn) seek(m *proto.Seek) {
	st, perr := settings(m.Variant, m.Clock, m.Rated)
	if perr == nil && m.Rated && c.player.Guest() {
		perr = &proto.Error{Code: proto.ErrUnauthorized, Message: "server: guests play casual games; register to play rated"}
	}
	if c.player.Bot {
		perr = notForBots("seek a game in the players' pool; accept challenges instead")
	}
	if perr != nil {
		c.send(perr)
		return
	}
	sk := &seek{player: *c.player, conn: c, spec: st.Spec, clock: st.Clock, rated: m.Rated, since: c.s.now()}
	var other *seek
	c.s.lobby.call(func() { other = c.s.lobby.addSeek(sk) })
	c.send(&proto.Seeking{Variant: st.Spec, Clock: m.Clock, Rated: m.Rated})
	if other != nil {
		if cl := c.s.cluster; cl != nil {
			cl.SeekGone(other.player.ID)
		}
		c.s.startPaired(other, sk)
		return
	}
	if cl := c.s.cluster; cl != nil {
		c.seekRemote(cl, sk)
	}
}

// seekRemote pairs a seek that found no partner here with another
// process's, or offers it to them.
func (c *conn) seekRemote(cl Cluster, sk *seek) {
	taken := false
	c.s.lobby.call(func() { taken = c.s.lobby.takeSeek(sk) })
	if !taken { // paired here meanwhile
		return
	}
	if other, ok := cl.PairRemote(sk.public()); ok {
		go c.s.startPaired(other.seek(), sk)
		return
	}
	var other *seek
	c.s.lobby.call(func() { other = c.s.lobby.addSeek(sk) })
	if other != nil {
		c.s.startPaired(other, sk)
		return
	}
	cl.Offer(sk.public())
}

// cancelSeek withdraws the seek, or the player's invite with the code.
func (c *conn) cancelSeek(m *proto.Cancel) {
	if m.Code == "" {
		c.s.lobby.call(func() { c.s.lobby.dropPlayerSeeks(c.player.ID) })
		if cl := c.s.cluster; cl != nil {
			cl.SeekGone(c.player.ID)
		}
		return
	}
	ctx, cancel := c.storeCtx()
	defer cancel()
	inv, err := c.s.cfg.Store.Invite(ctx, m.Code)
	if err == nil && inv.For != "" && (inv.For == c.player.ID || inv.Creator == c.player.ID) {
		member{c}.answer(ctx, inv)
		return
	}
	if err != nil || inv.Creator != c.player.ID {
		c.refuse(proto.ErrNotFound, "server: you have no invite "+m.Code)
		return
	}
	if err := c.s.cfg.Store.CancelInvite(ctx, m.Code); err != nil {
		c.refuse(proto.ErrExpired, "server: invite "+m.Code+" was taken or cancelled")
	}
}

// computer starts a casual game against the computer, within the cap.
func (c *conn) computer(m *proto.Computer) {
	st, perr := settings(m.Variant, m.Clock, false)
	if c.player.Bot {
		perr = notForBots("play the club's computer")
	}
	if perr != nil {
		c.send(perr)
		return
	}
	if !c.s.lobby.reserveComputer(false) {
		c.refuse(proto.ErrBusy, "server: the computer is playing as many games as it can; try again soon")
		return
	}
	a, b := c.player.ID, ComputerID(m.Level)
	if rand.IntN(2) == 0 {
		a, b = b, a
	}
	g := c.s.newGame(st, a, b)
	ctx, cancel := c.storeCtx()
	defer cancel()
	err := c.s.cfg.Store.CreateGame(ctx, g)
	if err == nil {
		_, err = c.s.openRoom(store.Game{NewGame: g})
	}
	if err != nil {
		c.s.lobby.releaseComputer()
		c.s.cfg.Log.Error("server: starting a computer game failed", "err", err)
		c.refuse(proto.ErrInternal, "server: the game could not start")
	}
}

// invite stores an invite (or open challenge) with a fresh code.
func (c *conn) invite(m *proto.Invite) {
	st, perr := settings(m.Variant, m.Clock, false)
	if c.player.Bot && m.Public {
		perr = notForBots("post an open challenge in the lobby; challenge a player instead")
	}
	if perr != nil {
		c.send(perr)
		return
	}
	ctx, cancel := c.storeCtx()
	defer cancel()
	now := c.s.now()
	inv := store.NewInvite{Creator: c.player.ID, Settings: st, Public: m.Public, Created: now, Expires: now.Add(store.InviteLife)}
	for range 5 {
		inv.Code = newCode()
		err := c.s.cfg.Store.CreateInvite(ctx, inv)
		if err == nil {
			c.send(&proto.Invited{Code: inv.Code, Expires: inv.Expires.Unix()})
			return
		}
		if !errors.Is(err, store.ErrExists) {
			break
		}
	}
	c.refuse(proto.ErrInternal, "server: the invite could not be stored")
}

// join takes an invite and starts its game; the store makes sure only one
// player takes it.
func (c *conn) join(m *proto.Join) {
	ctx, cancel := c.storeCtx()
	defer cancel()
	inv, err := c.s.cfg.Store.Invite(ctx, m.Code)
	if err != nil {
		c.refuse(proto.ErrNotFound, "server: no invite "+m.Code)
		return
	}
	if inv.Creator == c.player.ID {
		c.refuse(proto.ErrBadMessage, "server: this is your own invite; send its link to a friend")
		return
	}
	g := c.s.newGame(inv.Settings, inv.Creator, c.player.ID)
	if _, err := c.s.cfg.Store.TakeInvite(ctx, m.Code, c.player.ID, g); errors.Is(err, store.ErrNotYours) {
		c.refuse(proto.ErrNotFound, "server: challenge "+m.Code+" is addressed to another player")
		return
	} else if err != nil {
		c.refuse(proto.ErrExpired, "server: invite "+m.Code+" is expired, taken or cancelled")
		return
	}
	if _, err := c.s.openRoom(store.Game{NewGame: g}); err != nil {
		c.s.cfg.Log.Error("server: opening an invite's game failed", "err", err)
		c.refuse(proto.ErrInternal, "server: the game could not start")
	}
}

// newCode returns a random invite code from proto.CodeAlphabet.
func newCode() string {
	b := make([]byte, proto.CodeLength)
	randRead(b)
	for i := range b {
		b[i] = proto.CodeAlphabet[int(b[i])%len(proto.CodeAlphabet)]
	}
	return string(b)
}

// notForBots refuses a bot what only players may do.
func notForBots(what string) *proto.Error {
	return &proto.Error{Code: proto.ErrNotForBots, Message: "server: a bot may not " + what}
}
