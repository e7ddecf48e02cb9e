package picker

import (
	"mancala/i18n"
	"mancala/scenes/core"
	"mancala/scenes/kit"
)

// pickerMirror is what the picker lets the text mirror drive.
type pickerMirror struct{ *Picker }

// Offering offers to the text mirror what the picker shows: each game,
// each choice of each row (the chosen ones said so), the button that
// starts and Back; while the picker asks before replacing a game, its answers.
func (p pickerMirror) Offering() core.Offering {
	if p.ask != nil {
		return core.Offering{Title: p.ask.question, Labels: answers(p.app)}
	}
	labels := make([]string, 0, len(core.Games)+12)
	for _, g := range core.Games {
		labels = append(labels, p.marked(kit.VariantName(p.app, g.V), g.V == p.ch.Variant))
	}
	for _, o := range rowsFor(p.ch.Variant, p.mode) {
		row := i18n.S("row", p.app.T(o.label))
		for j := range o.count() {
			s := p.app.T("mirror.rowChoice", row, i18n.S("choice", o.chip(p.app, j)))
			labels = append(labels, p.marked(s, j == o.get(p.ch)))
		}
	}
	return core.Offering{Title: p.Title(), Labels: append(labels, p.goLabel(), kit.BackIn(p.app))}
}

// marked is s, said to be chosen when it is.
func (p pickerMirror) marked(s string, chosen bool) string {
	if chosen {
		return p.app.T("mirror.chosen", i18n.S("choice", s))
	}
	return s
}

// Chosen does what the player chose through the mirror, as the same tap
// would: choose a game or a row's choice, start, go back, or answer the
// question.
func (p pickerMirror) Chosen(ctx *core.Context, i int, _ bool) error {
	switch {
	case i < 0:
		return nil
	case p.ask != nil:
		return p.answer(ctx, i == 0)
	case i < len(core.Games):
		p.choose(0, i)
		return nil
	}
	i -= len(core.Games)
	for r, o := range rowsFor(p.ch.Variant, p.mode) {
		if i < o.count() {
			p.choose(r+1, i)
			return nil
		}
		i -= o.count()
	}
	if i > 0 {
		ctx.Switch.Back()
		return nil
	}
	return p.play(ctx)
}
