package core

import (
	"mancala/challenges"
	"mancala/engine"
	"mancala/online/club"
	"mancala/online/proto"
	"mancala/saves"
)

// Routes are the constructors of the scenes that one scene opens from
// another: the menu opens the picker, the picker the board, the browser a
// challenge. The top-level package scenes fills them with the scene
// packages' constructors; tests may fill them with their own. A scene
// opens another only through them, so no scene package imports another.
type Routes struct {
	// Picker is the variant picker of mode m, keeping its choices in ch.
	Picker func(app *App, m Mode, ch *Choices) Scene
	// Play is the board scene playing cfg.
	Play func(app *App, cfg Config) Scene
	// Resume is the board scene of the unfinished game kept in slot sl.
	Resume func(app *App, sl saves.Slot) (Scene, error)
	// Challenge is the board scene playing challenge c.
	Challenge func(app *App, c *challenges.Challenge) Scene
	// Challenges is the challenge browser.
	Challenges func(app *App) Scene
	// Games is the how-to-play list of the games.
	Games func(app *App) Scene
	// Settings is the settings scene.
	Settings func(app *App) Scene
	// ClubGame is the online board of game, played or watched through
	// session s.
	ClubGame func(app *App, s *club.Session, game string) Scene
	// ClubHome is the online club's home.
	ClubHome func(app *App) Scene
	// ClubSetup is the form that starts a game of kind k online.
	ClubSetup func(app *App, k ClubKind) Scene
	// ClubChallenge is the setup form of a challenge to one player.
	ClubChallenge func(app *App, to proto.Player) Scene
	// ClubPlayer shows a player's page.
	ClubPlayer func(app *App, player string) Scene
	// ClubSign is the form to sign in or register.
	ClubSign func(app *App) Scene
	// ClubJoin is the form to join a game by its invite code or link.
	ClubJoin func(app *App) Scene
	// ClubLists shows the club's lists, list l first.
	ClubLists func(app *App, l ClubList) Scene
	// ClubArenas shows the club's arenas.
	ClubArenas func(app *App) Scene
	// Analysis is the analysis board on a.
	Analysis func(app *App, a Analysis) Scene
	// Puzzles is the puzzles' home: the daily puzzle, rated, training,
	// streak.
	Puzzles func(app *App) Scene
	// Puzzle is the board scene playing a puzzle of a run.
	Puzzle func(app *App, a PuzzleAttempt) Scene
}

// Analysis is what the analysis board opens on: a game (its rules, start
// and moves; none for a position to explore), how many of its moves are
// shown first, and the sides' names ("": South and North).
type Analysis struct {
	Game  *engine.Game
	At    int
	Names [2]string
}
