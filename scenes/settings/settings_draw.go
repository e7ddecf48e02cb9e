package settings

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/i18n"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/theme"
)

// drawRow draws row r: its name and its choices, the current one filled.
func (s *Settings) drawRow(dst *ebiten.Image, r layout.Setting) {
	th, l := s.theme(), s.lay.Labels[r]
	align, y := etxt.Left|etxt.VertCenter, l.Y+l.H/2
	if !s.offers(r) {
		s.drawNotOffered(dst, r)
		return
	}
	s.app.Text.DrawAligned(dst, s.app.T(rowTitles[r]), l.X, y, 19, s.scale, kit.Bold, th.Ink, align)
	switch r {
	case layout.SetVolume:
		s.drawVolume(dst)
		return
	case layout.SetServer:
		s.drawServer(dst)
		return
	}
	for i, c := range s.lay.Choices[r] {
		if r != layout.SetTheme {
			s.drawButton(dst, c, s.choiceLabel(r, i), s.isOn(r, i))
			continue
		}
		fg := s.drawChip(dst, c, s.isOn(r, i))
		d := s.drawSwatch(dst, c, theme.All[i])
		x, y, label := c.X+d+(c.W-d)/2, c.Y+c.H/2, s.choiceLabel(r, i)
		s.drawFitted(dst, label, x, y, c.W-d-8, c.H, fg)
	}
}

// drawButton draws a choice or button labelled text: outlined, or filled
// in the accent when on (fill and outline differ in lightness, not only
// in colour).
func (s *Settings) drawButton(dst *ebiten.Image, r layout.Rect, text string, on bool) {
	fg := s.drawChip(dst, r, on)
	x, y := r.Center()
	s.drawFitted(dst, text, x, y, r.W-12, r.H, fg)
}

// drawFitted draws text centred on x, y in a box w x h: on one line, or
// on two where one would need small type (kit.FitBox), at most 18 px.
func (s *Settings) drawFitted(dst *ebiten.Image, text string, x, y, w, h float64, col color.Color) {
	f := kit.FitBox(s.app.Text, text, 18, w, h-6, kit.Bold)
	s.app.Text.DrawFitted(dst, f, x, y, s.scale, kit.Bold, col, etxt.Center)
}

// drawChip draws the ground of a choice, on or off, and returns the
// colour of text on it.
func (s *Settings) drawChip(dst *ebiten.Image, r layout.Rect, on bool) color.RGBA {
	th, p := s.theme(), &s.paint
	if on {
		p.Fill(dst, r, 12, th.Accent[0])
		return th.DarkInk
	}
	p.Fill(dst, r, 12, th.Button)
	p.Stroke(dst, r, 12, 1.5, th.ButtonEdge)
	return th.Ink
}

// drawSwatch draws a small picture of theme t at the left of its choice c
// (a piece of its board with a seed of each of its first two colours) and
// returns how much of the choice's width it takes.
func (s *Settings) drawSwatch(dst *ebiten.Image, c layout.Rect, t *theme.Theme) float64 {
	p := &s.paint
	d := c.H - 16
	sw := layout.Rect{X: c.X + 8, Y: c.Y + 8, W: d, H: d}
	p.Fill(dst, sw, 6, theme.Colour(t.BoardTone()))
	p.Stroke(dst, sw, 6, 1.5, t.Bevel[1])
	for i := 0; i < 2; i++ {
		x := sw.X + d*(0.32+0.36*float64(i))
		p.Disc(dst, x, sw.Y+d/2, d*0.18, theme.Colour(t.Seed(i)))
	}
	return d + 8
}

// drawVolume draws the volume's down and up buttons and its bar: filled
// to the volume, with the number on it; dimmed while muted.
func (s *Settings) drawVolume(dst *ebiten.Image) {
	th, p := s.theme(), &s.paint
	cs := s.lay.Choices[layout.SetVolume]
	s.drawButton(dst, cs[layout.VolDown], s.choiceLabel(layout.SetVolume, layout.VolDown), false)
	s.drawButton(dst, cs[layout.VolUp], s.choiceLabel(layout.SetVolume, layout.VolUp), false)
	bar, st := cs[layout.VolBar], s.app.Settings
	a := 1.0
	if st.Mute {
		a = 0.45
	}
	p.Fill(dst, bar, 12, th.Button)
	p.Stroke(dst, bar, 12, 1.5, th.ButtonEdge)
	if st.Volume > 0 {
		f := bar.Inset(4)
		f.W = max(f.H, f.W*float64(st.Volume)/100)
		p.Fill(dst, f, 9, theme.Fade(th.Accent[1], a))
	}
	label := s.choiceLabel(layout.SetVolume, layout.VolBar)
	if st.Mute {
		label = s.app.T("settings.muted", i18n.S("volume", label))
	}
	x, y := bar.Center()
	w := s.app.Text.Width(label, 17, kit.Bold) + 24
	p.Fill(dst, layout.Rect{X: x - w/2, Y: y - 14, W: w, H: 28}, 14, th.Badge)
	s.app.Text.Draw(dst, label, x, y, 17, s.scale, kit.Bold, th.Ink)
}
