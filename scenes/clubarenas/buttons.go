package clubarenas

import (
	"mancala/scenes/clublayout"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// button is one of the arena page's buttons, in the tab slots.
type button int8

const (
	btnJoin button = iota // Join, or Pause once in
	btnGame               // the player's game in progress
	btnList = 3           // back to all the arenas
)

// buttonNames are the buttons' debug names, by button.
var buttonNames = [clublayout.ClubTabs]string{"join", "your-game", "", "all-arenas"}

// buttonRect is where button b is: its tab slot; Your game takes the
// empty slot beside its own too (the password's field, which takes them
// while it is open, is never shown with it), for its longer words.
func (s *Arenas) buttonRect(b button) layout.Rect {
	if b == btnGame {
		return s.v.Lay.Span(int(btnGame), int(btnGame)+1)
	}
	return s.v.Lay.Tabs[b]
}

// buttonAt is the button shown at x, y, or -1.
func (s *Arenas) buttonAt(x, y float64) button {
	for b := btnJoin; b <= btnList; b++ {
		if _, ok := s.label(b); ok && s.buttonRect(b).Contains(x, y) {
			return b
		}
	}
	return -1
}

// press does what an arena page's button is for.
func (s *Arenas) press(ctx *core.Context, b button) {
	a := s.app.ClubSession().Arenas()
	if _, ok := s.label(b); !ok {
		return
	}
	s.app.Sound.Play(kit.SoundTap)
	s.msg = ""
	switch {
	case b == btnJoin && s.playing():
		a.Pause(s.open)
	case b == btnJoin:
		st, _ := s.state()
		s.join(a, st.Info.Private)
	case b == btnGame:
		st, _ := s.state()
		ctx.Switch.GoTo(s.app.Routes.ClubGame(s.app, s.app.ClubSession(), st.Me.Playing))
	case b == btnList:
		s.show("")
	}
}

// label is what button b says now, and false when it is not shown: Join
// (or Pause when in and not paused) while the arena runs or is to come,
// Your game while the player plays one, All arenas always.
func (s *Arenas) label(b button) (string, bool) {
	st, ok := s.state()
	switch {
	case b == btnJoin && ok && !over(st.Info, s.now()):
		if s.playing() {
			return s.app.T("arena.pause"), true
		}
		return s.app.T("arena.join"), true
	case b == btnGame && ok && st.Me != nil && st.Me.Playing != "":
		return s.app.T("arena.yourGame"), true
	case b == btnList:
		return s.app.T("arena.all"), true
	}
	return "", false
}

// playing reports whether the player is in the open arena and not
// paused: Join is then Pause.
func (s *Arenas) playing() bool {
	st, ok := s.state()
	return ok && st.Me != nil && !st.Me.Away
}
