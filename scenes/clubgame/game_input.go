package clubgame

import (
	"mancala/engine"
	"mancala/scenes/clublayout"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
	"mancala/scenes/movestrip"
)

// updateInput turns the tick's intents into asks of the match: the
// notice and the resign question first, then the buttons, then the
// board. While a move plays, a tap on the board or Space finishes it.
func (g input) updateInput(ctx *core.Context) {
	in := &ctx.In
	if g.updateNotice(in) || g.updateAsk(in) || g.updateButtons(ctx) {
		return
	}
	if _, ok := g.playing(); !ok {
		stepper{g.Game}.watchKeys(in)
		g.tapStrip(in)
		return
	}
	if g.tab.Stage.Busy() {
		if in.Tap || in.Pressed(kit.ActSkip) || in.Pressed(kit.ActEnter) {
			g.tab.Stage.Finish()
		}
		return
	}
	if !g.myTurn() {
		return
	}
	if in.Tap {
		g.tapBoard(in.X, in.Y)
	}
	g.pitKeys(in)
}

// tapStrip shows a watcher the position after the move tapped in the
// strip.
func (g input) tapStrip(in *kit.Intents) {
	if !in.Tap {
		return
	}
	if ply, ok := movestrip.At((view{g.Game}).moveChips(), in.X, in.Y); ok && ply > 0 {
		stepper{g.Game}.goTo(ply)
	}
}

// updateNotice closes the notice on a tap; it reports whether the tap was
// on the notice.
func (g input) updateNotice(in *kit.Intents) bool {
	if g.notice.Text == "" || !in.Tap {
		return false
	}
	on := view{g.Game}.noticeRect().Contains(in.X, in.Y)
	g.notice = kit.Notice{}
	return on
}

// myTurn reports whether the player is to move in the live game, and the
// board shows it.
func (g *Game) myTurn() bool {
	side, ok := g.playing()
	p := g.m.Position()
	return ok && !g.outcome().Over && p.ToMove == side && g.shownTo == p
}

// shown returns the buttons shown now, a player's Chat and its menu
// among them.
func (g input) shown() clublayout.ClubSet { return chat{g.Game}.with(g.buttons()) }

// buttons returns the buttons shown now but Chat's.
func (g input) buttons() clublayout.ClubSet {
	set := clublayout.ClubSet(0).With(clublayout.ClubBack)
	o := g.outcome()
	if _, ok := g.playing(); !ok {
		set = set.With(clublayout.ClubFirst).With(clublayout.ClubPrev).With(clublayout.ClubNext).With(clublayout.ClubLast)
		if g.overShown() {
			set = set.With(clublayout.ClubLeave).With(clublayout.ClubAnalyse)
		}
		return set
	}
	switch {
	case g.overShown() && g.m.Info().Arena != "": // the arena pairs again: no rematch
		return set.With(clublayout.ClubLeave).With(clublayout.ClubAnalyse)
	case g.overShown() && g.offers().Theirs == "rematch":
		return set.With(clublayout.ClubRematch).With(clublayout.ClubLeave).With(clublayout.ClubAnalyse).With(clublayout.ClubDeclineRematch)
	case g.overShown():
		return set.With(clublayout.ClubRematch).With(clublayout.ClubLeave).With(clublayout.ClubAnalyse)
	case o.Over:
		return set
	case g.plies() < 2:
		set = set.With(clublayout.ClubAbort)
	default:
		set = set.With(clublayout.ClubResign)
	}
	if g.mayBerserk() {
		set = set.With(clublayout.ClubBerserk)
	}
	set = set.With(clublayout.ClubDraw)
	if g.offers().Theirs == "draw" {
		set = set.With(clublayout.ClubDecline)
	}
	if a, gone := g.absence(); gone && !g.now().Before(a.ClaimAt) {
		set = set.With(clublayout.ClubClaim)
	}
	return set
}

// mayBerserk reports whether the player may still halve their clock: an
// arena game with a clock, before their first move, not done already.
func (g input) mayBerserk() bool {
	info := g.m.Info()
	me, ok := g.playing()
	if !ok || info.Arena == "" || info.Clock == "untimed" || info.Berserk[me] {
		return false
	}
	for ply := 1; ply <= g.plies(); ply++ {
		if g.m.PositionAt(ply-1).ToMove == me {
			return false // they have moved
		}
	}
	return true
}

// overShown reports whether the game-over panel is up: the game has
// ended and its last move has been shown (a watcher stepping through the
// moves sees the board instead).
func (g input) overShown() bool { return g.outcome().Over && !g.tab.Stage.Busy() && g.watch < 0 }

// updateButtons presses the button tapped, or the one a key stands for;
// it reports whether the tick's input was used up.
func (g input) updateButtons(ctx *core.Context) bool {
	in := &ctx.In
	b, ok := clublayout.NumClubButtons, false
	if in.Tap {
		b, ok = g.lay.ButtonAt(in.X, in.Y, g.shown())
	}
	if in.Pressed(kit.ActBack) {
		if g.chosen != engine.Hand || g.chatting { // Back first lets go of a pit, or closes the phrases
			g.chosen, g.chatting = engine.Hand, false
			return true
		}
		b, ok = clublayout.ClubBack, true
	}
	if !ok && g.chatting && in.Tap { // a tap beside the open menu closes it
		g.chatting = false
		return true
	}
	if ok {
		g.app.Sound.Play(kit.SoundTap)
		if !(chat{g.Game}).press(b) {
			g.press(ctx, b)
		}
	}
	return ok
}

