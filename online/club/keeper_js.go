//go:build js

package club

import (
	"errors"
	"fmt"
	"syscall/js"
)

// TokenKey is the localStorage key of the kept token.
const TokenKey = "mancala/club-token"

// LocalKeeper keeps the token in the browser's localStorage under a key.
type LocalKeeper struct{ key string }

// NewLocalKeeper keeps the token in localStorage under key.
func NewLocalKeeper(key string) *LocalKeeper { return &LocalKeeper{key: key} }

// DefaultKeeper keeps the token in localStorage under TokenKey.
func DefaultKeeper() (Keeper, error) { return NewLocalKeeper(TokenKey), nil }

func storage() (js.Value, error) {
	s := js.Global().Get("localStorage")
	if s.IsUndefined() || s.IsNull() {
		return js.Value{}, errors.New("club: this browser keeps no local storage")
	}
	return s, nil
}

// Token reads the kept token; a damaged one is an error, and stays.
func (k *LocalKeeper) Token() (tok string, err error) {
	defer recoverJS(&err)
	s, err := storage()
	if err != nil {
		return "", err
	}
	v := s.Call("getItem", k.key)
	if v.IsNull() || v.IsUndefined() {
		return "", nil
	}
	if checkToken(v.String()) != nil {
		return "", fmt.Errorf("club: the saved sign-in (localStorage %q) is damaged; it is left as it is "+
			"(and kept as %q when a new sign-in is saved)", k.key, k.key+".damaged")
	}
	return v.String(), nil
}

// SetToken keeps tok; "" forgets it. A damaged token is first set aside
// under key.damaged.
func (k *LocalKeeper) SetToken(tok string) (err error) {
	defer recoverJS(&err)
	s, err := storage()
	if err != nil {
		return err
	}
	if _, terr := k.Token(); terr != nil {
		s.Call("setItem", k.key+".damaged", s.Call("getItem", k.key))
	}
	if tok == "" {
		s.Call("removeItem", k.key)
		return nil
	}
	s.Call("setItem", k.key, tok)
	return nil
}

// recoverJS turns a JavaScript exception (a full or forbidden storage)
// into an error.
func recoverJS(err *error) {
	if r := recover(); r != nil {
		*err = fmt.Errorf("club: the browser refused the local storage: %v", r)
	}
}
