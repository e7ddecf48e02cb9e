package clubhome

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/engine"
	"mancala/i18n"
	"mancala/online/club"
	"mancala/scenes/clubrows"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/theme"
)

// Draw draws the table, the bar, the player's card, the message, and the
// actions or the panel in their place.
func (h *Home) Draw(dst *ebiten.Image) {
	c, l := &h.c, &h.lay
	c.Table(dst)
	c.Back(dst, l.Back, h.hot(l.Back))
	c.Title(dst, l.Title, h.app.T("club.title"), l.TitleSize)
	h.drawStatus(dst)
	h.drawCard(dst)
	if msg := h.message(); msg != "" {
		c.Para(dst, l.Message, msg, 16, c.Th.Ink, true)
	} else if who := h.countsWords(); who != "" {
		c.Para(dst, l.Message, who, 16, c.Th.Muted, true)
	}
	if p := h.panel(); p != panelNone {
		h.drawPanel(dst, p)
		return
	}
	for i, r := range l.Actions {
		main := action(i) == actQuick
		c.Button(dst, r, h.app.T(actionLabels[i]), l.TextSize, kit.Look{Hot: h.hot(r), On: main})
	}
	if l.Feed.List.H > 0 {
		h.v.Draw(dst, c, h.in, h.app.T("clubHome.feedEmpty"))
	}
}

// drawPic draws the picture of the feed's row i in its row's lead, r.
func (h *Home) drawPic(dst *ebiten.Image, i int, r layout.Rect) {
	if i < len(h.feed) {
		h.pics.Draw(dst, h.feed[i].slot, r, h.c.Scale)
	}
}

// hot reports whether the pointer rests on r.
func (h *Home) hot(r layout.Rect) bool { return h.in.Point && r.Contains(h.in.PX, h.in.PY) }

// statusWords name the session's states for the player.
var statusWords = [...]i18n.Key{club.Connecting: "club.connecting", club.Online: "club.online",
	club.Reconnecting: "club.reconnecting", club.Unreachable: "club.offline"}

// drawStatus draws the connection's state in a pill: a dot (lit when
// online, the failure colour when not, a ring while connecting: shape as
// well as colour) and its word.
func (h *Home) drawStatus(dst *ebiten.Image) {
	c, r, th := &h.c, h.lay.Status, h.c.Th
	st := h.s.Status()
	word := h.app.T(statusWords[st])
	size := 16.0
	w := min(r.W, c.Text.Width(word, size, kit.Bold)+52)
	pill := layout.Rect{X: r.X + r.W - w, Y: r.Y + (r.H-28)/2, W: w, H: 28}
	c.Paint.Fill(dst, pill, 14, theme.Solid(th.Pill, th.Table))
	dx, dy := pill.X+18, pill.Y+14
	switch st {
	case club.Online:
		c.Paint.Disc(dst, dx, dy, 6, th.Solved)
	case club.Connecting:
		c.Paint.Stroke(dst, layout.Rect{X: dx - 6, Y: dy - 6, W: 12, H: 12}, 6, 2, th.Muted)
	default:
		c.Paint.Fill(dst, layout.Rect{X: dx - 6, Y: dy - 6, W: 12, H: 12}, 0, th.Failed)
	}
	c.Text.DrawAligned(dst, word, pill.X+32, dy, size, c.Scale, kit.Bold, th.Ink, etxt.Left|etxt.VertCenter)
}

// drawCard draws the player's card: the name, the Kalah rating or what a
// guest may do, and the account's buttons.
func (h *Home) drawCard(dst *ebiten.Image) {
	c, l, th := &h.c, &h.lay, h.c.Th
	c.Paint.Fill(dst, l.Card, 16, th.Panel)
	c.Paint.Stroke(dst, l.Card.Inset(1), 15, 1.5, th.Bevel[0])
	name, line := h.cardWords()
	al := etxt.Left | etxt.VertCenter
	c.Text.DrawAligned(dst, kit.ClipWords(c.Text, name, 24, kit.Bold, l.Name.W), l.Name.X, l.Name.Y+l.Name.H/2,
		24, c.Scale, kit.Bold, th.Ink, al)
	f := kit.FitBox(c.Text, h.cardLine(line), 16, l.Rating.W, l.Rating.H, kit.Regular)
	c.Text.DrawFitted(dst, f, l.Rating.X, l.Rating.Y+l.Rating.H/2, c.Scale, kit.Regular, th.Muted, al)
	for i, b := range h.account() {
		if b.name != "" {
			c.Button(dst, l.Account[i], h.app.T(b.label), l.TextSize, kit.Look{Hot: h.hot(l.Account[i])})
		}
	}
}

