package picker

import (
	"mancala/ai"
	"mancala/engine"
	"mancala/i18n"
	"mancala/scenes/core"
)

// option is one row of the picker: a setting and its choices.
type option struct {
	key   string   // the debug names' prefix, e.g. "seeds" for "seeds-5"
	label i18n.Key // the row's label
	names []string // each choice's debug name, after the prefix
	// chips are the choices' labels where they are numbers, words where
	// they are words (in the game's language); one of the two is nil.
	chips []string
	words []i18n.Key
	get   func(c *core.Choices) int
	set   func(c *core.Choices, i int)
}

// count is how many choices the row has.
func (o *option) count() int { return max(len(o.chips), len(o.words)) }

// chip is choice i's label in w's language.
func (o *option) chip(w i18n.Words, i int) string {
	if o.words != nil {
		return w.T(o.words[i])
	}
	return o.chips[i]
}

// kalahRows are Kalah's options; the first choice of each is standard,
// but for the pits (six) and the seeds (four).
var kalahRows = []option{
	{key: "pits", label: "picker.pits", names: numbers(4, 8), chips: numbers(4, 8),
		get: func(c *core.Choices) int { return c.Kalah.Pits - 4 },
		set: func(c *core.Choices, i int) { c.Kalah.Pits = i + 4 }},
	{key: "seeds", label: "picker.seeds", names: numbers(3, 6), chips: numbers(3, 6),
		get: func(c *core.Choices) int { return c.Kalah.Seeds - 3 },
		set: func(c *core.Choices, i int) { c.Kalah.Seeds = i + 3 }},
	{key: "capture", label: "picker.capture", names: []string{"standard", "empty", "off"},
		words: []i18n.Key{"picker.captureStandard", "picker.captureEmpty", "picker.captureOff"},
		get:   func(c *core.Choices) int { return int(c.Kalah.Capture) },
		set:   func(c *core.Choices, i int) { c.Kalah.Capture = engine.CaptureRule(i) }},
	{key: "end", label: "picker.end", names: []string{"either-row", "mover-empty"},
		words: []i18n.Key{"picker.endEitherRow", "picker.endMoverEmpty"},
		get:   func(c *core.Choices) int { return int(c.Kalah.End) },
		set:   func(c *core.Choices, i int) { c.Kalah.End = engine.EndRule(i) }},
	{key: "leftovers", label: "picker.leftovers", names: []string{"owner", "emptier"},
		words: []i18n.Key{"picker.leftoversOwner", "picker.leftoversEmptier"},
		get:   func(c *core.Choices) int { return int(c.Kalah.Leftovers) },
		set:   func(c *core.Choices, i int) { c.Kalah.Leftovers = engine.LeftoverRule(i) }},
	{key: "sowing", label: "picker.sowing", names: []string{"single", "avalanche"},
		words: []i18n.Key{"picker.sowingSingle", "picker.sowingAvalanche"},
		get:   func(c *core.Choices) int { return int(c.Kalah.Sowing) },
		set:   func(c *core.Choices, i int) { c.Kalah.Sowing = engine.SowingRule(i) }},
}

// firstRow is who moves first: the person plays South, so against the
// computer South is "You"; with a friend the sides are Bottom and Top.
func firstRow(m core.Mode) option {
	o := option{key: "first", label: "picker.first",
		names: []string{"south", "north"}, words: []i18n.Key{"picker.firstBottom", "picker.firstTop"},
		get: func(c *core.Choices) int { return int(c.First) },
		set: func(c *core.Choices, i int) { c.First = engine.Side(i) }}
	if m == core.VsComputer {
		o.names, o.words = []string{"you", "computer"}, []i18n.Key{"picker.firstYou", "picker.firstComputer"}
	}
	return o
}

// levelRow is the computer's level, 1 (Beginner) to 10 (Champion).
var levelRow = option{key: "level", label: "picker.level", names: numbers(1, 10), chips: numbers(1, 10),
	get: func(c *core.Choices) int { return int(c.Level) - 1 },
	set: func(c *core.Choices, i int) { c.Level = ai.Level(i + 1) }}

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
