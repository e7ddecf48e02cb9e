package puzzlehome

import "mancala/scenes/kit"

// Sizes of a row's words as kit.ListRow draws them, px.
const (
	rowPad   = 14 // the card's margin either side of its words
	actSize  = 17 // the action word, bold
	actGap   = 12 // between the lines and the action word
	tagSize  = 13 // the tag, bold, in a pill 16 px wider
	tagGap   = 8  // between the lines and the tag
	mainSize = 17 // the main line, bold
	subSize  = 14 // the second line, regular
	tagExtra = 16
)

// fitSub sets r's second line to the first of subs that fits its room
// whole, else to the last: kit.ListRow clips a line too long for the
// row, and a clipped word says nothing in any language, so the rows
// offer shorter words for narrow canvases and long languages. r's
// action word and tag are set first: they take room.
func (h *Home) fitSub(r *kit.Row, subs ...string) {
	r.Sub = h.fitting(h.rowRoom(r), subSize, kit.Regular, subs)
}

// fitMain sets r's main line to the first of mains that fits, as fitSub.
func (h *Home) fitMain(r *kit.Row, mains ...string) {
	r.Main = h.fitting(h.rowRoom(r), mainSize, kit.Bold, mains)
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
func (h *Home) rowRoom(r *kit.Row) float64 {
	t := h.c.Text
	room := h.v.Lay.Row(0, 0).W - 2*rowPad - r.Lead
	if r.Act != "" {
		room -= t.Width(r.Act+" ›", actSize, kit.Bold) + actGap
	}
	if r.Tag != "" {
		room -= t.Width(r.Tag, tagSize, kit.Bold) + tagExtra + tagGap
	}
	return room
}