// cardWords returns the card's name line and the line under it.
func (h *Home) cardWords() (name, line string) {
	me, w := h.s.Me(), h.app
	switch {
	case me.ID == "" && h.s.Status() == club.Unreachable:
		return w.T("clubHome.notConnected"), w.T("clubHome.needsServer")
	case me.ID == "":
		return w.T("club.connecting"), w.T("clubHome.guestAtOnce")
	case h.s.Account().Busy:
		return me.Name, w.T("clubHome.oneMoment")
	case me.Guest:
		return me.Name, w.T("clubHome.guestLine")
	}
	game, rating := i18n.S("game", kit.VariantName(w, engine.KalahGame)), i18n.S("rating", clubrows.RatingWords(me.Rating))
	if me.Provisional {
		return me.Name, w.T("clubHome.ratingProvisional", game, rating)
	}
	return me.Name, w.T("clubHome.rating", game, rating)
}

// cardLine returns the card's line under the name: line, or for a
// guest whose line would not fit on two lines of the card a shorter one.
func (h *Home) cardLine(line string) string {
	if h.s.Me().Guest && h.c.Text.Width(line, 14, kit.Regular) > 1.9*h.lay.Rating.W {
		return h.app.T("clubHome.guestShort")
	}
	return line
}

// message returns the line under the card: that Copy failed, why the
// server refused the last request, or what went wrong with the account.
// A copy that worked is said in the panel, where the link was (see
// drawPanel).
func (h *Home) message() string {
	switch {
	case h.note != "" && h.note != copiedNote:
		return h.app.T(h.note)
	case !h.s.Refused().None():
		return core.RefusalWords(h.app, h.s.Refused())
	}
	return core.ClubErrWords(h.app, h.s.Account().Err)
}

// drawPanel draws panel p over the actions: its text, the code and link
// when it has them, and its buttons.
func (h *Home) drawPanel(dst *ebiten.Image, p panel) {
	c, l, th := &h.c, &h.lay, h.c.Th
	c.Paint.Fill(dst, l.Panel, 16, th.Panel)
	c.Paint.Stroke(dst, l.Panel, 16, 2, th.Accent[0])
	text, code, link := h.panelText(p)
	copied := h.app.T(copiedNote)
	c.Para(dst, l.PanelText, text, l.TextSize, th.Ink, false)
	if code != "" {
		x, y := l.PanelCode.Center()
		c.Text.Draw(dst, code, x, y, 36, c.Scale, kit.Bold, th.Accent[0])
	}
	if link != "" && h.note == copiedNote {
		x, y := l.PanelLink.Center()
		c.Text.Draw(dst, copied, x, y, kit.FitSize(c.Text, copied, 16, l.PanelLink.W, kit.Bold), c.Scale, kit.Bold, th.Accent[0])
	} else if link != "" {
		x, y := l.PanelLink.Center()
		size := kit.FitSize(c.Text, link, 16, l.PanelLink.W, kit.Regular)
		c.Text.Draw(dst, kit.ClipWords(c.Text, link, size, kit.Regular, l.PanelLink.W), x, y, size, c.Scale, kit.Regular, th.Ink)
	}
	bs := buttons(p)
	for i, b := range bs {
		if b.name != "" {
			r := h.buttonRect(bs, i)
			c.Button(dst, r, h.app.T(b.label), l.TextSize, kit.Look{Hot: h.hot(r), On: b.name == "retry" || b.name == "copy"})
		}
	}
}

// Debug names the home's tap targets, the session's state and the
// invite's code.
func (h *Home) Debug(d *core.DebugState) {
	d.Scene = "club-home"
	d.Status = h.s.Status().String()
	d.Code, _, _ = h.s.Invited()
	d.Player = h.s.Me().Name
	d.Add("back", h.lay.Back)
	p := h.panel()
	bs := buttons(p)
	for i, b := range bs {
		if b.name != "" {
			d.Add(b.name, h.buttonRect(bs, i))
		}
	}
	if p != panelNone {
		return
	}
	for i, b := range h.account() {
		if b.name != "" {
			d.Add(b.name, h.lay.Account[i])
		}
	}
	for i, n := range actionNames {
		d.Add(n, h.lay.Actions[i])
	}
	h.v.Debug(d)
}
