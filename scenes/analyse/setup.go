package analyse

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/analysis"
	"mancala/engine"
	"mancala/i18n"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// setting is a position being set up by hand.
type setting struct {
	p engine.Position
}

// The set-up's actions, by slot.
const (
	setMover  Action = iota // the player to move: South or North
	setClear                // every pit and store empty
	setCancel               // back to the game, unchanged
	setDone                 // analyse the position, if the rules can hold it
)

// maxCount is the most seeds a pit or a store holds.
const maxCount = 255

// begin starts setting up from the position shown; the engine stops.
func (b setter) begin() {
	b.pause()
	b.set = &setting{p: b.position()}
	b.relayout() // the board shows, even where the panel was in its place
	b.tab.Stage.Reset(b.set.p)
}

// update reads the set-up: a tap on a pit or store adds a seed, the
// other tap (right-click, long press) takes one; the actions; Back
// cancels.
func (b setter) update(ctx *core.Context) {
	in, p := &ctx.In, &b.set.p
	switch {
	case in.Pressed(kit.ActBack):
		b.end()
	case in.AltTap:
		b.change(in.X, in.Y, -1)
	case !in.Tap:
	case b.lay.Board.Buttons[layout.BtnBack].Contains(in.X, in.Y):
		b.end()
	case b.lay.Actions[setMover].Contains(in.X, in.Y):
		p.ToMove = p.ToMove.Other()
	case b.lay.Actions[setClear].Contains(in.X, in.Y):
		*p = engine.Position{ToMove: p.ToMove}
		b.tab.Stage.Reset(*p)
	case b.lay.Actions[setCancel].Contains(in.X, in.Y):
		b.end()
	case b.lay.Actions[setDone].Contains(in.X, in.Y):
		b.done()
	default:
		b.change(in.X, in.Y, +1)
	}
}

// change adds d seeds to the pit or store at x, y, within 0..maxCount.
func (b setter) change(x, y float64, d int) {
	pl, ok := b.lay.Board.PlaceAt(x, y)
	if !ok {
		return
	}
	n := &b.set.p.Pits[pl%engine.MaxPits]
	if pl.IsStore() {
		n = &b.set.p.Stores[pl.Owner()]
	}
	if v := int(*n) + d; v >= 0 && v <= maxCount {
		*n = uint8(v)
		b.note.Text = ""
		b.app.Sound.Play(kit.SoundTap)
		b.tab.Stage.Reset(b.set.p)
	}
}

// done analyses the position set up, or says why the rules cannot hold
// it (analysis.CheckSetup) and keeps it on the board to correct.
func (b setter) done() {
	p := b.set.p
	if err := analysis.CheckSetup(b.rules(), p); err != nil {
		b.note.Text = b.refusal(err)
		return
	}
	b.note.Text = ""
	b.open(engine.NewGame(b.rules(), p), 0, b.names)
}

// setupFaults are the sentences saying why a position cannot be
// analysed, by analysis.SetupFault.
var setupFaults = [...]i18n.Key{analysis.WrongTotal: "analysis.setupTotal", analysis.OneSeedCaptured: "analysis.setupOneSeed",
	analysis.AlreadyOver: "analysis.setupOver", analysis.NoMove: "analysis.setupNoMove"}

// refusal says in the player's language why CheckSetup refused the
// position.
func (b setter) refusal(err error) string {
	var se *analysis.SetupError
	if !errors.As(err, &se) || int(se.Fault) >= len(setupFaults) {
		return b.app.T("analysis.setupRefused", i18n.S("why", err.Error()))
	}
	return b.app.T(setupFaults[se.Fault], i18n.S("game", kit.VariantName(b.app, se.Variant)),
		i18n.N("want", se.Want), i18n.N("count", se.Got), i18n.S("name", b.names[se.Side]))
}

// end leaves the set-up: the game comes back as it was.
func (b setter) end() {
	b.set = nil
	b.relayout()
	b.note.Text = ""
	b.app.Sound.Play(kit.SoundTap)
	b.lineChanged(false)
}

// draw draws the set-up's panel: what to do, the count against the
// game's, and its actions.
func (b setter) draw(dst *ebiten.Image) {
	th, pn := b.theme(), panel{b.Board}
	b.tab.Painter().Fill(dst, b.lay.Panel.Inset(-4), 14, th.Plate)
	total, want := b.set.p.Total(), b.rules().Board().Seeds
	w := b.app
	pn.write(dst, b.lay.Score, w.T("analysis.seedsOf", i18n.N("count", total), i18n.N("want", want)), scoreSize, kit.Bold, th.Ink)
	for i, r := range b.lay.Lines {
		if r.W > 0 {
			pn.write(dst, r, w.T(setupHelp[i]), panelSize, kit.Regular, th.Ink)
		}
	}
	labels := [ActSheet]string{w.T("analysis.toMove", i18n.S("name", b.names[b.set.p.ToMove])),
		w.T("analysis.clear"), w.T("analysis.cancel"), w.T("analysis.done")}
	for i, label := range labels {
		b.tab.DrawButton(dst, b.lay.Actions[i], label, Action(i) == setDone && total == want, 1)
	}
}

// setupHelp are the set-up's lines of help, one a row of the panel.
var setupHelp = [numLines]i18n.Key{"analysis.setupAdd", "analysis.setupTake", "analysis.setupChoose"}
