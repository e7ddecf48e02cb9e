package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/ai"
	"mancala/assets"

	"mancala/engine"
	"mancala/scenes/anim"
	"mancala/scenes/layout"
)

// games lists the four games of the start scene with a line on each.
var games = [4]struct {
	v    engine.Variant
	line string
}{
	{engine.KalahGame, "Six pits and a store each · extra turns, captures"},
	{engine.OwareGame, "Abapa · capture twos and threes, feed your opponent"},
	{engine.CongkakGame, "Seven pits, 98 seeds · relay sowing"},
	{engine.BaoGame, "Four rows of eight · two directions, captures re-sown"},
}

// Start is the start scene: pick a game, who starts and the opponent.
type Start struct {
	text  *Text
	app   *App
	lay   layout.Start
	w, h  float64
	scale float64
	first engine.Side
	level ai.Level // the computer's level when it plays Top; 0: a friend
	speed anim.Speed
	art   *ebiten.Image
	paint painter
}

// NewStart returns the start scene, drawing text with t.
func NewStart(app *App) *Start {
	return &Start{app: app, text: app.Text, scale: 1, speed: anim.Normal,
		art: ebiten.NewImageFromImage(assets.Background(96, 54))}
}

// Update handles taps on the cards and toggles, and keys 1..4.
func (s *Start) Update(ctx *Context) error {
	s.w, s.h, s.scale = ctx.W, ctx.H, ctx.Scale
	s.lay = layout.ComputeStart(s.w, s.h)
	in := &ctx.In
	if in.Pressed(ActBack) {
		return ebiten.Termination
	}
	for i := range games {
		if in.Pressed(PitAction(i+1)) || (in.Tap && s.lay.Cards[i].Contains(in.X, in.Y)) {
			ctx.Switch.GoTo(s.board(i))
			return nil
		}
	}
	if in.Tap && s.lay.Toggles[0].Contains(in.X, in.Y) {
		s.first = s.first.Other()
	}
	if in.Tap && s.lay.Toggles[1].Contains(in.X, in.Y) {
		s.level = nextOpponent(s.level)
	}
	return nil
}

// board returns a new board scene for game i with the chosen options.
func (s *Start) board(i int) *Board {
	cfg := Config{Rules: rulesOf(games[i].v), First: s.first, Speed: s.speed}
	if s.level != 0 {
		cfg.Computer[engine.North] = &Computer{Level: s.level}
	}
	return NewBoard(cfg, s.app)
}

// opponents are the choices of the opponent toggle: a friend (0), then
// seed 003's Easy, Medium and Hard, then the strongest level.
var opponents = []ai.Level{0, ai.Casual, ai.Keen, ai.Expert, ai.Champion}

// nextOpponent returns the choice after l.
func nextOpponent(l ai.Level) ai.Level {
	for i, o := range opponents {
		if o == l {
			return opponents[(i+1)%len(opponents)]
		}
	}
	return 0
}

// rulesOf returns the standard rules of game v.
func rulesOf(v engine.Variant) engine.Rules {
	switch v {
	case engine.OwareGame:
		return engine.Oware{}
	case engine.CongkakGame:
		return engine.Congkak{}
	case engine.BaoGame:
		return engine.Bao{}
	}
	k, _ := engine.NewKalah(engine.StandardKalah)
	return k
}

// Draw draws the title, the cards and the toggles.
func (s *Start) Draw(dst *ebiten.Image) {
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(float64(dst.Bounds().Dx())/96, float64(dst.Bounds().Dy())/54)
	dst.DrawImage(s.art, op)
	p := &s.paint
	p.scale = s.scale
	x, y := s.lay.Title.Center()
	s.text.Draw(dst, "Mancala", x, y-12, 44, s.scale, Bold, accent[0])
	s.text.Draw(dst, "Sowing games for two · tap a game to play", x, y+26, 16, s.scale, Regular, ink)
	for i, g := range games {
		r := s.lay.Cards[i]
		p.fill(dst, r, 14, rgba(120, 74, 38, 0.9))
		p.stroke(dst, r.Inset(1), 13, 2, rgba(255, 220, 170, 0.35))
		cx, cy := r.Center()
		s.text.Draw(dst, variantTitle(g.v), cx, cy-13, 26, s.scale, Bold, ink)
		s.text.Draw(dst, g.line, cx, cy+17, 14, s.scale, Regular, rgba(250, 236, 210, 0.9))
	}
	first, opp := "Bottom starts", "Top: a friend"
	if s.first == engine.North {
		first = "Top starts"
	}
	if s.level != 0 {
		opp = fmt.Sprintf("Top: computer, %d %s", s.level, s.level)
	}
	for i, label := range [2]string{first, opp} {
		r := s.lay.Toggles[i]
		p.fill(dst, r, r.H/2, rgba(255, 255, 255, 0.14))
		p.stroke(dst, r, r.H/2, 1, rgba(255, 255, 255, 0.3))
		cx, cy := r.Center()
		s.text.Draw(dst, label, cx, cy, 17, s.scale, Bold, ink)
	}
}
