package assets

import _ "embed" // the fonts

// The game's fonts: the Go fonts (golang.org/x/image/font/gofont, BSD
// licence) cut down by cmd/fontsubset to printable ASCII, the characters
// of the game's message catalogues (i18n/locales: the accented letters of
// French, Spanish and Portuguese), the no-break space and the few other
// characters the game draws, a sixth of their full size, which matters for
// the browser's download. A string with a character outside them would
// draw a box: scenes' TestFontsCoverEveryShownString checks every string
// the game can show; add a missing character to FontExtra and regenerate
// (go generate ./assets), as after a catalogue brings a new letter.
//
//go:generate go run ../cmd/fontsubset -out fonts -extra "·←→↑↓…–−‹›«»µ¶ " -catalogues ../i18n/locales
var (
	//go:embed fonts/regular.ttf
	FontRegular []byte
	//go:embed fonts/bold.ttf
	FontBold []byte
)

// FontExtra are the characters the fonts hold besides printable ASCII and
// the catalogues' characters; it must match the -extra of the go:generate line above (a test checks).
const FontExtra = "·←→↑↓…–−‹›«»µ¶ "
