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
	// Offer lists what the player may choose now (the legal moves, a
	// menu's entries); none when the screen offers nothing. Offering the
	// same again changes nothing.
	Offer(o Offering)
	// Take returns what the player chose among what was offered since
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

// Offering is what a screen offers through the mirror: its choices,
// labelled, under a title that names them, and whether a board is shown
// that the player may ask to hear.
type Offering struct {
	Title  string
	Labels []string
	Board  bool
}

// A Speaker is what a scene lets the mirror drive (Speak).
type Speaker interface {
	// Offering is what the scene offers now.
	Offering() Offering
	// Chosen does what the player chose: choice i of the last offering
	// (-1 for none), and reads the board when readBoard is set.
	Chosen(ctx *Context, i int, readBoard bool) error
}

// Speak lets the mirror drive sp for a tick: sp does what the player
// chose among what it offered at the last tick, then offers what it
// offers now. A scene that speaks calls it in each Update; the manager
// takes every offer away when another scene is shown.
func Speak(a *App, ctx *Context, sp Speaker) error {
	mir := a.Mirrored()
	if choice, read := mir.Take(); choice >= 0 || read {
		if err := sp.Chosen(ctx, choice, read); err != nil {
			return err
		}
	}
	mir.Offer(sp.Offering())
	return nil
}

// pending is what a mirror offers and what the player chose of it; its
// mirror guards it.
type pending struct {
	offered   Offering
	choice    int // -1: none
	readBoard bool
}

// offer offers o, and reports whether it is new (a choice among what
// was offered before is forgotten).
func (p *pending) offer(o Offering) bool {
	was := p.offered
	if was.Title == o.Title && was.Board == o.Board && slices.Equal(was.Labels, o.Labels) {
		return false
	}
	p.offered, p.choice = o, -1
	return true
}

// take returns and forgets the choice among the labels offered, and
// whether the board was asked for.
func (p *pending) take() (int, bool) {
	c, r := p.choice, p.readBoard
	p.choice, p.readBoard = -1, false
	if c < 0 || c >= len(p.offered.Labels) {
		c = -1
	}
	return c, r
}
