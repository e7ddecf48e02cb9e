package club

import (
	"mancala/online/proto"
)

// Arenas is the session's part in the club's arenas: the list, the
// arenas the player watches or plays in, and the requests about them.
// Answers come through Poll like everything else.
type Arenas struct {
	s        *Session
	list     proto.ArenaList
	listed   bool
	states   map[string]proto.ArenaState
	watching map[string]bool
	refusal  string
}

// Refusal says why the server refused the latest arena request ("" when
// none was), in the server's words.
func (a *Arenas) Refusal() string { return a.refusal }

// Arenas returns the session's arenas.
func (s *Session) Arenas() *Arenas { return &s.arenas }

// List asks for the arenas to come, running and lately finished.
func (a *Arenas) List() { a.s.send(&proto.ArenaDo{Action: "list"}) }

// Listed returns the latest list, and false before the first.
func (a *Arenas) Listed() (proto.ArenaList, bool) { return a.list, a.listed }

// Watch follows the arena's standings; they come again after a
// reconnection.
func (a *Arenas) Watch(id string) {
	a.watching[id] = true
	a.s.send(&proto.ArenaDo{Action: "watch", Arena: id})
}

// Unwatch stops following the arena.
func (a *Arenas) Unwatch(id string) {
	delete(a.watching, id)
	a.s.send(&proto.ArenaDo{Action: "unwatch", Arena: id})
}

// Join takes part in the arena (password for a private one); the player
// follows it from then on.
func (a *Arenas) Join(id, password string) {
	a.watching[id] = true
	a.s.send(&proto.ArenaDo{Action: "join", Arena: id, Password: password})
}

// Pause leaves the pairing until the next Join.
func (a *Arenas) Pause(id string) { a.s.send(&proto.ArenaDo{Action: "pause", Arena: id}) }

// State returns the arena's latest standings, and false before any came.
func (a *Arenas) State(id string) (proto.ArenaState, bool) {
	st, ok := a.states[id]
	return st, ok
}

// Berserk halves the player's clock in their arena game before their
// first move.
func (a *Arenas) Berserk(game string) { a.s.send(&proto.Berserk{Game: game}) }

// handle keeps an arenas message.
func (a *Arenas) handle(m proto.Message) {
	a.refusal = ""
	switch m := m.(type) {
	case *proto.ArenaList:
		a.list, a.listed = *m, true
	case *proto.ArenaState:
		a.states[m.Info.ID] = *m
	}
}

// welcome follows the watched arenas again on a new connection.
func (a *Arenas) welcome() {
	for id := range a.watching {
		a.s.send(&proto.ArenaDo{Action: "watch", Arena: id})
	}
}
