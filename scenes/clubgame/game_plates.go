package clubgame

import (
	"fmt"
	"image/color"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/engine"
	"mancala/i18n"
	"mancala/online/club"
	"mancala/online/proto"
	"mancala/scenes/clublayout"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/movestrip"
	"mancala/scenes/table"
)

// LowTime is the time left under which a clock is drawn in the warning
// colour, and the player's own clock ticks a sound each second.
const LowTime = 10 * time.Second

// drawPlates draws each player's plate: a dot for their connection,
// their name and rating, and their clock. The side to
// move has its plate lit; a running clock is drawn bright, a low one in
// the warning colour.
func (g plates) drawPlates(dst *ebiten.Image) {
	p, th := view{g.Game}.painter(), g.theme()
	cl, ps, o := g.clocks(), g.players(), g.outcome()
	toMove := g.m.Position().ToMove
	words, speaker, saying := chat{g.Game}.said()
	for _, s := range [2]engine.Side{engine.South, engine.North} {
		fg := g.tab.DrawPlate(dst, g.lay.Board.Plates[s], s, s == toMove && !o.Over)
		n := g.lay.Names[s]
		p.Disc(dst, n.X+n.H/2, n.Y+n.H/2, 6, g.connectionColour(s))
		p.Stroke(dst, layout.Rect{X: n.X + n.H/2 - 6, Y: n.Y + n.H/2 - 6, W: 12, H: 12}, 6, 1, th.Shadow)
		x, end := g.nameX(s), n.X+n.W
		if saying && speaker == int(s) { // the name makes room for the phrase's bubble
			r, hides := chat{g.Game}.bubble(s, words)
			if hides {
				end = x
			}
			end = min(end, r.X-layout.Gap/2)
		}
		if name := g.plateName(s, ps[s]); end > x {
			size := kit.FitSize(g.text, name, plateNameSize, end-x, kit.Bold)
			g.text.DrawAligned(dst, name, x, n.Y+n.H/2, size, g.scale, kit.Bold, fg, etxt.Left|etxt.VertCenter)
		}
		g.drawClock(dst, s, cl)
	}
}

// plateNameSize is the size of a player's name on their plate, px.
const plateNameSize = 17

// nameX is where side s's name starts on its plate: after the dot of its
// connection.
func (g plates) nameX(s engine.Side) float64 {
	n := g.lay.Names[s]
	return n.X + n.H/2 + 14
}

// plateName is a player's name and rating: "ann 1512", "bob 1500?" while
// provisional, "guest-4821", "Computer level 5", "KalahBot BOT 1630"; the
// player's own has "(you)". The rating is in digits (ratingDigits).
func (g plates) plateName(s engine.Side, pl proto.Player) string {
	name := pl.Name
	if pl.Bot {
		name += " " + g.app.T("clubGame.bot")
	}
	switch {
	case pl.Computer > 0:
		name = g.app.T("clubGame.computerLevel", i18n.N("level", pl.Computer))
	case !pl.Guest && pl.Rating > 0:
		name += " " + ratingDigits(pl.Rating)
		if pl.Provisional {
			name += "?"
		}
	}
	if me, ok := g.playing(); ok && me == s {
		name = g.app.T("clubGame.yourName", i18n.S("name", name))
	}
	return name
}

// connectionColour is the dot of side s's connection: in a player's
// view their own session's and the opponent's as the match tells it; in
// a watcher's view each player's as the match tells it.
func (g plates) connectionColour(s engine.Side) color.RGBA {
	me, ok := g.playing()
	th := g.theme()
	switch {
	case ok && s == me && g.connection() != club.Online:
		return th.Failed
	case ok && s != me && g.isGone():
		return th.Failed
	case !ok && g.m.Away(s):
		return th.Failed
	}
	return th.Solved
}

