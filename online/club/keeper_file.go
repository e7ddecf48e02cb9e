//go:build !js

package club

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"mancala/saves"
)

// TokenFile is the name of the token's file in the game's data folder.
const TokenFile = "club-token"

// FileKeeper keeps the token in a file, readable by its owner only. A
// new token replaces the file atomically: a crash leaves the old one or
// the new one, never half of either.
type FileKeeper struct{ path string }

// NewFileKeeper keeps the token in the file at path.
func NewFileKeeper(path string) *FileKeeper { return &FileKeeper{path: path} }

// DefaultKeeper keeps the token in TokenFile in the game's data folder
// (saves.Dir).
func DefaultKeeper() (Keeper, error) {
	dir, err := saves.Dir()
	if err != nil {
		return nil, err
	}
	return NewFileKeeper(filepath.Join(dir, TokenFile)), nil
}

// Path returns the token file's path.
func (k *FileKeeper) Path() string { return k.path }

// Token reads the kept token; no file is no token. A damaged file is an
// error naming it; the file stays as it is.
func (k *FileKeeper) Token() (string, error) {
	b, err := os.ReadFile(k.path)
	if errors.Is(err, fs.ErrNotExist) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("club: cannot read the saved sign-in %s: %w", k.path, err)
	}
	tok := strings.TrimSpace(string(b))
	if checkToken(tok) != nil {
		return "", fmt.Errorf("club: the saved sign-in %s is damaged; it is left as it is "+
			"(and kept as %s when a new sign-in is saved)", k.path, k.damaged())
	}
	return tok, nil
}

func (k *FileKeeper) damaged() string { return k.path + ".damaged" }

// SetToken writes tok through a temporary file renamed over the old one;
// "" removes the file. A damaged file is first set aside as
// path.damaged, never thrown away.
func (k *FileKeeper) SetToken(tok string) error {
	if _, err := k.Token(); err != nil && fileExists(k.path) {
		if err := os.Rename(k.path, k.damaged()); err != nil {
			return fmt.Errorf("club: cannot set aside the damaged sign-in: %w", err)
		}
	}
	if tok == "" {
		if err := os.Remove(k.path); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("club: cannot forget the sign-in: %w", err)
		}
		return nil
	}
	if err := writeAtomic(k.path, []byte(tok+"\n")); err != nil {
		return fmt.Errorf("club: cannot save the sign-in in %s: %w", k.path, err)
	}
	return nil
}

func fileExists(path string) bool {
	_, err := os.Lstat(path)
	return err == nil
}

// writeAtomic writes data to a temporary file beside path, syncs it and
// renames it over path.
func writeAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Chmod(0o600)
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), path)
	}
	if err != nil {
		os.Remove(f.Name())
	}
	return err
}
