package layout

import "math"

// Picker is the layout of the variant picker, in logical px: a back button
// and a title, a card per game (its picture, name and line), the option
// rows and the Play button. Landscape puts the cards in a column on the
// left and the options on the right; portrait puts the cards two by two
// above the options.
type Picker struct {
	Portrait          bool
	Back, Title, Play Rect
	Cards             [4]Rect // one per game, in engine.Variant order
	Pics              [4]Rect // each card's picture
	Names             [4]Rect // each card's name
	// Lines are each card's line; zero when the cards have no room, and
	// the chosen game's line goes in Line instead.
	Lines [4]Rect
	Line  Rect
	// Rows are the option rows asked for, then the level row if asked for.
	Rows []Row
	// Preview is a large picture of the chosen game in the room the rows
	// leave, when there is enough; else zero.
	Preview Rect
	// LabelAbove puts each row's label above its chips, not to its left.
	LabelAbove bool
	// TitleSize and TextSize are the title's and the other text's size, px.
	TitleSize, TextSize float64
}

// Row is one option: its label and a chip per choice. The level row may
// instead be a stepper, when ten chips do not fit: Chips is nil and Down,
// Value and Up are set.
type Row struct {
	Label           Rect
	Chips           []Rect
	Down, Value, Up Rect
}

// Stepper reports whether the row is a stepper rather than chips.
func (r *Row) Stepper() bool { return r.Chips == nil }

// Sizes of the picker, logical px.
const (
	chipH      = 44  // a chip's height
	chipGap    = 6   // between chips
	chipMaxW   = 140 // widest chip
	labelH     = 22  // a label above its chips
	rowGapMin  = 6   // between rows
	rowGapMax  = 24
	colGap     = 16 // between two columns of rows
	playH      = 56
	playMaxW   = 320
	stepBtnW   = 52  // a stepper's buttons
	stepValMin = 124 // a stepper's value
	levels     = 10  // chips of the level row
	// compactCardW is the narrowest card column of a compact landscape
	// header: room for a picture and the longest name, "Congkak".
	compactCardW = 190
	// namesCardW is the card column of the names-only header: room for
	// "Congkak" in bold.
	namesCardW = 120
)

// ComputePicker lays out the picker on a canvas of w x h logical px, with
// option rows of counts[i] chips each, and when level is set a last row
// choosing one of ten levels. It tries the usual header, the compact one
// and (in landscape) the names-only one, first with the ten levels as
// chips, then as a stepper.
func ComputePicker(w, h float64, counts []int, level bool) Picker {
	p := Picker{Portrait: h > w*1.15, TitleSize: 28, TextSize: 17}
	if w < 700 || h < 560 {
		p.TitleSize, p.TextSize = 24, 16
	}
	headers := []func() Rect{
		func() Rect { return p.header(w, h, false) },
		func() Rect { return p.header(w, h, true) },
	}
	if !p.Portrait {
		headers = append(headers, func() Rect { return p.namesOnly(w, h) })
	}
	var area Rect
	for _, stepper := range []bool{false, true} {
		for _, header := range headers {
			area = header()
			if p.form(area, counts, level, stepper) {
				p.preview(area)
				return p
			}
		}
	}
	p.form(area, counts, level, true)
	p.preview(area)
	return p
}

// namesOnly is the landscape header of last resort (a small phone held
// sideways, with Kalah's every option): a narrow column of cards showing
// each game's name only, no title beside Back, and the Play button under
// the cards, so that the options have the whole height right of them.
func (p *Picker) namesOnly(w, h float64) Rect {
	p.Lines, p.Line, p.Pics, p.Title = [4]Rect{}, Rect{}, [4]Rect{}, Rect{}
	cw := float64(namesCardW)
	p.Back = Rect{margin, margin, cw, 48}
	p.Play = Rect{margin, h - margin - MinTarget - 4, cw, MinTarget + 4}
	top := margin + 48.0 + 8
	ch := (p.Play.Y - 8 - top - 3*6) / 4
	for i := range p.Cards {
		p.Cards[i] = Rect{margin, top + float64(i)*(ch+6), cw, ch}
		p.Names[i] = p.Cards[i].Inset(4)
	}
	ax := margin + cw + 12
	return Rect{ax, margin, w - margin - ax, h - 2*margin}
}

// header places everything but the option rows and returns the area left
// for them. A compact header, for a canvas too small for the options
// beside the usual one (an iPhone SE, 375x667 or 667x375), gives the cards
// less room: a single row of four in portrait, a narrower column in
// landscape, showing each game's picture and name.
func (p *Picker) header(w, h float64, compact bool) Rect {
	p.Lines, p.Line = [4]Rect{}, Rect{}
	if p.Portrait {
		return p.portrait(w, h, compact)
	}
	return p.landscape(w, h, compact)
}

