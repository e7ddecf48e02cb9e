package clubplayer

import (
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/engine"
	"mancala/i18n"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/theme"
)

// Draw draws the table, the bar, the card, the button and the message,
// the records, the graph and the games.
func (p *Player) Draw(dst *ebiten.Image) {
	c, l := &p.c, &p.lay
	c.Table(dst)
	c.Back(dst, l.Back, p.hot(l.Back))
	title := p.app.T("player.title")
	if p.page.Player.Bot {
		title = p.app.T("player.titleBot")
	}
	c.Title(dst, l.Title, title, l.TitleSize)
	p.drawCard(dst)
	if a := p.action(); a != "" {
		c.Button(dst, l.Action, a, l.TextSize, kit.Look{Hot: p.hot(l.Action), On: !p.waiting()})
	}
	c.Para(dst, l.Message, p.status(), 15, c.Th.Ink, true)
	p.drawRecords(dst)
	p.drawGraph(dst)
	c.Text.DrawAligned(dst, p.app.T("player.recentGames"), l.GamesLabel.X, l.GamesLabel.Y+l.GamesLabel.H/2, 16, c.Scale, kit.Bold,
		c.Th.Muted, etxt.Left|etxt.VertCenter)
	p.v.Draw(dst, c, p.in, p.emptyWords())
}

// hot reports whether the pointer rests on r.
func (p *Player) hot(r layout.Rect) bool { return p.in.Point && r.Contains(p.in.PX, p.in.PY) }

// drawCard draws the player's name, a dot lit when they are online, and
// the rating line.
func (p *Player) drawCard(dst *ebiten.Image) {
	c, l, th := &p.c, &p.lay, p.c.Th
	c.Paint.Fill(dst, l.Card, 16, th.Panel)
	c.Paint.Stroke(dst, l.Card.Inset(1), 15, 1.5, th.Bevel[0])
	if !p.has {
		c.Para(dst, l.Name, p.app.T("player.loading"), 18, th.Muted, true)
		return
	}
	x := l.Name.X
	if p.page.Online {
		c.Paint.Disc(dst, x+6, l.Name.Y+l.Name.H/2, 6, th.Solved)
		x += 20
	}
	name := kit.ClipWords(c.Text, p.page.Player.Name, 24, kit.Bold, l.Name.X+l.Name.W-x)
	c.Text.DrawAligned(dst, name, x, l.Name.Y+l.Name.H/2, 24, c.Scale, kit.Bold, th.Ink, etxt.Left|etxt.VertCenter)
	line := ratingWords(p.app, p.page.Player, p.page.Online, p.page.Since)
	c.Text.DrawAligned(dst, kit.ClipWords(c.Text, line, 15, kit.Regular, l.Rating.W), l.Rating.X, l.Rating.Y+l.Rating.H/2,
		15, c.Scale, kit.Regular, th.Muted, etxt.Left|etxt.VertCenter)
}

// drawRecords draws a cell a game: its name, and its record under it
// (recordLines).
func (p *Player) drawRecords(dst *ebiten.Image) {
	c, th := &p.c, p.c.Th
	for i, r := range p.lay.Records {
		c.Paint.Fill(dst, r, 10, th.Card)
		c.Paint.Stroke(dst, r, 10, 1, th.CardEdge)
		name, rec := recordWords(p.app, p.page.Records, i)
		c.Text.DrawAligned(dst, name, r.X+8, r.Y+recordNameY, 15, c.Scale, kit.Bold, th.Ink, etxt.Left|etxt.VertCenter)
		lines, size := recordLines(c.Text, rec, r.W-16)
		top := r.Y + recordNameY + (r.H-recordNameY)/2 - recordLineH*float64(len(lines)-1)/2
		for j, l := range lines {
			c.Text.DrawAligned(dst, l, r.X+8, top+float64(j)*recordLineH, size, c.Scale, kit.Regular, th.Muted,
				etxt.Left|etxt.VertCenter)
		}
	}
}

// Where a record cell's lines go: its game's name from the cell's top,
// the lines of its record a line apart, px.
const (
	recordNameY = 12
	recordLineH = 14
)

// recordLines lay a record's parts out w px wide at 13 px: on one line,
// "4 won · 0 drawn · 2 lost", where it fits; else the last part on a
// line of its own. It returns the lines and their size, shrunk a little
// where the longer line needs it (kit.FitSize).
func recordLines(t *kit.Text, parts []string, w float64) ([]string, float64) {
	lines := []string{strings.Join(parts, " · ")}
	if t.Width(lines[0], 13, kit.Regular) > w && len(parts) > 1 {
		lines = []string{strings.Join(parts[:len(parts)-1], " · "), parts[len(parts)-1]}
	}
	longest := lines[0]
	for _, l := range lines {
		if t.Width(l, 13, kit.Regular) > t.Width(longest, 13, kit.Regular) {
			longest = l
		}
	}
	return lines, kit.FitSize(t, longest, 13, w, kit.Regular)
}

// drawGraph draws the rating over the last rated games: a line of dots
// joining the games' points, each game's point a larger dot, the lowest
// and highest rating written at the left; or why there is no graph.
func (p *Player) drawGraph(dst *ebiten.Image) {
	c, r, th := &p.c, p.lay.Graph, p.c.Th
	c.Paint.Fill(dst, r, 10, theme.Fade(th.Card, 0.6))
	c.Paint.Stroke(dst, r, 10, 1, th.CardEdge)
	pl := plotRatings(p.page.History, r)
	if len(pl.xs) == 0 {
		c.Para(dst, r, p.app.T("player.noRatedGames"), 15, th.Muted, false)
		return
	}
	for i := 1; i < len(pl.xs); i++ {
		dx, dy := pl.xs[i]-pl.xs[i-1], pl.ys[i]-pl.ys[i-1]
		n := int(math.Hypot(dx, dy)/3) + 1
		for k := range n {
			f := float64(k) / float64(n)
			c.Paint.Disc(dst, pl.xs[i-1]+f*dx, pl.ys[i-1]+f*dy, 1.6, th.Accent[0])
		}
	}
	for i := range pl.xs {
		c.Paint.Disc(dst, pl.xs[i], pl.ys[i], 3.5, th.Accent[0])
	}
	game := i18n.S("game", kit.VariantName(p.app, engine.KalahGame)) // the ladder's game, the only one rated
	caption := p.app.T("player.graphLast", game, i18n.Count(len(pl.xs)))
	if len(pl.xs) == 1 {
		caption = p.app.T("player.graphFirst", game)
	}
	c.Text.DrawAligned(dst, caption, r.X+r.W-8, r.Y+4, 12, c.Scale, kit.Regular, th.Muted, etxt.Right|etxt.Top)
	hi, lo := strconv.Itoa(int(pl.hi+0.5)), strconv.Itoa(int(pl.lo+0.5))
	c.Text.DrawAligned(dst, hi, r.X+6, pl.top, 12, c.Scale, kit.Regular, th.Muted, etxt.Left|etxt.VertCenter)
	c.Text.DrawAligned(dst, lo, r.X+6, pl.bottom, 12, c.Scale, kit.Regular, th.Muted, etxt.Left|etxt.VertCenter)
}

// emptyWords say why the games' list is empty.
func (p *Player) emptyWords() string {
	if !p.has {
		return p.app.T("player.loading")
	}
	return p.app.T("player.noGames")
}
