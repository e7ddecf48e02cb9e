package clublayout

import (
	"fmt"
	"mancala/scenes/layout"
	"mancala/scenes/layout/layouttest"
	"math"
	"testing"

	"mancala/engine"
)

// clubSets are the buttons shown together: a player's bar (with the
// opponent gone), a watcher's bar, and the game-over panel.
var clubSets = map[string][]ClubButton{
	"player":  {ClubBack, ClubChat, ClubDecline, ClubDraw, ClubResign, ClubClaim},
	"opening": {ClubBack, ClubDraw, ClubAbort},
	"watcher": {ClubBack, ClubFirst, ClubPrev, ClubNext, ClubLast},
	"over":    {ClubRematch, ClubAnalyse, ClubLeave},
}

// forEachClub runs f for every canvas and variant on the online board,
// turned half round or not.
func forEachClub(t *testing.T, f func(t *testing.T, c *ClubGame)) {
	for _, r := range layouttest.AllRules(t) {
		for _, cv := range layouttest.Canvases {
			for _, flip := range []bool{false, true} {
				m := layout.NewModelAcross(r.Board(), ClubAcrossFor(cv.W, cv.H, r.Board()))
				c := ComputeClubGame(cv.W, cv.H, &m, flip)
				t.Run(fmt.Sprintf("%v/%gx%g/flip=%v", r.Board().Variant, cv.W, cv.H, flip), func(t *testing.T) { f(t, &c) })
			}
		}
	}
}

// Every set of buttons shown together is on the canvas, 44 px or more,
// apart, and clear of the status line, the plates and the strip's text;
// the centre of each finds that button.
func TestClubButtonsShownTogetherAreBigApartAndFound(t *testing.T) {
	forEachClub(t, func(t *testing.T, c *ClubGame) {
		l := &c.Board
		for name, bs := range clubSets {
			var set ClubSet
			var rs []layout.Rect
			for _, b := range bs {
				set, rs = set.With(b), append(rs, c.Buttons[b])
			}
			// the plates may touch the status line (a long board on a small
			// phone, see layout.Compute): inset by a hair, touching is not overlapping
			others := []layout.Rect{l.Status, c.Names[0].Inset(1e-6), c.Names[1].Inset(1e-6), c.Clocks[0].Inset(1e-6),
				c.Clocks[1].Inset(1e-6), c.Banner}
			if name == "over" {
				others = []layout.Rect{c.Title, c.Lines[0], c.Lines[1]}
			}
			layouttest.CheckTargets(t, l.W, l.H, rs, others)
			for _, b := range bs {
				if got, ok := c.ButtonAt(cx(c.Buttons[b]), cy(c.Buttons[b]), set); !ok || got != b {
					t.Errorf("%s: the centre of %v finds %v, %v", name, b, got, ok)
				}
			}
		}
	})
}

func cx(r layout.Rect) float64 { x, _ := r.Center(); return x }
func cy(r layout.Rect) float64 { _, y := r.Center(); return y }

// The board screen lies above the strip: the plates, the board and its
// pits never reach it, and each plate holds its name and clock apart.
func TestClubBoardLeavesTheStripAndSplitsThePlates(t *testing.T) {
	forEachClub(t, func(t *testing.T, c *ClubGame) {
		l := &c.Board
		for _, r := range append([]layout.Rect{l.Board, l.Plates[0], l.Plates[1], l.Status}, l.Frames...) {
			if r.Overlaps(c.Strip) {
				t.Errorf("%+v overlaps the strip %+v", r, c.Strip)
			}
		}
		for s := range l.Plates {
			if !c.Names[s].Inside(l.Plates[s]) || !c.Clocks[s].Inside(l.Plates[s]) || c.Names[s].Overlaps(c.Clocks[s]) {
				t.Errorf("side %d: name %+v and clock %+v do not split the plate %+v", s, c.Names[s], c.Clocks[s], l.Plates[s])
			}
			if c.Clocks[s].W < 80 {
				t.Errorf("side %d: clock %.0f px wide: too narrow for 10:00", s, c.Clocks[s].W)
			}
		}
		if l.Status.W < 160 {
			t.Errorf("status line %.0f px wide", l.Status.W)
		}
		for _, s := range l.Spots {
			if got, ok := l.PlaceAt(s.Hollow.Center()); !ok || got != s.Place {
				t.Errorf("the centre of place %d finds %d", s.Place, got)
			}
		}
	})
}

