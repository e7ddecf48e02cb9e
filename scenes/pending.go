package scenes

// This file holds the entry points of scenes being written in parallel;
// each owner replaces its constructor here with the real scene and
// deletes it from this file. It goes away once all three exist.

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// pendingScene shows a title and goes back on any tap or Back.
type pendingScene struct {
	app   *App
	title string
	w, h  float64
	scale float64
}

func (p *pendingScene) Update(ctx *Context) error {
	p.w, p.h, p.scale = ctx.W, ctx.H, ctx.Scale
	if ctx.In.Tap || ctx.In.Pressed(ActBack) {
		ctx.Switch.Back()
	}
	return nil
}

func (p *pendingScene) Draw(dst *ebiten.Image) {
	p.app.Text.Draw(dst, p.title, p.w/2, p.h/2, 28, p.scale, Bold, ink)
}
