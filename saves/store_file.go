//go:build !js

package saves

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// Open opens the player's store in the game's data folder (Dir). The
// directory is made on the first save, so loading works even where
// nothing can be written.
func Open() (*Store, error) {
	dir, err := Dir()
	if err != nil {
		return nil, err
	}
	return OpenDir(dir)
}

// Dir returns the game's data folder, os.UserConfigDir()/mancala: the
// saved games, and the caches the computer player builds (Oware's
// endgame database).
func Dir() (string, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("saves: no place for saved games: %w", err)
	}
	return filepath.Join(base, "mancala"), nil
}

// OpenDir opens a store whose records are the files settings.json,
// game.json and progress.json in dir (made 0o755 on the first save).
func OpenDir(dir string) (*Store, error) {
	if dir == "" {
		return nil, errors.New("saves: no directory given")
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return nil, fmt.Errorf("saves: directory %s: %w", dir, err)
	}
	return newStore(dirBackend(abs)), nil
}

// dirBackend keeps each record as a file in the directory it names.
type dirBackend string

func (d dirBackend) path(name string) string { return filepath.Join(string(d), name) }

func (d dirBackend) where() string { return string(d) }

// read treats a path through a regular file (ENOTDIR) as no record: the
// directory is not there, so neither is anything in it.
func (d dirBackend) read(name string) ([]byte, error) {
	data, err := os.ReadFile(d.path(name))
	if errors.Is(err, syscall.ENOTDIR) {
		return nil, fmt.Errorf("%w: %w", fs.ErrNotExist, err)
	}
	return data, err
}

func (d dirBackend) exists(name string) bool {
	_, err := os.Lstat(d.path(name))
	return !errors.Is(err, fs.ErrNotExist)
}

func (d dirBackend) rename(from, to string) error {
	return os.Rename(d.path(from), d.path(to))
}

func (d dirBackend) remove(name string) error {
	err := os.Remove(d.path(name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}

// write is atomic: the data goes to a temporary file in the same
// directory, synced and closed, then renamed over the record. A crash
// before the rename leaves the old record whole (and a stray temporary
// file that no load reads).
func (d dirBackend) write(name string, data []byte) error {
	if err := os.MkdirAll(string(d), 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(string(d), name+".tmp-*")
	if err != nil {
		return err
	}
	if err := fill(tmp, data); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	if err := os.Rename(tmp.Name(), d.path(name)); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	d.syncDir()
	return nil
}

// fill writes data to f, syncs and closes it.
func fill(f *os.File, data []byte) error {
	_, err := f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// syncDir makes the rename durable where the system allows it; a failure
// only means the system does not sync directories.
func (d dirBackend) syncDir() {
	f, err := os.Open(string(d))
	if err != nil {
		return
	}
	f.Sync()
	f.Close()
}

// Export writes data as the file name in the store's directory (a game's
// moves, for the player to keep) and returns the file's path.
func (s *Store) Export(name string, data []byte) (string, error) {
	d, ok := s.b.(dirBackend)
	if !ok {
		return "", errors.New("saves: this store keeps no files")
	}
	if err := d.write(name, data); err != nil {
		return "", fmt.Errorf("saves: cannot write %s: %w", d.path(name), err)
	}
	return d.path(name), nil
}
