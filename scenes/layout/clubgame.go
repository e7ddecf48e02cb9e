package layout

import (
	"math"

	"mancala/engine"
)

// ClubButton names a tap target of the online board screen.
type ClubButton uint8

// The online board's buttons. The bar has Back on the left and four slots
// on the right: a player's Decline, Draw (offer, or accept an offer) and
// Resign or Abort (the same slot: Abort until both have moved); a
// watcher's First, Prev, Next and Last. Claim sits in the strip under
// the board while the opponent is gone; Rematch and Leave in the
// game-over panel.
const (
	ClubBack ClubButton = iota
	ClubDecline
	ClubDraw
	ClubResign
	ClubAbort
	ClubFirst
	ClubPrev
	ClubNext
	ClubLast
	ClubClaim
	ClubRematch
	ClubLeave
	NumClubButtons
)

var clubButtonNames = [...]string{"back", "decline", "draw", "resign", "abort", "first", "prev", "next", "last",
	"claim", "rematch", "leave"}

// String returns the button's name for tests, e.g. "resign".
func (b ClubButton) String() string {
	if b < NumClubButtons {
		return clubButtonNames[b]
	}
	return "club(?)"
}

// ClubSet is a set of club buttons: those shown now.
type ClubSet uint16

// With returns the set with b added.
func (s ClubSet) With(b ClubButton) ClubSet { return s | 1<<b }

// Has reports whether b is in the set.
func (s ClubSet) Has(b ClubButton) bool { return s&(1<<b) != 0 }

// Sizes of the online board, logical px.
const (
	clubSlotW  = 84  // a bar slot, landscape
	clubClockW = 96  // a plate's clock
	clubStripH = 48  // the strip under the board: the moves, or the gone banner
	clubClaimW = 132 // the Claim button in the strip
	clubOverH  = 196 // the game-over panel
	clubOverW  = 440
)

// ClubGame is every rectangle of the online board screen: the board
// screen's own (Board: the bar, the status line, the plates and the
// board, laid out above the strip), each plate split into the player's
// name and clock, the strip under the board, and the game-over panel.
type ClubGame struct {
	Board   Layout
	Buttons [NumClubButtons]Rect
	Names   [2]Rect // each player's name and rating, by engine.Side
	Clocks  [2]Rect // each player's clock, by engine.Side
	Strip   Rect    // the moves so far, or the banner when the opponent is gone
	Banner  Rect    // the banner's text, in the strip left of Claim
	Over    Rect    // the game-over panel
	Title   Rect    // the panel's result
	Lines   [2]Rect // the panel's reason and rating change
}

// ClubAcrossFor returns how long across the pits of board b are on the
// online board screen of a w x h canvas (AcrossFor, above the strip).
func ClubAcrossFor(w, h float64, b engine.Board) float64 {
	return AcrossFor(w, h-clubStripH-gap, b)
}

// ComputeClubGame lays the online board screen out on a w x h canvas for
// the board model m: the board screen fills the canvas above the strip.
// flip turns the board half round, North's side and plate nearest the
// player.
func ComputeClubGame(w, h float64, m *Model, flip bool) ClubGame {
	c := ClubGame{Board: Compute(w, h-clubStripH-gap, m)}
	l := &c.Board
	l.H = h
	if flip {
		l.Flip, l.Frames, l.Spots = true, nil, nil
		l.convert()
		l.Plates[engine.South], l.Plates[engine.North] = l.Plates[engine.North], l.Plates[engine.South]
	}
	c.Strip = Rect{margin, h - margin - clubStripH, w - 2*margin, clubStripH}
	c.Buttons[ClubClaim] = Rect{c.Strip.X + c.Strip.W - clubClaimW, c.Strip.Y, clubClaimW, clubStripH}
	c.Banner = Rect{c.Strip.X, c.Strip.Y, c.Strip.W - clubClaimW - gap, clubStripH}
	c.bar()
	for s, p := range l.Plates {
		cw := math.Min(clubClockW, p.W/3)
		c.Names[s] = Rect{p.X, p.Y, p.W - cw - gap, p.H}
		c.Clocks[s] = Rect{p.X + p.W - cw, p.Y, cw, p.H}
	}
	c.over()
	return c
}

// bar places Back where the board screen has it and the four slots at
// the bar's right end, narrowing the status line beside them.
func (c *ClubGame) bar() {
	l := &c.Board
	c.Buttons[ClubBack] = l.Buttons[BtnBack]
	left := l.Buttons[BtnBack].X + l.Buttons[BtnBack].W + gap
	sw := float64(clubSlotW)
	if l.Portrait || l.W < 700 {
		sw = math.Min(clubSlotW, (l.Bar.X+l.Bar.W-left-3*gap)/4)
	}
	x := l.Bar.X + l.Bar.W - 4*sw - 3*gap
	slots := [4][]ClubButton{{ClubFirst}, {ClubDecline, ClubPrev}, {ClubDraw, ClubNext}, {ClubResign, ClubAbort, ClubLast}}
	for i, bs := range slots {
		for _, b := range bs {
			c.Buttons[b] = Rect{x + float64(i)*(sw+gap), l.Bar.Y, sw, l.Bar.H}
		}
	}
	if l.Status.Y == l.Bar.Y { // the status line shares the bar: it ends at the slots
		l.Status.W = x - gap - l.Status.X
	}
}

// over places the game-over panel on the board's caption line: the
// result, two lines, and Rematch and Leave side by side.
func (c *ClubGame) over() {
	l := &c.Board
	w := math.Min(clubOverW, l.W-2*margin)
	cx, cy := l.Caption.Center()
	cy = math.Max(clubOverH/2+margin, math.Min(cy, l.H-clubOverH/2-margin))
	p := Rect{cx - w/2, cy - clubOverH/2, w, clubOverH}
	c.Over = p
	c.Title = Rect{p.X, p.Y + 14, w, 40}
	c.Lines[0] = Rect{p.X + 12, p.Y + 58, w - 24, 26}
	c.Lines[1] = Rect{p.X + 12, p.Y + 86, w - 24, 26}
	const bgap = 12.0
	bw := math.Min(160, (w-3*bgap)/2)
	by := p.Y + clubOverH - 16 - MinTarget - 8
	c.Buttons[ClubRematch] = Rect{cx - bgap/2 - bw, by, bw, MinTarget + 8}
	c.Buttons[ClubLeave] = Rect{cx + bgap/2, by, bw, MinTarget + 8}
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
