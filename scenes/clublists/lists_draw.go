package clublists

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/online/club"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// Draw draws the table, the bar, the tabs, the message and the rows.
func (s *Lists) Draw(dst *ebiten.Image) {
	c, l := &s.c, &s.v.Lay
	c.Table(dst)
	c.Back(dst, l.Back, s.hot(l.Back))
	c.Title(dst, l.Title, "Online club", l.TitleSize)
	for i, r := range l.Tabs {
		on := core.ClubList(i) == s.tab || s.tab == core.ListBots && core.ClubList(i) == core.ListLeaderboard
		c.Chip(dst, r, tabLabels[i], l.TextSize, kit.Look{Hot: s.hot(r), On: on})
	}
	s.v.DrawLine(dst, c, s.msg)
	s.v.Draw(dst, c, s.in, s.emptyWords())
}

// hot reports whether the pointer rests on r.
func (s *Lists) hot(r layout.Rect) bool { return s.in.Point && r.Contains(s.in.PX, s.in.PY) }

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
		"No rated players yet.", "You have not finished a game yet.", "No rated bots yet."}[s.tab]
}

// statusWords say the session's state.
func statusWords(st club.Status) string {
	return [...]string{"connecting...", "online", "reconnecting...", "no server answers."}[st]
}
