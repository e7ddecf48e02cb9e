package saves

import (
	"fmt"
	"io/fs"
)

// keyValue is a store of strings by key, like the browser's localStorage.
type keyValue interface {
	// get returns the value and whether the key is there.
	get(key string) (string, bool, error)
	set(key, value string) error
	del(key string) error
}

// kvBackend keeps each record under prefix+name in a keyValue. One set
// replaces a value whole, so writes need no temporary copy.
type kvBackend struct {
	_      [0]func() // not comparable: no equality code in the page
	kv     keyValue
	prefix string // "mancala/"
	place  string // where, for messages
}

func (b kvBackend) where() string { return b.place }

func (b kvBackend) read(name string) ([]byte, error) {
	v, ok, err := b.kv.get(b.prefix + name)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, fmt.Errorf("%s%s: %w", b.prefix, name, fs.ErrNotExist)
	}
	return []byte(v), nil
}

func (b kvBackend) write(name string, data []byte) error {
	return b.kv.set(b.prefix+name, string(data))
}

func (b kvBackend) exists(name string) bool {
	_, ok, err := b.kv.get(b.prefix + name)
	return ok || err != nil
}

// rename copies the value to the new key, then deletes the old one: a
// failed copy leaves the old key as it was.
func (b kvBackend) rename(from, to string) error {
	v, ok, err := b.kv.get(b.prefix + from)
	if err != nil {
		return err
	}
	if !ok {
		return fmt.Errorf("%s%s: %w", b.prefix, from, fs.ErrNotExist)
	}
	if err := b.kv.set(b.prefix+to, v); err != nil {
		return err
	}
	return b.kv.del(b.prefix + from)
}

func (b kvBackend) remove(name string) error { return b.kv.del(b.prefix + name) }
