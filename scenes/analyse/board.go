package analyse

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/ai"
	"mancala/analysis"
	"mancala/engine"
	"mancala/i18n"
	"mancala/scenes/anim"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/table"
	"mancala/scenes/theme"
)

// Board is the analysis board scene.
type Board struct {
	app    *core.App
	game   *engine.Game // the game analysed; no moves: a position to explore
	names  [2]string
	line   path
	shown  []engine.Position // along the line: shown[i] after its first i moves
	legal  []engine.Move     // the legal moves of the position shown
	model  layout.Model
	lay    Layout
	tab    *table.Table
	text   *kit.Text
	chrome kit.Chrome
	w, h   float64
	scale  float64
	think  ai.Thinker
	srch   *search      // the position shown's search; nil while judging
	jdg    *judging     // Analyse game, once asked for
	chosen engine.Place // a Bao pit waiting for its direction, or engine.Hand
	set    *setting     // the position being set up, or nil
	sheet  bool         // a compact layout shows the whole panel in the board's place
	dlg    dialog       // the dialog open over the board, or nil
	note   kit.Notice
	tr     engine.Trace
}

// New returns the analysis board on a: the game's first a.At moves shown.
func New(app *core.App, a core.Analysis) *Board {
	b := &Board{app: app, text: app.Text, chosen: engine.Hand, w: core.DefaultW, h: core.DefaultH, scale: 1}
	b.chrome = app.Chrome()
	b.tab = table.New(app.Text, app)
	b.open(a.Game, a.At, a.Names)
	return b
}

// open puts game g on the board, its first at moves shown, the sides
// named names ("": South and North); any judging is forgotten.
func (b *Board) open(g *engine.Game, at int, names [2]string) {
	b.game, b.jdg, b.set, b.chosen = gameOf(g.Rules(), g.Start(), g.Moves()), nil, nil, engine.Hand
	b.names = names
	for s, n := range [2]i18n.Key{"analysis.south", "analysis.north"} {
		if b.names[s] == "" {
			b.names[s] = b.app.T(n)
		}
	}
	b.model = layout.NewModel(g.Rules().Board())
	b.line = newPath(b.game.Moves(), at)
	b.tab.Stage = anim.NewStage(&b.model, g.Start())
	b.relayout()
	b.lineChanged(false)
}

// rules returns the rules of the game analysed.
func (b *Board) rules() engine.Rules { return b.game.Rules() }

// theme returns the scene's theme, as the settings say now.
func (b *Board) theme() *theme.Theme { return theme.Of(b.app.Settings.Theme) }

// position returns the position shown.
func (b *Board) position() engine.Position { return b.shown[b.line.at] }

// lineChanged follows a change of the line or of how far it is shown:
// the positions along it, the stage (the last move played out when
// animate is set, else at once) and a new search of the position shown.
func (b *Board) lineChanged(animate bool) {
	r := b.rules()
	b.shown = append(b.shown[:0], b.game.Start())
	for _, m := range b.line.moves {
		b.shown = append(b.shown, r.Apply(b.shown[len(b.shown)-1], m, nil))
	}
	b.chosen = engine.Hand
	b.legal = r.LegalMoves(b.position(), b.legal[:0])
	if animate && b.line.at > 0 && !b.tab.Stage.Busy() {
		b.tr.Reset()
		r.Apply(b.shown[b.line.at-1], b.line.moves[b.line.at-1], &b.tr)
		b.tab.Stage.Enqueue(&b.tr)
	} else {
		b.tab.Stage.ShowGame(r, b.game.Start(), b.line.moves[:b.line.at])
	}
	b.restartSearch()
}

// restartSearch stops the search running; the next tick starts one of
// the position shown (runEngine).
func (b *Board) restartSearch() { b.pause() }

// pause stops the engine's work: the search is dropped, the judging
// asks again for the position it was valuing when it goes on.
func (b *Board) pause() {
	b.think.Cancel()
	b.srch = nil
	if b.jdg != nil {
		b.jdg.asked = false
	}
}

// Resize lays the board out for the canvas.
func (b *Board) Resize(w, h, scale float64) {
	if w == b.w && h == b.h && scale == b.scale && b.tab.Art.Made() != 0 {
		return
	}
	b.w, b.h, b.scale = w, h, scale
	b.relayout()
}

// relayout lays the scene out for the canvas and the board's model.
func (b *Board) relayout() {
	b.lay = Compute(b.w, b.h, &b.model, b.sheet && b.set == nil)
	b.tab.Follow(b.theme(), b.scale, &b.lay.Board)
	b.chrome.Prepare(b.scale)
}

// Update runs one tick: the dialog or the set-up when open, else the
// player's input; then the search or the judging, and the animation.
func (b *Board) Update(ctx *core.Context) error {
	b.chrome.Prepare(b.scale)
	b.tab.Follow(b.theme(), b.scale, &b.lay.Board)
	in := &ctx.In
	switch {
	case b.note.Text != "" && in.Tap && (view{b}).noticeRect().Contains(in.X, in.Y):
		b.note.Text = "" // tapped away
	case b.dlg != nil:
		b.dlg.update(ctx, b)
	case b.set != nil:
		setter{b}.update(ctx)
	default:
		explorer{b}.update(ctx)
	}
	b.runEngine()
	b.tab.Stage.Advance(anim.TicksOf(ctx.Elapsed))
	return nil
}

// runEngine gives the thinker its next question: the judging's while a
// game is being judged (the search of the position shown starts again
// after it), else the search's.
func (b *Board) runEngine() {
	if b.set != nil || b.dlg != nil {
		return // the set-up has no search; a dialog may ask the worker
	}
	if b.jdg != nil && !b.jdg.done {
		b.jdg.step(&b.think)
		return
	}
	if b.srch == nil {
		b.srch = newSearch(b.rules(), b.position(), b.shown[:b.line.at])
	}
	b.srch.step(&b.think)
}

// Draw draws the board and its seeds, the plates, the bar, the panel
// (in the board's place when a compact layout shows it whole) and, over
// them, the set-up's or a dialog's.
func (b *Board) Draw(dst *ebiten.Image) {
	v := view{b}
	if b.lay.Sheet {
		b.tab.Art.Table(dst)
	} else {
		v.drawBoard(dst)
		v.drawPlates(dst)
	}
	v.drawBar(dst)
	if b.set != nil {
		setter{b}.draw(dst)
	} else {
		panel{b}.draw(dst)
	}
	b.tab.DrawCaption(dst, b.lay.Board.Caption)
	b.note.Draw(dst, &b.chrome, view{b}.noticeRect())
	if b.dlg != nil {
		b.dlg.draw(dst, b)
	}
}

// leave stops the engine and shows scene s next (nil: goes back); coming
// back, the search starts again.
func (b *Board) leave(ctx *core.Context, s core.Scene) {
	b.pause()
	if s == nil {
		ctx.Switch.Back()
		return
	}
	ctx.Switch.GoTo(s)
}

// lines returns the best lines of the position shown, best first, as
// the search's last round found them; none before its first.
func (b *Board) lines() []analysis.Line {
	if b.srch == nil {
		return nil
	}
	return b.srch.lines
}

// gameOf returns a game of its own of r from start with moves (played by
// r already: a game's, or a line tried on the board), so that the scene
// which opened the board keeps its game to change.
func gameOf(r engine.Rules, start engine.Position, moves []engine.Move) *engine.Game {
	g := engine.NewGame(r, start)
	for _, m := range moves {
		if g.Play(m, nil) != nil {
			break // played by r already: never
		}
	}
	return g
}
