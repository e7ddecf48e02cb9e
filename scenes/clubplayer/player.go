// Package clubplayer is a player's page in the online club: their name
// (marked BOT for an engine's account), rating and whether they are here
// now; their rating over their last rated games as a graph; their games
// won, drawn and lost in each of the four games; their recent games with
// their opponents, each to replay; and Challenge, while they are online,
// which opens the challenge's form and then says how it stands.
package clubplayer

import (
	"time"

	"mancala/online/club"
	"mancala/online/proto"
	"mancala/scenes/clublayout"
	"mancala/scenes/clubrows"
	"mancala/scenes/core"
	"mancala/scenes/kit"
)

// refreshEvery is how often the page is asked for again: whether the
// player is online changes.
const refreshEvery = 10 * time.Second

// Player is a player's page.
type Player struct {
	app   *core.App
	id    string
	page  proto.PlayerPage
	has   bool
	games []string // the recent games' ids, by row
	since time.Duration
	asked bool
	lay   clublayout.ClubPlayer
	v     clubrows.View
	w, h  float64
	c     kit.Chrome
	in    kit.Intents
}

// New returns the page of the player with the id.
func New(app *core.App, player string) core.Scene {
	p := &Player{app: app, id: player, c: app.Chrome()}
	app.ClubSession()
	p.Resize(core.DefaultW, core.DefaultH, 1)
	return p
}

// Resize lays the page out for the canvas.
func (p *Player) Resize(w, h, scale float64) {
	if w == p.w && h == p.h && scale == p.c.Scale {
		return
	}
	p.w, p.h = w, h
	p.lay = clublayout.ComputeClubPlayer(w, h)
	p.v.Lay = p.lay.Games
	p.c.Prepare(scale)
	p.v.Set(p.v.Rows)
}

// Update shows a game that began, asks for the page when due and takes
// it, then handles Back, the Challenge button and a game's row.
func (p *Player) Update(ctx *core.Context) error {
	if core.FollowClub(p.app, ctx.Switch) {
		return nil
	}
	p.c.Prepare(p.c.Scale)
	p.in = ctx.In
	p.follow(ctx.Elapsed)
	in := &ctx.In
	switch {
	case in.Pressed(kit.ActBack) || (in.Tap && p.lay.Back.Contains(in.X, in.Y)):
		p.app.Sound.Play(kit.SoundTap)
		ctx.Switch.Back()
	case in.Tap && p.lay.Action.Contains(in.X, in.Y) && p.action() != "":
		p.act(ctx)
	default:
		if i := p.v.Update(in); i >= 0 {
			p.app.Sound.Play(kit.SoundTap)
			ctx.Switch.GoTo(p.app.Routes.ClubGame(p.app, p.app.ClubSession(), p.games[i]))
		}
	}
	return nil
}

// follow asks for the page when due and the session online, and takes
// the last one received.
func (p *Player) follow(dt time.Duration) {
	sess := p.app.ClubSession()
	p.since += dt
	if sess.Status() == club.Online && (!p.asked || p.since >= refreshEvery) {
		sess.Members().Profile(p.id)
		p.asked, p.since = true, 0
	}
	page, ok := sess.Members().Page(p.id)
	if !ok {
		return
	}
	p.page, p.has = page, true
	rows, games := gameRows(p.app, page.Recent, p.id)
	p.v.Set(rows)
	p.games = games
}

// act challenges the player (the challenge's form first), or withdraws
// the challenge that waits.
func (p *Player) act(ctx *core.Context) {
	p.app.Sound.Play(kit.SoundTap)
	m := p.app.ClubSession().Members()
	if p.waiting() {
		m.Withdraw(p.id)
		return
	}
	ctx.Switch.GoTo(p.app.Routes.ClubChallenge(p.app, p.page.Player))
}

// waiting reports whether the player's challenge to this player waits
// for an answer.
func (p *Player) waiting() bool {
	o, ok := p.app.ClubSession().Members().Outgoing(p.id)
	return ok && o.Gone == ""
}

// action is the button's label: Withdraw while a challenge waits,
// Challenge when the player is online and not oneself, else none.
func (p *Player) action() string {
	switch {
	case p.waiting():
		return p.app.T("player.withdraw")
	case p.has && p.page.Online && p.id != p.app.ClubSession().Me().ID && p.page.Player.Computer == 0:
		return p.app.T("player.challenge")
	}
	return ""
}

// Debug names the page's tap targets: back, the button and the games in
// sight.
func (p *Player) Debug(d *core.DebugState) {
	d.Scene = "club-player"
	d.Status = p.status()
	d.Add("back", p.lay.Back)
	if p.action() != "" {
		d.Add("challenge", p.lay.Action)
	}
	p.v.Debug(d)
}
