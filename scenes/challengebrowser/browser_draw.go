package challengebrowser

import (
	"fmt"
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/challenges"
	"mancala/engine"
	"mancala/i18n"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/theme"
)

// Draw draws the header, the tabs and the visible part of the list, or
// what stands in for it while loading or after an error.
func (cb *ChallengeBrowser) Draw(dst *ebiten.Image) {
	cb.drawn = true
	cb.c.Table(dst)
	p := cb.painter()
	cb.c.Back(dst, cb.backRect(), false)
	switch {
	case cb.data.Err != nil:
		cb.drawMessage(dst, cb.app.T("solo.loadFailed", i18n.S("error", cb.data.Err.Error())))
	case !cb.built:
		cb.drawMessage(dst, cb.app.T("solo.loading"))
	default:
		cb.drawHeader(dst)
		cb.drawTabs(dst, p)
		cb.drawList(dst, p)
		cb.note.Draw(dst, &cb.c, cb.lay.Notice)
	}
}

// painter returns the scene's painter at the canvas scale.
func (cb *ChallengeBrowser) painter() *kit.Painter {
	cb.paint.Scale = cb.scale
	return &cb.paint
}

// drawButton draws a plain button with a label.
func (cb *ChallengeBrowser) drawButton(dst *ebiten.Image, p *kit.Painter, r layout.Rect, label string) {
	th := cb.c.Th
	p.Fill(dst, r, 10, th.Button)
	p.Stroke(dst, r, 10, 1, th.ButtonEdge)
	x, y := r.Center()
	cb.app.Text.Draw(dst, label, x, y, 17, cb.scale, kit.Bold, th.Ink)
}

// drawMessage writes a message in the middle of the screen.
func (cb *ChallengeBrowser) drawMessage(dst *ebiten.Image, s string) {
	th := cb.c.Th
	lines := kit.WrapWords(cb.app.Text, s, 20, kit.Bold, math.Min(640, cb.w-32))
	y := cb.h/2 - float64(len(lines)-1)*14
	for i, l := range lines {
		cb.app.Text.Draw(dst, l, cb.w/2, y+float64(i)*28, 20, cb.scale, kit.Bold, th.Ink)
	}
}

// drawHeader draws the title and how many of all are solved.
func (cb *ChallengeBrowser) drawHeader(dst *ebiten.Image) {
	th := cb.c.Th
	t, r := cb.app.Text, cb.lay.Title
	x, y := r.Center()
	all := cb.data.Set.All()
	title, sub := cb.app.T("solo.challenges"), cb.solvedWords(all)
	t.Draw(dst, title, x, y-9, kit.FitSize(t, title, 26, r.W, kit.Bold), cb.scale, kit.Bold, th.Accent[0])
	t.Draw(dst, sub, x, y+15, kit.FitSize(t, sub, 14, r.W, kit.Regular), cb.scale, kit.Regular, theme.Fade(th.Muted, 0.76))
}

// drawTabs draws a tab per game with its solved count; the chosen one is
// lit.
func (cb *ChallengeBrowser) drawTabs(dst *ebiten.Image, p *kit.Painter) {
	th := cb.c.Th
	for i, r := range cb.lay.Tabs {
		v := engine.Variant(i)
		fg, bg := th.Ink, th.Button
		if v == cb.tab {
			fg, bg = th.DarkInk, th.Accent[0]
		}
		p.Fill(dst, r, 12, bg)
		list := cb.data.Set.Variant(v)
		x, y := r.Center()
		name := kit.VariantName(cb.app, v)
		cb.app.Text.Draw(dst, name, x, y-9, kit.FitSize(cb.app.Text, name, 17, r.W-8, kit.Bold), cb.scale, kit.Bold, fg)
		n := fmt.Sprintf("%d/%d", cb.data.SolvedCount(list), len(list))
		cb.app.Text.Draw(dst, n, x, y+12, 13, cb.scale, kit.Regular, fg)
	}
}

