package clubsetup

import (
	"strconv"

	"mancala/ai"
	"mancala/engine"
	"mancala/i18n"
	"mancala/online/proto"
	"mancala/scenes/core"
)

// choices are the setup's choices: the game and its options, the level
// of the computer, the time control and rated or casual.
type choices struct {
	_ [0]func() // not comparable: no equality code in the page
	core.Choices
	clock  int // index in proto.TimeControls
	rated  bool
	public bool // an invite anyone may take from the challenges list
}

// row is one option row: its debug name prefix, label, each choice's
// debug name and label, and how it reads and sets the choices. A
// choice's label is one of chips (numbers, a clock: the same in every
// language) or, after them, of words (in the player's language).
type row struct {
	prefix string
	label  i18n.Key
	names  []string
	chips  []string
	words  []i18n.Key
	get    func(c *choices) int
	set    func(c *choices, i int)
}

// count is how many choices the row has.
func (o *row) count() int { return len(o.chips) + len(o.words) }

// chip is choice i's label in w's language.
func (o *row) chip(w i18n.Words, i int) string {
	if i < len(o.chips) {
		return o.chips[i]
	}
	return w.T(o.words[i-len(o.chips)])
}

// kalahRows are Kalah's options, as in the picker (with its words): the
// first choice of each is standard, but for the pits (six) and the
// seeds (four).
var kalahRows = []row{
	{prefix: "pits", label: "picker.pits", names: numbers(4, 8), chips: numbers(4, 8),
		get: func(c *choices) int { return c.Kalah.Pits - 4 }, set: func(c *choices, i int) { c.Kalah.Pits = i + 4 }},
	{prefix: "seeds", label: "picker.seeds", names: numbers(3, 6), chips: numbers(3, 6),
		get: func(c *choices) int { return c.Kalah.Seeds - 3 }, set: func(c *choices, i int) { c.Kalah.Seeds = i + 3 }},
	enumRow("capture", "picker.capture", []i18n.Key{"picker.captureStandard", "picker.captureEmpty", "picker.captureOff"},
		func(i int) string { return engine.CaptureRule(i).String() }, func(c *choices) *uint8 { return (*uint8)(&c.Kalah.Capture) }),
	enumRow("end", "picker.end", []i18n.Key{"picker.endEitherRow", "picker.endMoverEmpty"},
		func(i int) string { return engine.EndRule(i).String() }, func(c *choices) *uint8 { return (*uint8)(&c.Kalah.End) }),
	enumRow("leftovers", "picker.leftovers", []i18n.Key{"picker.leftoversOwner", "picker.leftoversEmptier"},
		func(i int) string { return engine.LeftoverRule(i).String() }, func(c *choices) *uint8 { return (*uint8)(&c.Kalah.Leftovers) }),
	enumRow("sowing", "picker.sowing", []i18n.Key{"picker.sowingSingle", "picker.sowingAvalanche"},
		func(i int) string { return engine.SowingRule(i).String() }, func(c *choices) *uint8 { return (*uint8)(&c.Kalah.Sowing) }),
}

// enumRow is a row of the values of an engine enum, one a word, named by
// name (the engine's notation), kept at field.
func enumRow(prefix string, label i18n.Key, words []i18n.Key, name func(i int) string, field func(c *choices) *uint8) row {
	r := row{prefix: prefix, label: label, words: words,
		get: func(c *choices) int { return int(*field(c)) }, set: func(c *choices, i int) { *field(c) = uint8(i) }}
	for i := range words {
		r.names = append(r.names, name(i))
	}
	return r
}

// clockRow is the time control: minutes and seconds added a move, or none.
var clockRow = row{prefix: "clock", label: "clubSetup.clock", names: []string{"3+2", "5+3", "10+5", "untimed"},
	chips: []string{"3+2", "5+3", "10+5"}, words: []i18n.Key{"clubSetup.untimed"},
	get: func(c *choices) int { return c.clock }, set: func(c *choices, i int) { c.clock = i }}

// ratedRow is rated or casual: rated games are for registered players,
// Kalah with the ladder's options; the server says so when refused.
var ratedRow = row{prefix: "rated", label: "clubSetup.rating", names: []string{"casual", "rated"},
	words: []i18n.Key{"clubSetup.casual", "clubSetup.rated"},
	get:   func(c *choices) int { return b2i(c.rated) }, set: func(c *choices, i int) { c.rated = i == 1 }}

// openRow is who may take an invite: the friend given its code, or
// anyone, from the lobby's list of open challenges.
var openRow = row{prefix: "open", label: "clubSetup.whoJoins", names: []string{"friend", "anyone"},
	words: []i18n.Key{"clubSetup.yourFriend", "clubSetup.anyone"},
	get:   func(c *choices) int { return b2i(c.public) }, set: func(c *choices, i int) { c.public = i == 1 }}

// levelRow is the computer's level, 1 to 10.
var levelRow = row{prefix: "level", label: "picker.level", names: numbers(1, 10), chips: numbers(1, 10),
	get: func(c *choices) int { return int(c.Level) - 1 }, set: func(c *choices, i int) { c.Level = ai.Level(i + 1) }}

// rowsFor returns the rows of game v for kind k: Kalah's options, the
// clock, rated for a quick game, who may join an invite, the level
// against the computer.
func rowsFor(v engine.Variant, k core.ClubKind) []row {
	var rows []row
	if v == engine.KalahGame {
		rows = append(rows, kalahRows...)
	}
	rows = append(rows, clockRow)
	switch k {
	case core.QuickGame, core.ClubChallenge:
		rows = append(rows, ratedRow)
	case core.InviteFriend:
		rows = append(rows, openRow)
	case core.ClubComputer:
		rows = append(rows, levelRow)
	}
	return rows
}

// clockName returns the chosen time control as the server takes it.
func (c *choices) clockName() string { return proto.TimeControls[c.clock] }

// numbers returns the labels "from" .. "to".
func numbers(from, to int) []string {
	var s []string
	for n := from; n <= to; n++ {
		s = append(s, strconv.Itoa(n))
	}
	return s
}

// b2i is 1 for true, 0 for false.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
