package scenetest

import (
	"github.com/hajimehoshi/ebiten/v2"

	"mancala/challenges"
	"mancala/online/club"
	"mancala/online/proto"
	"mancala/saves"
	"mancala/scenes/core"
)

// Routes are the routes of the test apps. They open an *Opened, which
// says what was asked for, so a scene's tests see where it went without
// the other scene packages. The tests of package scenes, which has the
// real routes, set Routes (and TestApp.Routes) to them in their TestMain.
var Routes = core.Routes{
	Picker: func(_ *core.App, m core.Mode, ch *core.Choices) core.Scene {
		return &Opened{Route: "picker", Mode: m, Choices: ch}
	},
	Play: func(_ *core.App, cfg core.Config) core.Scene { return &Opened{Route: "play", Config: cfg} },
	Resume: func(_ *core.App, sl saves.Slot) (core.Scene, error) {
		return &Opened{Route: "resume", Slot: sl}, nil
	},
	Challenge: func(_ *core.App, c *challenges.Challenge) core.Scene {
		return &Opened{Route: "challenge", Challenge: c}
	},
	Challenges: func(*core.App) core.Scene { return &Opened{Route: "challenges"} },
	Games:      func(*core.App) core.Scene { return &Opened{Route: "games"} },
	Settings:   func(*core.App) core.Scene { return &Opened{Route: "settings"} },
	ClubGame: func(_ *core.App, s *club.Session, game string) core.Scene {
		return &Opened{Route: "clubgame", Session: s, Game: game}
	},
	ClubHome:   func(*core.App) core.Scene { return &Opened{Route: "club"} },
	ClubSetup:  func(_ *core.App, k core.ClubKind) core.Scene { return &Opened{Route: "club-setup", Kind: k} },
	ClubSign:   func(*core.App) core.Scene { return &Opened{Route: "club-sign"} },
	ClubJoin:   func(*core.App) core.Scene { return &Opened{Route: "club-join"} },
	ClubLists:  func(_ *core.App, l core.ClubList) core.Scene { return &Opened{Route: "club-lists", List: l} },
	ClubArenas: func(*core.App) core.Scene { return &Opened{Route: "club-arenas"} },
	ClubChallenge: func(_ *core.App, to proto.Player) core.Scene {
		return &Opened{Route: "club-challenge", Player: to.ID}
	},
	ClubPlayer: func(_ *core.App, player string) core.Scene { return &Opened{Route: "club-player", Player: player} },
	Analysis:   func(_ *core.App, a core.Analysis) core.Scene { return &Opened{Route: "analysis", Analysis: a} },
	Puzzles:    func(*core.App) core.Scene { return &Opened{Route: "puzzles"} },
	Puzzle: func(_ *core.App, a core.PuzzleAttempt) core.Scene {
		return &Opened{Route: "puzzle", Attempt: a}
	},
}

// Opened is the scene the test routes open: the route taken and what it
// was given.
type Opened struct {
	Route     string
	Mode      core.Mode
	Choices   *core.Choices
	Config    core.Config
	Slot      saves.Slot // the saved game's slot
	Challenge *challenges.Challenge
	Session   *club.Session
	Game      string             // the online game's id
	Kind      core.ClubKind      // the online setup's kind
	List      core.ClubList      // the club's list shown first
	Analysis  core.Analysis      // what the analysis board opens on
	Player    string             // the player whose page, or challenge, opens
	Attempt   core.PuzzleAttempt // the puzzle and its run
}

// Update does nothing.
func (*Opened) Update(*core.Context) error { return nil }

// Draw draws nothing.
func (*Opened) Draw(*ebiten.Image) {}

// Resize does nothing.
func (*Opened) Resize(w, h, scale float64) {}
