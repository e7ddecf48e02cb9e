package clublayout

import (
	"math"

	"mancala/scenes/layout"
)

// ClubPlayer is the layout of a player's page, in logical px: a back
// button and the title; the player's card (name, rating, presence) with
// the Challenge button and a message line under it; the record of each
// game in a grid of four cells; the rating's graph; and the player's
// recent games, a scrolling list under its label. Landscape puts the
// card, the button, the message and the records in a column left of the
// graph and the games; portrait stacks them all.
type ClubPlayer struct {
	_                      [0]func() // not comparable: no equality code in the page
	Back, Title            layout.Rect
	Card, Name, Rating     layout.Rect
	Action, Message, Graph layout.Rect
	Records                [4]layout.Rect
	GamesLabel             layout.Rect
	Games                  ClubLists // its List and rows; its bar and tabs unused
	// TitleSize and TextSize are the title's and the other text's size, px.
	TitleSize, TextSize float64
}

// Sizes of the page, logical px.
const (
	playerMaxW    = 1000
	playerColMaxW = 400
	playerCardH   = 84
	playerRecordH = 54 // a game's name, and its record on up to two lines
	playerLabelH  = 28
	playerGraphH  = 180 // at most
)

// ComputeClubPlayer lays out a player's page on a canvas of w x h
// logical px.
func ComputeClubPlayer(w, h float64) ClubPlayer {
	bar := computeBar(w, h)
	l := ClubPlayer{Back: bar.Back, Title: bar.Title, TitleSize: bar.TitleSize, TextSize: bar.TextSize}
	b := body(w, h, playerMaxW)
	if w > h*1.15 {
		l.sideBySide(b)
	} else {
		l.column(b)
	}
	l.Games.RowH, l.Games.TextSize = clubRowH, l.TextSize
	return l
}

// sideBySide puts the card, the button, the message and the records left
// of the graph and the games.
func (l *ClubPlayer) sideBySide(b layout.Rect) {
	cw := math.Min(playerColMaxW, b.W*0.45) // the records' cells hold a record's two words on a line
	y := l.card(b.X, b.Y, cw)
	y = l.records(b.X, y, cw, 2)
	rx, rw := b.X+cw+24, b.W-cw-24
	gh := math.Min(playerGraphH, b.H*0.36)
	l.Graph = layout.Rect{X: rx, Y: b.Y, W: rw, H: gh}
	l.games(rx, b.Y+gh+clubBtnGap, rw, b.Y+b.H)
}

// column stacks everything, the games under the rest.
func (l *ClubPlayer) column(b layout.Rect) {
	y := l.card(b.X, b.Y, b.W)
	y = l.records(b.X, y, b.W, 4-2*b2i(b.W < 560))
	gh := math.Min(playerGraphH*0.8, b.H*0.18) // a small phone keeps two games in sight
	l.Graph = layout.Rect{X: b.X, Y: y, W: b.W, H: gh}
	l.games(b.X, y+gh+clubBtnGap, b.W, b.Y+b.H)
}

// card places the card, its button and the message line from y in a
// column x, w wide, and returns where they end.
func (l *ClubPlayer) card(x, y, w float64) float64 {
	l.Card = layout.Rect{X: x, Y: y, W: w, H: playerCardH}
	l.Name = layout.Rect{X: x + clubPad, Y: y + clubPad, W: w - 2*clubPad, H: clubNameH}
	l.Rating = layout.Rect{X: x + clubPad, Y: y + clubPad + clubNameH, W: w - 2*clubPad, H: clubRatingH}
	y += playerCardH + clubBtnGap
	l.Action = layout.Rect{X: x, Y: y, W: w, H: clubBtnH}
	y += clubBtnH + 4
	l.Message = layout.Rect{X: x, Y: y, W: w, H: clubMessageH * 0.8}
	return y + clubMessageH*0.8 + 4
}

// records places the four records' cells from y, perRow a row, and
// returns where they end.
func (l *ClubPlayer) records(x, y, w float64, perRow int) float64 {
	cw := (w - float64(perRow-1)*clubBtnGap*0.6) / float64(perRow)
	for i := range l.Records {
		col, row := i%perRow, i/perRow
		l.Records[i] = layout.Rect{X: x + float64(col)*(cw+clubBtnGap*0.6), Y: y + float64(row)*(playerRecordH+6),
			W: cw, H: playerRecordH}
	}
	return l.Records[3].Y + playerRecordH + clubBtnGap
}

// games places the games' label and list from y down to bottom.
func (l *ClubPlayer) games(x, y, w, bottom float64) {
	l.GamesLabel = layout.Rect{X: x, Y: y, W: w, H: playerLabelH}
	y += playerLabelH
	l.Games.List = layout.Rect{X: x, Y: y, W: w, H: math.Max(0, bottom-y)}
}

// b2i is 1 for true.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
