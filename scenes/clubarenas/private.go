package clubarenas

import (
	"mancala/online/club"
	"mancala/scenes/kit"
)

// gate is the password a private arena's Join asks for: a field in the
// slots between Join and All arenas (ClubLists.Span(1, 2)), open from the
// first Join until the player is in. A refusal (a wrong password) keeps
// what was typed.
type gate struct {
	field kit.Field
	open  bool
}

// closedGate is the gate of an arena just shown.
var closedGate = gate{field: kit.Field{Max: 64, Secret: true}}

// join joins the open arena; a private one's first Join opens the
// password's field, and the next sends what it holds.
func (s *Arenas) join(a *club.Arenas, private bool) {
	g := &s.gate
	switch {
	case !private:
		a.Join(s.open, "")
	case !g.open:
		g.open, s.msg = true, s.app.T("arena.privateAsk")
	case g.field.Text == "":
		s.msg = s.app.T("arena.typePassword")
	default:
		a.Join(s.open, g.field.Text)
	}
}

// offerGate offers the open gate's field to a phone's keyboard, on every
// tick it shows.
func (s *Arenas) offerGate() {
	if s.gate.open {
		kit.OfferKeyboard(0, kit.SpotOf(&s.gate.field, s.v.Lay.Span(1, 2)))
	}
}
