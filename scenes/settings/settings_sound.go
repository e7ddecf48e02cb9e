package settings

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/i18n"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// offers reports whether row r offers its choices: the sound and volume
// rows only when there is a sound device to play on, since without one
// neither would change anything the player can hear; the server's address
// only where the game may choose it (not in the browser, which plays on
// its page's server).
func (s *Settings) offers(r layout.Setting) bool {
	if r == layout.SetServer {
		return serverOffered
	}
	return (r != layout.SetSound && r != layout.SetVolume) || s.app.Sound.Available()
}

// omitted returns the rows left out of the layout: the volume row where
// there is no sound device (the sound row already says there is none), so
// that no gap stands where it would be.
func (s *Settings) omitted() []layout.Setting {
	if s.app.Sound.Available() {
		return nil
	}
	return []layout.Setting{layout.SetVolume}
}

// notOfferedText is what row r, when it offers nothing, says in place of
// its choices: the sound and server rows say why; the volume row is left
// out.
func notOfferedText(r layout.Setting) i18n.Key { return notOffered[r] }

// notOffered are the rows that say why they offer nothing, and what.
var notOffered = map[layout.Setting]i18n.Key{
	layout.SetSound:  "settings.noSoundDevice",
	layout.SetServer: "settings.pageServer",
}

// drawNotOffered draws row r without its choices: its name and, where
// its choices would be, why there are none. An omitted row draws nothing.
func (s *Settings) drawNotOffered(dst *ebiten.Image, r layout.Setting) {
	key := notOfferedText(r)
	if key == "" {
		return
	}
	text := s.app.T(key)
	th, l, cs := s.theme(), s.lay.Labels[r], s.lay.Choices[r]
	align := etxt.Left | etxt.VertCenter
	s.app.Text.DrawAligned(dst, s.app.T(rowTitles[r]), l.X, l.Y+l.H/2, 19, s.scale, kit.Bold, th.Ink, align)
	first, last := cs[0], cs[len(cs)-1]
	span := layout.Rect{X: first.X, Y: first.Y, W: last.X + last.W - first.X, H: first.H}
	x, y := span.Center()
	s.drawFitted(dst, text, x, y, span.W-12, span.H, th.Ink)
}
