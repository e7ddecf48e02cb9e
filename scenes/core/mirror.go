package core

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
