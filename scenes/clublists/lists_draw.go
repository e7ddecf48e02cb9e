package clublists

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/online/club"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// Draw draws the table, the bar, the tabs, the message and the rows in
// sight, clipped to the list.
func (s *Lists) Draw(dst *ebiten.Image) {
	c, l := &s.c, &s.lay
	c.Table(dst)
	c.Back(dst, l.Back, s.hot(l.Back))
	c.Title(dst, l.Title, "Online club", l.TitleSize)
	for i, r := range l.Tabs {
		c.Chip(dst, r, tabLabels[i], l.TextSize, kit.Look{Hot: s.hot(r), On: core.ClubList(i) == s.tab})
	}
	if s.msg != "" {
		c.Text.Draw(dst, kit.ClipWords(c.Text, s.msg, 16, kit.Bold, l.Message.W), l.Message.X+l.Message.W/2,
			l.Message.Y+l.Message.H/2, 16, c.Scale, kit.Bold, c.Th.Ink)
	}
	if len(s.rows) == 0 {
		c.Para(dst, l.List, s.emptyWords(), l.TextSize, c.Th.Muted, false)
		return
	}
	clip := dst.SubImage(image.Rect(int(l.List.X*c.Scale), int(l.List.Y*c.Scale),
		int((l.List.X+l.List.W)*c.Scale), int((l.List.Y+l.List.H)*c.Scale))).(*ebiten.Image)
	for i := range s.rows {
		if r := l.Row(i, s.scroll); r.Overlaps(l.List) {
			s.drawRow(clip, r, &s.rows[i])
		}
	}
}

// hot reports whether the pointer rests on r.
func (s *Lists) hot(r layout.Rect) bool { return s.in.Point && r.Contains(s.in.PX, s.in.PY) }

// drawRow draws one row in r: its card, its two lines, its mark and the
// word naming what a tap does.
func (s *Lists) drawRow(dst *ebiten.Image, r layout.Rect, ln *line) {
	c, th := &s.c, s.c.Th
	ground := th.Card
	if ln.act != "" && s.hot(r) {
		ground = th.ButtonHot
	}
	c.Paint.Fill(dst, r, 12, ground)
	c.Paint.Stroke(dst, r, 12, 1, th.CardEdge)
	right := r.X + r.W - 14
	al := etxt.Left | etxt.VertCenter
	if ln.act != "" {
		c.Text.DrawAligned(dst, ln.act+" ›", right, r.Y+r.H/2, 17, c.Scale, kit.Bold, th.Accent[0], etxt.Right|etxt.VertCenter)
		right -= c.Text.Width(ln.act+" ›", 17, kit.Bold) + 12
	}
	if ln.marked {
		w := c.Text.Width(ln.markedWords, 13, kit.Bold) + 16
		tag := layout.Rect{X: right - w, Y: r.Y + r.H/2 - 12, W: w, H: 24}
		c.Paint.Fill(dst, tag, 12, th.Accent[1])
		c.Text.Draw(dst, ln.markedWords, tag.X+w/2, tag.Y+12, 13, c.Scale, kit.Bold, th.DarkInk)
		right = tag.X - 8
	}
	tw := right - r.X - 14
	c.Text.DrawAligned(dst, kit.ClipWords(c.Text, ln.main, 17, kit.Bold, tw), r.X+14, r.Y+r.H*0.32, 17, c.Scale, kit.Bold, th.Ink, al)
	c.Text.DrawAligned(dst, kit.ClipWords(c.Text, ln.sub, 14, kit.Regular, tw), r.X+14, r.Y+r.H*0.72, 14, c.Scale, kit.Regular, th.Muted, al)
}

// emptyWords say why the list shows no rows.
func (s *Lists) emptyWords() string {
	sess := s.app.Club // Draw opens nothing: nil after the settings closed it
	switch {
	case sess == nil:
		return "Not connected to the club."
	case sess.Status() != club.Online:
		return "Not connected to the club: " + statusWords(sess.Status())
	case !s.asked:
		return "Loading..."
	}
	return [...]string{"No live games right now.", "No open challenges: make one with Invite a friend, open to anyone.",
		"No rated players yet.", "You have not finished a game yet."}[s.tab]
}

// statusWords say the session's state.
func statusWords(st club.Status) string {
	return [...]string{"connecting...", "online", "reconnecting...", "no server answers."}[st]
}
