package puzzlehome

import "mancala/puzzles"

// themeLabel is a theme's name on the home: "Extra turns".
func themeLabel(t puzzles.Theme) string {
	return [...]string{puzzles.Capture: "Captures", puzzles.Chain: "Extra turns",
		puzzles.Relay: "Relay sowing", puzzles.GrandSlam: "Grand slam", puzzles.Feeding: "Feeding",
		puzzles.Defence: "Defence", puzzles.Endgame: "Endgames", puzzles.Kichwa: "Kichwa"}[t]
}

// themeAbout says what a theme's puzzles ask.
func themeAbout(t puzzles.Theme) string {
	return [...]string{puzzles.Capture: "take what is there",
		puzzles.Chain:     "move again and again",
		puzzles.Relay:     "sow on, lap after lap",
		puzzles.GrandSlam: "capture, but not all",
		puzzles.Feeding:   "feed or starve the row",
		puzzles.Defence:   "lose nothing",
		puzzles.Endgame:   "count the last seeds",
		puzzles.Kichwa:    "which way to capture"}[t]
}

// themes are the themes in the order the home lists them.
var themes = []puzzles.Theme{puzzles.Capture, puzzles.Chain, puzzles.Relay, puzzles.Kichwa,
	puzzles.GrandSlam, puzzles.Feeding, puzzles.Defence, puzzles.Endgame}
