package clublayout

import (
	"mancala/scenes/layout"
	"math"
)

// ClubActions is how many action buttons the online club's home has:
// quick game, invite, join by code, the computer, watch, challenges, the
// leaderboard and recent games.
const ClubActions = 8

// ClubHome is the layout of the online club's home, in logical px: a back
// button, the title and the connection's status on top; the player's
// card (name, Kalah rating, sign in and register, or sign out) with a
// message line under it; the action buttons two by two. A panel takes
// the buttons' place while the player waits (a seek, an invite) or no
// server answers: its text, a code and a link, and two buttons. Under the
// buttons, when there is room for two rows or more, the lobby's feed:
// rows that scroll inside Feed.List. Landscape puts the card left of the
// buttons, portrait above them.
type ClubHome struct {
	_                    [0]func() // not comparable: no equality code in the page
	Portrait             bool
	Back, Title, Status  layout.Rect
	Card, Name, Rating   layout.Rect
	Account              [2]layout.Rect // sign in and register; sign out uses the first
	Message              layout.Rect    // why the server refused, under the card
	Actions              [ClubActions]layout.Rect
	Panel                layout.Rect // over the actions
	PanelText            layout.Rect
	PanelCode, PanelLink layout.Rect
	PanelButtons         [2]layout.Rect
	PanelOne             layout.Rect // a panel's only button, centred
	// Feed is the lobby's list under the buttons (its List is empty when
	// there is no room); its bar and tabs are unused.
	Feed ClubLists
	// TitleSize and TextSize are the title's and the buttons' text, px.
	TitleSize, TextSize float64
}

// Sizes of the club's home, logical px.
const (
	clubBackW    = 100 // the back button
	clubStatusH  = 28  // the status line under the bar, when it is not in it
	clubStatusW  = 340 // the status in the bar, at most
	clubPad      = 12  // inside the card and the panel
	clubNameH    = 34
	clubRatingH  = 24
	clubCardLine = 38 // the home card's line under the name: two lines of 16 px
	clubBtnH     = 52 // a card's or panel's button
	clubBtnMaxH  = 64 // an action button, at most
	clubBtnGap   = 10
	clubMessageH = 44 // two lines of a refusal
	clubGridMaxW = 760
	clubCardMinW = 250
	clubCardMaxW = 400
	clubCodeH    = 48
	clubLinkH    = 28
	clubFeedBtnH = 54 // an action button when the feed shares the room
)

// ComputeClubHome lays out the club's home for a canvas of w x h logical
// px.
func ComputeClubHome(w, h float64) ClubHome {
	l := ClubHome{Portrait: h > w*1.15, TitleSize: 28, TextSize: 18}
	if w < 700 || h < 560 {
		l.TitleSize, l.TextSize = 24, 16
	}
	l.Back = layout.Rect{X: layout.Margin, Y: layout.Margin, W: clubBackW, H: layout.BarH}
	top := l.bar(w)
	body := layout.Rect{X: layout.Margin, Y: top, W: w - 2*layout.Margin, H: h - layout.Margin - top}
	if l.Portrait {
		l.stack(body)
	} else {
		l.sideBySide(body)
	}
	l.panel()
	l.Feed.RowH, l.Feed.TextSize = clubRowH, l.TextSize
	return l
}

// bar places the title and the status beside Back, or the status on a
// line of its own under the bar when the canvas is narrow, and returns
// where the body starts.
func (l *ClubHome) bar(w float64) float64 {
	left := l.Back.X + l.Back.W + layout.Gap
	top := float64(layout.Margin + layout.BarH + 2*layout.Gap)
	if l.Portrait || w < 700 {
		l.Title = layout.Rect{X: left, Y: layout.Margin, W: w - layout.Margin - left, H: layout.BarH}
		l.Status = layout.Rect{X: layout.Margin, Y: top, W: w - 2*layout.Margin, H: clubStatusH}
		return top + clubStatusH + layout.Gap
	}
	sw := math.Min(clubStatusW, w*0.3)
	l.Status = layout.Rect{X: w - layout.Margin - sw, Y: layout.Margin, W: sw, H: layout.BarH}
	l.Title = layout.Rect{X: left, Y: layout.Margin, W: l.Status.X - layout.Gap - left, H: layout.BarH}
	return top
}

// clubCardH is the height of the player's card.
const clubCardH = 2*clubPad + clubNameH + clubCardLine + 4 + clubBtnH

// stack places the card, the message and the buttons top to bottom.
func (l *ClubHome) stack(body layout.Rect) {
	l.card(layout.Rect{X: body.X, Y: body.Y, W: body.W, H: clubCardH})
	l.Message = layout.Rect{X: body.X, Y: body.Y + clubCardH + layout.Gap, W: body.W, H: clubMessageH}
	y := l.Message.Y + l.Message.H + layout.Gap
	l.gridAndFeed(layout.Rect{X: body.X, Y: y, W: body.W, H: body.Y + body.H - y})
}

