package clubarenas

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/online/club"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// Draw draws the form that creates an arena when it is open; else the
// table, the bar, the list's Create or the arena's buttons (and the
// password's field), the line under them and the rows.
func (s *Arenas) Draw(dst *ebiten.Image) {
	if s.form != nil {
		s.form.draw(dst)
		return
	}
	c, l := &s.c, &s.v.Lay
	c.Table(dst)
	c.Back(dst, l.Back, pointed(&s.in, l.Back))
	c.Title(dst, l.Title, s.title(), l.TitleSize)
	if s.open != "" {
		for b := btnJoin; b <= btnList; b++ {
			if label, ok := s.label(b); ok {
				r := s.buttonRect(b)
				c.Chip(dst, r, label, l.TextSize, kit.Look{Hot: pointed(&s.in, r)})
			}
		}
	} else if label, ok := s.createLabel(); ok {
		r := l.Span(0, 1)
		c.Chip(dst, r, label, l.TextSize, kit.Look{Hot: pointed(&s.in, r)})
	}
	if s.gate.open {
		s.gate.field.Draw(dst, c, l.Span(1, 2), s.app.T("arena.password"), true)
	}
	s.v.DrawLine(dst, c, s.line())
	s.drawPodium(dst)
	s.v.Draw(dst, c, s.in, s.emptyWords())
}

// title is the arena's name on its page, "Arenas" on the list.
func (s *Arenas) title() string {
	if st, ok := s.state(); ok {
		return st.Info.Name
	}
	return s.app.T("arena.title")
}

// line is the line under the buttons: a refusal, or the arena's game,
// countdown and players.
func (s *Arenas) line() string {
	if s.msg != "" {
		return s.msg
	}
	if st, ok := s.state(); ok {
		return infoWords(s.app, st.Info, s.now())
	}
	return ""
}

// pointed reports whether the pointer of in rests on r.
func pointed(in *kit.Intents, r layout.Rect) bool { return in.Point && r.Contains(in.PX, in.PY) }

// emptyWords say why no rows show.
func (s *Arenas) emptyWords() string {
	sess := s.app.Club // Draw opens nothing
	switch {
	case sess == nil || sess.Status() != club.Online:
		return s.app.T("arena.notConnected")
	case !s.asked:
		return s.app.T("arena.loading")
	case s.open != "":
		return s.app.T("arena.nobodyYet")
	}
	return s.app.T("arena.none")
}

var _ core.Scene = (*Arenas)(nil)
