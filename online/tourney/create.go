package tourney

import (
	"context"
	"strings"
	"time"
	"unicode"

	"golang.org/x/crypto/bcrypt"

	"mancala/online/proto"
	"mancala/online/store"
)

// Limits of the arenas players create.
const (
	// MaxOwnArenas is how many unfinished arenas one player may have made.
	MaxOwnArenas = 3
	// CreateAhead is how far ahead an arena may be set to start.
	CreateAhead = 7 * 24 * time.Hour
)

// create makes the arena m asks for, by a registered player.
func (d *Director) create(ctx context.Context, w Watcher, m *proto.ArenaDo, guest bool) proto.Message {
	now := d.cfg.Host.Now()
	starts := time.Unix(m.Starts, 0)
	name := strings.TrimSpace(m.Name)
	switch {
	case guest:
		return refuse(proto.ErrUnauthorized, "only registered players create arenas: sign up first")
	case len(name) < 3 || strings.ContainsFunc(name, unicode.IsControl):
		return refuse(proto.ErrBadMessage, "an arena's name is 3 to %d characters", proto.MaxArenaName)
	case m.Clock == "untimed":
		return refuse(proto.ErrBadMessage, "an arena has a clock: 3+2, 5+3 or 10+5")
	case m.Minutes < proto.MinArenaMinutes || m.Minutes > proto.MaxArenaMinutes:
		return refuse(proto.ErrBadMessage, "an arena lasts %d to %d minutes", proto.MinArenaMinutes, proto.MaxArenaMinutes)
	case starts.Before(now.Add(-time.Minute)) || starts.After(now.Add(CreateAhead)):
		return refuse(proto.ErrBadMessage, "an arena starts within the next 7 days")
	}
	st, e := d.cfg.Host.Settings(m.Variant, m.Clock, m.Rated)
	if e != nil {
		return e
	}
	if e := d.ownLimit(ctx, w.Player()); e != nil {
		return e
	}
	a := store.NewArena{ID: store.ArenaID("a-" + d.cfg.NewGameID()), Name: name, Settings: st,
		Starts: starts, Ends: starts.Add(time.Duration(m.Minutes) * time.Minute), Creator: w.Player(), Created: now}
	if m.Password != "" {
		hash, err := bcrypt.GenerateFromPassword([]byte(m.Password), bcrypt.DefaultCost)
		if err != nil {
			return refuse(proto.ErrInternal, "the password could not be kept; try again")
		}
		a.PasswordHash = hash
	}
	if err := d.cfg.Host.Store().CreateArena(ctx, a); err != nil {
		return refuse(proto.ErrInternal, "the arena could not be stored; try again")
	}
	d.watch(a.ID, w)
	return d.state(ctx, store.Arena{NewArena: a}, w.Player())
}

// ownLimit refuses a player who has MaxOwnArenas unfinished arenas.
func (d *Director) ownLimit(ctx context.Context, player store.PlayerID) *proto.Error {
	live, err := d.cfg.Host.Store().LiveArenas(ctx, 1000)
	if err != nil {
		return refuse(proto.ErrInternal, "the arenas could not be read; try again")
	}
	n := 0
	for _, a := range live {
		if a.Creator == player {
			n++
		}
	}
	if n >= MaxOwnArenas {
		return refuse(proto.ErrBusy, "you have %d arenas to come already", n)
	}
	return nil
}
