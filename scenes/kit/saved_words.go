package kit

import (
	"mancala/engine"
	"mancala/i18n"
	"mancala/saves"
)

// SavedWords describes a saved game for the player in w's language: its
// game, whom it is against and how far it went, e.g. "Kalah vs level 10,
// move 14" or "Oware with a friend, move 3". Move n is the number of
// moves played.
func SavedWords(w i18n.Words, g *saves.Game) string {
	return w.T("saved.full", i18n.S("game", savedName(w, g)), i18n.S("against", againstWords(w, g.Levels)), i18n.N("move", len(g.Moves)))
}

// SavedShortWords is SavedWords without how far the game went: "Kalah vs
// level 10".
func SavedShortWords(w i18n.Words, g *saves.Game) string {
	return w.T("saved.short", i18n.S("game", savedName(w, g)), i18n.S("against", againstWords(w, g.Levels)))
}

// savedName is the name of g's game; "Game" when its rules are unknown.
func savedName(w i18n.Words, g *saves.Game) string {
	if r, err := engine.ParseRules(g.Rules); err == nil {
		return VariantName(w, r.Board().Variant)
	}
	return w.T("saved.unknownGame")
}

// againstWords says whom a game with these levels is against: "vs level
// 10", or "with a friend".
func againstWords(w i18n.Words, levels [2]int) string {
	lv := max(levels[0], levels[1])
	if lv == 0 {
		return w.T("saved.withFriend")
	}
	return w.T("saved.vsLevel", i18n.N("level", lv))
}

// ReplaceQuestion asks before a new game replaces the unfinished one g:
// "Replace your unfinished game, Kalah vs level 10, move 14?"
func ReplaceQuestion(w i18n.Words, g *saves.Game) string {
	return w.T("saved.replace", i18n.S("game", SavedWords(w, g)))
}

// variantNames are the games' names, as their players say them in each
// language (Awalé in French, Congklak in Indonesian, Bao la Kiswahili).
var variantNames = [...]i18n.Key{"variant.kalah", "variant.oware", "variant.congkak", "variant.bao"}

// VariantName is the game's name in w's language.
func VariantName(w i18n.Words, v engine.Variant) string { return w.T(variantNames[v]) }
