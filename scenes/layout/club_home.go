package layout

import "math"

// ClubActions is how many action buttons the online club's home has:
// quick game, invite, join by code, the computer, watch, challenges, the
// leaderboard and recent games.
const ClubActions = 8

// ClubHome is the layout of the online club's home, in logical px: a back
// button, the title and the connection's status on top; the player's
// card (name, Kalah rating, sign in and register, or sign out) with a
// message line under it; the action buttons two by two. A panel takes
// the buttons' place while the player waits (a seek, an invite) or no
// server answers: its text, a code and a link, and two buttons.
// Landscape puts the card left of the buttons, portrait above them.
type ClubHome struct {
	Portrait             bool
	Back, Title, Status  Rect
	Card, Name, Rating   Rect
	Account              [2]Rect // sign in and register; sign out uses the first
	Message              Rect    // why the server refused, under the card
	Actions              [ClubActions]Rect
	Panel                Rect // over the actions
	PanelText            Rect
	PanelCode, PanelLink Rect
	PanelButtons         [2]Rect
	PanelOne             Rect // a panel's only button, centred
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
	clubBtnH     = 52 // a card's or panel's button
	clubBtnMaxH  = 64 // an action button, at most
	clubBtnGap   = 10
	clubMessageH = 44 // two lines of a refusal
	clubGridMaxW = 760
	clubCardMinW = 250
	clubCardMaxW = 400
	clubCodeH    = 48
	clubLinkH    = 28
)

// ComputeClubHome lays out the club's home for a canvas of w x h logical
// px.
func ComputeClubHome(w, h float64) ClubHome {
	l := ClubHome{Portrait: h > w*1.15, TitleSize: 28, TextSize: 18}
	if w < 700 || h < 560 {
		l.TitleSize, l.TextSize = 24, 16
	}
	l.Back = Rect{margin, margin, clubBackW, barH}
	top := l.bar(w)
	body := Rect{margin, top, w - 2*margin, h - margin - top}
	if l.Portrait {
		l.stack(body)
	} else {
		l.sideBySide(body)
	}
	l.panel()
	return l
}

// bar places the title and the status beside Back, or the status on a
// line of its own under the bar when the canvas is narrow, and returns
// where the body starts.
func (l *ClubHome) bar(w float64) float64 {
	left := l.Back.X + l.Back.W + gap
	top := float64(margin + barH + 2*gap)
	if l.Portrait || w < 700 {
		l.Title = Rect{left, margin, w - margin - left, barH}
		l.Status = Rect{margin, top, w - 2*margin, clubStatusH}
		return top + clubStatusH + gap
	}
	sw := math.Min(clubStatusW, w*0.3)
	l.Status = Rect{w - margin - sw, margin, sw, barH}
	l.Title = Rect{left, margin, l.Status.X - gap - left, barH}
	return top
}

// clubCardH is the height of the player's card.
const clubCardH = 2*clubPad + clubNameH + clubRatingH + 8 + clubBtnH

// stack places the card, the message and the buttons top to bottom.
func (l *ClubHome) stack(body Rect) {
	l.card(Rect{body.X, body.Y, body.W, clubCardH})
	l.Message = Rect{body.X, body.Y + clubCardH + gap, body.W, clubMessageH}
	y := l.Message.Y + l.Message.H + gap
	l.grid(Rect{body.X, y, body.W, body.Y + body.H - y})
}

// sideBySide places the card and the message in a column on the left and
// the buttons right of them.
func (l *ClubHome) sideBySide(body Rect) {
	cw := math.Max(clubCardMinW, math.Min(clubCardMaxW, body.W*0.32))
	l.card(Rect{body.X, body.Y, cw, clubCardH})
	l.Message = Rect{body.X, body.Y + clubCardH + gap, cw, math.Min(3*clubMessageH, body.H-clubCardH-gap)}
	x := body.X + cw + 16
	l.grid(Rect{x, body.Y, body.X + body.W - x, body.H})
}

// card places the card in r: the name, the rating, and two buttons.
func (l *ClubHome) card(r Rect) {
	l.Card = r
	in := r.Inset(clubPad)
	l.Name = Rect{in.X, in.Y, in.W, clubNameH}
	l.Rating = Rect{in.X, in.Y + clubNameH, in.W, clubRatingH}
	bw := (in.W - clubBtnGap) / 2
	y := in.Y + in.H - clubBtnH
	l.Account[0] = Rect{in.X, y, bw, clubBtnH}
	l.Account[1] = Rect{in.X + bw + clubBtnGap, y, bw, clubBtnH}
}

// grid places the action buttons two by two in area, down the first
// column first, at most clubGridMaxW wide, from its top.
func (l *ClubHome) grid(area Rect) {
	const rows = ClubActions / 2
	gw := math.Min(clubGridMaxW, area.W)
	bw := (gw - clubBtnGap) / 2
	bh := math.Max(MinTarget, math.Min(clubBtnMaxH, (area.H-(rows-1)*clubBtnGap)/rows))
	x0 := area.X + (area.W-gw)/2
	for i := range l.Actions {
		c, r := float64(i/rows), float64(i%rows)
		l.Actions[i] = Rect{x0 + c*(bw+clubBtnGap), area.Y + r*(bh+clubBtnGap), bw, bh}
	}
	l.Panel = Rect{x0, area.Y, gw, rows*bh + (rows-1)*clubBtnGap}
}

// panel places the panel's parts: the buttons at its foot, the code and
// the link above them, the text in what is left at the top.
func (l *ClubHome) panel() {
	in := l.Panel.Inset(clubPad)
	bw := math.Min(240, (in.W-clubBtnGap)/2)
	x := in.X + (in.W-2*bw-clubBtnGap)/2
	y := in.Y + in.H - clubBtnH
	l.PanelButtons[0] = Rect{x, y, bw, clubBtnH}
	l.PanelButtons[1] = Rect{x + bw + clubBtnGap, y, bw, clubBtnH}
	l.PanelOne = Rect{in.X + (in.W-bw)/2, y, bw, clubBtnH}
	l.PanelLink = Rect{in.X, y - gap - clubLinkH, in.W, clubLinkH}
	l.PanelCode = Rect{in.X, l.PanelLink.Y - clubCodeH, in.W, clubCodeH}
	l.PanelText = Rect{in.X, in.Y, in.W, l.PanelCode.Y - gap - in.Y}
}

// ActionAt returns the action button at x, y, or -1.
func (l *ClubHome) ActionAt(x, y float64) int { return hitIndex(l.Actions[:], x, y) }
