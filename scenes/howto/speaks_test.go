package howto

import (
	"fmt"
	"testing"

	"mancala/engine"
	"mancala/i18n/locales"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// rulesScreen is page i of game v's rules (the last for -1), its
// demonstration played on until until holds (a caption the code writes
// showing) and its text scrolled to the end when bottom is set.
func rulesScreen(t *testing.T, v engine.Variant, i int, bottom bool, until func(d *rulesDemo) bool) scenetest.Screen {
	if i < 0 {
		i = len(rulesPages()[v]) - 1
	}
	return scenetest.Screen{
		Name: fmt.Sprintf("rules-%v-%d", v, i+1),
		Make: func(app *core.App) core.Scene {
			h := newHowToPlay(app, v)
			h.show(v, i)
			return h
		},
		Drive: func(d *scenetest.Driver, s core.Scene) {
			h := s.(*HowToPlay)
			for k := 0; !until(h.demo); k++ {
				if k > 3000 {
					t.Fatalf("%v page %d: the demonstration never showed what the test waits for", v, i+1)
				}
				d.Step(h, kit.Intents{}, false)
			}
			if bottom {
				h.text.scrollBy(1e6, &h.lay)
			}
		},
	}
}

// sowingCaption holds once a demonstration's move has lifted its seeds
// and sown the first: the caption of the sowing showing.
func sowingCaption(d *rulesDemo) bool { return d.phase == phasePlay && d.next >= 2 }

// lastCaption holds once a demonstration's first clip has played to its
// end, its last caption showing (the game's end on the last pages).
func lastCaption(d *rulesDemo) bool { return d.phase == phaseOutro }

// TestRulesSpeakEveryLanguage: the list of games, and each game's first
// page (its text at the top, the caption of the demonstration's sowing
// showing) and last page (its text scrolled to the end, the
// demonstration's last caption showing), in every language on every
// canvas: every word is the language's and every text fits.
func TestRulesSpeakEveryLanguage(t *testing.T) {
	screens := []scenetest.Screen{{
		Name: "howto-games",
		Make: func(app *core.App) core.Scene { return NewGameList(app) },
	}}
	for v := range engine.Variant(4) {
		screens = append(screens, rulesScreen(t, v, 0, false, sowingCaption), rulesScreen(t, v, -1, true, lastCaption))
	}
	scenetest.CheckEveryLanguage(t, screens...)
}

// The rules follow the language the player chose, even one chosen while
// they are open: the page and its demonstration's captions speak it, and
// the demonstration plays the same move.
func TestRulesFollowTheLanguageChosen(t *testing.T) {
	app := scenetest.NewTestApp()
	d := scenetest.NewDriver(t, 1280, 720, 1)
	h := newHowToPlay(app, engine.KalahGame)
	d.Step(h, kit.Intents{}, true)
	en := *h.shown()
	words, err := locales.Load("fr")
	if err != nil {
		t.Fatal(err)
	}
	app.Words = words
	d.Step(h, kit.Intents{}, true)
	fr := h.shown()
	if fr.title == en.title || fr.title != words.T("rules.kalah.1.title") || h.demo.caption != fr.clips[0].intro {
		t.Fatalf("in French the page is %q with the caption %q", fr.title, h.demo.caption)
	}
	if fr.clips[0].clip.Move != en.clips[0].clip.Move || fr.clips[0].clip.Start != en.clips[0].clip.Start {
		t.Fatal("the French page plays another move")
	}
}
