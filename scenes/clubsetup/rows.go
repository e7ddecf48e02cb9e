package clubsetup

import (
	"strconv"

	"mancala/ai"
	"mancala/engine"
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
// debug name and chip, and how it reads and sets the choices.
type row struct {
	key, label   string
	names, chips []string
	get          func(c *choices) int
	set          func(c *choices, i int)
}

// kalahRows are Kalah's options, as in the picker: the first choice of
// each is standard, but for the pits (six) and the seeds (four).
var kalahRows = []row{
	{"pits", "Pits a row", numbers(4, 8), numbers(4, 8),
		func(c *choices) int { return c.Kalah.Pits - 4 }, func(c *choices, i int) { c.Kalah.Pits = i + 4 }},
	{"seeds", "Seeds", numbers(3, 6), numbers(3, 6),
		func(c *choices) int { return c.Kalah.Seeds - 3 }, func(c *choices, i int) { c.Kalah.Seeds = i + 3 }},
	enumRow("capture", "Capture", 3, func(i int) string { return engine.CaptureRule(i).String() },
		func(c *choices) *uint8 { return (*uint8)(&c.Kalah.Capture) }),
	enumRow("end", "Game ends", 2, func(i int) string { return engine.EndRule(i).String() },
		func(c *choices) *uint8 { return (*uint8)(&c.Kalah.End) }),
	enumRow("leftovers", "Leftovers", 2, func(i int) string { return engine.LeftoverRule(i).String() },
		func(c *choices) *uint8 { return (*uint8)(&c.Kalah.Leftovers) }),
	enumRow("sowing", "Sowing", 2, func(i int) string { return engine.SowingRule(i).String() },
		func(c *choices) *uint8 { return (*uint8)(&c.Kalah.Sowing) }),
}

// enumRow is a row of the n values of an engine enum, named by name (the
// engine's notation, its hyphens shown as spaces), kept at field.
func enumRow(key, label string, n int, name func(i int) string, field func(c *choices) *uint8) row {
	r := row{key: key, label: label,
		get: func(c *choices) int { return int(*field(c)) }, set: func(c *choices, i int) { *field(c) = uint8(i) }}
	for i := 0; i < n; i++ {
		r.names = append(r.names, name(i))
		r.chips = append(r.chips, spaced(name(i)))
	}
	return r
}

// spaced returns s with its hyphens as spaces ("either-row": "either row").
func spaced(s string) string {
	b := []byte(s)
	for i := range b {
		if b[i] == '-' {
			b[i] = ' '
		}
	}
	return string(b)
}

// clockRow is the time control: minutes and seconds added a move.
var clockRow = row{"clock", "Clock", []string{"3+2", "5+3", "10+5", "untimed"}, []string{"3+2", "5+3", "10+5", "Untimed"},
	func(c *choices) int { return c.clock }, func(c *choices, i int) { c.clock = i }}

// ratedRow is rated or casual: rated games are for registered players,
// Kalah with the ladder's options; the server says so when refused.
var ratedRow = row{"rated", "Rating", []string{"casual", "rated"}, []string{"Casual", "Rated"},
	func(c *choices) int { return b2i(c.rated) }, func(c *choices, i int) { c.rated = i == 1 }}

// openRow is who may take an invite: the friend given its code, or
// anyone, from the lobby's list of open challenges.
var openRow = row{"open", "Who joins", []string{"friend", "anyone"}, []string{"Your friend", "Anyone"},
	func(c *choices) int { return b2i(c.public) }, func(c *choices, i int) { c.public = i == 1 }}

// levelRow is the computer's level, 1 to 10.
var levelRow = row{"level", "Level", numbers(1, 10), numbers(1, 10),
	func(c *choices) int { return int(c.Level) - 1 }, func(c *choices, i int) { c.Level = ai.Level(i + 1) }}

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
