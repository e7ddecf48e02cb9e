package play

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// drawBoard draws the still board and the lights on it.
func (b view) drawBoard(dst *ebiten.Image) {
	if st := b.art.Still; st != nil {
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(float64(dst.Bounds().Dx())/float64(st.Bounds().Dx()),
			float64(dst.Bounds().Dy())/float64(st.Bounds().Dy()))
		dst.DrawImage(st, op)
	}
	p := b.painter()
	for i := range b.lay.Spots {
		b.drawLights(dst, p, &b.lay.Spots[i])
	}
	b.drawPitNumbers(dst)
}

// drawLights draws the rings and glows of one place: playable, last move,
// hint, focus, preview, a falling seed's light, a skipped place.
func (b view) drawLights(dst *ebiten.Image, p *kit.Painter, s *layout.Spot) {
	pl, h, th := s.Place, s.Hollow, b.theme()
	if g := b.stage.Glow(pl); g > 0 {
		bb := h.Bounds().Inset(-h.R * 0.25)
		p.Image(dst, b.art.Glow, bb.X, bb.Y+(bb.H-bb.W)/2, bb.W, float32(g*0.6))
		if bb.H != bb.W {
			p.Fill(dst, kit.Ring(h, 0), h.R, kit.Rgba(255, 236, 170, 0.25*g))
		}
	}
	if k := b.stage.Relayed(pl); k > 0 {
		p.Stroke(dst, kit.Ring(h, 2), h.R+2, 5*k, kit.Fade(th.Relay, 0.9*k))
	}
	if k := b.stage.Skipped(pl); k > 0 {
		p.Stroke(dst, kit.Ring(h, 3), h.R+3, 3, kit.Fade(th.Skip, 0.8*k))
	}
	if last, ok := b.lastMove(); ok && last == pl && !b.stage.Busy() {
		th.MarkLast(dst, p, h)
	}
	b.drawChoiceRings(dst, p, s)
	b.drawRefusal(dst, p, s)
}

// drawChoiceRings draws the rings of the player's choices on one place.
func (b view) drawChoiceRings(dst *ebiten.Image, p *kit.Painter, s *layout.Spot) {
	if !b.Human() || b.stage.Busy() {
		return
	}
	pl, h, th := s.Place, s.Hollow, b.theme()
	pulse := 0.6 + 0.4*math.Sin(b.clock.Seconds()*7.2)
	if len(input{b.Board}.movesFrom(pl)) > 0 {
		p.Stroke(dst, kit.Ring(h, 1), h.R+1, 1.5, th.Playable)
	}
	if pl == b.sel.hint {
		th.MarkHint(dst, p, h, pulse)
	}
	if pl == b.sel.cursor {
		th.MarkCursor(dst, p, h)
	}
	if pl == b.sel.chosen {
		th.MarkChosen(dst, p, h, b.game.Position().ToMove)
	}
	if b.sel.hovering && pl == b.sel.landing {
		p.Stroke(dst, kit.Ring(h, 2), h.R+2, 3, kit.Fade(th.Landing, 0.55+0.3*pulse))
	}
	if b.sel.hovering && pl == MovePlace(b.model.Board, b.game.Position().ToMove, b.sel.hover) {
		p.Fill(dst, kit.Ring(h, 0), h.R, kit.Rgba(255, 250, 230, 0.12))
	}
}

// drawPreview marks, above the seeds, the place where the pointed-at
// move's last seed will fall.
func (b view) drawPreview(dst *ebiten.Image) {
	s := b.lay.Spot(b.sel.landing)
	if !b.sel.hovering || s == nil || !b.Human() || b.stage.Busy() {
		return
	}
	p, th := b.painter(), b.theme()
	x, y := s.Hollow.Center()
	r := math.Max(6, s.Hollow.R*0.16)
	p.Disc(dst, x, y+1.5, r+2, kit.Rgba(0, 0, 0, 0.4))
	p.Disc(dst, x, y, r+2, th.DarkInk)
	p.Disc(dst, x, y, r, th.Ink)
}

// drawSeeds draws every seed of the board.
func (b view) drawSeeds(dst *ebiten.Image) {
	if b.art.Seeds[0] == nil {
		return
	}
	kit.DrawStageSeeds(dst, b.stage, &b.lay, &b.art.Seeds, b.art.Shadow, b.scale)
}

// drawHand shows how many seeds the hand holds, above it (or where that
// would cover a count, beside it), while it holds two or more: nobody can
// count a moving cluster.
func (b view) drawHand(dst *ebiten.Image) {
	ux, uy, z, n := b.stage.Hand()
	if n < 2 {
		return
	}
	badges := make([]layout.Rect, len(b.lay.Spots))
	for i, s := range b.lay.Spots {
		badges[i] = s.Badge
	}
	x, y := b.lay.ToCanvas(ux, uy)
	r := layout.HandLabel(x, y, kit.HandLift(z, n, b.lay.Unit), badges)
	p, th := b.painter(), b.theme()
	p.Fill(dst, r, 12, th.Accent[b.stage.Shown().ToMove])
	x, y = r.Center()
	b.text.Draw(dst, kit.Itoa(n), x, y, 16, b.scale, kit.Bold, th.DarkInk)
}

// drawCounts draws the count of seeds on every pit and store.
func (b view) drawCounts(dst *ebiten.Image) {
	p, th := b.painter(), b.theme()
	shown := b.stage.Shown()
	for _, s := range b.lay.Spots {
		bg := th.Badge
		if g := b.stage.Glow(s.Place); g > 0.5 {
			bg = th.BadgeHot
		}
		p.Fill(dst, s.Badge, s.Badge.H/2, bg)
		x, y := s.Badge.Center()
		b.text.Draw(dst, kit.Itoa(shown.Seeds(s.Place)), x, y, s.Badge.H*0.74, b.scale, kit.Bold, th.Ink)
	}
}
