package clubhome

import (
	"time"

	"mancala/i18n"
)

// lobbyEvery is how often the home asks for the lobby: who is in the
// club, the games and challenges, the arenas.
const lobbyEvery = 10 * time.Second

// countsWords say who is in the club now: "12 online · 4 games · 3
// seeking a game"; "" before the counts came.
func (h *Home) countsWords() string {
	ls, ok := h.s.Lists("lobby")
	if !ok || ls.Lobby == nil {
		return ""
	}
	c := ls.Lobby.Counts
	seeking := 0
	for _, s := range c.Seeking {
		seeking += s.Players
	}
	w := h.app
	return w.T("clubHome.online", i18n.Count(c.Online)) + " · " + w.T("clubHome.games", i18n.Count(c.Playing)) +
		" · " + w.T("clubHome.seeking", i18n.Count(seeking))
}
