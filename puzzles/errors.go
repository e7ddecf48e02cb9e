package puzzles

import (
	"errors"
	"strconv"
)

// fmtErr is the error of puzzle p that says why.
func fmtErr(p *Puzzle, why string) error {
	return errors.New("puzzles: " + p.ID + ": " + why)
}

// formatMargin writes a margin as the pack does.
func formatMargin(m float64) string { return strconv.FormatFloat(m, 'f', -1, 64) }
