package picker

import (
	"mancala/ai"
	"mancala/engine"
	"mancala/scenes/core"
)

// option is one row of the picker: a setting and its choices.
type option struct {
	key   string   // the debug names' prefix, e.g. "seeds" for "seeds-5"
	label string   // the row's label
	names []string // each choice's debug name, after the prefix
	chips []string // each choice's label
	get   func(c *core.Choices) int
	set   func(c *core.Choices, i int)
}

// kalahRows are Kalah's options; the first choice of each is standard,
// but for the pits (six) and the seeds (four).
var kalahRows = []option{
	{"pits", "Pits a row", numbers(4, 8), numbers(4, 8),
		func(c *core.Choices) int { return c.Kalah.Pits - 4 },
		func(c *core.Choices, i int) { c.Kalah.Pits = i + 4 }},
	{"seeds", "Seeds", numbers(3, 6), numbers(3, 6),
		func(c *core.Choices) int { return c.Kalah.Seeds - 3 },
		func(c *core.Choices, i int) { c.Kalah.Seeds = i + 3 }},
	{"capture", "Capture", []string{"standard", "empty", "off"}, []string{"standard", "empty", "off"},
		func(c *core.Choices) int { return int(c.Kalah.Capture) },
		func(c *core.Choices, i int) { c.Kalah.Capture = engine.CaptureRule(i) }},
	{"end", "Game ends", []string{"either-row", "mover-empty"}, []string{"either row", "mover empty"},
		func(c *core.Choices) int { return int(c.Kalah.End) },
		func(c *core.Choices, i int) { c.Kalah.End = engine.EndRule(i) }},
	{"leftovers", "Leftovers", []string{"owner", "emptier"}, []string{"to owner", "to emptier"},
		func(c *core.Choices) int { return int(c.Kalah.Leftovers) },
		func(c *core.Choices, i int) { c.Kalah.Leftovers = engine.LeftoverRule(i) }},
	{"sowing", "Sowing", []string{"single", "avalanche"}, []string{"single", "avalanche"},
		func(c *core.Choices) int { return int(c.Kalah.Sowing) },
		func(c *core.Choices, i int) { c.Kalah.Sowing = engine.SowingRule(i) }},
}

// firstRow is who moves first: the person plays South, so against the
// computer South is "You"; with a friend the sides are Bottom and Top.
func firstRow(m core.Mode) option {
	o := option{key: "first", label: "Who starts",
		names: []string{"south", "north"}, chips: []string{"Bottom", "Top"},
		get: func(c *core.Choices) int { return int(c.First) },
		set: func(c *core.Choices, i int) { c.First = engine.Side(i) }}
	if m == core.VsComputer {
		o.names, o.chips = []string{"you", "computer"}, []string{"You", "Computer"}
	}
	return o
}

// levelRow is the computer's level, 1 (Beginner) to 10 (Champion).
var levelRow = option{"level", "Level", numbers(1, 10), numbers(1, 10),
	func(c *core.Choices) int { return int(c.Level) - 1 },
	func(c *core.Choices, i int) { c.Level = ai.Level(i + 1) }}

// rowsFor returns the rows of game v in mode m: Kalah's options, who
// starts, and against the computer its level.
func rowsFor(v engine.Variant, m core.Mode) []option {
	var rows []option
	if v == engine.KalahGame {
		rows = append(rows, kalahRows...)
	}
	rows = append(rows, firstRow(m))
	if m == core.VsComputer {
		rows = append(rows, levelRow)
	}
	return rows
}