// drawList draws the headings and cards in view, clipped to the view.
func (cb *ChallengeBrowser) drawList(dst *ebiten.Image, p *kit.Painter) {
	v, s := cb.lay.View, cb.scroll[cb.tab]
	clipRect := image.Rect(int(v.X*cb.scale), int(v.Y*cb.scale),
		int(math.Ceil((v.X+v.W)*cb.scale)), int(math.Ceil((v.Y+v.H)*cb.scale)))
	sub := dst.SubImage(clipRect).(*ebiten.Image)
	first := 0
	for _, h := range cb.lay.Headers {
		n := cb.sectionLen(first)
		if _, ok := cb.lay.Visible(h, s); ok {
			cb.drawHeading(sub, p, cb.lay.OnScreen(h, s), cb.list[first:first+n])
		}
		first += n
	}
	for i, c := range cb.list {
		if _, ok := cb.lay.Visible(cb.lay.Cards[i], s); ok {
			cb.drawCard(sub, p, cb.lay.OnScreen(cb.lay.Cards[i], s), c, i == cb.focus)
		}
	}
	cb.drawScrollHint(dst, p)
}

// sectionLen returns how many cards the section starting at card first
// holds.
func (cb *ChallengeBrowser) sectionLen(first int) int {
	n := 0
	for first+n < len(cb.list) && cb.list[first+n].Difficulty == cb.list[first].Difficulty {
		n++
	}
	return n
}

// drawHeading draws a section's difficulty as five dots and a name, and
// how many of its challenges are solved.
func (cb *ChallengeBrowser) drawHeading(dst *ebiten.Image, p *kit.Painter, r layout.Rect, list []*challenges.Challenge) {
	th := cb.c.Th
	d := list[0].Difficulty
	y := r.Y + r.H/2
	for i := 0; i < 5; i++ {
		x := r.X + 10 + float64(i)*16
		if i < d {
			p.Disc(dst, x, y, 6, th.Accent[0])
		} else {
			p.Stroke(dst, layout.Rect{X: x - 6, Y: y - 6, W: 12, H: 12}, 6, 1.5, th.Accent[0])
		}
	}
	t, name, n := cb.app.Text, kit.LevelName(cb.app, d), cb.solvedWords(list)
	t.DrawAligned(dst, name, r.X+96, y, 19, cb.scale, kit.Bold, th.Ink, etxt.Left|etxt.VertCenter)
	room := r.W - 4 - 96 - t.Width(name, 19, kit.Bold) - 12 // right of the name
	size := kit.FitSize(t, n, 14, room, kit.Regular)
	t.DrawAligned(dst, n, r.X+r.W-4, y, size, cb.scale, kit.Regular, theme.Fade(th.Muted, 0.76), etxt.Right|etxt.VertCenter)
}

// drawCard draws one challenge: title, solved mark, small board, goal and
// result.
func (cb *ChallengeBrowser) drawCard(dst *ebiten.Image, p *kit.Painter, r layout.Rect, c *challenges.Challenge, focused bool) {
	th := cb.c.Th
	p.Fill(dst, r, 14, th.Card)
	p.Stroke(dst, r.Inset(1), 13, 1.5, th.CardEdge)
	if focused {
		p.Stroke(dst, r.Inset(-3), 17, 2.5, th.Cursor)
	}
	pt, t := layout.PartsOf(r), cb.app.Text
	cb.drawTitle(dst, c.TitleIn(cb.app), pt.Title)
	cb.drawThumb(dst, c, pt.Thumb)
	lines, size := goalLines(t, c.Goal.DescribeIn(cb.app), pt)
	for i, l := range lines {
		t.DrawAligned(dst, l, pt.Text.X, pt.Text.Y+float64(i)*lineH(size), size, cb.scale, kit.Regular, th.Ink, etxt.Left|etxt.Top)
	}
	best, ok := cb.data.Solved(c.ID)
	res, col := cb.app.T("solo.notSolved"), theme.Fade(th.Muted, 0.76)
	if ok {
		res, col = kit.ReachedWords(cb.app, c.Goal, best.Score), th.Solved
		cb.drawCheck(dst, p, pt.Mark)
	}
	y := pt.Result.Y + pt.Result.H/2
	size = kit.FitSize(t, res, 14, pt.Result.W, kit.Bold)
	t.DrawAligned(dst, res, pt.Result.X, y, size, cb.scale, kit.Bold, col, etxt.Left|etxt.VertCenter)
}

