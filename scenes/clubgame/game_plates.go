package clubgame

import (
	"fmt"
	"image/color"
	"mancala/scenes/movestrip"
	"math"
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"mancala/engine"
	"mancala/online/club"
	"mancala/online/proto"
	"mancala/scenes/clublayout"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
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
	_, speaker, saying := chat{g.Game}.said()
	for _, s := range [2]engine.Side{engine.South, engine.North} {
		fg := g.tab.DrawPlate(dst, g.lay.Board.Plates[s], s, s == toMove && !o.Over)
		n := g.lay.Names[s]
		x := n.X + n.H/2
		p.Disc(dst, x, n.Y+n.H/2, 6, g.connectionColour(s))
		p.Stroke(dst, layout.Rect{X: x - 6, Y: n.Y + n.H/2 - 6, W: 12, H: 12}, 6, 1, th.Shadow)
		x += 14
		end := n.X + n.W
		if saying && speaker == int(s) { // the name makes room for the phrase's bubble
			end = g.lay.Said[s].X - layout.Gap/2
		}
		name := g.plateName(s, ps[s])
		size := kit.FitSize(g.text, name, 17, end-x, kit.Bold)
		g.text.DrawAligned(dst, name, x, n.Y+n.H/2, size, g.scale, kit.Bold, fg, etxt.Left|etxt.VertCenter)
		g.drawClock(dst, s, cl)
	}
}

// plateName is a player's name and rating: "ann 1512", "bob 1500?" while
// provisional, "guest-4821", "Computer level 5", "KalahBot BOT 1630"; the
// player's own has "(you)".
func (g plates) plateName(s engine.Side, pl proto.Player) string {
	name := pl.Name
	if pl.Bot {
		name += " BOT"
	}
	switch {
	case pl.Computer > 0:
		name = fmt.Sprintf("Computer level %d", pl.Computer)
	case !pl.Guest && pl.Rating > 0:
		name += " " + strconv.Itoa(int(math.Round(pl.Rating)))
		if pl.Provisional {
			name += "?"
		}
	}
	if me, ok := g.playing(); ok && me == s {
		name += " (you)"
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
	text := "untimed"
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
	g.tab.DrawStatus(dst, g.lay.Board.Status, words{g.Game}.status())
}

// label is what button b says now.
func (g words) label(b clublayout.ClubButton) string {
	o := g.offers()
	switch {
	case b == clublayout.ClubDraw && o.Theirs == "draw":
		return "Accept"
	case b == clublayout.ClubDraw && o.Mine == "draw":
		return "Offered"
	case b == clublayout.ClubRematch && o.Theirs == "rematch":
		return "Accept rematch"
	case b == clublayout.ClubRematch && o.Mine == "rematch":
		return "Rematch asked"
	}
	if b >= clublayout.ClubSay {
		return phraseWords[b-clublayout.ClubSay]
	}
	return [...]string{kit.BackLabel, "Decline", "Draw", "Resign", "Abort", "Berserk", "Chat", "«", "‹", "›", "»", "Claim win",
		"Rematch", kit.BackLabel, "Decline", "Analyse"}[b]
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
		g.text.DrawAligned(dst, s, b.X+14, b.Y+b.H/2, kit.FitSize(g.text, s, 17, b.W-20, kit.Bold), g.scale, kit.Bold,
			th.Ink, etxt.Left|etxt.VertCenter)
		if (input{g.Game}).shown().Has(clublayout.ClubClaim) {
			g.drawButton(dst, g.lay.Buttons[clublayout.ClubClaim], "Claim win", true)
		}
		return
	}
	g.tab.DrawStrip(dst, r, g.moves())
}

// goneText says that the opponent has gone and when the win may be
// claimed.
func (g words) goneText(a club.Gone) string {
	name := g.players()[a.Side].Name
	left := a.ClaimAt.Sub(g.now())
	if left <= 0 {
		return name + " has left: claim the win, or wait"
	}
	return fmt.Sprintf("%s has left: you may claim the win in %d s", name, int(math.Ceil(left.Seconds())))
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
