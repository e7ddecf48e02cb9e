package howto

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
	"mancala/scenes/anim"
	"mancala/scenes/boardview"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// HowToPlay is the rules screen: for each game a few pages, each with its
// text and a mini board that plays the page's moves in a loop, through
// the real engine and the board's animation. Tabs switch the game; Prev
// and Next turn the pages, on from one game's last page to the next
// game's first.
type HowToPlay struct {
	app   *core.App
	v     engine.Variant
	page  int
	lay   layout.RulesScreen
	board layout.Layout
	capR  layout.Rect // the demonstration's caption, under the board
	demo  *rulesDemo
	view  *boardview.View
	text  rulesText
	pages [4][]rulesPage // in the player's language
	lang  string         // the language of pages
	w, h  float64        // canvas, logical px
	scale float64
	tick  int
	paint kit.Painter
}

// NewRules returns the how-to-play scene, showing game v's first page.
func NewRules(app *core.App, v engine.Variant) core.Scene { return newHowToPlay(app, v) }

func newHowToPlay(app *core.App, v engine.Variant) *HowToPlay {
	h := &HowToPlay{app: app}
	h.Resize(core.DefaultW, core.DefaultH, 1)
	h.show(v, 0)
	return h
}

// Page returns the game and the page shown.
func (h *HowToPlay) Page() (engine.Variant, int) { return h.v, h.page }

// show turns to page i of game v, in the player's language, and starts
// its demonstration.
func (h *HowToPlay) show(v engine.Variant, i int) {
	h.v, h.page = v, i
	d, err := newDemo(v, h.shown(), h.app)
	if err != nil {
		panic(err) // the pages are data checked by the tests
	}
	h.demo = d
	h.layoutBoard()
	h.text.reset()
}

// shown returns the page shown, in the player's language, whose pages
// are made again when the language changed.
func (h *HowToPlay) shown() *rulesPage {
	if lang := h.app.Language().Code; lang != h.lang {
		h.pages, h.lang = bookPages(h.app), lang
		h.text.reset()
	}
	return &h.pages[h.v][h.page]
}

// Update handles the player's input, then plays the demonstration.
func (h *HowToPlay) Update(ctx *core.Context) error {
	h.tick++
	h.prepare() // the theme may have changed
	if h.app.Language().Code != h.lang {
		h.show(h.v, h.page)
	}
	if h.updateInput(ctx) {
		return nil
	}
	h.demo.advance(anim.TicksOf(ctx.Elapsed))
	return nil
}

// Resize lays the screen out for the canvas.
func (h *HowToPlay) Resize(w, hh, scale float64) {
	if w == h.w && hh == h.h && scale == h.scale {
		return
	}
	h.w, h.h, h.scale = w, hh, scale
	h.lay = layout.ComputeRules(w, hh)
	h.text.reset()
	if h.demo != nil {
		h.layoutBoard()
	}
}

// layoutBoard fits the demonstration's board into its rectangle.
func (h *HowToPlay) layoutBoard() {
	h.board, h.capR = h.lay.FitBoard(&h.demo.model)
	h.prepare()
}

// updateInput acts on keys and taps; it reports whether the scene changed
// (the page, the game, or back to the scene before).
func (h *HowToPlay) updateInput(ctx *core.Context) bool {
	in := &ctx.In
	switch {
	case in.Pressed(kit.ActBack) || (in.Tap && h.lay.Back.Contains(in.X, in.Y)):
		h.app.Sound.Play(kit.SoundTap)
		ctx.Switch.Back()
	case in.Pressed(kit.ActLeft) || (in.Tap && h.lay.Prev.Contains(in.X, in.Y)):
		return h.turn(-1)
	case in.Pressed(kit.ActRight) || (in.Tap && h.lay.Next.Contains(in.X, in.Y)):
		return h.turn(1)
	default:
		h.scrollText(in)
		return h.pickTab(in)
	}
	return true
}

// scrollText scrolls the page's text, where it is taller than its box, as
// far as the player dragged or turned the wheel, or a step for the up and
// down keys.
func (h *HowToPlay) scrollText(in *kit.Intents) {
	d := -in.Scroll
	if in.Pressed(kit.ActDown) {
		d += scrollKey
	}
	if in.Pressed(kit.ActUp) {
		d -= scrollKey
	}
	h.text.scrollBy(d, &h.lay)
}

// pickTab switches to the game whose tab was tapped (or key 1..4).
func (h *HowToPlay) pickTab(in *kit.Intents) bool {
	for i, r := range h.lay.Tabs {
		if in.Pressed(kit.PitAction(i+1)) || (in.Tap && r.Contains(in.X, in.Y)) {
			if engine.Variant(i) != h.v || h.page != 0 {
				h.app.Sound.Play(kit.SoundTap)
				h.show(engine.Variant(i), 0)
			}
			return true
		}
	}
	return false
}

// turn moves d pages on (d is -1 or 1), over into the game before or
// after at either end; it reports false when there is no such page.
func (h *HowToPlay) turn(d int) bool {
	v, i, ok := h.neighbour(d)
	if ok {
		h.app.Sound.Play(kit.SoundTap)
		h.show(v, i)
	}
	return ok
}

// neighbour returns the page d pages from the one shown.
func (h *HowToPlay) neighbour(d int) (engine.Variant, int, bool) {
	v, i := h.v, h.page+d
	switch {
	case i >= 0 && i < len(rulesPages()[v]):
		return v, i, true
	case i < 0 && v > engine.KalahGame:
		return v - 1, len(rulesPages()[v-1]) - 1, true
	case i > 0 && int(v)+1 < len(rulesPages()):
		return v + 1, 0, true
	}
	return v, h.page, false
}

// Debug names the scene's tap targets for browser tests.
func (h *HowToPlay) Debug(d *core.DebugState) {
	d.Scene = "rules"
	d.Add("back", h.lay.Back)
	for i, r := range h.lay.Tabs {
		d.Add("tab-"+engine.Variant(i).String(), r)
	}
	if _, _, ok := h.neighbour(-1); ok {
		d.Add("prev", h.lay.Prev)
	}
	if _, _, ok := h.neighbour(1); ok {
		d.Add("next", h.lay.Next)
	}
}

// Draw draws the screen: the table, the bar and tabs, the page's board
// and caption, its text and the page control.
func (h *HowToPlay) Draw(dst *ebiten.Image) {
	h.drawTable(dst)
	h.drawBar(dst)
	h.drawDemo(dst)
	h.drawPage(dst)
	h.drawNav(dst)
}
