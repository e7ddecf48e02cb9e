package howto

import (
	"fmt"
	"testing"

	"mancala/engine"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/scenetest"
)

// eachPage runs f for every page of every game.
func eachPage(t *testing.T, f func(t *testing.T, v engine.Variant, i int, pg *rulesPage)) {
	for v := range rulesPages() {
		for i := range rulesPages()[v] {
			pg := &rulesPages()[v][i]
			t.Run(fmt.Sprintf("%v/%s", engine.Variant(v), pg.title), func(t *testing.T) {
				f(t, engine.Variant(v), i, pg)
			})
		}
	}
}

// eachLanguagePage runs f for every page of every game in every language
// the game ships, with the app that speaks it.
func eachLanguagePage(t *testing.T, f func(t *testing.T, app *core.App, v engine.Variant, pg *rulesPage)) {
	for _, app := range scenetest.LanguageApps(t) {
		pages := bookPages(app)
		for v := range pages {
			for i := range pages[v] {
				t.Run(fmt.Sprintf("%s/%v/%d", app.Language().Code, engine.Variant(v), i+1), func(t *testing.T) {
					f(t, app, engine.Variant(v), &pages[v][i])
				})
			}
		}
	}
}

// Every line of a page's text, in every language, fits the width of its
// box at the layout's size; a text taller than its box scrolls, as far as
// its last line and no further.
func TestRulesTextWrapsToItsBoxAndScrollsToItsLastLine(t *testing.T) {
	for _, c := range [][2]float64{{1280, 720}, {390, 844}, {375, 667}} {
		l := layout.ComputeRules(c[0], c[1])
		eachLanguagePage(t, func(t *testing.T, _ *core.App, _ engine.Variant, pg *rulesPage) {
			var rt rulesText
			lines := rt.body(scenetest.TestText, pg.body, &l)
			for _, s := range lines {
				if w := scenetest.TestText.Width(s, l.BodySize, kit.Regular); w > l.Body.W {
					t.Errorf("%gx%g: line %q is %.0f px, box %.0f", c[0], c[1], s, w, l.Body.W)
				}
			}
			rt.scrollBy(1e6, &l)
			if end := layout.TextHeight(lines, l.LineH) - rt.scroll; end > l.Body.H+0.5 || (rt.scroll > 0 && end < l.Body.H-0.5) {
				t.Errorf("%gx%g: scrolled %.0f px, the text ends %.0f px down a %.0f px box", c[0], c[1], rt.scroll, end, l.Body.H)
			}
		})
	}
}

// In English the text of every page fits its box on the desktop, with no
// scrolling.
func TestEnglishRulesFitTheDesktopUnscrolled(t *testing.T) {
	l := layout.ComputeRules(1280, 720)
	eachPage(t, func(t *testing.T, _ engine.Variant, _ int, pg *rulesPage) {
		var rt rulesText
		if hgt := layout.TextHeight(rt.body(scenetest.TestText, pg.body, &l), l.LineH); hgt > l.Body.H {
			t.Errorf("%.0f px of text in a %.0f px box", hgt, l.Body.H)
		}
	})
}

// Every caption of every demonstration, in every language, fits two
// lines of its box: at the layout's size in English, and at no less than
// rulesMinCaption of it in the others.
func TestEveryCaptionFitsTwoLinesOfItsBox(t *testing.T) {
	for _, c := range [][2]float64{{1280, 720}, {390, 844}, {375, 667}} {
		l := layout.ComputeRules(c[0], c[1])
		eachLanguagePage(t, func(t *testing.T, app *core.App, v engine.Variant, pg *rulesPage) {
			d, err := newDemo(v, pg, app)
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range allCaptions(d) {
				f := fitCaption(scenetest.TestText, s, &l)
				if len(f.Lines) > 2 || (app.Language().Code == "en" && f.Size < l.CaptionSize) {
					t.Errorf("%gx%g: caption %q takes %d lines at %.0f px", c[0], c[1], s, len(f.Lines), f.Size)
				}
				for _, ln := range f.Lines {
					if w := scenetest.TestText.Width(ln, f.Size, kit.Bold); w > l.Caption.W-28 {
						t.Errorf("%gx%g: caption line %q is %.0f px", c[0], c[1], ln, w)
					}
				}
			}
		})
	}
}

// allCaptions returns every caption the demonstration shows, clip by clip.
func allCaptions(d *rulesDemo) []string {
	var out []string
	for i := range d.clips {
		d.restart(i)
		out = append(out, d.caption)
		evs := d.clip().trace.Events
		for j := range evs {
			if s, ok := d.stepCaption(evs, j); ok {
				out = append(out, s)
			}
		}
	}
	return out
}
