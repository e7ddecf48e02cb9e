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
	room := kit.RowRoom(t, r.W, row)
	row.Main = fitFields(t, row.Main, kit.RowMainSize, kit.Bold, room)
	row.Sub = fitFields(t, row.Sub, kit.RowSubSize, kit.Regular, room)
	return row
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