// sideBySide places the card and the message in a column on the left and
// the buttons right of them.
func (l *ClubHome) sideBySide(body layout.Rect) {
	cw := math.Max(clubCardMinW, math.Min(clubCardMaxW, body.W*0.32))
	l.card(layout.Rect{X: body.X, Y: body.Y, W: cw, H: clubCardH})
	l.Message = layout.Rect{X: body.X, Y: body.Y + clubCardH + layout.Gap, W: cw, H: math.Min(3*clubMessageH, body.H-clubCardH-layout.Gap)}
	x := body.X + cw + 16
	l.gridAndFeed(layout.Rect{X: x, Y: body.Y, W: body.X + body.W - x, H: body.H})
}

// gridAndFeed places the buttons in area's top and the feed under them
// when two rows of it fit beside buttons of clubFeedBtnH; else the
// buttons take the whole area.
func (l *ClubHome) gridAndFeed(area layout.Rect) {
	const rows = ClubActions / 2
	gh := float64(rows*clubFeedBtnH + (rows-1)*clubBtnGap)
	feedH := area.H - gh - 2*clubBtnGap
	if feedH < 2*clubRowH-clubRowGap {
		l.grid(area)
		return
	}
	l.grid(layout.Rect{X: area.X, Y: area.Y, W: area.W, H: gh})
	gw := math.Min(clubGridMaxW, area.W)
	l.Feed.List = layout.Rect{X: area.X + (area.W-gw)/2, Y: area.Y + gh + 2*clubBtnGap, W: gw, H: feedH}
}

// card places the card in r: the name, the rating, and two buttons.
func (l *ClubHome) card(r layout.Rect) {
	l.Card = r
	in := r.Inset(clubPad)
	l.Name = layout.Rect{X: in.X, Y: in.Y, W: in.W, H: clubNameH}
	l.Rating = layout.Rect{X: in.X, Y: in.Y + clubNameH, W: in.W, H: clubCardLine}
	bw := (in.W - clubBtnGap) / 2
	y := in.Y + in.H - clubBtnH
	l.Account[0] = layout.Rect{X: in.X, Y: y, W: bw, H: clubBtnH}
	l.Account[1] = layout.Rect{X: in.X + bw + clubBtnGap, Y: y, W: bw, H: clubBtnH}
}

// grid places the action buttons two by two in area, down the first
// column first, at most clubGridMaxW wide, from its top.
func (l *ClubHome) grid(area layout.Rect) {
	const rows = ClubActions / 2
	gw := math.Min(clubGridMaxW, area.W)
	bw := (gw - clubBtnGap) / 2
	bh := math.Max(layout.MinTarget, math.Min(clubBtnMaxH, (area.H-(rows-1)*clubBtnGap)/rows))
	x0 := area.X + (area.W-gw)/2
	for i := range l.Actions {
		c, r := float64(i/rows), float64(i%rows)
		l.Actions[i] = layout.Rect{X: x0 + c*(bw+clubBtnGap), Y: area.Y + r*(bh+clubBtnGap), W: bw, H: bh}
	}
	l.Panel = layout.Rect{X: x0, Y: area.Y, W: gw, H: rows*bh + (rows-1)*clubBtnGap}
}

// panel places the panel's parts: the buttons at its foot, the code and
// the link above them, the text in what is left at the top.
func (l *ClubHome) panel() {
	in := l.Panel.Inset(clubPad)
	bw := math.Min(240, (in.W-clubBtnGap)/2)
	x := in.X + (in.W-2*bw-clubBtnGap)/2
	y := in.Y + in.H - clubBtnH
	l.PanelButtons[0] = layout.Rect{X: x, Y: y, W: bw, H: clubBtnH}
	l.PanelButtons[1] = layout.Rect{X: x + bw + clubBtnGap, Y: y, W: bw, H: clubBtnH}
	l.PanelOne = layout.Rect{X: in.X + (in.W-bw)/2, Y: y, W: bw, H: clubBtnH}
	l.PanelLink = layout.Rect{X: in.X, Y: y - layout.Gap - clubLinkH, W: in.W, H: clubLinkH}
	l.PanelCode = layout.Rect{X: in.X, Y: l.PanelLink.Y - clubCodeH, W: in.W, H: clubCodeH}
	l.PanelText = layout.Rect{X: in.X, Y: in.Y, W: in.W, H: l.PanelCode.Y - layout.Gap - in.Y}
}

// ActionAt returns the action button at x, y, or -1.
func (l *ClubHome) ActionAt(x, y float64) int { return hitIndex(l.Actions[:], x, y) }
