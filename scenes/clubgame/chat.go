package clubgame

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/engine"
	"mancala/i18n"
	"mancala/online/proto"
	"mancala/scenes/clublayout"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// SaidFor is how long a phrase a player said shows beside their name.
const SaidFor = 4 * time.Second

// phraseWords are the phrases as the menu and the plates say them, in
// proto.Phrases' order.
var phraseWords = [clublayout.NumPhrases]i18n.Key{"clubGame.goodLuck", "clubGame.goodGame", "clubGame.thanks",
	"clubGame.wellPlayed", "clubGame.oops"}

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
			return g.app.T(phraseWords[i]), int(s.Side), true
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
			view{g.Game}.drawButton(dst, g.lay.Buttons[b], g.app.T(w), false)
		}
	}
}

// drawSaid draws the phrase said lately in a bubble on its speaker's
// plate (bubble), before the clock; its edge keeps it apart from a lit
// plate of its colour.
func (g chat) drawSaid(dst *ebiten.Image) {
	words, side, ok := g.said()
	if !ok {
		return
	}
	r, _ := g.bubble(engine.Side(side), words)
	th, p := g.theme(), view{g.Game}.painter()
	p.Fill(dst, r, r.H/2, th.Accent[1])
	p.Stroke(dst, r, r.H/2, 1.5, th.DarkInk)
	x, y := r.Center()
	size := kit.FitSize(g.text, words, saidSize, r.W-14, kit.Bold)
	g.text.DrawAligned(dst, words, x, y, size, g.scale, kit.Bold, th.DarkInk, etxt.HorzCenter|etxt.VertCenter)
}

// saidSize is the size of a phrase in its bubble, px.
const saidSize = 15

// bubble is where side's phrase words shows: at the right end of the
// name's room, as wide as the words need, the name keeping the rest; where the rest would not hold the name at
// 80% of its size (a phone's narrow plate), the bubble takes the name's
// whole room while it shows, and hides reports that the name waits.
func (g chat) bubble(s engine.Side, words string) (r layout.Rect, hides bool) {
	n, said := g.lay.Names[s], g.lay.Said[s]
	x := plates{g.Game}.nameX(s)
	w := math.Min(math.Max(2*said.H, g.text.Width(words, saidSize, kit.Bold)+24), n.X+n.W-x)
	r = layout.Rect{X: n.X + n.W - w, Y: said.Y, W: w, H: said.H}
	name := plates{g.Game}.plateName(s, g.players()[s])
	if g.text.Width(name, 0.8*plateNameSize, kit.Bold) <= r.X-layout.Gap/2-x {
		return r, false
	}
	return layout.Rect{X: x, Y: said.Y, W: n.X + n.W - x, H: said.H}, true
}
