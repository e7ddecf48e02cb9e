package club

import (
	"context"
	"encoding/json"
	"fmt"

	"mancala/online/proto"
)

// account is the state of the account requests.
type account struct {
	_    [0]func() // not comparable: no equality code in the page
	busy bool
	err  error
}

// accountReply is the server's answer to the account calls.
type accountReply struct {
	_      [0]func()    // not comparable: no equality code in the page
	Player proto.Player `json:"player"`
	Token  string       `json:"token"`
	Error  string       `json:"error"`
}

// Register makes the player a registered one with a name and password,
// keeping the guest's id, games and rating. The answer comes through
// Poll: Account's Busy turns false, its Err says what went wrong. One
// account request runs at a time: another while one is busy is ignored.
func (s *Session) Register(name, password string) {
	tok := ""
	if s.link != nil {
		tok = s.link.c.Token()
	}
	post(s, "/api/register", map[string]string{"name": name, "password": password, "token": tok})
}

// Login signs in as a registered player.
func (s *Session) Login(name, password string) {
	post(s, "/api/login", map[string]string{"name": name, "password": password})
}

// Logout signs out; the player goes on as a new guest.
func (s *Session) Logout() {
	post(s, "/api/logout", map[string]string{})
}

// AccountState is how the account requests stand: Busy while one is
// under way; Err says why the last one failed, or why the saved sign-in
// could not be used or kept (nil otherwise).
type AccountState struct {
	_    [0]func() // not comparable: no equality code in the page
	Busy bool
	Err  error
}

// Account returns how the account requests stand.
func (s *Session) Account() AccountState {
	return AccountState{Busy: s.account.busy, Err: s.account.err}
}

// post runs an account call in a goroutine; its reply is applied by Poll.
func post(s *Session, path string, body map[string]string) {
	if s.account.busy {
		return
	}
	s.account.busy, s.account.err = true, nil
	ctx, origin := s.ctx, s.origin
	go func() {
		r, err := callAccount(ctx, origin, path, body)
		if path == "/api/logout" {
			r.Token = ""
		}
		s.in.post(item{do: func(s *Session) { signedIn(s, r, err) }})
	}()
}

// callAccount posts body as JSON to the server's path and reads the
// account reply.
func callAccount(ctx context.Context, origin, path string, body map[string]string) (accountReply, error) {
	var r accountReply
	b, _ := json.Marshal(body)
	ctx, cancel := context.WithTimeout(ctx, postTimeout)
	defer cancel()
	status, data, err := postJSON(ctx, origin+path, b)
	if err != nil {
		return r, unreachable(origin, err)
	}
	if err := json.Unmarshal(data, &r); err != nil && status == 200 {
		return r, Refusal{Code: CodeNoAnswer, Message: "club: the server's answer is not readable: " + err.Error()}
	}
	if status != 200 {
		if r.Error == "" {
			r.Error = fmt.Sprintf("the server answered %d", status)
		}
		return r, Refusal{Code: accountCode(path, status), Message: r.Error}
	}
	return r, nil
}

// accountCode is the code of an account call's refusal, by its HTTP
// status: the server's account API answers with a status and English
// words, no code.
func accountCode(path string, status int) proto.Code {
	switch {
	case status == 409:
		return CodeNameTaken
	case status == 401 && path == "/api/login":
		return CodeBadLogin
	case status == 401:
		return proto.ErrUnauthorized
	case status == 400 && path == "/api/register":
		return CodeBadName
	case status == 429:
		return CodeTooMany
	}
	return CodeNoAnswer
}

// signedIn applies an account call's reply: the new token is kept and the
// session connects again with it (after a logout, as a new guest). When
// the player changes, the former player's games are dropped.
func signedIn(s *Session, r accountReply, err error) {
	s.account.busy, s.account.err = false, err
	if err != nil {
		return
	}
	s.account.keep(s.keeper, r.Token)
	if r.Player.ID != s.me.ID {
		s.games.forget()
	}
	s.me = r.Player
	s.connect(r.Token)
}

// keep saves tok with the keeper, unless it is kept already; a failure
// is told as an account error.
func (a *account) keep(k Keeper, tok string) {
	if kept, err := k.Token(); err == nil && kept == tok {
		return
	}
	if err := k.SetToken(tok); err != nil {
		a.err = fmt.Errorf("%w (%w)", ErrSignInUnkept, err)
	}
}
