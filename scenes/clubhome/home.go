// Package clubhome is the online club's home: the player's name and Kalah
// rating, signing in and out, the ways to start a game (quick game,
// invite a friend, join by code, the computer), the arenas, the lists to watch and
// join, the wait for a game to begin, and a clear word when no server
// answers.
package clubhome

import (
	"time"

	"mancala/i18n"
	"mancala/online/club"
	"mancala/scenes/boardview"
	"mancala/scenes/clublayout"
	"mancala/scenes/clubrows"
	"mancala/scenes/core"
	"mancala/scenes/kit"
)

// action is one of the home's action buttons.
type action uint8

// The actions, in the order of the buttons: down the first column, then
// the second.
const (
	actQuick action = iota
	actInvite
	actJoin
	actComputer
	actWatch
	actArenas
	actLeaderboard
	actRecent
)

var actionNames = [clublayout.ClubActions]string{"quick-game", "invite", "join", "computer",
	"watch", "arenas", "leaderboard", "recent"}

var actionLabels = [clublayout.ClubActions]i18n.Key{"club.quickGame", "club.inviteFriend", "club.joinByCode",
	"club.playComputer", "clubHome.watch", "clubHome.arenas", "club.leaderboard", "clubHome.recent"}

// Home is the club's home scene.
type Home struct {
	app     *core.App
	s       *club.Session
	lay     clublayout.ClubHome
	w, h    float64
	c       kit.Chrome
	in      kit.Intents
	joining string   // the invite code being joined (a link's); "" when none
	sent    bool     // the join was sent
	note    i18n.Key // what the home says after Copy; "" for nothing
	// lobbyAsked and lobbySince: the lobby was asked for, and how long
	// ago; feed is its rows, v their list, pics the games' pictures.
	lobbyAsked bool
	lobbySince time.Duration
	feed       []entry
	v          clubrows.View
	pics       boardview.Pictures
	answering  string // the code of the challenge the player answers
}

// NewHome returns the club's home, opening the app's session if it is not
// open yet.
func NewHome(app *core.App) core.Scene {
	h := &Home{app: app, s: app.ClubSession(), c: app.Chrome()}
	h.Resize(core.DefaultW, core.DefaultH, 1)
	return h
}

// Resize lays the home out for the canvas.
func (h *Home) Resize(w, ht, scale float64) {
	if w == h.w && ht == h.h && scale == h.c.Scale {
		return
	}
	h.w, h.h = w, ht
	h.lay = clublayout.ComputeClubHome(w, ht)
	h.c.Prepare(scale)
	h.v.Lay, h.v.Pic = h.lay.Feed, h.drawPic
	h.v.Set(h.v.Rows)
}

// Update shows a game that began, joins the invite the game was started
// with once the session is online, then handles a tap or the keys.
func (h *Home) Update(ctx *core.Context) error {
	h.s = h.app.ClubSession() // Retry or the settings may have opened another
	if core.FollowClub(h.app, ctx.Switch) {
		h.joining = ""
		return nil
	}
	h.c.Prepare(h.c.Scale) // the theme may have changed
	h.in = ctx.In
	h.joinInvite()
	h.followFeed(ctx.Elapsed)
	in := &ctx.In
	switch {
	case in.Pressed(kit.ActBack) || (in.Tap && h.lay.Back.Contains(in.X, in.Y)):
		h.app.Sound.Play(kit.SoundTap)
		ctx.Switch.Back()
	case in.Tap:
		h.tap(ctx, in.X, in.Y)
	default:
		h.keys(ctx, in)
		if h.panel() == panelNone {
			h.v.Update(in) // a drag or the wheel scrolls the feed
		}
	}
	return nil
}

// joinInvite takes the app's invite code and sends it once the session is
// welcomed (as a guest when no sign-in is kept); a refusal ends the wait.
func (h *Home) joinInvite() {
	if h.app.Join != "" {
		h.joining, h.app.Join = h.app.Join, ""
		h.sent = false
	}
	if h.joining == "" {
		return
	}
	if !h.sent && h.s.Status() == club.Online && h.s.Me().ID != "" {
		h.s.Join(h.joining)
		h.sent = true
		return
	}
	if h.sent && !h.s.Refused().None() {
		h.joining = ""
	}
}
