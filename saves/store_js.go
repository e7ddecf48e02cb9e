//go:build js

package saves

import (
	"errors"
	"fmt"
	"syscall/js"
)

// Open opens the player's store in the browser's localStorage, under keys
// "mancala/settings.json", "mancala/game.json" and "mancala/progress.json".
// Without localStorage (blocked, or not a browser) it returns an error and
// the game plays without saving.
func Open() (*Store, error) {
	ls, err := localStorage()
	if err != nil {
		return nil, err
	}
	return newStore(kvBackend{kv: ls, prefix: "mancala/", place: "this browser's localStorage"}), nil
}

// OpenDir fails in the browser, which has no directories to save in; it
// exists so that code written for the desktop builds for the browser too.
func OpenDir(dir string) (*Store, error) {
	return nil, fmt.Errorf("saves: %s: the browser saves in localStorage, not in directories", dir)
}

// errNoStorage is Open's error where localStorage is missing.
var errNoStorage = errors.New("saves: this browser offers no localStorage; nothing will be saved")

// localStorage returns the page's storage. Reading it can throw (a
// sandboxed frame, storage blocked by the player), and js.Value.Get does
// not catch a throwing getter, so it is read through Reflect.get: a call,
// whose exception becomes a panic that catch recovers.
func localStorage() (ls jsStorage, err error) {
	defer catch(&err)
	g := js.Global()
	v := g.Get("Reflect").Call("get", g, "localStorage")
	if v.IsUndefined() || v.IsNull() {
		return jsStorage{}, errNoStorage
	}
	return jsStorage{v}, nil
}

// jsStorage is localStorage as a keyValue; a JavaScript exception (such as
// QuotaExceededError) becomes an error.
type jsStorage struct{ v js.Value }

func (s jsStorage) get(key string) (val string, ok bool, err error) {
	defer catch(&err)
	r := s.v.Call("getItem", key)
	if r.IsNull() || r.IsUndefined() {
		return "", false, nil
	}
	return r.String(), true, nil
}

func (s jsStorage) set(key, val string) (err error) {
	defer catch(&err)
	s.v.Call("setItem", key, val)
	return nil
}

func (s jsStorage) del(key string) (err error) {
	defer catch(&err)
	s.v.Call("removeItem", key)
	return nil
}

// catch turns a panic from syscall/js (a thrown exception) into *err.
func catch(err *error) {
	r := recover()
	if r == nil {
		return
	}
	if e, ok := r.(error); ok {
		*err = fmt.Errorf("saves: localStorage: %w", e)
		return
	}
	*err = fmt.Errorf("saves: localStorage: %v", r)
}
