package analyse

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/ai"
	"mancala/engine"
	"mancala/i18n"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// dialog is a question open over the board (kit.Chrome.Ask, with a row
// of its own: DialogRow): it takes the input until closed.
type dialog interface {
	update(ctx *core.Context, b *Board)
	draw(dst *ebiten.Image, b *Board)
}

// box lays a dialog out on the board's canvas.
func box(b *Board) layout.Confirm { return layout.ComputeConfirm(b.w, b.h, dialogLines) }

// importing is the Import dialog: a game pasted as Export writes it (the
// engine protocol's lines) or as an OGN record.
type importing struct {
	field   kit.Field
	err     string // why the last text could not be read
	reading core.Work[*engine.Game]
}

// newImport opens the Import dialog.
func newImport(*Board) *importing { return &importing{field: kit.Field{Max: 64 << 10}} }

// update edits the text; Open (or Enter) reads it, Cancel (or Back)
// closes the dialog.
func (im *importing) update(ctx *core.Context, b *Board) {
	in, d := &ctx.In, box(b)
	kit.OfferKeyboard(0, kit.SpotOf(&im.field, DialogRow(&d)))
	if im.reading != nil {
		im.read(b)
		return
	}
	if im.field.Edit(in) {
		im.err = ""
	}
	switch {
	case in.Pressed(kit.ActBack) && !in.Pressed(kit.ActErase), in.Tap && d.No.Contains(in.X, in.Y):
		b.dlg = nil
	case in.Pressed(kit.ActEnter), in.Tap && d.Yes.Contains(in.X, in.Y):
		b.pause()
		im.reading = readGame(&b.think, im.field.Text)
	}
}

// read puts the game read on the board at its end, or says why it could
// not be read.
func (im *importing) read(b *Board) {
	if !im.reading.Done() {
		return
	}
	g, err := im.reading.Result()
	im.reading = nil
	if err != nil {
		im.err = err.Error()
		return
	}
	b.dlg = nil
	b.app.Sound.Play(kit.SoundTap)
	b.open(g, len(g.Moves()), [2]string{})
}

// draw draws the dialog, its field and what was wrong.
func (im *importing) draw(dst *ebiten.Image, b *Board) {
	d, w := box(b), b.app
	last := im.err
	if im.reading != nil {
		last = w.T("analysis.reading")
	}
	q := kit.Question{Lines: []string{w.T("analysis.paste"), "", "", fit(b, last, d.Lines.W)},
		Yes: w.T("analysis.open"), No: w.T("analysis.cancel")}
	b.chrome.Ask(dst, b.w, b.h, d, q, false, false)
	im.field.Draw(dst, &b.chrome, DialogRow(&d).Inset(2), w.T("analysis.pasteHere"), true)
}

// fit returns s, shortened with "…" to fit w px in the dialog's words
// (kit.FitWords, one line).
func fit(b *Board, s string, w float64) string {
	if ls := kit.FitWords(b.text, s, kit.AskSize, kit.Regular, w, 1); len(ls) > 0 {
		return ls[0]
	}
	return ""
}

// playing is the Play from here dialog: against the computer at a level,
// or a friend on the same device; a tap outside it (or Back) cancels.
type playing struct{ level ai.Level }

// newPlayFrom opens Play from here at the level last chosen.
func newPlayFrom(b *Board) *playing {
	return &playing{level: core.ChoicesFrom(b.app.Settings).Level}
}

// minus and plus are the level's steps at the ends of the dialog's row.
func minus(d *layout.Confirm) layout.Rect { r := DialogRow(d); r.W = r.H; return r }
func plus(d *layout.Confirm) layout.Rect {
	r := DialogRow(d)
	r.X, r.W = r.X+r.W-r.H, r.H
	return r
}

// update steps the level and starts the game: the player takes the side
// to move, the computer (when chosen) the other.
func (pl *playing) update(ctx *core.Context, b *Board) {
	in, d := &ctx.In, box(b)
	switch {
	case in.Pressed(kit.ActBack), in.Tap && !d.Box.Contains(in.X, in.Y):
		b.dlg = nil
	case !in.Tap:
	case minus(&d).Contains(in.X, in.Y):
		pl.level = max(ai.Beginner, pl.level-1)
	case plus(&d).Contains(in.X, in.Y):
		pl.level = min(ai.Champion, pl.level+1)
	case d.Yes.Contains(in.X, in.Y), d.No.Contains(in.X, in.Y):
		pl.start(ctx, b, d.Yes.Contains(in.X, in.Y))
	}
}

// start opens the board on the position shown; it is not saved (it
// would take the place of the player's own unfinished game).
func (pl *playing) start(ctx *core.Context, b *Board, computer bool) {
	p := b.position()
	cfg := core.Config{Rules: b.rules(), First: p.ToMove, Start: &p, Speed: core.SpeedOf(b.app.Settings), NoSave: true}
	if computer {
		cfg.Computer[p.ToMove.Other()] = &core.Computer{Level: pl.level}
	}
	b.dlg = nil
	b.leave(ctx, b.app.Routes.Play(b.app, cfg))
}

// draw draws the dialog with the level between its steps.
func (pl *playing) draw(dst *ebiten.Image, b *Board) {
	d, w := box(b), b.app
	q := kit.Question{Lines: []string{w.T("analysis.playAs", i18n.S("name", b.names[b.position().ToMove])), "", "",
		w.T("analysis.notSaved")}, Yes: w.T("analysis.vsComputer"), No: w.T("analysis.withFriend")}
	b.chrome.Ask(dst, b.w, b.h, d, q, false, false)
	for i, r := range [2]layout.Rect{minus(&d), plus(&d)} {
		b.tab.DrawButton(dst, r, [2]string{"-", "+"}[i], false, 1)
	}
	x, y := DialogRow(&d).Center()
	b.text.Draw(dst, w.T("analysis.level", i18n.N("level", int(pl.level)), i18n.S("name", kit.LevelWord(w, pl.level))),
		x, y, 20, b.scale, kit.Bold, b.theme().Ink)
}
