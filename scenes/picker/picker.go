package picker

import (
	"strconv"

	"mancala/i18n"
	"mancala/scenes/boardview"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// previewSlot is the slot of the large picture of the chosen game.
const previewSlot = 4

// Picker is the variant picker: the four games, Kalah's options, who moves
// first and the computer's level; Play starts the board.
type Picker struct {
	pics  boardview.Pictures // the boards' pictures
	app   *core.App
	mode  core.Mode
	ch    *core.Choices
	rows  []option
	lay   layout.Picker
	w, h  float64
	focus int  // keyboard focus: 0 the games, then the rows
	keys  bool // the keyboard was used: show the focus
	in    kit.Intents
	c     kit.Chrome
	ask   *asking // the question before replacing an unfinished game; nil: none
}

// NewPicker returns the picker for mode m, keeping its choices in ch.
func NewPicker(app *core.App, m core.Mode, ch *core.Choices) *Picker {
	p := &Picker{app: app, mode: m, ch: ch, c: app.Chrome()}
	p.Resize(core.DefaultW, core.DefaultH, 1)
	return p
}

// Mode returns whom the picker's games are against.
func (p *Picker) Mode() core.Mode { return p.mode }

// Choices returns the choices the picker keeps (shared with the menu).
func (p *Picker) Choices() *core.Choices { return p.ch }

// QuestionLines returns the question as wrapped for the canvas.
func (p *Picker) QuestionLines() []string {
	if p.ask == nil {
		return nil
	}
	return p.ask.lines
}

// Question returns the question asked before Play replaces an unfinished
// game; "" when none is asked.
func (p *Picker) Question() string {
	if p.ask == nil {
		return ""
	}
	return p.ask.question
}

// Resize lays the picker out for the canvas.
func (p *Picker) Resize(w, h, scale float64) {
	if w == p.w && h == p.h && scale == p.c.Scale {
		return
	}
	p.w, p.h = w, h
	p.relayout(scale)
}

// Update lays the picker out (the menu's other picker may have changed
// the shared choices, the settings the theme), handles Back, a tap or the
// keys, then lays it out again for what they changed (another game has
// other rows).
func (p *Picker) Update(ctx *core.Context) error {
	p.relayout(p.c.Scale)
	p.in = ctx.In
	if err := core.Speak(p.app, ctx, pickerMirror{p}); err != nil {
		return err
	}
	if p.ask != nil {
		p.layoutAsk()
		return p.updateAsk(ctx)
	}
	err := p.handle(ctx, &ctx.In)
	p.relayout(p.c.Scale)
	return err
}

// handle does what the player asked for this tick.
func (p *Picker) handle(ctx *core.Context, in *kit.Intents) error {
	switch {
	case in.Pressed(kit.ActBack):
		p.app.Sound.Play(kit.SoundTap)
		ctx.Switch.Back()
	case in.Tap:
		return p.tap(ctx, in.X, in.Y)
	case in.Pressed(kit.ActEnter):
		return p.play(ctx)
	default:
		p.keyboard(in)
	}
	return nil
}

// relayout lays the picker out for the canvas and the chosen game's rows,
// at scale, and makes the pictures for their places.
func (p *Picker) relayout(scale float64) {
	p.rows = rowsFor(p.ch.Variant, p.mode)
	counts := make([]int, 0, len(p.rows))
	for _, o := range p.rows {
		if o.key != "level" {
			counts = append(counts, o.count())
		}
	}
	p.lay = layout.ComputePicker(p.w, p.h, counts, p.mode == core.VsComputer)
	p.c.Prepare(scale)
	for i, g := range core.Games {
		p.pics.Prepare(i, g.V, p.lay.Pics[i], p.c.Scale, p.c.Th, p.c.Text)
	}
	if p.lay.Preview.W > 0 {
		p.pics.Prepare(previewSlot, p.ch.Variant, p.lay.Preview, p.c.Scale, p.c.Th, p.c.Text)
	}
	p.focus = min(p.focus, len(p.rows))
}

// tap does what the control at x, y is for.
func (p *Picker) tap(ctx *core.Context, x, y float64) error {
	switch {
	case p.lay.Back.Contains(x, y):
		p.app.Sound.Play(kit.SoundTap)
		ctx.Switch.Back()
	case p.lay.Play.Contains(x, y):
		return p.play(ctx)
	case p.lay.Hit(x, y) >= 0:
		p.choose(0, p.lay.Hit(x, y))
	default:
		p.tapRow(x, y)
	}
	return nil
}

// tapRow chooses the chip, or steps the level, at x, y.
func (p *Picker) tapRow(x, y float64) {
	for i := range p.lay.Rows {
		r := &p.lay.Rows[i]
		for j, c := range r.Chips {
			if c.Contains(x, y) {
				p.choose(i+1, j)
			}
		}
		if r.Stepper() && r.Down.Contains(x, y) {
			p.step(i+1, -1)
		}
		if r.Stepper() && r.Up.Contains(x, y) {
			p.step(i+1, +1)
		}
	}
}

// keyboard: 1..4 choose a game, up and down move the focus between the
// rows, left and right change the focused row's choice.
func (p *Picker) keyboard(in *kit.Intents) {
	for n := 1; n <= len(core.Games); n++ {
		if in.Pressed(kit.PitAction(n)) {
			p.choose(0, n-1)
		}
	}
	n := len(p.rows) + 1
	if in.Pressed(kit.ActUp) {
		p.keys, p.focus = true, (p.focus+n-1)%n
	}
	if in.Pressed(kit.ActDown) {
		p.keys, p.focus = true, (p.focus+1)%n
	}
	if in.Pressed(kit.ActLeft) {
		p.keys = true
		p.step(p.focus, -1)
	}
	if in.Pressed(kit.ActRight) {
		p.keys = true
		p.step(p.focus, +1)
	}
}

// choose sets row i (0: the game) to choice j.
func (p *Picker) choose(i, j int) {
	p.app.Sound.Play(kit.SoundTap)
	if i == 0 {
		p.ch.Variant = core.Games[j].V
		return
	}
	p.rows[i-1].set(p.ch, j)
}

// step moves row i's choice by d, stopping at either end.
func (p *Picker) step(i, d int) {
	n, cur := len(core.Games), int(p.ch.Variant)
	if i > 0 {
		n, cur = p.rows[i-1].count(), p.rows[i-1].get(p.ch)
	}
	if next := cur + d; next >= 0 && next < n {
		p.choose(i, next)
	}
}

// Debug names the picker's tap targets.
func (p *Picker) Debug(d *core.DebugState) {
	d.Scene = "picker"
	if p.ask != nil {
		d.Add("replace", p.ask.lay.Yes)
		d.Add("keep", p.ask.lay.No)
		return
	}
	d.Add("back", p.lay.Back)
	d.Add("play", p.lay.Play)
	for i, g := range core.Games {
		d.Add("variant-"+g.V.String(), p.lay.Cards[i])
	}
	for i, o := range p.rows {
		r := p.lay.Rows[i]
		for j, c := range r.Chips {
			d.Add(o.key+"-"+o.names[j], c)
		}
		if r.Stepper() {
			d.Add(o.key+"-down", r.Down)
			d.Add(o.key+"-up", r.Up)
		}
	}
}

// Title is the picker's title.
func (p *Picker) Title() string {
	switch p.mode {
	case core.VsFriend:
		return p.app.T("menu.vsFriend")
	case core.Analyse:
		return p.app.T("menu.analysis")
	}
	return p.app.T("menu.vsComputer")
}

// goLabel is the button that opens the board: Play Kalah, or Analyse
// Kalah.
func (p *Picker) goLabel() string {
	game := i18n.S("game", kit.VariantName(p.app, p.ch.Variant))
	if p.mode == core.Analyse {
		return p.app.T("picker.analyse", game)
	}
	return p.app.T("picker.play", game)
}

// numbers returns the labels "from" .. "to".
func numbers(from, to int) []string {
	var s []string
	for n := from; n <= to; n++ {
		s = append(s, strconv.Itoa(n))
	}
	return s
}

// The picker is a scene that describes itself.
var _ core.Debugger = (*Picker)(nil)
