package play

import (
	"strings"

	"mancala/engine"
	"mancala/i18n"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// mirror is the board in words, for a player who does not see it
// (core.Mirror): each move announced, the board read on request, the
// legal moves offered by name.
type mirror struct{ *Board }

// roleSowed say that a side played a move, by its role.
var roleSowed = [...]i18n.Key{"mirror.sowedYou", "mirror.sowedComputer", "mirror.sowedBottom", "mirror.sowedTop"}

// announceMove says that side s played m, and what it did (tr): "You
// sowed pit 3: extra turn", "Computer sowed pit 5: captured 4", and how
// the game ended when it did.
func (b mirror) announceMove(s engine.Side, m engine.Move, tr *engine.Trace) {
	v := view{b.Board}
	text := b.app.T(roleSowed[v.role(s)], i18n.S("move", kit.MoveName(b.app, m)))
	var what []string
	captured, over := 0, false
	for _, e := range tr.Events {
		switch e.Kind {
		case engine.Capture:
			if e.Side == s {
				captured += e.Count
			}
		case engine.ExtraTurn:
			what = append(what, b.app.T("mirror.extraTurn"))
		case engine.GrandSlam:
			what = append(what, b.app.T("table.grandSlam"))
		case engine.GameOver:
			over = true
		}
	}
	if captured > 0 {
		what = append([]string{b.app.T("mirror.captured", i18n.Count(captured))}, what...)
	}
	if len(what) > 0 {
		text = b.app.T("mirror.outcome", i18n.S("move", text), i18n.S("what", strings.Join(what, ", ")))
	}
	if over {
		text += ". " + kit.ResultWords(b.app, b.cfg.Rules.Outcome(b.game.Position()), [2]string{v.sideName(engine.South), v.sideName(engine.North)})
	}
	b.app.Mirrored().Announce(text)
	b.said = text
}

// Offering offers the legal moves while the player is to move, each
// named with its seeds, beside the board; then the game-over panel's
// buttons while it shows, else the bar's Menu.
func (m mirror) Offering() core.Offering {
	b := m.Board
	labels := m.moveLabels(m.offered())
	for _, k := range m.buttons() {
		labels = append(labels, b.app.T(k))
	}
	return core.Offering{Title: b.app.T("mirror.moves"), Labels: labels, Board: true}
}

// Chosen plays the move the player chose or does the button, and reads
// the board when they ask.
func (m mirror) Chosen(ctx *core.Context, i int, readBoard bool) error {
	b := m.Board
	legal := m.offered()
	switch {
	case i >= 0 && i < len(legal):
		b.Play(legal[i])
	case i >= len(legal) && i-len(legal) < len(m.buttons()):
		m.press(ctx, m.buttons()[i-len(legal)])
	}
	if readBoard {
		b.app.Mirrored().Announce(m.boardWords())
	}
	return nil
}

// buttons are the buttons the mirror offers after the moves: the
// game-over panel's while it shows, else the bar's Menu.
func (b mirror) buttons() []i18n.Key {
	if (overPanel{b.Board}).overShown() {
		return overButtons[:]
	}
	return []i18n.Key{"board.menu"}
}

// press does what button k does.
func (b mirror) press(ctx *core.Context, k i18n.Key) {
	o := overPanel{b.Board}
	switch k {
	case "board.rematch":
		ctx.Switch.Replace(o.rematch())
	case "board.review":
		reviewer{b.Board}.startReview()
	case "board.analyse":
		ctx.Switch.GoTo(b.app.Routes.Analysis(b.app, o.analysis()))
	default:
		o.leave(ctx)
	}
}

// offered are the moves the mirror offers: the legal ones while a person
// is to move and the seeds are still, else none.
func (b mirror) offered() []engine.Move {
	if !b.Human() || b.tab.Stage.Busy() {
		return nil
	}
	return b.Legal()
}

// moveLabels name moves with the seeds they sow: "pit 3: 4 seeds".
func (b mirror) moveLabels(moves []engine.Move) []string {
	if len(moves) == 0 {
		return nil
	}
	p, bd := b.game.Position(), b.model.Board
	labels := make([]string, len(moves))
	for i, m := range moves {
		n := p.Seeds(layout.MovePlace(bd, p.ToMove, m))
		labels[i] = b.app.T("mirror.moveLabel", i18n.S("move", kit.MoveName(b.app, m)), i18n.Count(n))
	}
	return labels
}

// boardWords read the board from the player's side: each side's pits
// from the player's left, row by row, and what it holds, then whose turn
// it is: "From your left. You: 4, 4, 4, 4, 4, 4; store 0. Computer: ...".
func (b mirror) boardWords() string {
	v, p, bd := view{b.Board}, b.game.Position(), b.model.Board
	parts := []string{b.app.T("mirror.fromLeft")}
	for _, s := range [2]engine.Side{engine.South, engine.North} {
		rows := make([]string, 0, 2)
		for i, row := range sideRows(bd, s) {
			counts := make([]string, len(row))
			for j, pl := range row {
				counts[j] = kit.Itoa(p.Seeds(pl))
			}
			line := strings.Join(counts, ", ")
			if bd.Rows == 4 {
				line = b.app.T([2]i18n.Key{"mirror.frontRow", "mirror.backRow"}[i], i18n.S("pits", line))
			}
			rows = append(rows, line)
		}
		parts = append(parts, b.app.T("mirror.side", i18n.S("side", v.sideName(s)),
			i18n.S("pits", strings.Join(rows, "; ")), i18n.S("score", b.tab.ScoreText(b.cfg.Rules, p, s))))
	}
	parts = append(parts, v.status())
	return strings.Join(parts, " ")
}

// sideRows are side s's rows of pits as the player at the bottom sees
// them, each from their left: one row, or in Bao the front row then the
// back row.
func sideRows(bd engine.Board, s engine.Side) [][]engine.Place {
	n := bd.Pits
	row := func(first int, reverse bool) []engine.Place {
		r := make([]engine.Place, n)
		for i := range r {
			if reverse {
				r[i] = engine.Place(first + n - 1 - i)
			} else {
				r[i] = engine.Place(first + i)
			}
		}
		return r
	}
	if bd.Rows == 4 { // Bao: South back, front; North front, back
		if s == engine.South {
			return [][]engine.Place{row(n, false), row(0, false)}
		}
		return [][]engine.Place{row(2*n, true), row(3*n, true)}
	}
	if s == engine.South {
		return [][]engine.Place{row(0, false)}
	}
	return [][]engine.Place{row(n, true)}
}
