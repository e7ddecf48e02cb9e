package owaredb

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// The file of a database: a header naming the format and the seeds, then
// every board's lo, then every board's hi, one signed byte each.
const magic = "mancala oware endgame bounds v1\n"

// FileName is the name of the database of boards up to seeds in a folder.
func FileName(seeds int) string { return fmt.Sprintf("oware-endgame-%d.db", seeds) }

// Open returns the database of boards up to seeds kept in dir, building it
// (calling progress) and saving it there when dir does not hold it yet or
// holds a damaged copy. A database that cannot be saved is still returned,
// with the error.
func Open(ctx context.Context, dir string, seeds int, progress Progress) (*DB, error) {
	path := filepath.Join(dir, FileName(seeds))
	if d, err := Load(path, seeds); err == nil {
		return d, nil
	}
	d, err := Build(ctx, seeds, progress)
	if err != nil {
		return nil, err
	}
	return d, d.Save(path)
}

// Save writes the database to path, through a temporary file of its own
// renamed into place, so that a reader never sees half a database, nor
// two programs building it at once each other's.
func (d *DB) Save(path string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(filepath.Dir(path), FileName(d.Seeds())+".*.tmp")
	if err != nil {
		return err
	}
	tmp := f.Name()
	w := bufio.NewWriter(f)
	w.WriteString(magic)
	w.WriteByte(byte(d.Seeds()))
	for _, a := range [][]int8{d.lo, d.hi} {
		for _, v := range a {
			w.WriteByte(byte(v))
		}
	}
	if err := errors.Join(w.Flush(), f.Close()); err != nil {
		os.Remove(tmp)
		return err
	}
	return os.Rename(tmp, path)
}

// Load reads the database of boards up to seeds from path.
func Load(path string, seeds int) (*DB, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r := newRanking(seeds)
	n := int(r.size())
	buf := make([]byte, len(magic)+1+2*n)
	if _, err := io.ReadFull(f, buf); err != nil {
		return nil, fmt.Errorf("owaredb: %s: %w", path, err)
	}
	if string(buf[:len(magic)]) != magic || int(buf[len(magic)]) != seeds {
		return nil, fmt.Errorf("owaredb: %s is not a database of %d seeds", path, seeds)
	}
	if extra, _ := f.Read(make([]byte, 1)); extra != 0 {
		return nil, fmt.Errorf("owaredb: %s is longer than a database of %d seeds", path, seeds)
	}
	body := buf[len(magic)+1:]
	d := &DB{rank: r, lo: make([]int8, n), hi: make([]int8, n)}
	for i := range n {
		d.lo[i], d.hi[i] = int8(body[i]), int8(body[n+i])
	}
	return d, nil
}