// press does what button b is for.
func (g input) press(ctx *core.Context, b clublayout.ClubButton) {
	switch b {
	case clublayout.ClubBack, clublayout.ClubLeave:
		if !g.isPlayer() {
			g.s.Leave(g.id) // a watcher stops following the game
		}
		ctx.Switch.Back()
	case clublayout.ClubResign:
		g.asking = true
	case clublayout.ClubAbort:
		g.m.Abort()
	case clublayout.ClubBerserk:
		g.s.Arenas().Berserk(g.id)
	case clublayout.ClubDraw:
		g.draw()
	case clublayout.ClubDecline:
		g.m.AnswerDraw(false)
	case clublayout.ClubClaim:
		g.m.Claim(false)
	case clublayout.ClubRematch:
		g.m.Rematch()
	case clublayout.ClubDeclineRematch:
		g.m.DeclineRematch()
	case clublayout.ClubAnalyse:
		ctx.Switch.GoTo(g.app.Routes.Analysis(g.app, g.analysis()))
	default:
		stepper{g.Game}.step(b)
	}
}

// draw offers a draw, or accepts the opponent's offer.
func (g input) draw() {
	switch o := g.offers(); {
	case o.Theirs == "draw":
		g.m.AnswerDraw(true)
	case o.Mine != "draw":
		g.m.OfferDraw()
	}
}

// updateAsk answers the resign question: Resign (a tap, or Enter) gives
// the game up, Keep playing (a tap, or Esc) closes it. It reports whether
// the question was up.
func (g input) updateAsk(in *kit.Intents) bool {
	if !g.asking {
		return false
	}
	c := view{g.Game}.askLayout()
	switch {
	case in.Pressed(kit.ActEnter) || in.Tap && c.Yes.Contains(in.X, in.Y):
		g.asking = false
		g.app.Sound.Play(kit.SoundTap)
		g.m.Resign()
	case in.Pressed(kit.ActBack) || in.Tap && c.No.Contains(in.X, in.Y):
		g.asking = false
		g.app.Sound.Play(kit.SoundTap)
	}
	return true
}

// tapBoard plays the pit tapped: in Bao a pit first waits for its
// direction, chosen on one of its two targets.
func (g input) tapBoard(x, y float64) {
	if g.chosen != engine.Hand {
		for _, t := range g.targets() {
			if t.Contains(x, y) {
				g.chooseDir(t.Dir)
				return
			}
		}
		g.chosen = engine.Hand
	}
	if pl, ok := g.lay.Board.PlaceAt(x, y); ok {
		g.choose(pl)
	}
}

// choose sows pit pl if the player may; a Bao pit waits for a direction.
// A pit that cannot be sown is refused with a soft sound.
func (g input) choose(pl engine.Place) {
	ms := g.movesFrom(pl)
	switch {
	case len(ms) == 0:
		g.app.Sound.Play(kit.SoundRefuse)
	case ms[0].IsBao():
		g.chosen = pl
	default:
		g.play(ms[0])
	}
}

// chooseDir sows the chosen Bao pit in direction d, if that is legal.
func (g input) chooseDir(d engine.Direction) {
	for _, m := range g.movesFrom(g.chosen) {
		if m.Direction() == d {
			g.play(m)
			return
		}
	}
}

// movesFrom returns the legal moves of the live position that sow from
// pit pl.
func (g input) movesFrom(pl engine.Place) []engine.Move {
	p := g.m.Position()
	return layout.MovesFrom(g.model.Board, p.ToMove, g.rules.LegalMoves(p, nil), pl, nil)
}

// targets returns the direction targets of the chosen Bao pit that sow a
// legal move.
func (g input) targets() []layout.Target {
	if g.chosen == engine.Hand {
		return nil
	}
	return layout.LegalTargets(&g.lay.Board, g.chosen, g.movesFrom(g.chosen))
}

// pitKeys: 1..8 sow the player's pit of that number (Bao: front row).
func (g input) pitKeys(in *kit.Intents) {
	bd, s := g.model.Board, g.m.Position().ToMove
	for n := 1; n <= bd.Pits; n++ {
		if !in.Pressed(kit.PitAction(n)) {
			continue
		}
		m := engine.PitMove(n)
		if bd.Variant == engine.BaoGame {
			m = engine.BaoMove(true, n, engine.Clockwise)
		}
		g.choose(layout.MovePlace(bd, s, m))
	}
}

// updateWaiting is the input before the game's start has come: Back
// (the button, or Esc) leaves.
func (g input) updateWaiting(ctx *core.Context) {
	in := &ctx.In
	back := g.lay.Buttons[clublayout.ClubBack]
	if in.Pressed(kit.ActBack) || in.Tap && back.Contains(in.X, in.Y) {
		ctx.Switch.Back()
	}
}

// analysis is what the analysis board opens on: the game's confirmed
// moves, at its end, the sides named by their players.
func (g input) analysis() core.Analysis {
	eg := engine.NewGame(g.m.Rules(), g.positionAt(0))
	for i := range g.plies() {
		if eg.Play(g.moveAt(i), nil) != nil {
			break // the server refereed every move: it cannot be illegal
		}
	}
	ps := g.players()
	return core.Analysis{Game: eg, At: g.plies(), Names: [2]string{ps[0].Name, ps[1].Name}}
}
