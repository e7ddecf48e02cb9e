// Package book is Oware's opening book: for positions of a game's first
// plies, the move a long search chose there and its score, each position
// seen from the player to move (so one entry serves either side).
// cmd/oware-book builds it (make oware-book) and package ai/openings
// embeds it; level 10 plays from it, and the engine protocol when asked
// (book on).
package book

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/fnv"
	"slices"

	"mancala/engine"
)

// Entry is what the book knows of a position: the move to play, its
// score for the player to move in hundredths of a seed, and the depth in
// turns of the search that chose it.
type Entry struct {
	Move  engine.Move
	Score int16
	Depth uint8
}

// Book maps positions (by Key) to entries.
type Book struct {
	keys    []uint64 // ascending
	entries []Entry
}

// Key identifies an Oware position from its mover's view: the mover's
// pits, the opponent's, then the seeds each has captured.
func Key(p *engine.Position) uint64 {
	const m = 6
	own, opp := int(p.ToMove)*m, int(p.ToMove.Other())*m
	var b [2*m + 2]byte
	for i := range m {
		b[i], b[m+i] = byte(p.Pits[own+i]), byte(p.Pits[opp+i])
	}
	b[2*m], b[2*m+1] = byte(p.Stores[p.ToMove]), byte(p.Stores[p.ToMove.Other()])
	h := fnv.New64a()
	h.Write(b[:])
	return h.Sum64()
}

// Lookup returns the entry of p, if the book has one.
func (b *Book) Lookup(p *engine.Position) (Entry, bool) {
	if b == nil {
		return Entry{}, false
	}
	i, ok := slices.BinarySearch(b.keys, Key(p))
	if !ok {
		return Entry{}, false
	}
	return b.entries[i], true
}

// Len returns the number of positions the book knows.
func (b *Book) Len() int {
	if b == nil {
		return 0
	}
	return len(b.keys)
}

// The file: magic, the number of entries (uint32), then each entry in
// ascending key order: key (uint64), move (a pit, 0-5), score (int16),
// depth (uint8); little-endian.
const (
	magic     = "OWAREBK1"
	entrySize = 12
)

// New returns the book of the entries, keyed by Key.
func New(entries map[uint64]Entry) *Book {
	b := &Book{}
	for k := range entries {
		b.keys = append(b.keys, k)
	}
	slices.Sort(b.keys)
	for _, k := range b.keys {
		b.entries = append(b.entries, entries[k])
	}
	return b
}

// Encode writes the book in its file's form.
func (b *Book) Encode() []byte {
	out := make([]byte, len(magic)+4, len(magic)+4+entrySize*b.Len())
	copy(out, magic)
	binary.LittleEndian.PutUint32(out[len(magic):], uint32(b.Len()))
	for i, k := range b.keys {
		e := b.entries[i]
		out = binary.LittleEndian.AppendUint64(out, k)
		out = append(out, byte(e.Move))
		out = binary.LittleEndian.AppendUint16(out, uint16(e.Score))
		out = append(out, e.Depth)
	}
	return out
}

// ErrMalformed is the error of a file that is not a book.
var ErrMalformed = errors.New("book: not an Oware opening book")

// Decode reads a book Encode wrote. A file cut short, with keys out of
// order or twice, or with a move that is not a pit is an error.
func Decode(data []byte) (*Book, error) {
	if len(data) < len(magic)+4 || string(data[:len(magic)]) != magic {
		return nil, ErrMalformed
	}
	n := int(binary.LittleEndian.Uint32(data[len(magic):]))
	body := data[len(magic)+4:]
	if len(body) != n*entrySize {
		return nil, fmt.Errorf("%w: %d bytes of entries for %d", ErrMalformed, len(body), n)
	}
	b := &Book{keys: make([]uint64, n), entries: make([]Entry, n)}
	for i := range n {
		e := body[i*entrySize:]
		b.keys[i] = binary.LittleEndian.Uint64(e)
		if i > 0 && b.keys[i] <= b.keys[i-1] {
			return nil, fmt.Errorf("%w: entry %d out of order", ErrMalformed, i)
		}
		if e[8] > 5 {
			return nil, fmt.Errorf("%w: entry %d plays pit %d", ErrMalformed, i, e[8]+1)
		}
		b.entries[i] = Entry{Move: engine.Move(e[8]), Score: int16(binary.LittleEndian.Uint16(e[9:])), Depth: e[11]}
	}
	return b, nil
}
