package club

import "mancala/online/proto"

// lobby is what the session knows of the lobby: the player's seek and
// invite, the lists, and the last refusal of a lobby request.
type lobby struct {
	seeking bool
	code    string // the player's open invite
	link    string
	public  bool // the invite asked for is an open challenge
	lists   map[string]proto.Lists
	refusal Refusal
}

// handle takes the lobby's messages.
func (l *lobby) handle(m proto.Message, origin string) {
	switch m := m.(type) {
	case *proto.Seeking:
		l.seeking = true
	case *proto.Invited:
		l.code, l.link = m.Code, origin+"/?join="+m.Code
	case *proto.Lists:
		l.lists[m.What] = *m
	}
}

// gameBegan: a game of the player started, which takes the seek and the
// invite.
func (l *lobby) gameBegan() {
	l.seeking = false
	l.code, l.link = "", ""
}

// Seek asks to be paired for a game: variant in the engine's notation,
// clock "5+3" or "untimed", rated or casual (rated: registered players,
// Kalah with the ladder's options). A new seek replaces the last.
func (s *Session) Seek(sk proto.Seek) { s.send(&sk) }

// CancelSeek withdraws the seek.
func (s *Session) CancelSeek() {
	s.lobby.seeking = false
	s.send(&proto.Cancel{})
}

// Seeking reports whether the server holds a seek of the player.
func (s *Session) Seeking() bool { return s.lobby.seeking }

// Invite asks for an invite for a friend (or, Public, an open challenge
// in the lobby's list); Invited gives its code once the server answers.
func (s *Session) Invite(inv proto.Invite) {
	s.lobby.code, s.lobby.link, s.lobby.public = "", "", inv.Public
	s.send(&inv)
}

// InviteIsOpen reports whether the invite asked for last is an open
// challenge, listed for anyone, rather than for a friend with its code.
func (s *Session) InviteIsOpen() bool { return s.lobby.public }

// Invited returns the player's open invite: its code, and the link that
// opens the game straight into it (the server's origin + "/?join=CODE").
func (s *Session) Invited() (code, link string, ok bool) {
	return s.lobby.code, s.lobby.link, s.lobby.code != ""
}

// CancelInvite withdraws the player's open invite.
func (s *Session) CancelInvite() {
	if s.lobby.code != "" {
		s.send(&proto.Cancel{Code: s.lobby.code})
		s.lobby.code, s.lobby.link = "", ""
	}
}

// Join takes an invite or open challenge by its code; Started returns
// the game when it begins.
func (s *Session) Join(code string) { s.send(&proto.Join{Code: code}) }

// PlayComputer starts a game against the computer at a level 1..10.
func (s *Session) PlayComputer(c proto.Computer) { s.send(&c) }

// Refresh asks for a list again: "games" (live games), "challenges",
// "leaderboard" or "recent" (the player's finished games).
func (s *Session) Refresh(what string) { s.send(&proto.List{What: what}) }

// Lists returns the last list of the kind received; ok is false before
// the first.
func (s *Session) Lists(what string) (l proto.Lists, ok bool) {
	l, ok = s.lobby.lists[what]
	return l, ok
}

// Refused says why the server refused the last lobby request (an unknown
// or expired code, a rated seek from a guest, a busy computer), or that
// it could not be sent (CodeNotSent); the zero Refusal when it was not
// refused.
func (s *Session) Refused() Refusal { return s.lobby.refusal }