// drawClock draws side s's clock: bright while it runs, in the refusal
// colour when low.
func (g plates) drawClock(dst *ebiten.Image, s engine.Side, cl club.Clocks) {
	p, th := view{g.Game}.painter(), g.theme()
	r := g.lay.Clocks[s]
	ground, fg := th.Pill, th.Muted
	running := g.clockRuns(cl, s)
	if running {
		ground, fg = th.Ink, th.DarkInk
	}
	if cl.Timed && cl.Left(s) < LowTime && (running || cl.Left(s) == 0) {
		ground, fg = th.Refused, th.Ink
	}
	p.Fill(dst, r, r.H/2, ground)
	if running {
		p.Stroke(dst, r.Inset(-2), r.H/2+2, 2, th.Accent[s])
	}
	x, y := r.Center()
	text := g.app.T("clubGame.untimed")
	if cl.Timed {
		text = clockText(cl.Left(s))
	}
	g.text.Draw(dst, text, x, y, kit.FitSize(g.text, text, 20, r.W-8, kit.Bold), g.scale, kit.Bold, fg)
}

// clockRuns reports whether side s's clock is running: the match says
// so, and s is to move on the board (while the player's own move waits
// for the server, neither clock is shown running).
func (g plates) clockRuns(cl club.Clocks, s engine.Side) bool {
	return cl.Ticking && cl.Running == s && g.m.Position().ToMove == s
}

// clockText writes a clock: "4:05", and under LowTime with tenths, "7.3".
func clockText(d time.Duration) string {
	d = max(d, 0)
	if d < LowTime {
		return fmt.Sprintf("%.1f", math.Floor(d.Seconds()*10)/10)
	}
	s := int(d.Round(time.Second) / time.Second)
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// warnLowTime sounds once a second while the player's own clock runs
// under LowTime.
func (g plates) warnLowTime() {
	me, ok := g.playing()
	cl := g.clocks()
	if !ok || !cl.Timed || !g.clockRuns(cl, me) || cl.Left(me) >= LowTime {
		return
	}
	if sec := int(cl.Left(me) / time.Second); sec != g.warned {
		g.warned = sec
		g.app.Sound.Play(kit.SoundTap)
	}
}

// drawBar draws Back, the buttons shown in the bar's slots, and the
// status line.
func (g view) drawBar(dst *ebiten.Image) {
	set := input{g.Game}.shown()
	g.chrome.Back(dst, g.lay.Buttons[clublayout.ClubBack], false)
	for b := clublayout.ClubBack + 1; b <= clublayout.ClubLast; b++ {
		if set.Has(b) {
			g.drawButton(dst, g.lay.Buttons[b], words{g.Game}.label(b), b == clublayout.ClubDraw && g.offers().Theirs == "draw")
		}
	}
	g.tab.DrawStatus(dst, g.lay.Board.Status, words{g.Game}.fitStatus(g.lay.Board.Status.W))
}

// drawStrip draws the strip under the board: the banner while the
// opponent is gone, else the moves so far.
func (g view) drawStrip(dst *ebiten.Image) {
	p, th := g.painter(), g.theme()
	r := g.lay.Strip
	if a, gone := g.absence(); gone && g.isPlayer() && !g.outcome().Over {
		p.Fill(dst, r, 12, th.Pill)
		p.Stroke(dst, r, 12, 2, th.Failed)
		s := words{g.Game}.goneText(a)
		b := g.lay.Banner
		f := kit.FitBox(g.text, s, 17, b.W-20, b.H-4, kit.Bold) // two lines on a phone
		g.text.DrawFitted(dst, f, b.X+14, b.Y+b.H/2, g.scale, kit.Bold, th.Ink, etxt.Left|etxt.VertCenter)
		if (input{g.Game}).shown().Has(clublayout.ClubClaim) {
			g.drawButton(dst, g.lay.Buttons[clublayout.ClubClaim], words{g.Game}.label(clublayout.ClubClaim), true)
		}
		return
	}
	g.tab.DrawStrip(dst, r, g.moves())
}

// moves are the game's moves as the strip lists them.
func (g view) moves() table.Moves {
	return table.Moves{Plies: g.plies(), Shown: g.shownPly(), Move: func(ply int) engine.Move { return g.moveAt(ply - 1) },
		Mover: func(ply int) engine.Side { return g.positionAt(ply - 1).ToMove }}
}

// moveChips lays the strip's moves out, as DrawStrip draws them.
func (g view) moveChips() []movestrip.Chip { return g.tab.StripChips(g.lay.Strip, g.moves()) }

// isPlayer reports whether the session's player plays this game.
func (g *Game) isPlayer() bool {
	_, ok := g.playing()
	return ok
}

// isGone reports whether the opponent's connection is gone.
func (g *Game) isGone() bool {
	_, gone := g.absence()
	return gone
}
