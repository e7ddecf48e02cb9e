package clubhome

import (
	"mancala/i18n"
	"mancala/online/club"
	"mancala/scenes/clubrows"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// panel is what takes the action buttons' place, if anything.
type panel uint8

// The panels.
const (
	panelNone         panel = iota // the actions show
	panelConnecting                // the first connection is being made
	panelUnreachable               // no server answers: Retry, Settings
	panelReconnecting              // the connection dropped
	panelJoining                   // an invite link is being joined: Cancel
	panelSeeking                   // waiting for an opponent: Cancel
	panelInvited                   // the invite's code and link: Copy, Cancel
	panelChallenged                // a challenge for the player: Accept, Decline
)

// panelButton is one of a panel's two buttons: its debug name and label;
// an empty name is no button.
type panelButton struct {
	name  string
	label i18n.Key
}

// panelButtons are each panel's buttons, left and right.
var panelButtons = [...][2]panelButton{
	panelUnreachable: {{name: "retry", label: "clubHome.retry"}, {name: "settings", label: "menu.settings"}},
	panelJoining:     {{}, {name: "cancel", label: "club.cancel"}},
	panelSeeking:     {{}, {name: "cancel", label: "club.cancel"}},
	panelInvited:     {{name: "copy", label: "clubHome.copyLink"}, {name: "cancel", label: "club.cancel"}},
	panelChallenged:  {{name: "accept", label: "clubHome.accept"}, {name: "decline", label: "clubHome.decline"}},
}

// panel returns the panel the session's state calls for.
func (h *Home) panel() panel {
	switch h.s.Status() {
	case club.Connecting:
		return panelConnecting
	case club.Unreachable:
		return panelUnreachable
	case club.Reconnecting:
		return panelReconnecting
	}
	_, challenged := h.challenge()
	switch _, _, invited := h.s.Invited(); {
	case challenged:
		return panelChallenged
	case h.joining != "":
		return panelJoining
	case h.s.Seeking():
		return panelSeeking
	case invited:
		return panelInvited
	}
	return panelNone
}

// copiedNote is what the panel says in place of the link once Copy put
// it on the clipboard: beside the button that did it.
const copiedNote i18n.Key = "clubHome.copied"

// buttons returns panel p's buttons (Copy on the desktop too: the
// system's clipboard).
func buttons(p panel) [2]panelButton { return panelButtons[p] }

// buttonRect returns where button i of a panel whose buttons are bs is:
// a button alone is centred.
func (h *Home) buttonRect(bs [2]panelButton, i int) layout.Rect {
	if bs[0].name == "" || bs[1].name == "" {
		return h.lay.PanelOne
	}
	return h.lay.PanelButtons[i]
}

// tapPanel does what panel p's button at x, y is for.
func (h *Home) tapPanel(ctx *core.Context, p panel, x, y float64) {
	bs := buttons(p)
	for i, b := range bs {
		if b.name == "" || !h.buttonRect(bs, i).Contains(x, y) {
			continue
		}
		h.app.Sound.Play(kit.SoundTap)
		h.press(ctx, b.name)
	}
}

// press does what the panel's button name is for.
func (h *Home) press(ctx *core.Context, name string) {
	switch name {
	case "retry":
		core.ForgetClub(h.app)
		h.s = h.app.ClubSession()
	case "settings":
		ctx.Switch.GoTo(h.app.Routes.Settings(h.app))
	case "copy":
		_, link, _ := h.s.Invited()
		h.note = copiedNote
		if err := kit.CopyText(link); err != nil {
			h.note = "clubHome.copyFailed"
		}
	case "cancel":
		h.joining, h.note = "", ""
		h.s.CancelSeek()
		h.s.CancelInvite()
	case "accept", "decline":
		c, _ := h.challenge()
		h.s.Members().Answer(c.Code, name == "accept")
		h.answering = ""
	}
}

// invitedText is what the invite's panel says: an open challenge is in
// the challenges list for anyone; a friend's invite only for whoever has
// its code or link.
func invitedText(w i18n.Words, open bool) string {
	if open {
		return w.T("clubHome.invitedOpen")
	}
	return w.T("clubHome.invitedFriend")
}

// panelText returns what panel p says, and the code and link it shows.
func (h *Home) panelText(p panel) (text, code, link string) {
	w, address := h.app, i18n.S("address", h.s.Origin())
	switch p {
	case panelConnecting:
		return w.T("clubHome.connectingTo", address), "", ""
	case panelUnreachable:
		return w.T("clubHome.unreachable", address), "", ""
	case panelReconnecting:
		return w.T("clubHome.reconnecting"), "", ""
	case panelJoining:
		return w.T("clubHome.joining"), h.joining, ""
	case panelSeeking:
		return w.T("clubHome.seekingOpponent"), "", ""
	case panelInvited:
		code, link, _ := h.s.Invited()
		return invitedText(w, h.s.InviteIsOpen()), code, link
	case panelChallenged:
		c, _ := h.challenge()
		return w.T("clubHome.challenged", i18n.S("player", clubrows.PlayerWords(w, c.From)),
			i18n.S("game", clubrows.GameWords(w, c.Variant, c.Clock, c.Rated))), "", ""
	}
	return "", "", ""
}
