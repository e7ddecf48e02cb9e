package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// GameList is the list of the four games that "How to play" opens: each
// button shows the game's board and opens its rules.
type GameList struct {
	app   *App
	lay   layout.Menu
	focus int
	keys  bool
	in    Intents
	w, h  float64
	c     chrome
}

// NewGameList returns the list of games before their rules.
func NewGameList(app *App) *GameList {
	g := &GameList{app: app, c: chrome{app: app}}
	g.Resize(defaultW, defaultH, 1)
	return g
}

// Resize lays the list out for the canvas and makes its pictures.
func (g *GameList) Resize(w, h, scale float64) {
	if w == g.w && h == g.h && scale == g.c.scale {
		return
	}
	g.w, g.h = w, h
	g.relayout(scale)
}

// relayout lays the list out at scale and makes the table and pictures
// (again when the theme changed).
func (g *GameList) relayout(scale float64) {
	g.lay = layout.ComputeMenu(g.w, g.h, len(games), true, false, 0)
	g.c.prepare(scale)
	for i := range games {
		g.c.prepareMini(i, games[i].v, g.picture(i))
	}
}

// Update: a tap or key 1..4 opens a game's rules; Back returns.
func (g *GameList) Update(ctx *Context) error {
	g.relayout(g.c.scale)
	g.in = ctx.In
	in := &ctx.In
	i := -1
	switch {
	case in.Pressed(ActBack) || (in.Tap && g.lay.Back.Contains(in.X, in.Y)):
		g.app.Sound.Play(SoundTap)
		ctx.Switch.Back()
	case in.Tap:
		i = g.lay.Hit(in.X, in.Y)
	case in.Pressed(ActEnter):
		i = g.focus
	}
	for n := 1; n <= len(games); n++ {
		if in.Pressed(PitAction(n)) {
			i = n - 1
		}
	}
	if i >= 0 {
		g.app.Sound.Play(SoundTap)
		ctx.Switch.GoTo(NewRules(g.app, games[i].v))
	}
	g.moveFocus(in)
	return nil
}

// moveFocus moves the keyboard focus with the arrows.
func (g *GameList) moveFocus(in *Intents) {
	n := len(games)
	for _, a := range [...]Action{ActUp, ActLeft, ActDown, ActRight} {
		if in.Pressed(a) {
			g.keys = true
			d := 1
			if a == ActUp || a == ActLeft {
				d = n - 1
			}
			g.focus = (g.focus + d) % n
		}
	}
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
	c.table(dst)
	c.button(dst, l.Back, "‹ Back", l.TextSize-2, look{hot: g.hot(l.Back)})
	x := l.Title.X + l.Title.W/2
	g.app.Text.Draw(dst, "How to play", x, l.Title.Y+l.TitleSize*0.55, l.TitleSize*0.8, c.scale, kit.Bold, c.th.Accent[0])
	g.app.Text.Draw(dst, "Choose a game to learn", x, l.Title.Y+l.Title.H-16, l.TextSize-2, c.scale, kit.Regular, c.th.Ink)
	for i, gm := range games {
		r := l.Buttons[i]
		pic := g.picture(i)
		label := layout.Rect{X: pic.X + pic.W, Y: r.Y, W: r.X + r.W - pic.X - pic.W, H: r.H}
		c.button(dst, r, "", l.TextSize, look{hot: g.hot(r), focus: g.keys && i == g.focus})
		c.mini(dst, i, pic)
		lx, ly := label.Center()
		g.app.Text.Draw(dst, variantTitle(gm.v), lx, ly, l.TextSize+2, c.scale, kit.Bold, c.th.Ink)
	}
}

// hot reports whether the pointer rests on r.
func (g *GameList) hot(r layout.Rect) bool { return g.in.Point && r.Contains(g.in.PX, g.in.PY) }

// Debug names the list's buttons.
func (g *GameList) Debug(d *DebugState) {
	d.Scene = "how-to-play"
	d.Add("back", g.lay.Back)
	for i, gm := range games {
		d.Add("variant-"+gm.v.String(), g.lay.Buttons[i])
	}
}
