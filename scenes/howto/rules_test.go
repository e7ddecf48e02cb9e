package howto

import (
	"fmt"
	"testing"

	"mancala/engine"
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

func TestRulesTextFitsItsBoxAtDesktopAndPhoneSizes(t *testing.T) {
	for _, c := range [][2]float64{{1280, 720}, {390, 844}} {
		l := layout.ComputeRules(c[0], c[1])
		eachPage(t, func(t *testing.T, v engine.Variant, _ int, pg *rulesPage) {
			lines, size, lineH := fitBody(scenetest.TestText, pg.body, &l)
			if size != l.BodySize {
				t.Errorf("%gx%g: the text needs shrinking to %gpx", c[0], c[1], size)
			}
			if hgt := layout.TextHeight(lines, lineH); hgt > l.Body.H {
				t.Errorf("%gx%g: %.0f px of text in a %.0f px box", c[0], c[1], hgt, l.Body.H)
			}
			for _, s := range lines {
				if w := scenetest.TestText.Width(s, size, kit.Regular); w > l.Body.W {
					t.Errorf("%gx%g: line %q is %.0f px, box %.0f", c[0], c[1], s, w, l.Body.W)
				}
			}
			if w := scenetest.TestText.Width(pg.title, 24, kit.Bold); w > l.Title.W-8 {
				t.Errorf("%gx%g: title %.0f px, box %.0f", c[0], c[1], w, l.Title.W)
			}
		})
	}
}

func TestEveryCaptionFitsTwoLinesOfItsBox(t *testing.T) {
	for _, c := range [][2]float64{{1280, 720}, {390, 844}} {
		l := layout.ComputeRules(c[0], c[1])
		eachPage(t, func(t *testing.T, v engine.Variant, _ int, pg *rulesPage) {
			d, err := newDemo(v, pg)
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range allCaptions(d) {
				lines := wrapCaption(scenetest.TestText, s, &l)
				if len(lines) > 2 {
					t.Errorf("%gx%g: caption %q takes %d lines", c[0], c[1], s, len(lines))
				}
				for _, ln := range lines {
					if w := scenetest.TestText.Width(ln, l.CaptionSize, kit.Bold); w > l.Caption.W-28 {
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

func TestRulesButtonLabelsFitTheirButtons(t *testing.T) {
	for _, c := range [][2]float64{{1280, 720}, {390, 844}} {
		l := layout.ComputeRules(c[0], c[1])
		labels := map[string]layout.Rect{"← Back": l.Back, "← Previous": l.Prev, "Next →": l.Next}
		for i, g := range rulesGames {
			labels[g] = l.Tabs[i]
			labels["← "+g] = l.Prev
			labels[g+" →"] = l.Next
		}
		for s, r := range labels {
			if w := scenetest.TestText.Width(s, 17, kit.Bold); w > r.W-12 {
				t.Errorf("%gx%g: %q is %.0f px in a %.0f px button", c[0], c[1], s, w, r.W)
			}
		}
	}
}
