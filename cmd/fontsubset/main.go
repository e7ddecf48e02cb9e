// Command fontsubset writes the game's fonts: the Go fonts (regular and
// bold) cut down to the characters the game draws, so that the browser
// downloads about a sixth of them. The game embeds its output
// (assets/fonts); scenes' TestFontsCoverEveryShownString proves that
// every string the game can show is covered.
//
//	go run ./cmd/fontsubset -out assets/fonts -extra '·←→…'
//
// It keeps printable ASCII (U+0020..U+007E), the runes of -extra and
// those of the message catalogues in -catalogues (i18n/locales).
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"seehuhn.de/go/sfnt"
	"seehuhn.de/go/sfnt/cmap"
	"seehuhn.de/go/sfnt/glyph"

	"mancala/i18n"
)

func main() {
	out := flag.String("out", "assets/fonts", "folder to write regular.ttf and bold.ttf to")
	extra := flag.String("extra", "", "characters to keep besides printable ASCII")
	catalogues := flag.String("catalogues", "", "folder of message catalogues (*.json) whose characters to keep too, with the languages' names")
	flag.Parse()
	words, err := catalogueRunes(*catalogues)
	if err != nil {
		fmt.Fprintln(os.Stderr, "fontsubset:", err)
		os.Exit(1)
	}
	runes := Runes(*extra + words)
	for name, ttf := range map[string][]byte{"regular.ttf": goregular.TTF, "bold.ttf": gobold.TTF} {
		data, err := Subset(ttf, runes)
		if err == nil {
			err = os.WriteFile(filepath.Join(*out, name), data, 0o644)
		}
		if err != nil {
			fmt.Fprintf(os.Stderr, "fontsubset: %s: %v\n", name, err)
			os.Exit(1)
		}
		fmt.Printf("%s: %d bytes (from %d)\n", name, len(data), len(ttf))
	}
}

// catalogueRunes are the characters beyond ASCII of the message
// catalogues in dir (none for ""), and of the names of the languages the
// game speaks, which its Settings show in themselves.
func catalogueRunes(dir string) (string, error) {
	if dir == "" {
		return "", nil
	}
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil || len(files) == 0 {
		return "", fmt.Errorf("no catalogues in %s (%v)", dir, err)
	}
	var b strings.Builder
	for _, l := range i18n.Languages {
		b.WriteString(l.Name)
	}
	for _, name := range files {
		data, err := os.ReadFile(name)
		if err != nil {
			return "", err
		}
		var messages map[string]string
		if err := json.Unmarshal(data, &messages); err != nil {
			return "", fmt.Errorf("%s: %v", name, err)
		}
		for _, text := range messages {
			b.WriteString(text)
		}
	}
	var out []rune
	for _, r := range b.String() {
		if r > 0x7e {
			out = append(out, r)
		}
	}
	return string(out), nil
}

// Runes returns printable ASCII and the runes of extra, sorted, each once.
func Runes(extra string) []rune {
	var rs []rune
	for r := rune(0x20); r <= 0x7e; r++ {
		rs = append(rs, r)
	}
	rs = append(rs, []rune(extra)...)
	slices.Sort(rs)
	return slices.Compact(rs)
}

// Subset returns the TrueType font ttf cut down to the glyphs of runes
// (and the glyphs they are built from), with its cmap and kerning for them.
// A rune the font has no glyph for is an error.
func Subset(ttf []byte, runes []rune) ([]byte, error) {
	f, err := sfnt.Read(bytes.NewReader(ttf))
	if err != nil {
		return nil, err
	}
	cm, err := f.CMapTable.GetBest()
	if err != nil {
		return nil, err
	}
	gids := []glyph.ID{0} // .notdef comes first
	for _, r := range runes {
		g := cm.Lookup(r)
		if g == 0 || r > 0xffff {
			return nil, fmt.Errorf("no glyph for %q (U+%04X)", r, r)
		}
		if !slices.Contains(gids, g) {
			gids = append(gids, g)
		}
	}
	f.Gsub = nil // glyph substitutions: the game's text renderer applies none
	sub, err := f.Subset(gids)
	if err != nil {
		return nil, err
	}
	// Subset keeps the given glyphs first, in order; its own cmap subset
	// comes out empty in v0.5.0, so the cmap is made here.
	cm4 := cmap.Format4{}
	for _, r := range runes {
		cm4[uint16(r)] = glyph.ID(slices.Index(gids, cm.Lookup(r)))
	}
	sub.CMapTable = cmap.Table{
		{PlatformID: 0, EncodingID: 3}: cm4.Encode(0), // Unicode BMP
		{PlatformID: 3, EncodingID: 1}: cm4.Encode(0), // Windows, Unicode BMP
	}
	var buf bytes.Buffer
	if _, err := sub.Write(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
