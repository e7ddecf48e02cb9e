//go:build !js

package club

import (
	"strings"
	"testing"

	"mancala/online/proto"
	"mancala/online/server/servertest"
)

// TestTwoSeeksPairAndTheSeekEnds: a seek waits (Seeking) until another
// player seeks the same game; both sessions then start it and neither is
// seeking any more.
func TestTwoSeeksPairAndTheSeekEnds(t *testing.T) {
	ts := servertest.Start(t, nil)
	a, b := open(t, ts), open(t, ts)
	a.Seek(proto.Seek{Variant: "congkak", Clock: "5+3"})
	waitFor(t, "the seek", a.Seeking, a)
	b.Seek(proto.Seek{Variant: "congkak", Clock: "5+3"})
	ga, gb := started(t, a, b), started(t, b, a)
	if ga != gb || a.Seeking() || b.Seeking() {
		t.Errorf("games %q %q; seeking %v %v", ga, gb, a.Seeking(), b.Seeking())
	}
	m := a.Match(ga)
	waitFor(t, "the start", m.Ready, a)
	if info := m.Info(); info.Clock != "5+3" || !strings.HasPrefix(info.Variant, "congkak") || info.Rated {
		t.Errorf("info %+v", info)
	}
}

// TestACancelledSeekPairsWithNobody: after CancelSeek another player's
// seek waits alone.
func TestACancelledSeekPairsWithNobody(t *testing.T) {
	ts := servertest.Start(t, nil)
	a, b := open(t, ts), open(t, ts)
	a.Seek(proto.Seek{Variant: "oware", Clock: "untimed"})
	waitFor(t, "the seek", a.Seeking, a)
	a.CancelSeek()
	a.Refresh("games") // answered after the cancel: it has been handled
	waitFor(t, "the list", func() bool { _, ok := a.Lists("games"); return ok }, a)
	b.Seek(proto.Seek{Variant: "oware", Clock: "untimed"})
	waitFor(t, "b's seek", b.Seeking, a, b)
	if g, ok := a.Started(); ok {
		t.Errorf("a cancelled seek started %s", g)
	}
}

// TestAnUnknownCodeIsRefusedWithTheReason.
func TestAnUnknownCodeIsRefusedWithTheReason(t *testing.T) {
	ts := servertest.Start(t, nil)
	s := open(t, ts)
	s.Join("ZZZZZZZZ")
	waitFor(t, "the refusal", func() bool { return !s.Refused().None() }, s)
	if r := s.Refused(); !strings.Contains(r.Error(), "ZZZZZZZZ") || r.Code != proto.ErrNotFound {
		t.Errorf("refusal %+v", r)
	}
}

// TestAGuestsRatedSeekIsRefused: rated games are for registered players.
func TestAGuestsRatedSeekIsRefused(t *testing.T) {
	ts := servertest.Start(t, nil)
	s := open(t, ts)
	s.Seek(proto.Seek{Variant: "kalah", Clock: "5+3", Rated: true})
	waitFor(t, "the refusal", func() bool { return !s.Refused().None() }, s)
	if r := s.Refused(); !strings.Contains(r.Error(), "register") || r.Code != proto.ErrUnauthorized || s.Seeking() {
		t.Errorf("refusal %+v, seeking %v", r, s.Seeking())
	}
}

// TestTheInviteLinkIsOnTheServersOriginAndTheGameIsListed: the link is
// the server's origin + "/?join=CODE"; joining by the code starts the
// game, which takes the invite and shows in the live games list.
func TestTheInviteLinkIsOnTheServersOriginAndTheGameIsListed(t *testing.T) {
	ts := servertest.Start(t, nil)
	a, b := open(t, ts), open(t, ts)
	a.Invite(proto.Invite{Variant: "bao", Clock: "10+5"})
	var code, link string
	waitFor(t, "the invite", func() bool { code, link, _ = a.Invited(); return code != "" }, a)
	if link != ts.URL+"/?join="+code {
		t.Errorf("link %q for code %q on %s", link, code, ts.URL)
	}
	b.Join(code)
	game := started(t, b, a)
	if _, _, ok := a.Invited(); ok {
		waitFor(t, "a's start", func() bool { _, _, ok := a.Invited(); return !ok }, a)
	}
	b.Refresh("games")
	waitFor(t, "the list", func() bool { _, ok := b.Lists("games"); return ok }, b)
	l, _ := b.Lists("games")
	found := false
	for _, g := range l.Games {
		found = found || g.Game == game
	}
	if !found {
		t.Errorf("game %s is not in the live list %+v", game, l.Games)
	}
}

// TestTheComputerPlaysItsMovesInAGameAgainstIt: a game against the
// computer starts for the player alone, and the computer answers.
func TestTheComputerPlaysItsMovesInAGameAgainstIt(t *testing.T) {
	ts := servertest.Start(t, nil)
	s := open(t, ts)
	s.PlayComputer(proto.Computer{Variant: "kalah", Clock: "10+5", Level: 1})
	m := s.Match(started(t, s))
	waitFor(t, "the start", m.Ready, s)
	side, _ := m.MySide()
	south, north := m.Players()
	if computer := []proto.Player{south, north}[side.Other()]; computer.Computer != 1 {
		t.Fatalf("players %+v and %+v; the player is %v", south, north, side)
	}
	for m.Plies() < 4 && !m.Result().Over {
		waitFor(t, "a move", func() bool { return mover(m) != nil || m.rec.Plies() >= 4 || m.Result().Over }, s)
		if mover(m) != nil && m.Plies() < 4 {
			if err := m.Play(firstLegal(m)); err != nil {
				t.Fatal(err)
			}
			waitFor(t, "the move's confirmation", func() bool { return m.own == nil }, s)
		}
	}
	computerMoved := false
	for _, sh := range m.Shown() {
		computerMoved = computerMoved || sh.Side != side
	}
	if !computerMoved {
		t.Errorf("the computer did not move in %d plies", m.Plies())
	}
}
