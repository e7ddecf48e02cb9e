package kit

import (
	"fmt"

	"mancala/engine"
	"mancala/saves"
)

// SavedWords describes a saved game for the player: its game, whom it is
// against and how far it went, e.g. "Kalah vs level 10, move 14" or
// "Oware with a friend, move 3". Move n is the number of moves played.
func SavedWords(g *saves.Game) string {
	name := "Game"
	if r, err := engine.ParseRules(g.Rules); err == nil {
		name = VariantTitle(r.Board().Variant)
	}
	return fmt.Sprintf("%s %s, move %d", name, againstWords(g.Levels), len(g.Moves))
}

// againstWords says whom a game with these levels is against: "vs level
// 10", or "with a friend".
func againstWords(levels [2]int) string {
	lv := max(levels[0], levels[1])
	if lv == 0 {
		return "with a friend"
	}
	return fmt.Sprintf("vs level %d", lv)
}

// ReplaceQuestion asks before a new game replaces the unfinished one g:
// "Replace your unfinished Kalah game vs level 10, move 14?"
func ReplaceQuestion(g *saves.Game) string {
	name := "game"
	if r, err := engine.ParseRules(g.Rules); err == nil {
		name = VariantTitle(r.Board().Variant) + " game"
	}
	return fmt.Sprintf("Replace your unfinished %s %s, move %d?", name, againstWords(g.Levels), len(g.Moves))
}

// VariantTitle is the game's name as a title.
func VariantTitle(v engine.Variant) string {
	return [...]string{"Kalah", "Oware", "Congkak", "Bao"}[v]
}
