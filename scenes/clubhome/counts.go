package clubhome

import (
	"fmt"
	"time"
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
	return fmt.Sprintf("%d online · %d %s · %d seeking a game", c.Online, c.Playing, plural(c.Playing, "game"), seeking)
}

// plural is word for n of them: "game", "games".
func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}