// Portrait layouttest.Canvases stand the board on end; landscape ones do not.
func TestClubBoardStandsOnEndInPortraitOnly(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	for _, cv := range layouttest.Canvases {
		m := layout.NewModelAcross(k.Board(), ClubAcrossFor(cv.W, cv.H, k.Board()))
		c := ComputeClubGame(cv.W, cv.H, &m, false)
		if c.Board.Portrait != (cv.H > cv.W*1.15) {
			t.Errorf("%gx%g: portrait %v", cv.W, cv.H, c.Board.Portrait)
		}
	}
}

// Turned half round, the board shows North's pits and plate nearest the
// player (below in landscape, on the left standing on end), South's
// farthest, and every place keeps a spot of the same size.
func TestAFlippedClubBoardPutsNorthNearest(t *testing.T) {
	k, _ := engine.NewKalah(engine.StandardKalah)
	for _, cv := range layouttest.Canvases {
		m := layout.NewModelAcross(k.Board(), ClubAcrossFor(cv.W, cv.H, k.Board()))
		c, f := ComputeClubGame(cv.W, cv.H, &m, false), ComputeClubGame(cv.W, cv.H, &m, true)
		n, s := f.Board.Spot(engine.Place(k.Board().Pits)), f.Board.Spot(0) // North's and South's first pits
		nx, ny := n.Hollow.Center()
		sx, sy := s.Hollow.Center()
		nearer := ny > sy
		if f.Board.Portrait {
			nearer = nx < sx
		}
		if !nearer || f.Board.Plates[engine.North] != c.Board.Plates[engine.South] {
			t.Errorf("%gx%g: North's pit at %.0f,%.0f, South's at %.0f,%.0f; plates %+v", cv.W, cv.H, nx, ny, sx, sy, f.Board.Plates)
		}
		for i := range c.Board.Spots {
			a, b := c.Board.Spots[i].Cell, f.Board.Spots[i].Cell
			if math.Abs(a.W-b.W) > 1e-9 || math.Abs(a.H-b.H) > 1e-9 {
				t.Errorf("%gx%g: place %d is %+v flipped, %+v not", cv.W, cv.H, c.Board.Spots[i].Place, b, a)
			}
		}
	}
}

// The phrases' menu hangs under Chat on the canvas, one phrase a line,
// each 44 px high, apart, under the bar; a tap on each finds it before
// the board's buttons.
func TestThePhrasesMenuHangsUnderChat(t *testing.T) {
	forEachClub(t, func(t *testing.T, c *ClubGame) {
		set := ClubSet(0).With(ClubChat).With(ClubResign)
		for i := range NumPhrases {
			set = set.With(ClubSay + ClubButton(i))
		}
		var says []layout.Rect
		for i := range NumPhrases {
			r := c.Buttons[ClubSay+ClubButton(i)]
			says = append(says, r)
			if b, ok := c.ButtonAt(r.X+r.W/2, r.Y+r.H/2, set); !ok || b != ClubSay+ClubButton(i) {
				t.Errorf("phrase %d's centre finds %v", i, b)
			}
			if r.Y < c.Board.Bar.Y+c.Board.Bar.H {
				t.Errorf("phrase %d at %+v is not under the bar", i, r)
			}
		}
		layouttest.CheckTargets(t, c.Board.W, c.Board.H, says, nil)
	})
}

// A phrase's bubble lies at the right end of its speaker's name room, on
// the plate, clear of the clock and of every pit and store, wide enough
// for "Well played" and leaving the name half its room or more.
func TestAPhrasesBubbleSitsInTheNamesRoom(t *testing.T) {
	forEachClub(t, func(t *testing.T, c *ClubGame) {
		for s, b := range c.Said {
			n := c.Names[s]
			if !b.Inside(n) || b.X+b.W != n.X+n.W || b.Overlaps(c.Clocks[s]) {
				t.Errorf("side %d: bubble %+v not at the right end of the name %+v", s, b, n)
			}
			if b.W < 96 || b.H < 26 || b.X-n.X < n.W/2 {
				t.Errorf("side %d: bubble %+v in the name %+v: too small, or leaves the name too little", s, b, n)
			}
			for _, sp := range c.Board.Spots {
				if b.Overlaps(sp.Cell) {
					t.Errorf("side %d: bubble %+v covers place %d", s, b, sp.Place)
				}
			}
		}
	})
}
