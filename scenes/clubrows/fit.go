package clubrows

import (
	"strings"

	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// fieldGap parts a row line's fields: "Oware · 5+3 · rated".
const fieldGap = " · "

// fitRow returns row with its lines shortened, where they would not fit
// the room kit.ListRow leaves them in r, by whole fields from their end
// ("Oware · 5+3 · rated" to "Oware · 5+3"): a line clipped inside a word
// reads badly in any language. A first field too long even alone is
// left for ListRow to clip.
func fitRow(t *kit.Text, r layout.Rect, row kit.Row) kit.Row {
	room := rowRoom(t, r, row)
	row.Main = fitFields(t, row.Main, 17, kit.Bold, room)
	row.Sub = fitFields(t, row.Sub, 14, kit.Regular, room)
	return row
}

// rowRoom is the width kit.ListRow gives a row's lines in r, px: the
// card less its padding, the picture, the action word and the tag
// (ListRow's measures: 14 px padding, the action at 17 px bold with " ›"
// and a 12 px gap, the tag at 13 px bold in a pill 16 px wider, 8 px
// apart).
func rowRoom(t *kit.Text, r layout.Rect, row kit.Row) float64 {
	room := r.W - 28 - row.Lead
	if row.Act != "" {
		room -= t.Width(row.Act+" ›", 17, kit.Bold) + 12
	}
	if row.Tag != "" {
		room -= t.Width(row.Tag, 13, kit.Bold) + 24
	}
	return room
}

// fitFields drops s's last fields while it is wider than w at size.
func fitFields(t *kit.Text, s string, size float64, wt kit.Weight, w float64) string {
	for t.Width(s, size, wt) > w {
		i := strings.LastIndex(s, fieldGap)
		if i < 0 {
			break
		}
		s = s[:i]
	}
	return s
}
