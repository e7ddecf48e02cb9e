//go:build !js

package clubgame

import (
	"os"
	"path/filepath"
	"testing"

	"mancala/online/proto"
	"mancala/saves"
	"mancala/scenes/clublayout"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// shot draws the scene and, when MANCALA_SHOTS names a directory, writes
// the frame there as name.png to look at.
func shot(t *testing.T, d *scenetest.Driver, g *Game, name string) {
	t.Helper()
	for i := 0; i < 3; i++ {
		d.Step(g, kit.Intents{}, i == 2)
	}
	if dir := os.Getenv("MANCALA_SHOTS"); dir != "" {
		scenetest.Save(t, d.Screen, filepath.Join(dir, "clubgame-"+name+".png"))
	}
}

// playPlies taps the player's moves until the game has n plies.
func playPlies(t *testing.T, d *scenetest.Driver, g *Game, n int) {
	t.Helper()
	until(t, d, g, 20000, "enough plies", func() bool {
		if g.plies() >= n && !g.tab.Stage.Busy() {
			return true
		}
		if g.myTurn() && !g.tab.Stage.Busy() {
			tapPlayable(d, g)
		}
		return false
	})
}

// The online board mid-game, landscape, portrait and in High contrast:
// names, clocks (one running), the moves in the strip; each frame drawn.
func TestScreenshotsMidGame(t *testing.T) {
	for _, c := range []struct {
		name     string
		w, h, sc float64
		theme    saves.Theme
		variant  string
	}{
		{"kalah-1280x720", 1280, 720, 1, saves.Wood, kalah},
		{"oware-390x844", 390, 844, 2, saves.Wood, "oware"},
		{"kalah-contrast-1280x720", 1280, 720, 1, saves.Contrast, kalah},
		{"bao-844x390", 844, 390, 2, saves.Wood, "bao"},
	} {
		t.Run(c.name, func(t *testing.T) {
			app := instantApp()
			app.Settings.Theme = c.theme
			g, d, _ := newPlayedGame(t, app, c.variant, c.w, c.h, c.sc)
			playPlies(t, d, g, 5)
			if cl := g.clocks(); !cl.Ticking {
				t.Errorf("no clock runs after 5 plies")
			}
			shot(t, d, g, c.name)
		})
	}
}

// The game-over panel after the opponent resigned: the result, why, and
// Rematch and Back; landscape and portrait.
func TestScreenshotsGameOver(t *testing.T) {
	for _, c := range []struct {
		name     string
		w, h, sc float64
	}{{"over-1280x720", 1280, 720, 1}, {"over-390x844", 390, 844, 2}} {
		t.Run(c.name, func(t *testing.T) {
			g, d, o := newPlayedGame(t, instantApp(), kalah, c.w, c.h, c.sc)
			playPlies(t, d, g, 3)
			o.Send(&proto.Resign{Game: g.id})
			until(t, d, g, 5000, "over", input{g}.overShown)
			if s := (words{g}).status(); s != "Kalah 5+3 · You won" {
				t.Errorf("status %q", s)
			}
			shot(t, d, g, c.name)
		})
	}
}

// When the opponent's connection is gone the strip turns into a banner
// saying when the win may be claimed.
func TestScreenshotOpponentGoneBanner(t *testing.T) {
	g, d, o := newPlayedGame(t, instantApp(), kalah, 1280, 720, 1)
	playPlies(t, d, g, 2)
	o.Close()
	until(t, d, g, 5000, "the opponent gone", func() bool { return g.isGone() })
	if (input{g}).shown().Has(clublayout.ClubClaim) {
		t.Errorf("Claim is offered before the claim time")
	}
	shot(t, d, g, "gone-1280x720")
}

// Phrases in High contrast: the menu open on a phone, and the bubble on
// the speaker's own plate, lit, in landscape and on a phone (the name
// fitted beside it).
func TestScreenshotsPhrasesInContrast(t *testing.T) {
	a, b, da, db, _ := pairScenes(t)
	a.app.Settings.Theme, b.app.Settings.Theme = saves.Contrast, saves.Contrast
	scenetest.TapNamed(t, db, b, "chat")
	shot(t, db, b, "phrases-contrast-390x844")
	scenetest.TapNamed(t, db, b, "say-well-played")
	until(t, db, b, 5000, "b's own phrase", func() bool { _, _, ok := chat{b}.said(); return ok })
	shot(t, db, b, "said-own-contrast-390x844")
	until(t, da, a, 5000, "b's phrase on a's board", func() bool { _, _, ok := chat{a}.said(); return ok })
	shot(t, da, a, "said-contrast-1280x720")
}
