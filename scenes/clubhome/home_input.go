package clubhome

import (
	"mancala/scenes/core"
	"mancala/scenes/kit"
)

// tap does what the control at x, y is for: a panel's button while a
// panel shows, else the card's buttons and the actions.
func (h *Home) tap(ctx *core.Context, x, y float64) {
	if p := h.panel(); p != panelNone {
		h.tapPanel(ctx, p, x, y)
		return
	}
	for i, b := range h.account() {
		if b.name != "" && h.lay.Account[i].Contains(x, y) {
			h.app.Sound.Play(kit.SoundTap)
			h.pressAccount(ctx, b.name)
			return
		}
	}
	if i := h.lay.ActionAt(x, y); i >= 0 {
		h.act(ctx, action(i))
		return
	}
	if i := h.lay.Feed.RowAt(x, y, h.v.Scroll, len(h.feed)); i >= 0 {
		h.tapEntry(ctx, h.feed[i])
	}
}

// keys: the number keys 1 to 8 choose the actions while no panel shows.
func (h *Home) keys(ctx *core.Context, in *kit.Intents) {
	if h.panel() != panelNone {
		return
	}
	for i := range actionNames {
		if in.Pressed(kit.PitAction(i + 1)) {
			h.act(ctx, action(i))
			return
		}
	}
}

// account returns the card's buttons: Sign in and Register for a guest,
// Sign out and the player's page for a registered player, none before
// the welcome.
func (h *Home) account() [2]panelButton {
	me := h.s.Me()
	switch {
	case me.ID == "" || h.s.Account().Busy:
		return [2]panelButton{}
	case me.Guest:
		return [2]panelButton{{name: "sign-in", label: "club.signIn"}, {name: "register", label: "club.register"}}
	}
	return [2]panelButton{{name: "sign-out", label: "clubHome.signOut"}, {name: "my-page", label: "clubHome.myPage"}}
}

// pressAccount does what the card's button name is for.
func (h *Home) pressAccount(ctx *core.Context, name string) {
	h.note = ""
	switch name {
	case "sign-in", "register":
		ctx.Switch.GoTo(h.app.Routes.ClubSign(h.app))
	case "sign-out":
		h.s.Logout()
	case "my-page":
		ctx.Switch.GoTo(h.app.Routes.ClubPlayer(h.app, h.s.Me().ID))
	}
}

// act opens what action a is for.
func (h *Home) act(ctx *core.Context, a action) {
	h.app.Sound.Play(kit.SoundTap)
	h.note = ""
	r := &h.app.Routes
	switch a {
	case actQuick:
		ctx.Switch.GoTo(r.ClubSetup(h.app, core.QuickGame))
	case actInvite:
		ctx.Switch.GoTo(r.ClubSetup(h.app, core.InviteFriend))
	case actComputer:
		ctx.Switch.GoTo(r.ClubSetup(h.app, core.ClubComputer))
	case actJoin:
		ctx.Switch.GoTo(r.ClubJoin(h.app))
	case actArenas:
		ctx.Switch.GoTo(r.ClubArenas(h.app))
	default:
		ctx.Switch.GoTo(r.ClubLists(h.app, core.ClubList(a-actWatch)))
	}
}
