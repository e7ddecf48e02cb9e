package puzzlehome

import "mancala/scenes/kit"

// fitSub sets r's second line to the first of subs that fits its room
// whole, else to the last: kit.ListRow clips a line too long for the
// row, and a clipped word says nothing in any language, so the rows
// offer shorter words for narrow canvases and long languages. r's
// action word and tag are set first: they take room.
func (h *Home) fitSub(r *kit.Row, subs ...string) {
	r.Sub = h.fitting(h.rowRoom(r), kit.RowSubSize, kit.Regular, subs)
}

// fitMain sets r's main line to the first of mains that fits, as fitSub.
func (h *Home) fitMain(r *kit.Row, mains ...string) {
	r.Main = h.fitting(h.rowRoom(r), kit.RowMainSize, kit.Bold, mains)
}

// fitting is the first of texts no wider than room px at size px and
// weight wt, else the last.
func (h *Home) fitting(room, size float64, wt kit.Weight, texts []string) string {
	for _, s := range texts {
		if h.c.Text.Width(s, size, wt) <= room {
			return s
		}
	}
	return texts[len(texts)-1]
}

// rowRoom is the width r's lines have beside its action word and its
// tag, as kit.ListRow lays a row out on the canvas laid out now.
func (h *Home) rowRoom(r *kit.Row) float64 { return kit.RowRoom(h.c.Text, h.v.Lay.Row(0, 0).W, *r) }
