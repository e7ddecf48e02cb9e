package layout

import "math"

// Menu is the layout of the menu scene, and of the list of games before
// the rules: a title with a line under it, an ornament (a small drawn
// board) when there is room, and the buttons in one column, or two on a
// short canvas. All in logical px.
type Menu struct {
	Back    Rect   // a back button, top left, when asked for; else zero
	Title   Rect   // the title and the line under it
	Art     Rect   // the ornament; zero when there is no room
	Buttons []Rect // in reading order: down the first column, then the second
	Cols    int    // button columns, 1 to 3
	// Notice is the box of a message, between the title and the buttons
	// (never over the title); zero when there is none.
	Notice Rect
	// TitleSize and TextSize are the title's and the buttons' text, px.
	TitleSize, TextSize float64
}

// Sizes of the menu, logical px.
const (
	menuBackW    = 100 // the back button's width
	menuBtnW     = 440 // widest button
	menuBtnMaxH  = 64  // tallest button
	menuBtnH     = 52  // a button's height when room is short
	menuGap      = 12  // between buttons
	menuSection  = 16  // between the title, the ornament and the buttons
	minTitleH    = 68  // the title's least height, its text 28 px
	menuBtn3MinW = 200 // the narrowest button of three columns
)

// ComputeMenu lays out a menu of n buttons on a canvas of w x h logical px,
// with a back button above everything when back is set, and room for the
// ornament when art is set. A notice note px tall (0: none; NoticeWidth
// wide) takes the ornament's place under the title, made shorter only
// when the buttons would not fit. It prefers one column with the
// ornament, then one column without it, then two columns.
func ComputeMenu(w, h float64, n int, back, art bool, note float64) Menu {
	m := Menu{TitleSize: 64, TextSize: 22, Cols: 1}
	if w < 700 || h < 560 {
		m.TitleSize, m.TextSize = 48, 20
	}
	top := float64(margin)
	if back {
		m.Back = Rect{margin, margin, menuBackW, 48}
		top += 48 + 4
	}
	titleH := m.TitleSize + 40
	avail := h - top - margin
	artH := math.Min(110, w*0.25)
	if !art || note > 0 {
		artH = 0
	}
	if note > 0 {
		note += menuSection
	}
	column := func(art float64) float64 {
		return titleH + note + art + 2*menuSection + float64(n)*menuBtnH + float64(n-1)*menuGap
	}
	switch {
	case artH > 0 && column(artH) <= avail:
		m.column(w, top, avail, n, titleH, artH, 0)
	case column(0) <= avail:
		m.column(w, top, avail, n, titleH, 0, note)
	default:
		m.columns(w, top, avail, n, titleH, note, menuCols(w, avail, n, note))
	}
	return m
}

// menuCols returns how many columns of buttons a short canvas needs: two,
// or three when a notice would not get the room it asks for beside two
// and three buttons still fit across (a small phone held sideways).
func menuCols(w, avail float64, n int, note float64) int {
	rows := float64((n + 1) / 2)
	buttons := menuSection + (rows-1)*menuGap + rows*MinTarget
	if note == 0 || avail-buttons-minTitleH >= note || (w-2*margin-2*menuGap)/3 < menuBtn3MinW {
		return 2
	}
	return 3
}

// NoticeWidth is the width of the menu's notice on a canvas w px wide.
func NoticeWidth(w float64) float64 { return math.Min(640, w-2*margin) }

// column places the title, an ornament artH px tall (none when 0), the
// notice's note px (with its gap; none when 0) and one column of buttons,
// the whole block centred in the avail px below top.
func (m *Menu) column(w, top, avail float64, n int, titleH, artH, note float64) {
	sections := menuSection
	if artH > 0 {
		sections *= 2
	}
	fixed := titleH + note + artH + float64(sections) + float64(n-1)*menuGap
	bh := math.Min(menuBtnMaxH, (avail-fixed)/float64(n))
	y := top + (avail-fixed-float64(n)*bh)/2
	m.Title = Rect{margin, y, w - 2*margin, titleH}
	y += titleH + menuSection
	if artH > 0 {
		aw := math.Min(w-2*margin, artH*3.6)
		m.Art = Rect{(w - aw) / 2, y, aw, artH}
		y += artH + menuSection
	}
	y = m.placeNotice(w, y, note)
	bw := math.Min(menuBtnW, w-2*margin)
	for i := 0; i < n; i++ {
		m.Buttons = append(m.Buttons, Rect{(w - bw) / 2, y, bw, bh})
		y += bh + menuGap
	}
}

// placeNotice puts the notice, note px with its gap, at y and returns
// where the buttons start.
func (m *Menu) placeNotice(w, y, note float64) float64 {
	if note <= menuSection {
		return y
	}
	nw := NoticeWidth(w)
	m.Notice = Rect{(w - nw) / 2, y, nw, note - menuSection}
	return y + note
}

// columns places the title and cols columns of buttons, filled down the
// first column first.
func (m *Menu) columns(w, top, avail float64, n int, titleH, note float64, cols int) {
	m.Cols = cols
	rows := (n + cols - 1) / cols
	buttons := menuSection + float64(rows-1)*menuGap + float64(rows)*MinTarget
	note = math.Min(note, math.Max(0, avail-buttons-minTitleH)) // the title gives way first
	titleH = m.fitTitle(titleH, avail-buttons-note)
	fixed := titleH + note + menuSection + float64(rows-1)*menuGap
	bh := math.Max(MinTarget, math.Min(menuBtnMaxH, (avail-fixed)/float64(rows)))
	y := top + math.Max(0, (avail-fixed-float64(rows)*bh)/2)
	m.Title = Rect{margin, y, w - 2*margin, titleH}
	y += titleH + menuSection
	y = m.placeNotice(w, y, note)
	nc := float64(cols)
	bw := math.Min(menuBtnW*0.8, (w-2*margin-(nc-1)*menuGap)/nc)
	x0 := (w - nc*bw - (nc-1)*menuGap) / 2
	for i := 0; i < n; i++ {
		c, r := float64(i/rows), float64(i%rows)
		m.Buttons = append(m.Buttons, Rect{x0 + c*(bw+menuGap), y + r*(bh+menuGap), bw, bh})
	}
}

// fitTitle returns the title's height: titleH, or as little as room
// leaves on a short canvas (a small phone held sideways), its text made
// smaller to match, though never under 28 px.
func (m *Menu) fitTitle(titleH, room float64) float64 {
	if room >= titleH {
		return titleH
	}
	m.TitleSize = math.Max(minTitleH-40, math.Min(m.TitleSize, room-40))
	return math.Max(m.TitleSize+40, room)
}

// Hit returns the index of the button at x, y, or -1.
func (m *Menu) Hit(x, y float64) int {
	for i, r := range m.Buttons {
		if r.Contains(x, y) {
			return i
		}
	}
	return -1
}
