package core

import "slices"

// Mirror is the game in words beside the canvas, for a player who does
// not see it: in the browser an ARIA live region that announces each
// move and a few focusable controls (hear the board, the legal moves),
// which a screen reader reads (mirror_js.go); natively the announcements
// only, which the board shows as a caption line when the settings ask
// for captions.
type Mirror interface {
	// Announce says text: politely, after what is being read.
	Announce(text string)
	// Offer lists the moves the player may choose now, labelled; nil
	// when none. Offering the same labels again changes nothing.
	Offer(labels []string)
	// Take returns the move the player chose among those offered since
	// the last call (-1 for none), and whether they asked to hear the
	// board.
	Take() (choice int, readBoard bool)
	// Last is the last announcement.
	Last() string
}

// Mirrored is the app's mirror: the platform's (NewMirror), made on first
// use where NewGame has not set it (tests).
func (a *App) Mirrored() Mirror {
	if a.Mirror == nil {
		a.Mirror = NewMirror(a)
	}
	return a.Mirror
}

// pending is what a mirror offers and what the player chose of it; its
// mirror guards it.
type pending struct {
	offered   []string
	choice    int // -1: none
	readBoard bool
}

// offer offers labels, and reports whether they are new (a choice among
// the labels before is forgotten).
func (p *pending) offer(labels []string) bool {
	if slices.Equal(p.offered, labels) {
		return false
	}
	p.offered, p.choice = labels, -1
	return true
}

// take returns and forgets the choice among the labels offered, and
// whether the board was asked for.
func (p *pending) take() (int, bool) {
	c, r := p.choice, p.readBoard
	p.choice, p.readBoard = -1, false
	if c < 0 || c >= len(p.offered) {
		c = -1
	}
	return c, r
}
