package club

import (
	"errors"
	"strings"

	"mancala/online/proto"
)

// Refusal is why a request was refused or could not go: the server's
// Code, or one of the client's own below, and the server's Message (in
// English, for a log, or to say when the Code is unknown). The zero
// Refusal is none; a Refusal is an error, so an account call's Err may be
// one.
type Refusal struct {
	Code    proto.Code
	Message string
}

// The client's own codes, for what goes wrong before a server answers,
// and for the account calls' answers (which carry an HTTP status, not a
// code).
const (
	CodeNotSent    proto.Code = "not_sent"    // the connection is down; nothing went
	CodeUnreached  proto.Code = "unreached"   // a move was sent but no answer came
	CodeNoMoves    proto.Code = "no_moves"    // a puzzle attempt without moves
	CodeNoPuzzle   proto.Code = "no_puzzle"   // the puzzle asked for is not known
	CodeLostCreate proto.Code = "lost_create" // the connection dropped while an arena was created
	CodeNameTaken  proto.Code = "name_taken"  // register: another player has the name
	CodeBadLogin   proto.Code = "bad_login"   // login: wrong name or password
	CodeBadName    proto.Code = "bad_name"    // register: the name or password breaks the rules
	CodeTooMany    proto.Code = "too_many"    // too many logins or new guests: wait
	CodeNoAnswer   proto.Code = "no_answer"   // the server's answer is not readable, or it failed
)

// What went wrong with the connection or the sign-in, for the scenes to
// say in the player's words (errors.Is); the errors that carry them say
// more for a log.
var (
	// ErrUnreachable: no club server answers at the address.
	ErrUnreachable = errors.New("club: no club server answers")
	// ErrSignInDropped: the server refused the saved sign-in (its data
	// reset, or the token expired); the player goes on as a new guest.
	ErrSignInDropped = errors.New("club: the server no longer accepts your saved sign-in; you play as a new guest")
	// ErrSignInUnread: the saved sign-in could not be read; the player
	// goes on as a new guest.
	ErrSignInUnread = errors.New("club: the saved sign-in could not be read; you play as a new guest")
	// ErrSignInUnkept: the sign-in could not be kept on this device.
	ErrSignInUnkept = errors.New("club: the sign-in could not be kept on this device")
)

// None reports whether r is no refusal at all.
func (r Refusal) None() bool { return r.Code == "" && r.Message == "" }

// Error returns the server's message without its package prefix, or
// the code when there is no message.
func (r Refusal) Error() string {
	msg := r.Message
	for _, prefix := range []string{"server: ", "room: ", "puzzles: ", "club: "} {
		msg = strings.TrimPrefix(msg, prefix)
	}
	if msg == "" {
		return string(r.Code)
	}
	return msg
}

// refusalOf is the refusal e says.
func refusalOf(e *proto.Error) Refusal { return Refusal{Code: e.Code, Message: e.Message} }
