package club

import (
	"slices"

	"mancala/online/proto"
)

// Members is the session's part in the club's people: player pages, and
// the challenges addressed to one player, to the player or by them.
// Answers come through Poll like everything else.
type Members struct {
	s     *Session
	pages map[string]proto.PlayerPage
	// waiting are the challenges addressed to the player that they have
	// not answered, oldest first; mine the player's own, by code.
	waiting []proto.Challenged
	mine    map[string]Outgoing
}

// Outgoing is a challenge the player made: To is the player challenged;
// Gone is "" while it waits, "declined", "withdrawn" or "refused" (with
// the server's Refusal).
type Outgoing struct {
	_        [0]func() // not comparable: no equality code in the page
	Code     string
	To       string
	Gone     string
	Refusal  Refusal
	withdraw bool // withdrawn before its code came
}

// Members returns the session's part in the club's people.
func (s *Session) Members() *Members { return &s.members }

// Profile asks for the player's page (PlayerPage answers).
func (ms *Members) Profile(player string) { ms.s.send(&proto.Profile{Player: player}) }

// Page returns the player's page as it came last, and false before.
func (ms *Members) Page(player string) (proto.PlayerPage, bool) {
	p, ok := ms.pages[player]
	return p, ok
}

// Challenge challenges one player; Outgoing(to) says how it stands.
func (ms *Members) Challenge(c proto.ChallengePlayer) {
	ms.mine[c.Player] = Outgoing{To: c.Player}
	ms.s.send(&c)
}

// Outgoing returns the player's latest challenge to the player to.
func (ms *Members) Outgoing(to string) (Outgoing, bool) {
	o, ok := ms.mine[to]
	return o, ok
}

// Waiting returns the challenges addressed to the player that wait for
// an answer, oldest first.
func (ms *Members) Waiting() []proto.Challenged { return ms.waiting }

// Answer takes the challenge with the code (its game starts like any
// other: Session.Started) or declines it.
func (ms *Members) Answer(code string, accept bool) {
	ms.forget(code)
	if accept {
		ms.s.send(&proto.Join{Code: code})
		return
	}
	ms.s.send(&proto.Cancel{Code: code})
}

// Withdraw takes back the player's waiting challenge to the player to
// (as soon as its code comes, when it has not yet).
func (ms *Members) Withdraw(to string) {
	o, ok := ms.mine[to]
	switch {
	case !ok || o.Gone != "":
	case o.Code == "":
		o.withdraw = true
		ms.mine[to] = o
	default:
		ms.s.send(&proto.Cancel{Code: o.Code})
	}
}

// forget drops a waiting challenge.
func (ms *Members) forget(code string) {
	ms.waiting = slices.DeleteFunc(ms.waiting, func(c proto.Challenged) bool { return c.Code == code })
}

// handle keeps a members' message; it reports whether it was one.
func (ms *Members) handle(m proto.Message) bool {
	switch m := m.(type) {
	case *proto.PlayerPage:
		ms.pages[m.Player.ID] = *m
	case *proto.Challenged:
		ms.challenged(m)
	case *proto.Invited:
		return ms.invited(m)
	default:
		return false
	}
	return true
}

// challenged keeps the news of a challenge: a new one for the player
// waits for an answer; an ended one is forgotten or marked gone.
func (ms *Members) challenged(c *proto.Challenged) {
	ms.forget(c.Code)
	if c.To.ID == ms.s.me.ID && c.Gone == "" {
		ms.waiting = append(ms.waiting, *c)
	}
	if o, ok := ms.mine[c.To.ID]; ok && o.Code == c.Code {
		o.Gone = c.Gone
		ms.mine[c.To.ID] = o
	}
}

// invited keeps the code of the player's challenge; an invite that is not
// a challenge is the lobby's.
func (ms *Members) invited(inv *proto.Invited) bool {
	o, ok := ms.mine[inv.To]
	if inv.To == "" || !ok {
		return false
	}
	o.Code = inv.Code
	ms.mine[inv.To] = o
	if o.withdraw {
		ms.Withdraw(inv.To)
	}
	return true
}

// refused marks the player's challenge that the server refused (the
// latest one waiting for its code).
func (ms *Members) refused(e *proto.Error) {
	for to, o := range ms.mine {
		if o.Code == "" && o.Gone == "" {
			o.Gone, o.Refusal = "refused", refusalOf(e)
			ms.mine[to] = o
		}
	}
}

// listed takes the challenges addressed to the player from the
// challenges list: those made while the player was away come so.
func (ms *Members) listed(l *proto.Lists) {
	if l.What != "challenges" {
		return
	}
	ms.waiting = ms.waiting[:0]
	for _, c := range l.Challenges {
		if c.ForYou {
			ms.waiting = append(ms.waiting, proto.Challenged{Code: c.Code, From: c.Player, To: ms.s.me,
				Variant: c.Variant, Clock: c.Clock, Rated: c.Rated})
		}
	}
}
