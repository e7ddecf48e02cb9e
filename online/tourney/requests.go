package tourney

import (
	"cmp"
	"context"
	"errors"
	"fmt"

	"golang.org/x/crypto/bcrypt"

	"mancala/online/arena"
	"mancala/online/proto"
	"mancala/online/store"
)

// Do answers a player's arena request (proto.ArenaDo) from watcher w: a
// list, a watch, a join or a pause. A join is answered once stored.
func (d *Director) Do(ctx context.Context, w Watcher, m *proto.ArenaDo, guest bool) proto.Message {
	answer := d.do(ctx, w, m, guest)
	if e, ok := answer.(*proto.Error); ok {
		e.Arena = cmp.Or(m.Arena, m.Action)
	}
	return answer
}

// do answers the request m.
func (d *Director) do(ctx context.Context, w Watcher, m *proto.ArenaDo, guest bool) proto.Message {
	id := store.ArenaID(m.Arena)
	switch m.Action {
	case "list":
		return d.list(ctx)
	case "unwatch":
		d.unwatch(id, w)
		return nil
	case "create":
		return d.create(ctx, w, m, guest)
	}
	a, err := d.cfg.Host.Store().Arena(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return refuse(proto.ErrNotFound, "no arena %s", m.Arena)
	}
	if err != nil {
		return refuse(proto.ErrInternal, "the arena could not be read; try again")
	}
	switch m.Action {
	case "join":
		if e := d.join(ctx, a, w.Player(), m.Password, guest); e != nil {
			return e
		}
	case "pause":
		if err := d.ask(ctx, request{Request: Request{Arena: id, Player: w.Player()}}); err != nil {
			return refusal(err)
		}
	}
	d.watch(id, w)
	return d.state(ctx, a, w.Player())
}

// join checks who may join a, then asks the director.
func (d *Director) join(ctx context.Context, a store.Arena, player store.PlayerID, password string, guest bool) proto.Message {
	switch {
	case a.Finished || !d.cfg.Host.Now().Before(a.Ends):
		return refuse(proto.ErrGameOver, "the arena %s is over", a.ID)
	case a.Rated && guest:
		return refuse(proto.ErrUnauthorized, "a rated arena is for registered players: sign up to join")
	case a.PasswordHash != nil && bcrypt.CompareHashAndPassword(a.PasswordHash, []byte(password)) != nil:
		return refuse(proto.ErrWrongPassword, "wrong password for the arena %s", a.ID)
	}
	p, err := d.cfg.Host.Store().Player(ctx, player)
	if err != nil {
		return refuse(proto.ErrInternal, "your rating could not be read; try again")
	}
	if p.Bot != a.Bots {
		return refuse(proto.ErrNotForBots, "the arena %s is for %s only", a.ID, map[bool]string{false: "players", true: "bots"}[a.Bots])
	}
	r := Request{Arena: a.ID, Player: player, Join: true, Rating: p.Rating.Rating}
	if err := d.ask(ctx, request{Request: r}); err != nil {
		return refusal(err)
	}
	return nil
}

// ask hands r to the director's loop and waits for its answer.
func (d *Director) ask(ctx context.Context, r request) error {
	r.answer = make(chan error, 1)
	select {
	case d.reqs <- r:
	case <-ctx.Done():
		return ctx.Err()
	}
	select {
	case err := <-r.answer:
		return err
	case <-ctx.Done():
		return ctx.Err()
	}
}

// list answers "list": the live arenas and the latest finished ones.
func (d *Director) list(ctx context.Context) proto.Message {
	st := d.cfg.Host.Store()
	live, err := st.LiveArenas(ctx, 10)
	done, err2 := st.FinishedArenas(ctx, 5)
	if err != nil || err2 != nil {
		return refuse(proto.ErrInternal, "the arenas could not be read; try again")
	}
	out := &proto.ArenaList{}
	for _, a := range live {
		out.Live = append(out.Live, info(a, players(a)))
	}
	for _, a := range done {
		out.Finished = append(out.Finished, info(a, players(a)))
	}
	return out
}

// state is the arena's state for player, from its stored state.
func (d *Director) state(ctx context.Context, a store.Arena, player store.PlayerID) proto.Message {
	fresh, err := d.cfg.Host.Store().Arena(ctx, a.ID)
	if err == nil {
		a = fresh
	}
	dir, err := resume(a)
	if err != nil {
		return refuse(proto.ErrInternal, "the arena could not be read; try again")
	}
	st := dir.a.Standings()
	return dir.board(st, d.names(ctx, st), d.cfg.Host.Now()).view(player)
}

// players counts the players of a stored arena.
func players(a store.Arena) int {
	dir, err := resume(a)
	if err != nil {
		return 0
	}
	return len(dir.a.State().Players)
}

func refuse(code proto.Code, format string, args ...any) *proto.Error {
	return &proto.Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// ErrorOf is the error a director's answer named by its text, as another
// process sent it on: the rules' own errors keep their identity.
func ErrorOf(text string) error {
	for _, e := range []error{arena.ErrEnded, arena.ErrUnknown, arena.ErrInGame, ErrElsewhere} {
		if e.Error() == text {
			return e
		}
	}
	return errors.New(text)
}

// refusal says why the director refused a request.
func refusal(err error) *proto.Error {
	switch {
	case errors.Is(err, ErrElsewhere):
		return refuse(proto.ErrBusy, "the arena is run by another server just now; try again")
	case errors.Is(err, arena.ErrEnded):
		return refuse(proto.ErrGameOver, "the arena is over")
	case errors.Is(err, arena.ErrUnknown):
		return refuse(proto.ErrNotFound, "you have not joined this arena")
	}
	return refuse(proto.ErrInternal, "%v", err)
}

// watch makes w receive the arena's news.
func (d *Director) watch(id store.ArenaID, w Watcher) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.watchers[id] == nil {
		d.watchers[id] = map[Watcher]bool{}
	}
	d.watchers[id][w] = true
}

func (d *Director) unwatch(id store.ArenaID, w Watcher) {
	d.mu.Lock()
	defer d.mu.Unlock()
	delete(d.watchers[id], w)
}

// Leave forgets a connection that closed.
func (d *Director) Leave(w Watcher) {
	d.mu.Lock()
	defer d.mu.Unlock()
	for _, ws := range d.watchers {
		delete(ws, w)
	}
}

// watchersOf returns the arena's watchers here.
func (d *Director) watchersOf(id store.ArenaID) []Watcher {
	d.mu.Lock()
	defer d.mu.Unlock()
	out := make([]Watcher, 0, len(d.watchers[id]))
	for w := range d.watchers[id] {
		out = append(out, w)
	}
	return out
}
