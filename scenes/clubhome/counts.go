package clubhome

import (
	"fmt"
	"time"

	"mancala/online/club"
)

// countsEvery is how often the home asks who is in the club.
const countsEvery = 10 * time.Second

// followCounts asks for the club's counts when due, the session online.
func (h *Home) followCounts(dt time.Duration) {
	h.countsSince += dt
	if h.s.Status() == club.Online && (!h.countsAsked || h.countsSince >= countsEvery) {
		h.s.Refresh("counts")
		h.countsAsked, h.countsSince = true, 0
	}
}

// countsWords say who is in the club now: "12 online · 4 games · 3
// seeking a game"; "" before the counts came.
func (h *Home) countsWords() string {
	ls, ok := h.s.Lists("counts")
	if !ok || ls.Counts == nil {
		return ""
	}
	c := ls.Counts
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
