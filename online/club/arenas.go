package club

import (
	"strings"

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
	refusal  Refusal
	creation creation
}

// creation is the latest Create: the name asked for until the answer,
// then the new arena's id or the server's reason for refusing.
type creation struct {
	asked, made string
	refused     Refusal
}

// Refused says why the server refused the latest arena request (a
// Create too), or that a Create was lost with the connection
// (CodeLostCreate); the zero Refusal when none was.
func (a *Arenas) Refused() Refusal { return a.refusal }

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

// Create asks for a new arena as m says (its Action is set here). The
// server answers with the arena, which the player then watches, or says
// why not: Created tells which.
func (a *Arenas) Create(m proto.ArenaDo) {
	m.Action = "create"
	a.creation = creation{asked: strings.TrimSpace(m.Name)}
	a.s.send(&m)
}

// Created answers the latest Create: the new arena's id, or the server's
// reason for refusing it (in English: the scenes say Refused, which
// holds it too), and whether the answer is still awaited.
func (a *Arenas) Created() (arena, refusal string, waiting bool) {
	c := a.creation
	return c.made, c.refused.Message, c.asked != ""
}

// handle keeps an arenas message. A state of an arena not watched, named
// as the arena asked for, is the answer to Create.
func (a *Arenas) handle(m proto.Message) {
	a.refusal = Refusal{}
	switch m := m.(type) {
	case *proto.ArenaList:
		a.list, a.listed = *m, true
	case *proto.ArenaState:
		a.states[m.Info.ID] = *m
		if c := &a.creation; c.asked != "" && c.asked == m.Info.Name && !a.watching[m.Info.ID] {
			*c = creation{made: m.Info.ID}
			a.watching[m.Info.ID] = true
		}
	}
}

// refused keeps the server's refusal of an arena request, naming an
// arena the player watches by its name where the server wrote its id;
// one of "create" answers Create.
func (a *Arenas) refused(e *proto.Error) {
	a.refusal = refusalOf(e)
	if st, ok := a.states[e.Arena]; ok && e.Arena != "" {
		a.refusal.Message = strings.ReplaceAll(e.Message, e.Arena, st.Info.Name)
	}
	if e.Arena == "create" && a.creation.asked != "" {
		a.creation = creation{refused: a.refusal}
	}
}

// welcome follows the watched arenas again on a new connection; a Create
// unanswered when the connection was lost is told so.
func (a *Arenas) welcome() {
	for id := range a.watching {
		a.s.send(&proto.ArenaDo{Action: "watch", Arena: id})
	}
	if a.creation.asked != "" {
		a.refusal = Refusal{Code: CodeLostCreate, Message: "the connection was lost: look for the arena in the list before trying again"}
		a.creation = creation{refused: a.refusal}
	}
}
