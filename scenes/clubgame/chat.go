package clubgame

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/online/proto"
	"mancala/scenes/clublayout"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// SaidFor is how long a phrase a player said shows beside their name.
const SaidFor = 4 * time.Second

// phraseWords are the phrases as the menu and the plates say them, in
// proto.Phrases' order.
var phraseWords = [clublayout.NumPhrases]string{"Good luck", "Good game", "Thanks", "Well played", "Oops"}

// chat is what the players say: Chat opens the menu of the preset
// phrases (never free text), a phrase tapped goes to the opponent and
// the watchers, and the latest one said shows on its speaker's plate for
// SaidFor. Settings › Players' phrases off hides them all.
type chat struct{ *Game }

// on reports whether phrases are shown and offered.
func (g chat) on() bool { return !g.app.Settings.HidePhrases }

// with adds Chat, and the menu while it is open, to a player's buttons.
func (g chat) with(set clublayout.ClubSet) clublayout.ClubSet {
	if _, ok := g.playing(); !ok || !g.on() || set.Has(clublayout.ClubBerserk) {
		return set
	}
	set = set.With(clublayout.ClubChat)
	for i := range clublayout.NumPhrases {
		if g.chatting {
			set = set.With(clublayout.ClubSay + clublayout.ClubButton(i))
		}
	}
	return set
}

// press does what Chat or a phrase is for: open or close the menu, or
// say the phrase; it reports whether b was one of them.
func (g chat) press(b clublayout.ClubButton) bool {
	switch {
	case b == clublayout.ClubChat:
		g.chatting = !g.chatting
	case b >= clublayout.ClubSay && b < clublayout.ClubSay+clublayout.NumPhrases:
		g.m.Say(proto.Phrases[b-clublayout.ClubSay])
		g.chatting = false
	default:
		return false
	}
	return true
}

// said returns the phrase to show now and its speaker's side, if any.
func (g chat) said() (string, int, bool) {
	s := g.m.Info().Said
	if !g.on() || s.Phrase == "" || g.now().Sub(s.At) >= SaidFor {
		return "", 0, false
	}
	for i, p := range proto.Phrases {
		if p == s.Phrase {
			return phraseWords[i], int(s.Side), true
		}
	}
	return "", 0, false
}

// drawMenu draws the phrases' menu while it is open, on a panel of its
// own over the board.
func (g chat) drawMenu(dst *ebiten.Image, set clublayout.ClubSet) {
	if !set.Has(clublayout.ClubSay) {
		return
	}
	first, last := g.lay.Buttons[clublayout.ClubSay], g.lay.Buttons[clublayout.ClubSay+clublayout.NumPhrases-1]
	panel := layout.Rect{X: first.X - 6, Y: first.Y - 6, W: first.W + 12, H: last.Y + last.H - first.Y + 12}
	th := g.theme()
	view{g.Game}.painter().Fill(dst, panel, 12, th.Panel)
	view{g.Game}.painter().Stroke(dst, panel, 12, 1.5, th.Bevel[0])
	for i, w := range phraseWords {
		if b := clublayout.ClubSay + clublayout.ClubButton(i); set.Has(b) {
			view{g.Game}.drawButton(dst, g.lay.Buttons[b], w, false)
		}
	}
}

// drawSaid draws the phrase said lately in a bubble at the right end of
// its speaker's name, before the clock (the name keeps the room left of
// it); its edge keeps it apart from a lit plate of its colour.
func (g chat) drawSaid(dst *ebiten.Image) {
	words, side, ok := g.said()
	if !ok {
		return
	}
	r, th, p := g.lay.Said[side], g.theme(), view{g.Game}.painter()
	p.Fill(dst, r, r.H/2, th.Accent[1])
	p.Stroke(dst, r, r.H/2, 1.5, th.DarkInk)
	x, y := r.Center()
	size := kit.FitSize(g.text, words, 15, r.W-14, kit.Bold)
	g.text.DrawAligned(dst, words, x, y, size, g.scale, kit.Bold, th.DarkInk, etxt.HorzCenter|etxt.VertCenter)
}
