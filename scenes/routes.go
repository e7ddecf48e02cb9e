package scenes

import (
	"mancala/challenges"
	"mancala/online/club"
	"mancala/online/proto"
	"mancala/saves"
	"mancala/scenes/analyse"
	"mancala/scenes/challengebrowser"
	"mancala/scenes/clubarenas"
	"mancala/scenes/clubgame"
	"mancala/scenes/clubhome"
	"mancala/scenes/clublists"
	"mancala/scenes/clubplayer"
	"mancala/scenes/clubsetup"
	"mancala/scenes/clubsign"
	"mancala/scenes/core"
	"mancala/scenes/howto"
	"mancala/scenes/picker"
	"mancala/scenes/play"
	"mancala/scenes/puzzlehome"
	"mancala/scenes/settings"
)

// NewRoutes returns the routes between the scenes: each the constructor
// of a scene package. This is the one place that knows them all.
func NewRoutes() core.Routes {
	return core.Routes{
		Picker: func(app *core.App, m core.Mode, ch *core.Choices) core.Scene {
			return picker.NewPicker(app, m, ch)
		},
		Play: func(app *core.App, cfg core.Config) core.Scene { return play.NewBoard(cfg, app) },
		Resume: func(app *core.App, sl saves.Slot) (core.Scene, error) {
			b, err := play.ResumeBoard(app, sl)
			if err != nil {
				return nil, err // not a nil *Board in a non-nil Scene
			}
			return b, nil
		},
		Challenge: func(app *core.App, c *challenges.Challenge) core.Scene {
			return play.NewChallengeBoard(app, c)
		},
		Challenges: challengebrowser.NewChallengeBrowser,
		Games:      func(app *core.App) core.Scene { return howto.NewGameList(app) },
		Settings:   settings.NewSettings,
		ClubHome:   clubhome.NewHome,
		ClubSetup:  clubsetup.NewSetup,
		ClubChallenge: func(app *core.App, to proto.Player) core.Scene {
			return clubsetup.NewChallenge(app, to)
		},
		ClubPlayer: clubplayer.New,
		ClubSign:   clubsign.NewSign,
		ClubJoin:   clubsign.NewJoin,
		ClubLists:  clublists.NewLists,
		ClubArenas: clubarenas.New,
		ClubGame: func(app *core.App, s *club.Session, game string) core.Scene {
			return clubgame.New(app, s, game)
		},
		Analysis: func(app *core.App, a core.Analysis) core.Scene { return analyse.New(app, a) },
		Puzzles:  puzzlehome.New,
		Puzzle: func(app *core.App, a core.PuzzleAttempt) core.Scene {
			return play.NewPuzzleBoard(app, a)
		},
	}
}
