package scenetest

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"unicode"

	"mancala/i18n"
	"mancala/i18n/locales"
	"mancala/scenes/core"
	"mancala/scenes/kit"
)

// Canvases are the canvases the layout tests use: desktops, and phones
// both ways.
var Canvases = [][3]float64{{1280, 720, 1}, {1920, 1080, 2}, {1024, 768, 1}, {390, 844, 3}, {844, 390, 3}, {375, 667, 2}, {667, 375, 2}}

// MinFit is the smallest share of its size a text may be drawn at to fit
// its box: a label that must shrink more needs shorter words or a layout
// that gives it room, not smaller type.
const MinFit = 0.7

// Screen is a screen the language tests draw: Make builds it for an app
// speaking one language; Drive, when set, brings it to the state to
// check (opens a panel, plays a move) after its first frame; Allowed are
// words the screen may show in any language because the test's data
// holds them (players' names, a code).
type Screen struct {
	Name    string
	Make    func(app *core.App) core.Scene
	Drive   func(d *Driver, s core.Scene)
	Allowed []string
}

// CheckEveryLanguage draws each screen in each language the game ships,
// on each of the Canvases, and fails where a text does not fit its box
// even at its smallest size, or only at less than MinFit of the size it
// was meant for, and where a screen in another language than English
// shows a word that language's catalogue does not hold: a string left in
// the code. With MANCALA_FIT_SHOTS=DIR it saves every frame it drew
// there, named language-screen-canvas.png.
func CheckEveryLanguage(t *testing.T, screens ...Screen) {
	t.Helper()
	drivers := make([]*Driver, len(Canvases)) // one screen image per canvas for every draw
	for i, c := range Canvases {
		drivers[i] = NewDriver(t, c[0], c[1], c[2])
	}
	for _, app := range LanguageApps(t) {
		text, err := kit.NewText()
		if err != nil {
			t.Fatal(err)
		}
		app.Text = text
		for _, sc := range screens {
			for i := range Canvases {
				checkScreen(t, app, sc, drivers[i])
			}
		}
		runtime.GC() // the screens' images go with their finalizers: the test stays small
	}
}

// checkScreen draws sc in app's language on d's canvas and reports what
// does not fit or does not speak the language.
func checkScreen(t *testing.T, app *core.App, sc Screen, d *Driver) {
	t.Helper()
	lang := app.Language()
	where := fmt.Sprintf("%s, %s, %gx%g", lang.English, sc.Name, d.Ctx.W, d.Ctx.H)
	known := catalogueWords(t, lang.Code, sc.Allowed)
	app.Text.Cramped = func(s string, size, fitted float64, overflow bool) {
		if overflow || fitted < MinFit*size {
			t.Errorf("%s: %q drawn at %.0f px of %.0f (overflowing: %v)", where, s, fitted, size, overflow)
		}
	}
	app.Text.Drawn = func(s string) {
		if w := foreignWord(s, known); lang.Code != "en" && w != "" {
			t.Errorf("%s: %q is not in the %s catalogue (%q)", where, s, lang.English, w)
		}
	}
	defer func() { app.Text.Cramped, app.Text.Drawn = nil, nil }()
	s := sc.Make(app)
	d.Step(s, kit.Intents{}, true)
	if sc.Drive != nil {
		sc.Drive(d, s)
	}
	d.Step(s, kit.Intents{}, true)
	if dir := os.Getenv("MANCALA_FIT_SHOTS"); dir != "" {
		Save(t, d.Screen, filepath.Join(dir, fmt.Sprintf("%s-%s-%gx%g.png", lang.Code, sc.Name, d.Ctx.W, d.Ctx.H)))
	}
}

var wordsByLanguage = map[string]map[string]bool{}

// catalogueWords are the words of every message of the language with
// code, and the allowed ones, lower-cased.
func catalogueWords(t *testing.T, code string, allowed []string) map[string]bool {
	t.Helper()
	words, ok := wordsByLanguage[code]
	if !ok {
		texts, err := locales.Texts(code)
		if err != nil {
			t.Fatal(err)
		}
		words = map[string]bool{"mancala": true, "http": true, "https": true} // the game's name, the server's address
		for _, l := range i18n.Languages {                                    // the languages' own names, in every language's menu
			texts["language."+l.Code] = l.Name
		}
		for _, text := range texts {
			for _, w := range splitWords(text) {
				words[w] = true
			}
		}
		wordsByLanguage[code] = words
	}
	known := map[string]bool{}
	for w := range words {
		known[w] = true
	}
	for _, a := range allowed {
		for _, w := range splitWords(a) {
			known[w] = true
		}
	}
	return known
}

// foreignWord is the first word of s of three letters or more that known
// lacks, or "".
func foreignWord(s string, known map[string]bool) string {
	for _, w := range splitWords(s) {
		if len([]rune(w)) >= 3 && !known[w] {
			return w
		}
	}
	return ""
}

// splitWords cuts s into lower-case runs of letters.
func splitWords(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) })
}
