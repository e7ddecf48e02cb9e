package howto

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/i18n"
	"mancala/rulesbook"
	"mancala/scenes/boardview"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// GameList is the list of the four games that "How to play" opens: each
// button shows the game's board and opens its rules.
type GameList struct {
	pics  boardview.Pictures // the boards' pictures
	app   *core.App
	lay   layout.Menu
	focus int
	keys  bool
	in    kit.Intents
	w, h  float64
	c     kit.Chrome
}

// NewGameList returns the list of games before their rules.
func NewGameList(app *core.App) *GameList {
	g := &GameList{app: app, c: app.Chrome()}
	g.Resize(core.DefaultW, core.DefaultH, 1)
	return g
}

// Resize lays the list out for the canvas and makes its pictures.
func (g *GameList) Resize(w, h, scale float64) {
	if w == g.w && h == g.h && scale == g.c.Scale {
		return
	}
	g.w, g.h = w, h
	g.relayout(scale)
}

// relayout lays the list out at scale and makes the table and pictures
// (again when the theme changed).
func (g *GameList) relayout(scale float64) {
	g.lay = layout.ComputeMenu(g.w, g.h, len(core.Games), true, false, 0)
	g.c.Prepare(scale)
	for i := range core.Games {
		g.pics.Prepare(i, core.Games[i].V, g.picture(i), g.c.Scale, g.c.Th, g.c.Text)
	}
}

// Update: a tap or key 1..4 opens a game's rules; Back returns.
func (g *GameList) Update(ctx *core.Context) error {
	if _, err := rulesbook.Embedded(); err != nil { // a malformed build
		g.app.Notice = g.app.T("howto.unreadable", i18n.S("error", err.Error()))
		ctx.Switch.Back()
		return nil
	}
	g.relayout(g.c.Scale)
	g.in = ctx.In
	in := &ctx.In
	i := -1
	switch {
	case in.Pressed(kit.ActBack) || (in.Tap && g.lay.Back.Contains(in.X, in.Y)):
		g.app.Sound.Play(kit.SoundTap)
		ctx.Switch.Back()
	case in.Tap:
		i = g.lay.Hit(in.X, in.Y)
	case in.Pressed(kit.ActEnter):
		i = g.focus
	}
	for n := 1; n <= len(core.Games); n++ {
		if in.Pressed(kit.PitAction(n)) {
			i = n - 1
		}
	}
	if i >= 0 {
		g.app.Sound.Play(kit.SoundTap)
		ctx.Switch.GoTo(NewRules(g.app, core.Games[i].V))
	}
	g.moveFocus(in)
	return nil
}

// moveFocus moves the keyboard focus with the arrows.
func (g *GameList) moveFocus(in *kit.Intents) {
	var moved bool
	g.focus, moved = kit.CycleFocus(in, g.focus, len(core.Games))
	g.keys = g.keys || moved
}

// picture is where game i's small board goes: the left of its button.
func (g *GameList) picture(i int) layout.Rect {
	r := g.lay.Buttons[i].Inset(8)
	r.W = min(r.W*0.4, r.H*3.2)
	return r
}

// Draw draws the table, the title and a button per game.
func (g *GameList) Draw(dst *ebiten.Image) {
	c, l := &g.c, &g.lay
	c.Table(dst)
	c.Back(dst, l.Back, g.hot(l.Back))
	x := l.Title.X + l.Title.W/2
	title, sub := g.app.T("howto.title"), g.app.T("howto.choose")
	g.app.Text.Draw(dst, title, x, l.Title.Y+l.TitleSize*0.55, kit.FitSize(g.app.Text, title, l.TitleSize*0.8, l.Title.W, kit.Bold), c.Scale, kit.Bold, c.Th.Accent[0])
	g.app.Text.Draw(dst, sub, x, l.Title.Y+l.Title.H-16, kit.FitSize(g.app.Text, sub, l.TextSize-2, l.Title.W, kit.Regular), c.Scale, kit.Regular, c.Th.Ink)
	for i, gm := range core.Games {
		r := l.Buttons[i]
		pic := g.picture(i)
		label := layout.Rect{X: pic.X + pic.W, Y: r.Y, W: r.X + r.W - pic.X - pic.W, H: r.H}
		c.Button(dst, r, "", l.TextSize, kit.Look{Hot: g.hot(r), Focus: g.keys && i == g.focus})
		g.pics.Draw(dst, i, pic, c.Scale)
		lx, ly := label.Center()
		name := kit.VariantName(g.app, gm.V)
		g.app.Text.Draw(dst, name, lx, ly, kit.FitSize(g.app.Text, name, l.TextSize+2, label.W-8, kit.Bold), c.Scale, kit.Bold, c.Th.Ink)
	}
}

// hot reports whether the pointer rests on r.
func (g *GameList) hot(r layout.Rect) bool { return g.in.Point && r.Contains(g.in.PX, g.in.PY) }

// Debug names the list's buttons.
func (g *GameList) Debug(d *core.DebugState) {
	d.Scene = "how-to-play"
	d.Add("back", g.lay.Back)
	for i, gm := range core.Games {
		d.Add("variant-"+gm.V.String(), g.lay.Buttons[i])
	}
}
