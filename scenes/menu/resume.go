package menu

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/engine"
	"mancala/saves"
	"mancala/scenes/boardview"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// ResumeList is the list of the unfinished games the store keeps (one for
// each game and opponent), the latest first, that Resume opens when more
// than one waits: each button shows the game's board and says which game,
// against whom and how far it went, and opens it.
type ResumeList struct {
	pics  boardview.Pictures // a picture for each game shown (four at most)
	app   *core.App
	games []*saves.Game
	lay   layout.Menu
	focus int
	keys  bool
	in    kit.Intents
	note  kit.Notice // why a game could not be opened
	w, h  float64
	c     kit.Chrome
}

// NewResumeList returns the list of the saved games, in the order given.
func NewResumeList(app *core.App, games []*saves.Game) *ResumeList {
	r := &ResumeList{app: app, games: games, c: app.Chrome()}
	r.Resize(core.DefaultW, core.DefaultH, 1)
	return r
}

// Resize lays the list out for the canvas and makes its pictures.
func (r *ResumeList) Resize(w, h, scale float64) {
	if w == r.w && h == r.h && scale == r.c.Scale {
		return
	}
	r.w, r.h = w, h
	r.relayout(scale)
}

// relayout lays the list out at scale and makes the table and pictures
// (again when the theme changed): one picture per game, in the slot of
// its variant.
func (r *ResumeList) relayout(scale float64) {
	noteH := r.note.Height(r.app.Text, layout.NoticeWidth(r.w))
	r.lay = layout.ComputeMenu(r.w, r.h, len(r.games), true, false, noteH)
	r.c.Prepare(scale)
	for i, g := range r.games {
		v := variantOf(g)
		r.pics.Prepare(int(v), v, r.picture(i), r.c.Scale, r.c.Th, r.c.Text)
	}
}

// variantOf returns the saved game's variant (the store loads only games
// that replay, so their rules parse).
func variantOf(g *saves.Game) engine.Variant {
	sl, _ := g.Slot()
	return sl.Variant
}

// Update: a tap, Enter or key 1..8 opens a game; Back returns.
func (r *ResumeList) Update(ctx *core.Context) error {
	r.relayout(r.c.Scale)
	r.in = ctx.In
	in := &ctx.In
	i := -1
	switch {
	case in.Pressed(kit.ActBack) || (in.Tap && r.lay.Back.Contains(in.X, in.Y)):
		r.app.Sound.Play(kit.SoundTap)
		ctx.Switch.Back()
		return nil
	case in.Tap:
		i = r.lay.Hit(in.X, in.Y)
	case in.Pressed(kit.ActEnter):
		i = r.focus
	}
	for n := 1; n <= len(r.games) && n <= 8; n++ {
		if in.Pressed(kit.PitAction(n)) {
			i = n - 1
		}
	}
	if i >= 0 {
		r.app.Sound.Play(kit.SoundTap)
		if err := resume(ctx, r.app, r.games[i]); err != nil {
			r.note.Say(kit.Tell(r.app, err))
		}
	}
	r.moveFocus(in)
	return nil
}

// resume opens the board of saved game g in place of the scene showing it.
func resume(ctx *core.Context, app *core.App, g *saves.Game) error {
	sl, err := g.Slot()
	if err != nil {
		return err
	}
	b, err := app.Routes.Resume(app, sl)
	if err != nil {
		return err
	}
	ctx.Switch.GoTo(b)
	return nil
}

// moveFocus moves the keyboard focus with the arrows.
func (r *ResumeList) moveFocus(in *kit.Intents) {
	var moved bool
	r.focus, moved = kit.CycleFocus(in, r.focus, len(r.games))
	r.keys = r.keys || moved
}

// picture is where game i's small board goes: the left of its button.
func (r *ResumeList) picture(i int) layout.Rect {
	p := r.lay.Buttons[i].Inset(8)
	p.W = min(p.W*0.3, p.H*3.2)
	return p
}

// Draw draws the table, the title and a button per game.
func (r *ResumeList) Draw(dst *ebiten.Image) {
	c, l := &r.c, &r.lay
	c.Table(dst)
	c.Back(dst, l.Back, r.hot(l.Back))
	x := l.Title.X + l.Title.W/2
	r.app.Text.Draw(dst, r.app.T("resume.title"), x, l.Title.Y+l.TitleSize*0.55, l.TitleSize*0.8, c.Scale, kit.Bold, c.Th.Accent[0])
	r.app.Text.Draw(dst, r.app.T("resume.subtitle"), x, l.Title.Y+l.Title.H-16, l.TextSize-2, c.Scale, kit.Regular, c.Th.Ink)
	for i, g := range r.games {
		b, pic := l.Buttons[i], r.picture(i)
		label := layout.Rect{X: pic.X + pic.W, Y: b.Y, W: b.X + b.W - pic.X - pic.W, H: b.H}
		c.Button(dst, b, "", l.TextSize, kit.Look{Hot: r.hot(b), Focus: r.keys && i == r.focus})
		r.pics.Draw(dst, int(variantOf(g)), pic, c.Scale)
		words := kit.SavedWords(r.app, g)
		lx, ly := label.Center()
		f := kit.FitBox(r.app.Text, words, l.TextSize, label.W-16, label.H-6, kit.Bold)
		r.app.Text.DrawFitted(dst, f, lx, ly, c.Scale, kit.Bold, c.Th.Ink, etxt.Center)
	}
	r.note.Draw(dst, c, l.Notice)
}

// hot reports whether the pointer rests on b.
func (r *ResumeList) hot(b layout.Rect) bool { return r.in.Point && b.Contains(r.in.PX, r.in.PY) }

// Debug names the list's buttons: "resume-<game>-<opponent>".
func (r *ResumeList) Debug(d *core.DebugState) {
	d.Scene = "resume"
	d.Add("back", r.lay.Back)
	for i, g := range r.games {
		sl, _ := g.Slot()
		d.Add("resume-"+sl.Variant.String()+"-"+sl.Opponent.String(), r.lay.Buttons[i])
	}
}
