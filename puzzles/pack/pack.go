// Package pack is the game's own puzzles, embedded: puzzles of the four
// games mined from self-play by cmd/puzzle-gen (make puzzles) and each
// proven by make verify-puzzles. The game natively and the search's Web
// Worker carry it; the page does not (its budget), and asks the worker
// for its text.
package pack

import (
	"embed"
	"io/fs"
	"strings"
	"sync"

	"mancala/puzzles"
)

//go:embed data/*.txt
var files embed.FS

// Text returns the pack's text: its files, one after the other, in the
// order of their names.
func Text() string {
	names, _ := fs.Glob(files, "data/*.txt")
	var b strings.Builder
	for _, n := range names {
		data, _ := files.ReadFile(n)
		b.Write(data)
		if len(data) > 0 && data[len(data)-1] != '\n' {
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// loaded is the pack read once.
var loaded = sync.OnceValues(func() ([]*puzzles.Puzzle, error) { return puzzles.ParsePack(Text()) })

// Load returns the pack's puzzles, read on first use. Callers must not
// change them.
func Load() ([]*puzzles.Puzzle, error) { return loaded() }
