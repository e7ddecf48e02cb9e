package arena

import (
	"slices"
	"time"
)

// State is an arena as the store keeps it: its end, its players in the
// order they first joined, and its games in progress. It is all another
// process needs to take the arena over (FromState) with no game and no
// point lost.
type State struct {
	End     time.Time `json:"end"`
	Players []Entry   `json:"players"`
	Games   []Game    `json:"games"`
}

// State returns the arena's state.
func (a *Arena) State() State {
	s := State{End: a.End, Games: a.Playing()}
	for _, id := range a.order {
		e, _ := a.Entry(id)
		s.Players = append(s.Players, e)
	}
	return s
}

// FromState returns the arena s describes.
func FromState(s State) *Arena {
	a := New(s.End)
	for _, e := range s.Players {
		c := e
		c.Played = slices.Clone(e.Played)
		a.players[c.Player] = &c
		a.order = append(a.order, c.Player)
	}
	for _, g := range s.Games {
		c := g
		a.games[c.ID] = &c
	}
	return a
}
