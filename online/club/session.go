// Package club is the game's side of the online club: a Session connects
// to the server (as a guest at once, or a registered player), pairs by
// seek, invite or code, lists the lobby, and follows each game as a
// Match replayed through engine/, the only rules code.
//
// Nothing here blocks. Network work runs in goroutines (the client's and
// the session's own); their results wait in an inbox until the owner of
// the Session, a scene's Update, calls Poll once a tick and then reads
// the state. Every method of Session and Match is for that one goroutine.
//
// A scene's Update, in short:
//
//	s.Poll(now)
//	if game, ok := s.Started(); ok { /* show s.Match(game) */ }
//	m := s.Match(game)
//	for _, sh := range m.Shown() { /* animate sh.Trace from sh.Before, quickly when sh.Fast */ }
//	m.Animated(len(m.Shown()))        // once animated; the board then shows m.Position()
//	m.Play(move)                      // on a tap: shown at once, taken back if refused
//	c := m.Clocks(now)                // both clocks, the running one counting down
package club

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"time"

	"mancala/online/proto"
)

// Session is the player's connection to the club.
type Session struct {
	origin string // http(s)://host:port
	wsURL  string
	keeper Keeper
	ctx    context.Context
	cancel context.CancelFunc
	in     *inbox
	link   *link // nil when the address is not a server address, or after Close

	status  Status
	err     error
	me      proto.Player
	account account
	lobby   lobby
	games   games
	arenas  Arenas
	members Members
	puzzles Puzzles
}

// Open starts a session with the server at origin ("http://127.0.0.1:8080",
// or the page's own origin in the browser): it connects with the kept
// token, or as a new guest when none is kept, and returns at once.
func Open(origin string, k Keeper) *Session {
	ctx, cancel := context.WithCancel(context.Background())
	s := &Session{origin: strings.TrimRight(origin, "/"), keeper: k, ctx: ctx, cancel: cancel, in: &inbox{}}
	s.games = games{matches: map[string]*Match{}, told: map[string]bool{}}
	s.lobby.lists = map[string]proto.Lists{}
	s.arenas = Arenas{s: s, states: map[string]proto.ArenaState{}, watching: map[string]bool{}}
	s.members = Members{s: s, pages: map[string]proto.PlayerPage{}, mine: map[string]Outgoing{}}
	s.puzzles = Puzzles{s: s, results: map[string]proto.PuzzleResult{}}
	ws, err := wsURL(s.origin)
	if err != nil {
		s.status, s.err = Unreachable, err
		return s
	}
	s.wsURL = ws
	tok, err := k.Token()
	if err != nil {
		s.account.err = fmt.Errorf("%w (%w)", ErrSignInUnread, err)
	}
	s.connect(tok)
	return s
}

// wsURL is the WebSocket address of the server at origin.
func wsURL(origin string) (string, error) {
	u, err := url.Parse(origin)
	if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return "", fmt.Errorf("club: %q is not a server address like http://127.0.0.1:8080", origin)
	}
	u.Scheme = "ws" + strings.TrimPrefix(u.Scheme, "http") // http: ws, https: wss
	u.Path, u.RawQuery, u.Fragment = "/ws", "", ""
	return u.String(), nil
}

// connect replaces the link with one for tok ("" for a new guest).
func (s *Session) connect(tok string) {
	if s.link != nil {
		s.link.close()
	}
	s.link = startLink(s.in, s.wsURL, tok)
	s.status = Connecting
	for id, m := range s.games.matches {
		if m.watching {
			s.send(&proto.Watch{Game: id})
		}
	}
}

// Close ends the session; its games go on at the server.
func (s *Session) Close() {
	s.cancel()
	if s.link != nil {
		s.link.close()
		s.link = nil
	}
}

// Origin returns the server's address.
func (s *Session) Origin() string { return s.origin }

// Status returns the connection's state as of the last Poll.
func (s *Session) Status() Status { return s.status }

// Err says why the session is Unreachable or Reconnecting; nil when
// Online.
func (s *Session) Err() error { return s.err }

// Me returns the player as the server welcomed them (empty before).
func (s *Session) Me() proto.Player { return s.me }

// Poll applies what arrived since the last call: server messages, answers
// to requests and the connection's state. now is the tick's time; clocks
// and the opponent's absence are counted from it.
func (s *Session) Poll(now time.Time) {
	for _, it := range s.in.take() {
		switch {
		case it.do != nil:
			if it.link == nil || it.link == s.link {
				it.do(s)
			}
		case it.link == s.link:
			s.handle(it.msg, it.at, now)
		}
	}
	s.checkLink()
}

// checkLink reads the state of the link's client. A refused token (the
// server's data reset, or the token expired) makes the player a new
// guest, and says so.
func (s *Session) checkLink() {
	if s.link == nil || s.ctx.Err() != nil {
		return
	}
	st, err, refused := s.link.state(s.origin)
	if refused {
		s.account.err = ErrSignInDropped
		s.account.keep(s.keeper, "")
		s.games.forget()
		s.me = proto.Player{}
		s.connect("")
		return
	}
	s.status, s.err = st, err
}

// send queues a request on the current link; the last lobby refusal is
// cleared, or says that the request could not be queued.
func (s *Session) send(m proto.Message) {
	s.lobby.refusal = Refusal{}
	if s.link == nil || !s.link.queue(m) {
		s.lobby.refusal = errNotSent
	}
}

// errNotSent is the refusal of a request the connection could not take.
var errNotSent = Refusal{Code: CodeNotSent, Message: "club: not sent, the connection is down; try again when online"}
