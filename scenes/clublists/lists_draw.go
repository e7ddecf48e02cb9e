package clublists

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/i18n"
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
	c.Title(dst, l.Title, s.app.T("club.title"), l.TitleSize)
	for i, r := range l.Tabs {
		on := core.ClubList(i) == s.tab || s.tab == core.ListBots && core.ClubList(i) == core.ListLeaderboard
		c.Chip(dst, r, s.app.T(tabLabels[i]), l.TextSize, kit.Look{Hot: s.hot(r), On: on})
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
		return s.app.T("clubLists.notConnected")
	case sess.Status() != club.Online:
		return s.app.T(statusWords[sess.Status()])
	case !s.asked:
		return s.app.T("clubLists.loading")
	}
	return s.app.T(emptyLists[s.tab])
}

// statusWords say why the lists are not there, by the session's state.
var statusWords = [...]i18n.Key{club.Connecting: "clubLists.connecting", club.Online: "clubLists.loading",
	club.Reconnecting: "clubLists.reconnecting", club.Unreachable: "clubLists.unreachable"}

// emptyLists say that each list is empty, by its tab.
var emptyLists = [...]i18n.Key{core.ListGames: "clubLists.noGames", core.ListChallenges: "clubLists.noChallenges",
	core.ListLeaderboard: "clubLists.noPlayers", core.ListRecent: "clubLists.noRecent", core.ListBots: "clubLists.noBots"}
