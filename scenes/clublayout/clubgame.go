package clublayout

import (
	"mancala/scenes/layout"
	"math"

	"mancala/engine"
)

// ClubButton names a tap target of the online board screen.
type ClubButton uint8

// The online board's buttons. The bar has Back on the left and four slots
// on the right: a player's Decline, Draw (offer, or accept an offer) and
// Resign or Abort (the same slot: Abort until both have moved) and, in an
// arena, Berserk until their first move (in First's slot), else Chat
// there, which opens the menu of the five phrases (Say, one each, under
// it); a watcher's First, Prev, Next and Last. Claim sits in the strip under
// the board while the opponent is gone; Rematch and Leave in the
// game-over panel with Analyse (the analysis board on the game), and
// Decline on its offer line when the opponent asks for a rematch.
const (
	ClubBack ClubButton = iota
	ClubDecline
	ClubDraw
	ClubResign
	ClubAbort
	ClubBerserk
	ClubChat
	ClubFirst
	ClubPrev
	ClubNext
	ClubLast
	ClubClaim
	ClubRematch
	ClubLeave
	ClubDeclineRematch
	ClubAnalyse
	ClubSay        // the first of the phrases' menu, one button a phrase (proto.Phrases)
	NumClubButtons = ClubSay + NumPhrases
)

// NumPhrases is how many phrases a player may say (proto.Phrases).
const NumPhrases = 5

var clubButtonNames = [...]string{"back", "decline", "draw", "resign", "abort", "berserk", "chat", "first", "prev", "next",
	"last", "claim", "rematch", "leave", "decline-rematch", "analyse",
	"say-good-luck", "say-good-game", "say-thanks", "say-well-played", "say-oops"}

// String returns the button's name for tests, e.g. "resign".
func (b ClubButton) String() string {
	if b < NumClubButtons {
		return clubButtonNames[b]
	}
	return "club(?)"
}

// ClubSet is a set of club buttons: those shown now.
type ClubSet uint32

// With returns the set with b added.
func (s ClubSet) With(b ClubButton) ClubSet { return s | 1<<b }

// Has reports whether b is in the set.
func (s ClubSet) Has(b ClubButton) bool { return s&(1<<b) != 0 }

// Sizes of the online board, logical px.
const (
	clubSlotW  = 84  // a bar slot, landscape
	clubClockW = 96  // a plate's clock
	clubSaidW  = 104 // a phrase's bubble on a plate, at most half the name's room
	clubStripH = 48  // the strip under the board: the moves, or the gone banner
	clubClaimW = 132 // the Claim button in the strip
	clubOverH  = 250 // the game-over panel
	clubOverW  = 440
	clubOfferW = 112 // the Decline button on the panel's offer line
)

// ClubGame is every rectangle of the online board screen: the board
// screen's own (Board: the bar, the status line, the plates and the
// board, laid out above the strip), each plate split into the player's
// name and clock, the strip under the board, and the game-over panel.
type ClubGame struct {
	Board   layout.Layout
	Buttons [NumClubButtons]layout.Rect
	Names   [2]layout.Rect // each player's name and rating, by engine.Side
	Said    [2]layout.Rect // the bubble of a phrase a player said: the right end of their name's room
	Clocks  [2]layout.Rect // each player's clock, by engine.Side
	Strip   layout.Rect    // the moves so far, or the banner when the opponent is gone
	Banner  layout.Rect    // the banner's text, in the strip left of Claim
	Over    layout.Rect    // the game-over panel
	Title   layout.Rect    // the panel's result
	Lines   [2]layout.Rect // the panel's reason and rating change
	Offer   layout.Rect    // the panel's offer line: a rematch asked, declined
}

// ClubAcrossFor returns how long across the pits of board b are on the
// online board screen of a w x h canvas (layout.AcrossFor, above the strip).
func ClubAcrossFor(w, h float64, b engine.Board) float64 {
	return layout.AcrossFor(w, h-clubStripH-layout.Gap, b)
}

// ComputeClubGame lays the online board screen out on a w x h canvas for
// the board model m: the board screen fills the canvas above the strip.
// flip turns the board half round, North's side and plate nearest the
// player.
func ComputeClubGame(w, h float64, m *layout.Model, flip bool) ClubGame {
	c := ClubGame{Board: layout.Compute(w, h-clubStripH-layout.Gap, m)}
	l := &c.Board
	l.H = h
	if flip {
		l.TurnHalfRound()
	}
	c.Strip = layout.Rect{X: layout.Margin, Y: h - layout.Margin - clubStripH, W: w - 2*layout.Margin, H: clubStripH}
	c.Buttons[ClubClaim] = layout.Rect{X: c.Strip.X + c.Strip.W - clubClaimW, Y: c.Strip.Y, W: clubClaimW, H: clubStripH}
	c.Banner = layout.Rect{X: c.Strip.X, Y: c.Strip.Y, W: c.Strip.W - clubClaimW - layout.Gap, H: clubStripH}
	c.bar()
	for s, p := range l.Plates {
		cw := math.Min(clubClockW, p.W/3)
		c.Names[s] = layout.Rect{X: p.X, Y: p.Y, W: p.W - cw - layout.Gap, H: p.H}
		c.Clocks[s] = layout.Rect{X: p.X + p.W - cw, Y: p.Y, W: cw, H: p.H}
		n, sw := c.Names[s], math.Min(clubSaidW, c.Names[s].W/2)
		c.Said[s] = layout.Rect{X: n.X + n.W - sw, Y: n.Y + 3, W: sw, H: n.H - 6}
	}
	c.over()
	return c
}

