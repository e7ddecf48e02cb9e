package puzzlehome

import (
	"mancala/i18n"
	"mancala/puzzles"
)

// themeLabel is a theme's name on the home in w's language: "Extra
// turns".
func themeLabel(w i18n.Words, t puzzles.Theme) string { return w.T(t.Key()) }

// themeAbout says what a theme's puzzles ask, in w's language.
func themeAbout(w i18n.Words, t puzzles.Theme) string { return w.T(t.AboutKey()) }

// themes are the themes in the order the home lists them.
var themes = []puzzles.Theme{puzzles.Capture, puzzles.Chain, puzzles.Relay, puzzles.Kichwa,
	puzzles.GrandSlam, puzzles.Feeding, puzzles.Defence, puzzles.Endgame}
