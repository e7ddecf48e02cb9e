package picker

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
	"mancala/i18n"
	"mancala/saves"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// asking is the picker's question before a new game replaces the
// unfinished game against the same opponent: Replace or Keep it.
type asking struct {
	question string
	lines    []string // the question wrapped for the canvas
	lay      layout.Confirm
}

// slot is where the store keeps the game the picker would start: its
// game against its opponent.
func (p *Picker) slot() saves.Slot {
	sl := saves.Slot{Variant: p.ch.Variant, Opponent: saves.Computer}
	if p.mode == core.VsFriend {
		sl.Opponent = saves.Friend
	}
	return sl
}

// play starts the board with the chosen game and options; when the store
// keeps an unfinished game of the same game against the same opponent,
// it asks first.
func (p *Picker) play(ctx *core.Context) error {
	p.app.Sound.Play(kit.SoundTap)
	if p.app.Store != nil && p.mode != core.Analyse {
		if g, _ := p.app.Store.LoadGame(p.slot()); g != nil {
			p.ask = &asking{question: kit.ReplaceQuestion(p.app, g)}
			p.layoutAsk()
			return nil
		}
	}
	return p.start(ctx)
}

// start remembers the choices and opens the board.
func (p *Picker) start(ctx *core.Context) error {
	cfg, err := p.ch.Config(p.mode, p.app)
	if err != nil {
		return err
	}
	p.remember(cfg.Rules)
	if p.mode == core.Analyse {
		g := engine.NewGame(cfg.Rules, cfg.Rules.Start(cfg.First))
		ctx.Switch.GoTo(p.app.Routes.Analysis(p.app, core.Analysis{Game: g}))
		return nil
	}
	ctx.Switch.GoTo(p.app.Routes.Play(p.app, cfg))
	return nil
}

// remember keeps the choices in the settings, so the next picker (in this
// run or the next) starts from them.
func (p *Picker) remember(r engine.Rules) {
	p.app.Settings.Last = &saves.Choices{Rules: r.String(), First: p.ch.First.String(), Level: int(p.ch.Level)}
	if err := core.SaveSettings(p.app); err != nil {
		kit.LogDetail(err)
	}
}

// layoutAsk wraps the question for the canvas and lays its box out.
func (p *Picker) layoutAsk() {
	a := p.ask
	a.lines = kit.Wrap(p.app.Text, a.question, kit.AskSize, layout.ConfirmTextWidth(p.w))
	a.lay = layout.ComputeConfirm(p.w, p.h, len(a.lines))
}

// updateAsk answers the question: Replace (a tap, or Enter) forgets the
// unfinished game and starts the new one; Keep it (a tap, or Esc) closes
// the question and keeps it.
func (p *Picker) updateAsk(ctx *core.Context) error {
	in, a := &ctx.In, p.ask
	replace := in.Pressed(kit.ActEnter) || in.Tap && a.lay.Yes.Contains(in.X, in.Y)
	keep := in.Pressed(kit.ActBack) || in.Tap && a.lay.No.Contains(in.X, in.Y)
	if replace || keep {
		return p.answer(ctx, replace)
	}
	return nil
}

// answer closes the question: replace forgets the unfinished game and
// starts the new one, else the unfinished game is kept.
func (p *Picker) answer(ctx *core.Context, replace bool) error {
	p.ask = nil
	p.app.Sound.Play(kit.SoundTap)
	if !replace {
		return nil
	}
	if err := p.app.Store.ClearGame(p.slot()); err != nil {
		kit.LogDetail(err)
	}
	return p.start(ctx)
}

// answers are the question's two answers in w's language: Replace,
// Keep it.
func answers(w i18n.Words) []string {
	return []string{w.T("picker.replace"), w.T("picker.keep")}
}

// drawAsk veils the picker and draws the question with its two buttons.
func (p *Picker) drawAsk(dst *ebiten.Image) {
	if a := p.ask; a != nil {
		answers := answers(p.app)
		q := kit.Question{Lines: a.lines, Yes: answers[0], No: answers[1]}
		p.c.Ask(dst, p.w, p.h, a.lay, q, p.hot(a.lay.Yes), p.hot(a.lay.No))
	}
}
