package scenes

import (
	"fmt"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/engine"
	"mancala/online/club"
	"mancala/scenes/analyse"
	"mancala/scenes/challengebrowser"
	"mancala/scenes/clubgame"
	"mancala/scenes/clubhome"
	"mancala/scenes/clublists"
	"mancala/scenes/clubsetup"
	"mancala/scenes/clubsign"
	"mancala/scenes/core"
	"mancala/scenes/howto"
	"mancala/scenes/menu"
	"mancala/scenes/picker"
	"mancala/scenes/play"
	"mancala/scenes/scenetest"
	"mancala/scenes/settings"
)

// canvases are the canvases every scene must draw on: a desktop window, a
// phone upright at device scale 3, a large screen at scale 2.
var canvases = []struct{ w, h, scale float64 }{{1280, 720, 1}, {390, 844, 3}, {1920, 1080, 1}}

// sceneMakers make one scene of every kind, each in an app of its own.
func sceneMakers(t *testing.T) map[string]func(app *core.App) core.Scene {
	t.Helper()
	kalah, _ := engine.NewKalah(engine.StandardKalah)
	ended, err := engine.ParsePosition(kalah, "0,0,0,0,0,0/4,4,4,4,4,4 20 4 s")
	if err != nil {
		t.Fatal(err)
	}
	unreachable := club.Open("http://127.0.0.1:1", &club.MemoryKeeper{}) // no server: the online board joins
	t.Cleanup(unreachable.Close)
	ms := map[string]func(app *core.App) core.Scene{
		"menu": func(app *core.App) core.Scene { return menu.NewMenu(app) },
		"picker-computer": func(app *core.App) core.Scene {
			ch := core.DefaultChoices()
			return picker.NewPicker(app, core.VsComputer, &ch)
		},
		"picker-friend": func(app *core.App) core.Scene {
			ch := core.DefaultChoices()
			return picker.NewPicker(app, core.VsFriend, &ch)
		},
		"how-to-play-list":   func(app *core.App) core.Scene { return howto.NewGameList(app) },
		"settings":           func(app *core.App) core.Scene { return settings.NewSettings(app) },
		"challenges-loading": func(app *core.App) core.Scene { return challengebrowser.NewChallengeBrowser(app) },
		"challenges-loaded": func(app *core.App) core.Scene {
			app.ChallengeData().Wait()
			return challengebrowser.NewChallengeBrowser(app)
		},
		"challenge-board": func(app *core.App) core.Scene {
			app.ChallengeData().Wait()
			return play.NewChallengeBoard(app, app.Challenges.Set.All()[0])
		},
		"game-over":        func(app *core.App) core.Scene { return play.NewBoard(core.Config{Rules: kalah, Start: &ended}, app) },
		"clubgame-joining": func(app *core.App) core.Scene { return clubgame.New(app, unreachable, "g1") },
		"picker-analysis": func(app *core.App) core.Scene {
			ch := core.DefaultChoices()
			return picker.NewPicker(app, core.Analyse, &ch)
		},
		"analysis-start": func(app *core.App) core.Scene {
			return analyse.New(app, core.Analysis{Game: engine.NewGame(kalah, kalah.Start(engine.South))})
		},
		"analysis-bao": func(app *core.App) core.Scene {
			return analyse.New(app, core.Analysis{Game: engine.NewGame(engine.Bao{}, engine.Bao{}.Start(engine.South))})
		},
	}
	addClubMakers(t, ms)
	for v := engine.KalahGame; v <= engine.BaoGame; v++ {
		ms["rules-"+v.String()] = func(app *core.App) core.Scene { return howto.NewRules(app, v) }
		ms["board-"+v.String()] = func(app *core.App) core.Scene {
			ch := core.DefaultChoices()
			ch.Variant = v
			cfg, err := ch.Config(core.VsComputer, app)
			if err != nil {
				panic(err)
			}
			return play.NewBoard(cfg, app)
		}
	}
	return ms
}

// addClubMakers adds the online club's scenes to ms. Their session goes
// to an address where no server answers, and is closed when the test
// ends: they draw while it connects.
func addClubMakers(t *testing.T, ms map[string]func(app *core.App) core.Scene) {
	online := func(mk func(app *core.App) core.Scene) func(app *core.App) core.Scene {
		return func(app *core.App) core.Scene {
			app.Settings.Server, app.ClubKeeper = "http://127.0.0.1:1", &club.MemoryKeeper{}
			t.Cleanup(func() { core.ForgetClub(app) })
			return mk(app)
		}
	}
	ms["club-home"] = online(clubhome.NewHome)
	for k := core.QuickGame; k <= core.ClubComputer; k++ {
		ms["club-setup-"+k.String()] = online(func(app *core.App) core.Scene { return clubsetup.NewSetup(app, k) })
	}
	ms["club-sign"] = online(clubsign.NewSign)
	ms["club-join"] = online(clubsign.NewJoin)
	for l := core.ListGames; l <= core.ListRecent; l++ {
		ms["club-lists-"+l.String()] = online(func(app *core.App) core.Scene { return clublists.NewLists(app, l) })
	}
}

// drewSomething reports whether img has a pixel that is not transparent
// black on a coarse grid: every scene fills the canvas with its table.
func drewSomething(img *ebiten.Image) bool {
	w, h := img.Bounds().Dx(), img.Bounds().Dy()
	pix := make([]byte, 4*w*h)
	img.ReadPixels(pix)
	for i := 1; i < 8; i++ {
		for j := 1; j < 8; j++ {
			if pix[4*(h*j/8*w+w*i/8)+3] > 0 {
				return true
			}
		}
	}
	return false
}

// TestEverySceneDrawsBeforeItsFirstUpdate pushes each kind of scene onto
// a manager and has the manager draw it before the scene's first Update,
// during the cross-fade and after, on each canvas: a frame may bring no
// Update, so a scene must be drawable from the moment it exists. In the
// browser each frame also publishes the scene's tap targets (Debug),
// which before the fix crashed How to play's list of games.
func TestEverySceneDrawsBeforeItsFirstUpdate(t *testing.T) {
	for name, mk := range sceneMakers(t) {
		for _, c := range canvases {
			t.Run(fmt.Sprintf("%s-%gx%g", name, c.w, c.h), func(t *testing.T) {
				app := scenetest.SceneApp()
				m := core.NewManager(menu.NewMenu(app))
				m.SetCanvas(c.w, c.h, c.scale)
				screen := ebiten.NewImage(int(c.w*c.scale), int(c.h*c.scale))
				defer screen.Deallocate()
				sc := mk(app)
				m.GoTo(sc)
				m.Draw(screen) // the fade's first frame: both scenes
				m.EndFade()
				screen.Clear()
				m.Redraw()
				m.Draw(screen) // the new scene alone, still before its Update
				if !drewSomething(screen) {
					t.Error("the scene drew nothing before its first Update")
				}
				var ds core.DebugState
				sc.(core.Debugger).Debug(&ds)
				if len(ds.Buttons) == 0 {
					t.Error("the scene names no tap target before its first Update")
				}
			})
		}
	}
}

// TestEverySceneDrawsAsConstructed draws each kind of scene straight
// after its constructor, with no manager: it is laid out for the default
// canvas.
func TestEverySceneDrawsAsConstructed(t *testing.T) {
	screen := ebiten.NewImage(core.DefaultW, core.DefaultH)
	defer screen.Deallocate()
	for name, mk := range sceneMakers(t) {
		t.Run(name, func(t *testing.T) {
			screen.Clear()
			mk(scenetest.SceneApp()).Draw(screen)
		})
	}
}
