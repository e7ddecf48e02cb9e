package club

import (
	"errors"
	"strings"
)

// Keeper keeps the player's sign-in token between runs of the game, so a
// guest stays the same guest and a registered player stays signed in.
type Keeper interface {
	// Token returns the kept token, "" when none is kept. A kept token
	// that cannot be read is an error that says where it is; it is left
	// as it is.
	Token() (string, error)
	// SetToken keeps tok in place of the kept one; "" forgets it.
	SetToken(tok string) error
}

// MemoryKeeper keeps the token in memory only, for one run (tests, or a
// game that may not write anything).
type MemoryKeeper struct{ tok string }

// Token returns the token kept.
func (k *MemoryKeeper) Token() (string, error) { return k.tok, nil }

// SetToken keeps tok.
func (k *MemoryKeeper) SetToken(tok string) error {
	k.tok = tok
	return nil
}

var errTokenShape = errors.New("not a sign-in token")

// checkToken checks the shape of a token as the server signs them:
// "v1.<player id>.<expiry>.<signature>", printable ASCII without spaces.
// Only the server can tell whether it is valid.
func checkToken(tok string) error {
	if len(tok) > 512 || strings.Count(tok, ".") != 3 || !strings.HasPrefix(tok, "v1.") {
		return errTokenShape
	}
	for _, c := range tok {
		if c <= ' ' || c > '~' {
			return errTokenShape
		}
	}
	return nil
}
