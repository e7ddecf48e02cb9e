package kit

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"

	"mancala/i18n"
	"mancala/i18n/locales"
	"mancala/saves"
	"mancala/scenes/layout"
	"mancala/scenes/theme"
)

// Notice sizes, logical px.
const (
	NoticeSize = 16 // the message's text
	NoticePad  = 14 // inside the box, left and right
	NoticeFoot = 24 // the "Tap to close" line
)

// Notice is a short message for the player, shown in a box below the
// scene's title until a tap closes it. It never covers the title: the
// scene's layout makes room for it (see height).
type Notice struct{ Text string }

// Say adds s to the notice.
func (n *Notice) Say(s string) {
	if s == "" {
		return
	}
	if n.Text != "" {
		s = n.Text + " " + s
	}
	n.Text = s
}

// Height returns how tall a box w px wide must be to hold the message
// wrapped, with its closing line; 0 when there is none.
func (n *Notice) Height(t *Text, w float64) float64 {
	if n.Text == "" {
		return 0
	}
	lines := Wrap(t, n.Text, NoticeSize, w-2*NoticePad)
	return float64(len(lines))*NoticeSize*1.3 + 8 + NoticeFoot
}

// Draw draws the message in r, on an opaque ground, the closing hint at
// the bottom.
func (n *Notice) Draw(dst *ebiten.Image, c *Chrome, r layout.Rect) {
	if n.Text == "" || r.H <= 0 {
		return
	}
	c.Paint.Fill(dst, r, 14, theme.Solid(c.Th.Pill, c.Th.Table))
	c.Paint.Stroke(dst, r, 14, 2, c.Th.Accent[0])
	text := layout.Rect{X: r.X + NoticePad, Y: r.Y + 4, W: r.W - 2*NoticePad, H: r.H - 4 - NoticeFoot}
	c.Para(dst, text, n.Text, NoticeSize, c.Th.Ink, false)
	x := r.X + r.W/2
	c.Text.Draw(dst, In(c.Words).T("common.tapToClose"), x, r.Y+r.H-NoticeFoot/2-2, 13, c.Scale, Regular, c.Th.Accent[0])
}

// In is w, or English where w is nil (a test's chrome).
func In(w i18n.Words) i18n.Words {
	if w == nil {
		return locales.English()
	}
	return w
}

// Tell logs the whole of err (paths and Go errors, for whoever reads the
// log) and returns the player's sentence for it in w's language: what
// could not be read and where it was kept (saves.KeptAside), or that
// something failed, the details in the log.
func Tell(w i18n.Words, err error) string {
	if err == nil {
		return ""
	}
	LogDetail(err)
	w = In(w)
	var k *saves.KeptAside
	if !errors.As(err, &k) {
		return w.T("kept.failed")
	}
	kind, slot := k.Kind()
	words := keptWords[kind]
	if kind == saves.KindGame && slot.Opponent == saves.Friend {
		words = keptWithFriend
	}
	key := words[0]
	if k.Aside == "" {
		key = words[1] // left in place
	}
	s := w.T(key, i18n.S("aside", k.Aside), i18n.S("game", VariantName(w, slot.Variant)), i18n.S("record", k.Record))
	if k.Newer() {
		s += " " + w.T("kept.newer")
	}
	return s
}

// keptWords say, by the kind of record, that it could not be read and
// was kept aside under another name, or left in place.
var keptWords = [...][2]i18n.Key{
	saves.KindOther:     {"kept.otherAside", "kept.otherLeft"},
	saves.KindSettings:  {"kept.settingsAside", "kept.settingsLeft"},
	saves.KindProgress:  {"kept.progressAside", "kept.progressLeft"},
	saves.KindPuzzles:   {"kept.puzzlesAside", "kept.puzzlesLeft"},
	saves.KindOldGame:   {"kept.oldGameAside", "kept.oldGameLeft"},
	saves.KindOldFriend: {"kept.oldFriendAside", "kept.oldFriendLeft"},
	saves.KindGame:      {"kept.computerAside", "kept.computerLeft"},
}

// keptWithFriend say it of a slot's game with a friend.
var keptWithFriend = [2]i18n.Key{"kept.friendAside", "kept.friendLeft"}
