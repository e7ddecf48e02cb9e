package clubrows

import (
	"strconv"
	"strings"

	"mancala/engine"
	"mancala/online/proto"
	"mancala/scenes/kit"
)

// ResultWords says how game g ended for the player me.
func ResultWords(g proto.GameInfo, me string) string {
	side := "south"
	if g.North.ID == me {
		side = "north"
	}
	switch g.Result {
	case "draw":
		return "Draw"
	case "aborted":
		return "Aborted"
	case side:
		return "You won"
	case "south", "north":
		return "You lost"
	}
	return "Unfinished"
}

// PlayerWords are a player's name and, when rated, rating.
func PlayerWords(p proto.Player) string {
	if p.Computer > 0 {
		return "Computer (level " + strconv.Itoa(p.Computer) + ")"
	}
	if p.Bot {
		p.Name += " BOT"
	}
	if p.Guest || p.Rating == 0 {
		return p.Name
	}
	r := strconv.Itoa(int(p.Rating + 0.5))
	if p.Provisional {
		r += "?"
	}
	return p.Name + " (" + r + ")"
}

// GameWords name a game, its clock and rated or casual: "Kalah · 5+3 ·
// rated"; Kalah with other than the ladder's options says so.
func GameWords(variant, clock string, rated bool) string {
	name := variant
	if r, err := engine.ParseRules(variant); err == nil {
		name = kit.VariantTitle(r.Board().Variant)
		if k, ok := r.(engine.Kalah); ok && k.Options() != engine.StandardKalah {
			name += " (own rules)"
		}
	}
	words := []string{name, clock, "casual"}
	if clock == "untimed" {
		words[1] = "no clock"
	}
	if rated {
		words[2] = "rated"
	}
	return strings.Join(words, " · ")
}
