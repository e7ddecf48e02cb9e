package settings

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// updateKeys lets the keyboard do what taps do: up and down move the focus
// between rows, left and right change the focused row's choice (Enter
// turns on and off; on the Show row left and right go from switch to
// switch and Enter turns the one ringed).
func (s *Settings) updateKeys(in *kit.Intents) {
	switch {
	case in.Pressed(kit.ActUp):
		s.moveFocus(-1)
	case in.Pressed(kit.ActDown):
		s.moveFocus(1)
	case s.focus < 0:
	case in.Pressed(kit.ActLeft):
		s.step(layout.Setting(s.focus), -1)
	case in.Pressed(kit.ActRight):
		s.step(layout.Setting(s.focus), 1)
	case in.Pressed(kit.ActEnter) && s.focus == int(layout.SetServer):
		s.editing = true
	case in.Pressed(kit.ActEnter) && s.focus == int(layout.SetSound):
		s.choose(layout.Setting(s.focus), 1-s.chosen(layout.Setting(s.focus)), 0)
	case in.Pressed(kit.ActEnter) && s.focus == int(layout.SetNumbers):
		s.choose(layout.SetNumbers, s.showAt, 0)
	}
}

// moveFocus moves the focus to the next row up (d = -1) or down (d = 1)
// that offers choices, staying put at either end.
func (s *Settings) moveFocus(d int) {
	for f := s.focus + d; f >= 0 && f < int(layout.NumSettings); f += d {
		if s.offers(layout.Setting(f)) {
			s.focus = f
			return
		}
	}
	s.focus = max(s.focus, 0)
}

// step moves row r's choice by d (-1 or 1), stopping at either end; the
// volume goes a step down or up, the language to the one before or after.
func (s *Settings) step(r layout.Setting, d int) {
	if r == layout.SetServer {
		return // a text field: Enter edits it
	}
	if r == layout.SetNumbers { // left and right go from switch to switch
		s.showAt = min(max(s.showAt+d, 0), layout.SettingChoices[r]-1)
		return
	}
	if r == layout.SetVolume || r == layout.SetLanguage {
		i := layout.VolUp
		if d < 0 {
			i = layout.VolDown
		}
		s.choose(r, i, 0)
		return
	}
	i := s.chosen(r) + d
	if i >= 0 && i < layout.SettingChoices[r] {
		s.choose(r, i, 0)
	}
}

// drawFocus outlines the row the keyboard has in focus.
func (s *Settings) drawFocus(dst *ebiten.Image) {
	if s.focus < 0 {
		return
	}
	r := layout.Setting(s.focus)
	cs := s.lay.Choices[r]
	l, last := s.lay.Labels[r], cs[len(cs)-1]
	y0, y1 := min(l.Y, cs[0].Y), max(l.Y+l.H, last.Y+last.H)
	box := layout.Rect{X: l.X - 8, Y: y0 - 5, W: last.X + last.W - l.X + 16, H: y1 - y0 + 10}
	s.paint.Stroke(dst, box, 14, 2.5, s.theme().Cursor)
	if r == layout.SetNumbers {
		c := cs[s.showAt]
		s.paint.Stroke(dst, layout.Rect{X: c.X - 3, Y: c.Y - 3, W: c.W + 6, H: c.H + 6}, 12, 2, s.theme().Cursor)
	}
}
