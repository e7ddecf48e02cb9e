package scenes

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"

	"mancala/assets"
	"mancala/i18n"
)

// shownSourceDirs are the packages whose strings the game can show: the
// scenes' text tables and captions, and the names and messages of the
// engine, the computer player, the challenges, the rules book and saves
// (the rules book's and the challenges' JSON files are read too).
var shownSourceDirs = []string{".", "core", "kit", "menu", "picker", "play", "review", "challengebrowser", "howto",
	"settings", "layout", "clubhome", "clubsetup", "clubsign", "clublists", "clubarenas", "../saves", "../engine", "../ai", "../challenges", "../rulesbook"}

// literals returns every string literal of the non-test Go files in dir;
// a dir without Go files fails the test (a package moved away must not
// drop out unseen).
func literals(t *testing.T, dir string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no Go files in %s (%v)", dir, err)
	}
	var out []string
	fs := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fs, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && (lit.Kind == token.STRING || lit.Kind == token.CHAR) {
				s, err := strconv.Unquote(lit.Value)
				if err != nil {
					t.Fatalf("%s: %v", fs.Position(lit.Pos()), err)
				}
				out = append(out, s)
			}
			return true
		})
	}
	return out
}

// jsonStrings returns every string value in the JSON files matching glob.
func jsonStrings(t *testing.T, glob string) []string {
	t.Helper()
	files, err := filepath.Glob(glob)
	if err != nil || len(files) == 0 {
		t.Fatalf("no files %s (%v)", glob, err)
	}
	var out []string
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case string:
			out = append(out, v)
		case []any:
			for _, e := range v {
				walk(e)
			}
		case map[string]any:
			for _, e := range v {
				walk(e)
			}
		}
	}
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		var v any
		if err := json.Unmarshal(data, &v); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		walk(v)
	}
	return out
}

// shownRunes returns every printable rune of the strings the game can
// show: the string literals of shownSourceDirs, the challenge files, the
// message catalogues and the languages' names, and
// the digits and punctuation (printable ASCII) that numbers, notation and
// messages are made of.
func shownRunes(t *testing.T) map[rune]string {
	seen := map[rune]string{}
	add := func(where string, ss []string) {
		for _, s := range ss {
			for _, r := range s {
				if unicode.IsPrint(r) {
					if _, ok := seen[r]; !ok {
						seen[r] = where + ": " + s
					}
				}
			}
		}
	}
	for _, dir := range shownSourceDirs {
		add(dir, literals(t, dir))
	}
	add("challenges", jsonStrings(t, "../challenges/data/*.json"))
	add("rulesbook", jsonStrings(t, "../rulesbook/data/*.json"))
	add("i18n", jsonStrings(t, "../i18n/locales/*.json"))
	for _, l := range i18n.Languages {
		add("i18n.Languages", []string{l.Name})
	}
	for r := rune(0x20); r <= 0x7e; r++ {
		add("ASCII", []string{string(r)})
	}
	return seen
}

// mustParse parses a font or fails the test.
func mustParse(t *testing.T, ttf []byte) *sfnt.Font {
	t.Helper()
	f, err := sfnt.Parse(ttf)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// Every character of every string the game can show has a glyph in both
// of the game's cut-down fonts (else it would draw as a box).
func TestFontsCoverEveryShownString(t *testing.T) {
	runes := shownRunes(t)
	var buf sfnt.Buffer
	for name, ttf := range map[string][]byte{"regular": assets.FontRegular, "bold": assets.FontBold} {
		f := mustParse(t, ttf)
		for r, where := range runes {
			if g, err := f.GlyphIndex(&buf, r); err != nil || g == 0 {
				t.Errorf("%s font has no %q (U+%04X), shown in %s", name, r, r, where)
			}
		}
	}
}

// The cut-down fonts draw and measure as the full Go fonts: the same
// outline and advance for every shown character and the same kerning
// between them, so text looks and is laid out exactly as before.
func TestFontsMeasureAsTheFullFonts(t *testing.T) {
	runes := shownRunes(t)
	var rs []rune
	for r := range runes {
		rs = append(rs, r)
	}
	ppem := fixed.I(64)
	var b1, b2 sfnt.Buffer
	for _, pair := range [][2][]byte{{assets.FontRegular, goregular.TTF}, {assets.FontBold, gobold.TTF}} {
		sub, full := mustParse(t, pair[0]), mustParse(t, pair[1])
		for _, r := range rs {
			gs, _ := sub.GlyphIndex(&b1, r)
			gf, _ := full.GlyphIndex(&b2, r)
			as, _ := sub.GlyphAdvance(&b1, gs, ppem, font.HintingNone)
			af, _ := full.GlyphAdvance(&b2, gf, ppem, font.HintingNone)
			if as != af {
				t.Errorf("%q: advance %v, full font %v", r, as, af)
			}
			ss, _ := sub.LoadGlyph(&b1, gs, ppem, nil)
			sf, _ := full.LoadGlyph(&b2, gf, ppem, nil)
			if !slices.Equal(ss, sf) || len(sf) == 0 && r != ' ' {
				t.Errorf("%q: outline of %d segments, full font %d", r, len(ss), len(sf))
			}
		}
		checkKerning(t, sub, full, ppem)
	}
}

// checkKerning compares the kerning of every pair of ASCII letters and
// digits in sub with full.
func checkKerning(t *testing.T, sub, full *sfnt.Font, ppem fixed.Int26_6) {
	t.Helper()
	const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.,:;'-"
	var b1, b2 sfnt.Buffer
	kerned := 0
	for _, x := range chars {
		for _, y := range chars {
			ks, kf := kern(sub, &b1, x, y, ppem), kern(full, &b2, x, y, ppem)
			if ks != kf {
				t.Errorf("kerning %q%q: %v, full font %v", x, y, ks, kf)
			}
			if kf != 0 {
				kerned++
			}
		}
	}
	t.Logf("%d kerned pairs", kerned)
}

// kern returns f's kerning between runes x and y.
func kern(f *sfnt.Font, b *sfnt.Buffer, x, y rune, ppem fixed.Int26_6) fixed.Int26_6 {
	gx, _ := f.GlyphIndex(b, x)
	gy, _ := f.GlyphIndex(b, y)
	k, err := f.Kern(b, gx, gy, ppem, font.HintingNone)
	if err != nil && err != sfnt.ErrNotFound {
		return -1 << 20
	}
	return k
}

// assets.FontExtra is what the fonts were generated with.
func TestFontExtraMatchesTheGenerator(t *testing.T) {
	src, err := os.ReadFile("../assets/fonts.go")
	if err != nil {
		t.Fatal(err)
	}
	if want := `-extra "` + assets.FontExtra + `"`; !strings.Contains(string(src), want) {
		t.Errorf("assets/fonts.go's go:generate line lacks %s", want)
	}
}
