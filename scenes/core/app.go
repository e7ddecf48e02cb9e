package core

import (
	"mancala/i18n"
	"mancala/online/club"
	"mancala/saves"
	"mancala/scenes/kit"
)

// App is what every scene shares: the text, the player's settings, the
// saved data and the sounds. Scenes get it through their constructors.
type App struct {
	Text     *kit.Text
	Settings saves.Settings
	// Words are the messages in the game's language (App.T); nil is
	// English.
	Words *i18n.Catalog
	// Store keeps settings, the game in progress and challenge progress;
	// nil when nothing can be saved (the game still plays).
	Store *saves.Store
	// Sound plays the game's sounds; never nil.
	Sound kit.Sounds
	// Mirror is the game in words for a player who does not see it
	// (Mirrored); nil until first used, or set by NewGame.
	Mirror Mirror
	// Notice is a short message for the player, shown once by the next
	// scene that can (e.g. "Your saved game could not be read; it was
	// kept as game.json.bad-1").
	Notice string
	// Challenges are the built-in challenges and the player's progress,
	// loaded once on first use (challenge_state.go).
	Challenges *ChallengeState
	// Puzzles are the game's puzzle pack and the player's progress with
	// it, read once on first use (puzzle_state.go).
	Puzzles *PuzzleState
	// Club is the online session, opened on first use by the club's home
	// (ClubSession); nil before.
	Club *club.Session
	// ClubKeeper keeps the online sign-in between runs; nil is the
	// platform's (club.DefaultKeeper). Tests keep it in memory.
	ClubKeeper club.Keeper
	// Join is an invite code to join at start (a link's ?join=CODE, the
	// desktop's -join): the menu opens the club's home, which joins it
	// and clears it; "" for none.
	Join string
	// Routes make the scenes a scene may open; the game's wiring fills
	// them (package scenes), so that no scene imports another.
	Routes Routes
}

// Chrome is what a screen draws its table and buttons with, in the
// player's theme and language.
func (a *App) Chrome() kit.Chrome {
	return kit.Chrome{Text: a.Text, Settings: &a.Settings, Words: a}
}
