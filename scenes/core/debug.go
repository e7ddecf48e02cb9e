package core

import (
	"mancala/scenes/layout"
)

// DebugState is a small read-only picture of the game for browser tests:
// the manager publishes it on window.mancala each frame (debug_js.go).
type DebugState struct {
	Frames int    `json:"frames"` // frames drawn so far
	Scene  string `json:"scene"`  // the current scene's name, e.g. "menu"
	// Language is the code of the language the menu and the settings
	// speak ("fr").
	Language string `json:"language,omitempty"`
	// Fading is true while the scene fades in, ignoring input.
	Fading bool `json:"fading,omitempty"`
	// Buttons are the current scene's tap targets, in CSS px.
	Buttons []DebugButton `json:"buttons"`
	// Clear are what the page's own controls (its full-screen button)
	// must not cover besides the tap targets: the board's name plates,
	// status line and counts, in CSS px.
	Clear []DebugButton `json:"clear,omitempty"`
	// Board, for the board scene.
	Position string `json:"position,omitempty"` // engine notation of the game's position
	Plies    int    `json:"plies,omitempty"`    // moves played
	Thinking bool   `json:"thinking,omitempty"` // the computer is thinking
	Busy     bool   `json:"busy,omitempty"`     // a move is being animated
	Over     bool   `json:"over,omitempty"`     // the game is over
	// Code is the online invite code the club's home shows.
	Code string `json:"code,omitempty"`
	// Player is the name the club's home plays under.
	Player string `json:"player,omitempty"`
	// Status is the online session's state ("online", "unreachable"...).
	Status string `json:"status,omitempty"`
	// Game is the online game shown, and Side the player's side in it
	// ("south" or "north"; empty for a watcher).
	Game string `json:"game,omitempty"`
	Side string `json:"side,omitempty"`
	// Analysis is what the analysis board's panel says.
	Analysis *DebugAnalysis `json:"analysis,omitempty"`
	// Rows are a list's rows as they read (the club's lists, an arena's
	// standings): each its two lines joined by " | ".
	Rows []string `json:"rows,omitempty"`
	// Puzzle is the puzzle board's puzzle, and the puzzles' home's
	// record.
	Puzzle *DebugPuzzle `json:"puzzle,omitempty"`
}

// DebugPuzzle is a puzzle as tests see it: its id, the attempt's status
// ("playing", "solved", "failed"), whether the result panel is up, and
// what the run said of the result (the rating's change online).
type DebugPuzzle struct {
	ID      string `json:"id,omitempty"`
	Line    string `json:"line,omitempty"` // the solution, in the engine's notation
	Status  string `json:"status,omitempty"`
	Decided bool   `json:"decided,omitempty"`
	Words   string `json:"words,omitempty"`
}

// DebugAnalysis is the analysis board's panel for tests: how many best
// lines it shows, the summary (the judging's
// progress, each side's accuracy), and once a game is judged, each
// move's verdict by a letter: B best, G good, I inaccuracy, M mistake,
// X blunder.
type DebugAnalysis struct {
	Lines    int    `json:"lines,omitempty"`
	Summary  string `json:"summary,omitempty"`
	Judged   bool   `json:"judged,omitempty"`
	Verdicts string `json:"verdicts,omitempty"`
}

// DebugButton is one tap target: a name a test can ask for, and its rect.
type DebugButton struct {
	Name string     `json:"name"`
	Rect [4]float64 `json:"rect"` // x, y, w, h

}

// Debugger is a scene that can describe itself for tests.
type Debugger interface {
	Debug(d *DebugState)
}

// KeepClear appends the area name at r (logical px) to the areas the
// page's controls must not cover.
func (d *DebugState) KeepClear(name string, r layout.Rect) {
	d.Clear = append(d.Clear, DebugButton{Name: name, Rect: [4]float64{r.X, r.Y, r.W, r.H}})
}

// Add appends the tap target name at r (logical px).
func (d *DebugState) Add(name string, r layout.Rect) {
	d.Buttons = append(d.Buttons, DebugButton{Name: name, Rect: [4]float64{r.X, r.Y, r.W, r.H}})
}
