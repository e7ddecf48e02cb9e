package clubarenas

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/i18n"
	"mancala/online/proto"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// podium is a finished arena's first three on their steps, over the
// final table.
type podium struct {
	lines []proto.ArenaLine // the first three (fewer when fewer played)
	steps [3]layout.Rect
}

// standOn lays the page out for arena st: when it has finished, its first
// three stand on the podium and the table goes under it; otherwise the
// rows take the whole list.
func (s *Arenas) standOn(st proto.ArenaState) {
	s.v.Lay = s.base
	s.podium = podium{}
	if !st.Info.Finished || len(st.Top) == 0 {
		return
	}
	steps, rows := s.base.Podium()
	s.podium = podium{lines: st.Top[:min(3, len(st.Top))], steps: steps}
	s.v.Lay.List = rows
	s.v.Set(s.v.Rows)
}

// drawPodium draws each of the first three on their step: the rank, the
// name and the points.
func (s *Arenas) drawPodium(dst *ebiten.Image) {
	c, th := &s.c, s.c.Th
	for i, l := range s.podium.lines {
		r := s.podium.steps[i]
		c.Paint.Fill(dst, r, 10, th.Card)
		c.Paint.Stroke(dst, r, 10, 1.5, th.Accent[0])
		cx := r.X + r.W/2
		c.Text.Draw(dst, strconv.Itoa(l.Rank), cx, r.Y+r.H*0.3, 26, c.Scale, kit.Bold, th.Accent[0])
		name := kit.ClipWords(c.Text, l.Player.Name, 15, kit.Bold, r.W-12)
		c.Text.DrawAligned(dst, name, cx, r.Y+r.H*0.62, 15, c.Scale, kit.Bold, th.Ink, etxt.HorzCenter|etxt.VertCenter)
		c.Text.DrawAligned(dst, s.app.T("arena.points", i18n.Count(l.Score)), cx, r.Y+r.H*0.84, 13, c.Scale, kit.Regular, th.Muted,
			etxt.HorzCenter|etxt.VertCenter)
	}
}
