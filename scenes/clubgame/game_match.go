package clubgame

import (
	"mancala/engine"
	"mancala/online/club"
	"mancala/online/proto"
	"mancala/scenes/anim"
	"mancala/scenes/clublayout"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/layout"
)

// This file is where the scene meets its model, the club's match: the
// moves it queues to be shown, its refusals and the rematch it starts.

// playing reports whether the session's player plays this game, and
// their side; a watcher does not play.
func (g *Game) playing() (engine.Side, bool) { return g.m.MySide() }

// begin sets the board up once the match knows its game (its start has
// come): the rules, the model and the stage at the position of the
// moment (moves already queued are not played again). It reports
// whether the board is set up.
func (g *Game) begin() bool {
	if g.tab.Stage != nil {
		return true
	}
	if !g.m.Ready() {
		return false
	}
	g.rules = g.m.Rules()
	bd := g.rules.Board()
	g.across = clublayout.ClubAcrossFor(g.w, g.h, bd)
	g.model = layout.NewModelAcross(bd, g.across)
	g.shownTo = g.m.Position()
	g.tab.Stage = anim.NewStage(&g.model, g.shownTo)
	g.tab.Stage.SetSpeed(core.SpeedOf(g.app.Settings))
	g.m.Animated(len(g.m.Shown()))
	g.relayout()
	return true
}

// takeShown queues on the stage every move the match has for showing: a
// catch-up after a reconnection quickly (anim.Fast), others at the
// settings' speed; a refused move's jump back at once. A watcher stepped
// back sees them when back at the last move.
func (g *Game) takeShown() {
	sh := g.m.Shown()
	for i := range sh {
		if g.watch < 0 {
			g.show(&sh[i])
		}
	}
	g.m.Animated(len(sh))
}

// show queues one change of the board on the stage. A stage that shows
// another position first jumps to the change's.
func (g *Game) show(sh *club.Shown) {
	g.chosen = engine.Hand
	if sh.Jump || sh.Before != g.shownTo {
		g.tab.Stage.Finish()
		g.tab.Stage.Reset(sh.Before)
		g.shownTo = sh.Before
	}
	if sh.Jump {
		g.tab.Stage.Reset(sh.After)
		g.shownTo = sh.After
		return
	}
	sp := core.SpeedOf(g.app.Settings)
	if sh.Fast && sp != anim.Instant {
		sp = anim.Fast
	}
	g.tab.Stage.SetSpeed(sp)
	g.tab.Stage.Enqueue(&sh.Trace)
	g.shownTo = sh.After
}

// takeRefusal says in the notice why the server refused the player's
// move or request, in the player's language, once each time it does
// (the board goes back through the Shown queue).
func (g *Game) takeRefusal() {
	why := g.m.Refused()
	if !why.None() && why != g.refused {
		g.notice = kit.Notice{}
		g.notice.Say(core.RefusalWords(g.app, why))
		g.app.Sound.Play(kit.SoundRefuse)
	}
	g.refused = why
}

// followStarted takes a watcher to the game's rematch, and shows a game
// of the player's that began (the session's
// Started): the rematch, when both asked for it (Next), or any game that
// begins once this one is over, takes this scene's place; a game that
// begins while this one goes on (a seek paired meanwhile) opens over it.
// It reports whether a game began. The scene takes Started itself, as
// the club's other scenes do, so that no other scene opens it again.
func (g *Game) followStarted(ctx *core.Context) bool {
	if next, ok := g.m.Next(); ok && !g.isPlayer() { // a watcher follows the rematch
		g.s.Leave(g.id)
		ctx.Switch.Replace(g.app.Routes.ClubGame(g.app, g.s, next))
		return true
	}
	id, ok := g.s.Started()
	if !ok || id == g.id {
		return false
	}
	sc := g.app.Routes.ClubGame(g.app, g.s, id)
	if next, isNext := g.m.Next(); (isNext && next == id) || g.outcome().Over {
		ctx.Switch.Replace(sc)
	} else {
		ctx.Switch.GoTo(sc)
	}
	return true
}

// play asks the match to play mv: it shows at once (the match queues
// it), and goes back if the server refuses it. A move the match does not
// send is refused here, saying why (notSentWords).
func (g *Game) play(mv engine.Move) {
	if err := g.m.Play(mv); err != nil {
		g.notice = kit.Notice{}
		g.notice.Say(g.notSentWords())
		g.app.Sound.Play(kit.SoundRefuse)
		return
	}
	g.takeShown()
}

// notSentWords say why the match would not send a move: the game is
// over, or the player's last move is still on its way to the server.
// Nothing else can stop it: the scene offers only the player's legal
// moves on their turn.
func (g *Game) notSentWords() string {
	if g.outcome().Over {
		return core.RefusalWords(g.app, club.Refusal{Code: proto.ErrGameOver})
	}
	return g.app.T("clubGame.stillOnItsWay")
}

// outcome returns how the game ended; Over is false while it goes on.
func (g *Game) outcome() club.Result { return g.m.Result() }

// clocks returns the clocks at the wall clock's now.
func (g *Game) clocks() club.Clocks { return g.m.Clocks(g.now()) }

// absence returns the opponent's absence (for a watcher, either
// player's); ok is false when both are connected.
func (g *Game) absence() (club.Gone, bool) { return g.m.Gone() }

// players returns both players by engine.Side.
func (g *Game) players() [2]proto.Player {
	s, n := g.m.Players()
	return [2]proto.Player{s, n}
}

// offers returns the open offers of draw or rematch.
func (g *Game) offers() club.Offers { return g.m.Offers() }

// plies returns how many moves the server has confirmed.
func (g *Game) plies() int { return g.m.Plies() }

// positionAt returns the position after ply confirmed moves.
func (g *Game) positionAt(ply int) engine.Position { return g.m.PositionAt(ply) }

// moveAt returns the confirmed move of ply i+1 (0 for the first move).
func (g *Game) moveAt(i int) engine.Move { return g.m.Moves()[i] }

// connection returns the state of the session's connection.
func (g *Game) connection() club.Status { return g.s.Status() }