// drawTitle draws a card's title on its line at 17 px, or smaller where
// it is long (Text.Cramped hears of it), clipped where it still does not
// fit.
func (cb *ChallengeBrowser) drawTitle(dst *ebiten.Image, title string, r layout.Rect) {
	t := cb.app.Text
	size := kit.FitSize(t, title, 17, r.W, kit.Bold)
	title = kit.ClipWords(t, title, size, kit.Bold, r.W)
	t.DrawAligned(dst, title, r.X, r.Y+r.H/2, size, cb.scale, kit.Bold, cb.c.Th.Ink, etxt.Left|etxt.VertCenter)
}

// Goal text sizes of a card, px: the largest, and the smallest it
// shrinks to where the goal needs more lines than the card has room for.
const (
	goalSize    = 14
	goalMinSize = 11
)

// lineH is the height of a line of a card's goal at size px.
func lineH(size float64) float64 { return math.Round(size * 1.3) }

// goalLines wraps a card's goal in words in the room above its result
// line, at goalSize, or smaller down to goalMinSize where it needs more
// lines than fit there (Text.Cramped hears of any shrinking).
func goalLines(t *kit.Text, goal string, pt layout.CardParts) ([]string, float64) {
	room := pt.Result.Y - pt.Text.Y
	size := float64(goalSize)
	lines := kit.Wrap(t, goal, size, pt.Text.W)
	for size > goalMinSize && float64(len(lines))*lineH(size) > room {
		size--
		lines = kit.Wrap(t, goal, size, pt.Text.W)
	}
	if t.Cramped != nil && size < goalSize {
		t.Cramped(goal, goalSize, size, float64(len(lines))*lineH(size) > room)
	}
	return lines, size
}

// solvedWords says how many of list are solved: "3 of 24 solved".
func (cb *ChallengeBrowser) solvedWords(list []*challenges.Challenge) string {
	return cb.app.T("solo.solvedOf", i18n.Count(cb.data.SolvedCount(list)), i18n.N("total", len(list)))
}

// drawCheck draws the solved mark: a tick on a green disc.
func (cb *ChallengeBrowser) drawCheck(dst *ebiten.Image, p *kit.Painter, r layout.Rect) {
	th := cb.c.Th
	x, y := r.Center()
	rad := r.W / 2
	p.Disc(dst, x, y, rad, th.Solved)
	stroke(dst, p, x-rad*0.45, y+rad*0.02, x-rad*0.1, y+rad*0.38, th.DarkInk)
	stroke(dst, p, x-rad*0.1, y+rad*0.38, x+rad*0.5, y-rad*0.35, th.DarkInk)
}

// stroke draws a line 2.6 px wide with round ends from x0, y0 to x1, y1
// as discs half a pixel apart (the painter's discs: the page then needs
// no vector package for one tick).
func stroke(dst *ebiten.Image, p *kit.Painter, x0, y0, x1, y1 float64, c color.Color) {
	n := int(math.Hypot(x1-x0, y1-y0)*2) + 1
	for i := 0; i <= n; i++ {
		f := float64(i) / float64(n)
		p.Disc(dst, x0+(x1-x0)*f, y0+(y1-y0)*f, 1.3, c)
	}
}

// drawScrollHint draws a thin bar in the screen's right margin showing
// which part of the list is in view, when it does not all fit.
func (cb *ChallengeBrowser) drawScrollHint(dst *ebiten.Image, p *kit.Painter) {
	th := cb.c.Th
	v, m := cb.lay.View, cb.lay.MaxScroll()
	if m <= 0 {
		return
	}
	h := math.Max(40, v.H*v.H/cb.lay.Content)
	y := v.Y + (v.H-h)*cb.scroll[cb.tab]/m
	p.Fill(dst, layout.Rect{X: cb.w - 6, Y: y, W: 4, H: h}, 2, th.Dim)
}