// bar places Back where the board screen has it and the four slots at
// the bar's right end, narrowing the status line beside them.
func (c *ClubGame) bar() {
	l := &c.Board
	c.Buttons[ClubBack] = l.Buttons[layout.BtnBack]
	left := l.Buttons[layout.BtnBack].X + l.Buttons[layout.BtnBack].W + layout.Gap
	sw := float64(clubSlotW)
	if l.Portrait || l.W < 700 {
		sw = math.Min(clubSlotW, (l.Bar.X+l.Bar.W-left-3*layout.Gap)/4)
	}
	x := l.Bar.X + l.Bar.W - 4*sw - 3*layout.Gap
	slots := [4][]ClubButton{{ClubFirst, ClubBerserk, ClubChat}, {ClubDecline, ClubPrev}, {ClubDraw, ClubNext}, {ClubResign, ClubAbort, ClubLast}}
	for i, bs := range slots {
		for _, b := range bs {
			c.Buttons[b] = layout.Rect{X: x + float64(i)*(sw+layout.Gap), Y: l.Bar.Y, W: sw, H: l.Bar.H}
		}
	}
	if l.Status.Y == l.Bar.Y { // the status line shares the bar: it ends at the slots
		l.Status.W = x - layout.Gap - l.Status.X
	}
	c.phrases()
}

// Sizes of the phrases' menu, logical px.
const (
	clubSayW   = 170
	clubSayGap = 4
)

// phrases places the phrases' menu under Chat, one phrase a line, kept
// on the canvas.
func (c *ClubGame) phrases() {
	chat := c.Buttons[ClubChat]
	w := math.Max(chat.W, clubSayW)
	x := math.Min(chat.X, c.Board.W-layout.Margin-w)
	y := chat.Y + chat.H + layout.Gap
	for i := range NumPhrases {
		c.Buttons[ClubSay+ClubButton(i)] = layout.Rect{X: x, Y: y + float64(i)*(layout.MinTarget+clubSayGap), W: w, H: layout.MinTarget}
	}
}

// over places the game-over panel on the board's caption line: the
// result, two lines, the offer line with its Decline, and Rematch,
// Analyse and Leave side by side.
func (c *ClubGame) over() {
	l := &c.Board
	w := math.Min(clubOverW, l.W-2*layout.Margin)
	cx, cy := l.Caption.Center()
	cy = math.Max(clubOverH/2+layout.Margin, math.Min(cy, l.H-clubOverH/2-layout.Margin))
	p := layout.Rect{X: cx - w/2, Y: cy - clubOverH/2, W: w, H: clubOverH}
	c.Over = p
	c.Title = layout.Rect{X: p.X, Y: p.Y + 14, W: w, H: 40}
	c.Lines[0] = layout.Rect{X: p.X + 12, Y: p.Y + 58, W: w - 24, H: 26}
	c.Lines[1] = layout.Rect{X: p.X + 12, Y: p.Y + 86, W: w - 24, H: 26}
	oy := p.Y + 118
	c.Buttons[ClubDeclineRematch] = layout.Rect{X: p.X + w - 12 - clubOfferW, Y: oy, W: clubOfferW, H: layout.MinTarget}
	c.Offer = layout.Rect{X: p.X + 12, Y: oy, W: w - 24 - clubOfferW - layout.Gap, H: layout.MinTarget}
	const bgap = 12.0
	bw := math.Min(130, (w-4*bgap)/3)
	by := p.Y + clubOverH - 16 - layout.MinTarget - 8
	for i, b := range [3]ClubButton{ClubRematch, ClubAnalyse, ClubLeave} {
		c.Buttons[b] = layout.Rect{X: cx - 1.5*bw - bgap + float64(i)*(bw+bgap), Y: by, W: bw, H: layout.MinTarget + 8}
	}
}

// ButtonAt returns the button of the set shown under the canvas point
// x, y.
func (c *ClubGame) ButtonAt(x, y float64, shown ClubSet) (ClubButton, bool) {
	for b := NumClubButtons - 1; b < NumClubButtons; b-- { // the panel's buttons lie over the rest
		if shown.Has(b) && c.Buttons[b].Contains(x, y) {
			return b, true
		}
	}
	return NumClubButtons, false
}
