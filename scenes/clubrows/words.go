package clubrows

import (
	"mancala/engine"
	"mancala/i18n"
	"mancala/online/proto"
	"mancala/scenes/kit"
)

// ResultWords says in w's language how game g ended for the player me.
func ResultWords(w i18n.Words, g proto.GameInfo, me string) string {
	side := "south"
	if g.North.ID == me {
		side = "north"
	}
	switch g.Result {
	case "draw":
		return w.T("club.resultDraw")
	case "aborted":
		return w.T("club.resultAborted")
	case side:
		return w.T("club.resultWon")
	case "south", "north":
		return w.T("club.resultLost")
	}
	return w.T("club.resultUnfinished")
}

// PlayerWords are a player's name and, when rated, rating: "ann (1500)",
// "ann (1500?)" while provisional; a bot's name is marked BOT, the
// server's computer named by its level. A rating is written as a label,
// without a thousands separator, in every language.
func PlayerWords(w i18n.Words, p proto.Player) string {
	if p.Computer > 0 {
		return w.T("club.computerLevel", i18n.N("level", p.Computer))
	}
	if p.Bot {
		p.Name += " " + w.T("club.bot")
	}
	if p.Guest || p.Rating == 0 {
		return p.Name
	}
	r := RatingWords(p.Rating)
	if p.Provisional {
		r += "?"
	}
	return p.Name + " (" + r + ")"
}

// RatingWords write a rating rounded to a whole number, as players know
// it: 1500, never 1,500 or 1 500.
func RatingWords(r float64) string { return kit.Itoa(int(r + 0.5)) }

// GameWords name a game in w's language, its clock and rated or casual:
// "Kalah · 5+3 · rated"; Kalah with other than the ladder's options says
// so.
func GameWords(w i18n.Words, variant, clock string, rated bool) string {
	kind := w.T("club.casual")
	if rated {
		kind = w.T("club.rated")
	}
	return ClockWords(w, variant, clock) + " · " + kind
}

// ClockWords name a game in w's language and its clock: "Kalah · 5+3",
// "Oware · no clock".
func ClockWords(w i18n.Words, variant, clock string) string {
	name := variant
	if r, err := engine.ParseRules(variant); err == nil {
		name = kit.VariantName(w, r.Board().Variant)
		if k, ok := r.(engine.Kalah); ok && k.Options() != engine.StandardKalah {
			name = w.T("club.ownRules", i18n.S("game", name))
		}
	}
	if clock == "untimed" {
		clock = w.T("club.noClock")
	}
	return name + " · " + clock
}

// AtMoveWords are a live game's words and the move it is at: "Kalah ·
// 5+3 · rated · move 12".
func AtMoveWords(w i18n.Words, g proto.GameInfo) string {
	return w.T("club.atMove", i18n.S("game", GameWords(w, g.Variant, g.Clock, g.Rated)), i18n.N("move", g.Plies+1))
}

// VersusWords are a game's two players: "ann (1500)  vs  bob".
func VersusWords(w i18n.Words, g proto.GameInfo) string {
	return w.T("club.versus", i18n.S("south", PlayerWords(w, g.South)), i18n.S("north", PlayerWords(w, g.North)))
}
