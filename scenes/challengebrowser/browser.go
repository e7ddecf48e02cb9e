package challengebrowser

import (
	"mancala/challenges"
	"mancala/engine"
	"mancala/scenes/boardview"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// keyScroll is how far an arrow key scrolls the list when no card has the
// focus, px.
const keyScroll = 60

// ChallengeBrowser is the challenge browser: a tab per game, the
// challenges of the chosen game in sections by difficulty, a card each
// with a small board, the goal, and the player's result once solved.
type ChallengeBrowser struct {
	app    *core.App
	data   *core.ChallengeState
	tab    engine.Variant
	scroll [4]float64 // per tab, px
	list   []*challenges.Challenge
	levels []int // the difficulty of each section
	lay    layout.ChallengeList
	focus  int // the card with the keyboard focus, or -1
	w, h   float64
	scale  float64
	drawn  bool            // a frame has been drawn: loading may start
	built  bool            // list and lay match the tab and the canvas
	view   *boardview.View // draws the thumbnails
	paint  kit.Painter
	note   kit.Notice // what the player must know: progress not read or not saved
	c      kit.Chrome // for the notice
}

// NewChallengeBrowser returns the challenge browser.
func NewChallengeBrowser(app *core.App) core.Scene {
	cb := &ChallengeBrowser{app: app, data: app.ChallengeData(), focus: -1,
		view: boardview.New(app.Text), c: app.Chrome()}
	cb.takeNotice()
	cb.Resize(core.DefaultW, core.DefaultH, 1)
	return cb
}

// takeNotice moves the challenge state's notice to the browser, so that
// it shows once, where the player is.
func (cb *ChallengeBrowser) takeNotice() {
	if n := cb.data.Notice; n != "" {
		cb.note.Say(n)
		cb.data.Notice, cb.built = "", false
	}
}

// prepare follows the settings' theme and the device scale.
func (cb *ChallengeBrowser) prepare() {
	cb.c.Prepare(cb.scale)
	cb.view.Use(cb.c.Th, cb.scale)
}

// Resize lays the list out for the canvas once the set has loaded (until
// then only the back button shows).
func (cb *ChallengeBrowser) Resize(w, h, scale float64) {
	if w == cb.w && h == cb.h && scale == cb.scale {
		return
	}
	cb.w, cb.h, cb.scale, cb.built = w, h, scale, false
	cb.prepare()
	if cb.data.Set != nil {
		cb.build()
	}
}

// Update loads the set (after a first frame that says so), then handles
// the tabs, scrolling and taps on the cards.
func (cb *ChallengeBrowser) Update(ctx *core.Context) error {
	cb.takeNotice()
	cb.prepare() // the theme may have changed
	in := &ctx.In
	if in.Pressed(kit.ActBack) || (in.Tap && cb.backRect().Contains(in.X, in.Y)) {
		ctx.Switch.Back()
		return nil
	}
	if in.Tap && cb.built && cb.lay.Notice.Contains(in.X, in.Y) {
		cb.note.Text = ""
		cb.build()
		return nil
	}
	if !cb.drawn || !cb.data.Ready() || cb.data.Err != nil {
		return nil
	}
	if !cb.built {
		cb.build()
	}
	cb.updateTabs(in)
	cb.updateScroll(in)
	cb.updateCards(ctx)
	return nil
}

// backRect is the back button, laid out even before the set has loaded.
func (cb *ChallengeBrowser) backRect() layout.Rect {
	if cb.built {
		return cb.lay.Back
	}
	return layout.ComputeChallengeList(cb.w, cb.h, nil).Back
}

// build lists the tab's challenges and lays them out in sections by
// difficulty.
func (cb *ChallengeBrowser) build() {
	cb.list = cb.data.Set.Variant(cb.tab)
	cb.levels = cb.levels[:0]
	var counts []int
	for i, c := range cb.list {
		if i == 0 || c.Difficulty != cb.list[i-1].Difficulty {
			cb.levels = append(cb.levels, c.Difficulty)
			counts = append(counts, 0)
		}
		counts[len(counts)-1]++
	}
	cb.lay = layout.ComputeChallengeList(cb.w, cb.h, counts)
	cb.lay.PlaceNotice(cb.note.Height(cb.app.Text, layout.NoticeWidth(cb.w)))
	cb.scroll[cb.tab] = cb.lay.ClampScroll(cb.scroll[cb.tab])
	cb.focus = min(cb.focus, len(cb.list)-1)
	cb.built = true
}

// updateTabs switches the game by a tap on a tab or the left and right
// arrows.
func (cb *ChallengeBrowser) updateTabs(in *kit.Intents) {
	to := cb.tab
	for i, r := range cb.lay.Tabs {
		if in.Tap && r.Contains(in.X, in.Y) {
			to = engine.Variant(i)
		}
	}
	if in.Pressed(kit.ActLeft) && to > 0 {
		to--
	}
	if in.Pressed(kit.ActRight) && int(to) < len(cb.lay.Tabs)-1 {
		to++
	}
	if to != cb.tab {
		cb.tab, cb.focus = to, -1
		cb.build()
	}
}

// updateScroll follows drags and the wheel; up and down move the keyboard
// focus from card to card, keeping it in view.
func (cb *ChallengeBrowser) updateScroll(in *kit.Intents) {
	s := cb.scroll[cb.tab] - in.Scroll
	step := 0
	if in.Pressed(kit.ActDown) {
		step = 1
	}
	if in.Pressed(kit.ActUp) {
		step = -1
	}
	if step != 0 && len(cb.list) > 0 {
		cb.focus = max(0, min(len(cb.list)-1, cb.focus+step))
		s = cb.lay.ScrollTo(cb.focus, s)
	}
	cb.scroll[cb.tab] = cb.lay.ClampScroll(s)
}

// updateCards opens the tapped card, or the focused one on Enter.
func (cb *ChallengeBrowser) updateCards(ctx *core.Context) {
	in := &ctx.In
	i, ok := -1, false
	if in.Tap {
		i, ok = cb.lay.CardAt(in.X, in.Y, cb.scroll[cb.tab])
	}
	if in.Pressed(kit.ActEnter) && cb.focus >= 0 {
		i, ok = cb.focus, true
	}
	if ok {
		cb.focus = i
		ctx.Switch.GoTo(cb.app.Routes.Challenge(cb.app, cb.list[i]))
	}
}

// Debug names the browser's tap targets: the back button, the tabs, and
// each card at least partly in view.
func (cb *ChallengeBrowser) Debug(d *core.DebugState) {
	d.Scene = "challenges"
	d.Add("back", cb.backRect())
	if !cb.built {
		return
	}
	for i, r := range cb.lay.Tabs {
		d.Add("tab-"+engine.Variant(i).String(), r)
	}
	if cb.note.Text != "" {
		d.Add("notice", cb.lay.Notice)
	}
	for i, c := range cb.list {
		if r, ok := cb.lay.Visible(cb.lay.Cards[i], cb.scroll[cb.tab]); ok {
			d.Add("challenge-"+c.ID, r)
		}
	}
}