// preview places the large picture under the rows, if at least 110 px
// are left, no taller than 240 px and no wider than a board needs.
func (p *Picker) preview(area Rect) {
	y := area.Y
	for _, r := range p.Rows {
		for _, c := range append([]Rect{r.Label, r.Down, r.Up, r.Value}, r.Chips...) {
			y = math.Max(y, c.Y+c.H)
		}
	}
	y += 24
	h := math.Min(240, area.Y+area.H-y)
	if h < 110 {
		return
	}
	w := math.Min(area.W, h*3.4)
	p.Preview = Rect{area.X + (area.W-w)/2, y + (area.Y+area.H-y-h)/2, w, h}
}

// landscape places the header and cards in a left column, the Play button
// bottom right, and returns the area left for the options.
func (p *Picker) landscape(w, h float64, compact bool) Rect {
	cw := math.Max(240, math.Min(470, w*0.34))
	if compact {
		cw = math.Max(compactCardW, math.Min(cw, w*0.26))
	}
	p.Back = Rect{margin, margin, menuBackW, 48}
	p.Title = Rect{margin + menuBackW + 8, margin, cw - menuBackW - 8, 48}
	top := margin + 48.0 + 10
	ch := math.Min(150, (h-margin-top-3*10)/4)
	y := top + (h-margin-top-(4*ch+30))/2
	for i := range p.Cards {
		p.Cards[i] = Rect{margin, y + float64(i)*(ch+10), cw, ch}
		p.sideCard(i)
	}
	ax := margin + cw + 20
	aw := w - margin - ax
	pw := math.Min(playMaxW, aw)
	p.Play = Rect{w - margin - pw, h - margin - playH, pw, playH}
	if p.Lines[0].W == 0 {
		p.Line = Rect{ax, p.Play.Y, math.Max(0, aw-pw-12), playH}
	}
	return Rect{ax, margin, aw, p.Play.Y - 12 - margin}
}

// sideCard places card i's picture on its left, its name and (when there
// is room) its line on the right.
func (p *Picker) sideCard(i int) {
	c := p.Cards[i].Inset(8)
	pw := math.Min(c.W*0.42, c.H*2.2)
	p.Pics[i] = Rect{c.X, c.Y, pw, c.H}
	tx := c.X + pw + 12
	tw := c.X + c.W - tx
	nameH := math.Min(34, c.H)
	if c.H-nameH < 38 || tw < 150 {
		p.Names[i] = Rect{tx, c.Y, tw, c.H}
		return
	}
	p.Names[i] = Rect{tx, c.Y, tw, nameH}
	p.Lines[i] = Rect{tx, c.Y + nameH, tw, c.H - nameH}
}

// portrait places the header, the cards two by two, the chosen game's line
// under them and the Play button at the bottom, and returns the area left
// for the options.
func (p *Picker) portrait(w, h float64, compact bool) Rect {
	p.Back = Rect{margin, margin, menuBackW, 48}
	side := margin + menuBackW + 8.0
	p.Title = Rect{side, margin, w - 2*side, 48}
	top := margin + 48.0 + 10
	perRow, playH := 2, float64(playH)
	if compact {
		perRow, playH = 4, MinTarget+4
	}
	cw := (w - 2*margin - float64(perRow-1)*10) / float64(perRow)
	ch := math.Max(72, math.Min(120, h*0.12))
	for i := range p.Cards {
		c := Rect{margin + float64(i%perRow)*(cw+10), top + float64(i/perRow)*(ch+10), cw, ch}
		p.Cards[i] = c
		in := c.Inset(8)
		p.Pics[i] = Rect{in.X, in.Y, in.W, in.H - 26}
		p.Names[i] = Rect{in.X, in.Y + in.H - 24, in.W, 24}
	}
	p.Line = Rect{margin, p.Cards[3].Y + ch + 6, w - 2*margin, 40}
	p.Play = Rect{margin, h - margin - playH, w - 2*margin, playH}
	y := p.Line.Y + p.Line.H + 10
	return Rect{margin, y, w - 2*margin, p.Play.Y - 12 - y}
}

// Hit returns the card at x, y, or -1.
func (p *Picker) Hit(x, y float64) int {
	for i, c := range p.Cards {
		if c.Contains(x, y) {
			return i
		}
	}
	return -1
}
