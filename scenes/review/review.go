// Package review is a finished game's review, composed onto the board
// scene: the summary (each side's figures, the moves, Export or Copy).
// Its replay is the analysis board (package analyse): Replay opens it on
// the game's start, a move of the list on the position after it. It owns
// no board: the board passes it the player's intents and its canvas,
// opens the analysis board where Update asks, and closes the review when
// Update says it is done.
//
//	review.go       the review's state, input and layout
//	draw.go         the summary panel
//	text.go         its figures (captures, extra turns, longest relay) and the export text
//	export_other.go Export: a file in the data folder (export_js.go: the clipboard)
package review

import (
	"fmt"
	"time"

	"mancala/engine"
	"mancala/i18n"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/movestrip"
	"mancala/scenes/theme"
)

// Text sizes of the review, px.
const summarySize = 16 // the summary's lines

// paragraph separates paragraphs for kit.WrapWords.
const paragraph = " " + kit.ParagraphMark + " "

// Review is the state of a finished game's review: the summary panel
// (figures, the move list, Copy or Export, Replay).
type Review struct {
	app     *core.App
	game    *engine.Game
	names   [2]string   // each side as the board names it, by engine.Side
	title   string      // the summary's title: "Review · " and the result
	winner  engine.Side // whose accent the summary wears
	figures gameFigures
	lines   []string         // the summary wrapped for the canvas
	chips   []movestrip.Chip // the moves, under the lines
	width   float64          // the canvas width lines were wrapped for; -1: stale
	said    string           // what the last Copy or Export did
	lay     layout.Review
}

// Canvas is what the review lays itself out and draws with: the board's
// layout for the canvas W logical px wide, and its text, painter and theme
// at Scale device px per logical px.
type Canvas struct {
	Lay   *layout.Layout
	W     float64
	Text  *kit.Text
	Paint *kit.Painter
	Theme *theme.Theme
	Scale float64
}

// New opens the review of the finished game g on its summary, laid out
// for c: names are the sides as the board names them, result the game's
// result in words, winner the side whose accent the summary wears.
func New(app *core.App, g *engine.Game, names [2]string, result string, winner engine.Side, c Canvas) *Review {
	r := &Review{app: app, game: g, names: names, title: app.T("review.title", i18n.S("result", result)), winner: winner,
		width: -1, figures: figuresOf(g)}
	r.layout(c)
	return r
}

// Key is what the review shows, for the board's frame key.
type Key struct {
	on   bool
	said string
}

// Key returns the review's frame key; the zero key when r is nil.
func (r *Review) Key() Key {
	if r == nil {
		return Key{}
	}
	return Key{on: true, said: r.said}
}

// Said returns what the last Export or Copy did, in words; "" before one.
func (r *Review) Said() string { return r.said }

// Lines returns the summary as wrapped for the canvas.
func (r *Review) Lines() []string { return r.lines }

// layout wraps the summary for the canvas, lays the moves out under it as
// chips (two lines a row: a tap target), and lays the review out.
func (r *Review) layout(c Canvas) {
	r.width = c.W
	room := layout.ReviewMaxLines(c.Lay)
	text := r.summaryText(r.app, &r.figures, r.said)
	r.lines = kit.FitWords(c.Text, text, summarySize, kit.Regular, layout.ReviewTextWidth(c.Lay), room)
	width := func(s string) float64 { return c.Text.Width(s, movestrip.Size, kit.Bold) }
	w := layout.ReviewTextWidth(c.Lay)
	rows := chipRows(movestrip.Rows(layout.Rect{W: w, H: 1e6}, len(r.game.Moves()), chipRowH, r.label, width))
	rows = min(rows, (room-len(r.lines))/2)
	r.lay = layout.ComputeReview(c.Lay, len(r.lines)+2*rows)
	area := r.lay.Lines
	area.Y += float64(len(r.lines)) * layout.ReviewLineH
	area.H = float64(rows) * chipRowH
	r.chips = movestrip.Rows(area, len(r.game.Moves()), chipRowH, r.label, width)
}

// chipRowH is a row of move chips: two lines of the summary.
const chipRowH = 2 * layout.ReviewLineH

// label is the chip of the ply-th move.
func (r *Review) label(ply int) string { return movestrip.Label(ply, r.game.Moves()[ply-1].String()) }

// chipRows counts the rows the chips take.
func chipRows(chips []movestrip.Chip) int {
	rows, y := 0, -1.0
	for _, c := range chips {
		if c.Rect.Y != y {
			rows, y = rows+1, c.Rect.Y
		}
	}
	return rows
}

// Update handles the summary's buttons in place of the board's (Esc
// closes it). It returns the moves after which the analysis board is to
// open (-1: none): Replay opens it on the start, a move of the list on
// the position after it (the "more" chip: after the last move listed,
// and one more); and done when the review has closed: the board then
// shows its game-over panel again.
func (r *Review) Update(in *kit.Intents, c Canvas) (open int, done bool) {
	if r.width != c.W {
		r.layout(c)
	}
	switch {
	case in.Pressed(kit.ActBack):
		return r.end()
	case !in.Tap:
	case r.lay.Copy.Contains(in.X, in.Y):
		r.export(c)
	case r.lay.Replay.Contains(in.X, in.Y):
		r.app.Sound.Play(kit.SoundTap)
		return 0, false
	case r.lay.Close.Contains(in.X, in.Y):
		return r.end()
	default:
		if ply, ok := movestrip.At(r.chips, in.X, in.Y); ok {
			if ply == 0 && len(r.chips) > 1 {
				ply = r.chips[len(r.chips)-2].Ply + 1
			}
			r.app.Sound.Play(kit.SoundTap)
			return ply, false
		}
	}
	return -1, false
}

// end closes the review.
func (r *Review) end() (open int, done bool) {
	r.app.Sound.Play(kit.SoundTap)
	return -1, true
}

// export copies the moves to the clipboard (in the browser) or writes
// them to a file in the data folder (on the desktop), and says which.
func (r *Review) export(c Canvas) {
	name := fmt.Sprintf("game-%s-%s.txt", r.game.Rules().Board().Variant, time.Now().Format("20060102-150405"))
	said, err := exportGame(r.app, name, exportText(r.game))
	if err != nil {
		kit.LogDetail(err)
	}
	r.said = said
	r.app.Sound.Play(kit.SoundTap)
	r.layout(c)
}

// Chips returns the summary's move chips, as laid out.
func (r *Review) Chips() []movestrip.Chip { return r.chips }
