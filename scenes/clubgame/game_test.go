//go:build !js

package clubgame

import (
	"strings"
	"testing"
	"time"

	"mancala/engine"
	"mancala/online/club"
	"mancala/online/proto"
	"mancala/scenes/anim"
	"mancala/scenes/clublayout"
	"mancala/scenes/core"
	"mancala/scenes/kit"
	"mancala/scenes/scenetest"
)

// kalah is the ladder's Kalah in the engine's notation.
const kalah = "kalah pits=6 seeds=4"

// newPlayedGame starts a server, an opponent and the scene of the game the
// scene's player joins, on a w x h canvas.
func newPlayedGame(t *testing.T, app *core.App, variant string, w, h, scale float64) (*Game, *scenetest.Driver, *scenetest.Opponent) {
	t.Helper()
	ts := startServer(t)
	o := scenetest.NewOpponent(t, ts.WS)
	s := openSession(t, ts.URL)
	id := joinGame(t, s, o, variant)
	g := New(app, s, id)
	d := scenetest.NewDriver(t, w, h, scale)
	until(t, d, g, 5000, "started", func() bool { return o.Start(id) != nil && g.plies() >= 0 && g.isPlayer() })
	return g, d, o
}

// tapPlayable taps the centre of the first pit the player may sow; it
// reports whether there was one.
func tapPlayable(d *scenetest.Driver, g *Game) bool {
	if ts := (input{g}).targets(); len(ts) > 0 { // a Bao pit waits for its direction
		d.Step(g, kit.TapAt(ts[0].Center()), false)
		return true
	}
	for _, s := range g.lay.Board.Spots {
		if !s.Place.IsStore() && len((input{g}).movesFrom(s.Place)) > 0 {
			d.Step(g, kit.TapAt(s.Hollow.Center()), false)
			return true
		}
	}
	return false
}

// playToTheEnd taps the player's moves until the game is over and shown.
func playToTheEnd(t *testing.T, d *scenetest.Driver, g *Game) {
	t.Helper()
	until(t, d, g, 60000, "over", func() bool {
		if g.myTurn() && !g.tab.Stage.Busy() {
			tapPlayable(d, g)
		}
		return input{g}.overShown()
	})
}

// A whole game against a Go client, the scene's moves made by tapping
// pits: it ends for both, the board shows the final position, and the
// game-over panel offers Rematch and Back.
func TestAGameAgainstAGoClientIsPlayedByTappingPits(t *testing.T) {
	g, d, o := newPlayedGame(t, instantApp(), kalah, 1280, 720, 1)
	playToTheEnd(t, d, g)
	if g.tab.Stage.Shown() != g.m.Position() {
		t.Errorf("the board shows %v, the game is at %v", g.tab.Stage.Shown(), g.m.Position())
	}
	scenetest.WaitFor(t, "the game ended for the Go client", func() bool { return o.HasEnded(g.id) })
	if final := o.Position(g.id); final != g.m.Position() {
		t.Errorf("the Go client ends at %v, the scene at %v", final, g.m.Position())
	}
	set := input{g}.shown()
	if !set.Has(clublayout.ClubRematch) || !set.Has(clublayout.ClubLeave) || set.Has(clublayout.ClubResign) {
		t.Errorf("after the game the buttons are %b", set)
	}
	scenetest.TapNamed(t, d, g, "leave")
	if d.Sw.Backs != 1 {
		t.Errorf("Back went back %d times, want 1", d.Sw.Backs)
	}
}

// A move the server refuses (the opponent aborted the game just before
// it) is shown at once, then goes back, and the notice says why.
func TestARefusedMoveGoesBackAndSaysWhy(t *testing.T) {
	g, d, o := newPlayedGame(t, instantApp(), kalah, 1280, 720, 1)
	until(t, d, g, 5000, "the player's turn", g.myTurn)
	before, plies := g.m.Position(), g.plies()
	o.Send(&proto.Abort{Game: g.id})
	scenetest.WaitFor(t, "the game aborted for the Go client", func() bool { return o.HasEnded(g.id) })
	for _, s := range g.lay.Board.Spots { // the tap reaches the board before the scene has heard of the abort
		if !s.Place.IsStore() && len((input{g}).movesFrom(s.Place)) > 0 {
			input{g}.tapBoard(s.Hollow.Center())
			break
		}
	}
	if g.shownTo == before || g.m.Position() == before {
		t.Fatalf("the move is not shown at once")
	}
	until(t, d, g, 5000, "refused", func() bool { return g.notice.Text != "" })
	g.tab.Stage.Finish()
	if g.tab.Stage.Shown() != before || g.plies() != plies {
		t.Errorf("after the refusal the board shows %v (%d plies), want %v (%d)", g.tab.Stage.Shown(), g.plies(), before, plies)
	}
}

// After a game the player asks for a rematch and the Go client accepts:
// the scene opens the new game through the ClubGame route, and the
// first mover has swapped.
func TestARematchOpensTheNewGameWithTheFirstMoverSwapped(t *testing.T) {
	g, d, o := newPlayedGame(t, instantApp(), kalah, 1280, 720, 1)
	o.Send(&proto.Resign{Game: g.id})
	until(t, d, g, 5000, "over", input{g}.overShown)
	scenetest.TapNamed(t, d, g, "rematch")
	o.Send(&proto.Rematch{Game: g.id})
	until(t, d, g, 5000, "replaced by the rematch", func() bool { return len(d.Sw.Replaced) == 1 })
	next, ok := d.Sw.Replaced[0].(*scenetest.Opened)
	if !ok || next.Route != "clubgame" || next.Game == "" || next.Game == g.id {
		t.Fatalf("the rematch opened %+v", d.Sw.Replaced[0])
	}
	scenetest.WaitFor(t, "the rematch's start", func() bool { return o.Start(next.Game) != nil })
	if a, b := o.Start(g.id).Turn, o.Start(next.Game).Turn; a == b {
		t.Errorf("both games start with %s to move", a)
	}
}

// After a game Analyse opens the analysis board on its confirmed moves,
// the sides named by their players.
func TestAnalyseOpensTheFinishedGameWithThePlayersNames(t *testing.T) {
	g, d, o := newPlayedGame(t, instantApp(), kalah, 1280, 720, 1)
	o.Send(&proto.Resign{Game: g.id})
	until(t, d, g, 5000, "over", input{g}.overShown)
	scenetest.TapNamed(t, d, g, "analyse")
	if len(d.Sw.To) != 1 {
		t.Fatalf("Analyse opened %d scenes", len(d.Sw.To))
	}
	a := d.Sw.To[0].(*scenetest.Opened).Analysis
	ps := g.players()
	if a.At != g.plies() || a.Game.Position() != g.positionAt(g.plies()) || a.Names != [2]string{ps[0].Name, ps[1].Name} {
		t.Fatalf("the analysis opens on %d of %d plies, named %v", a.At, g.plies(), a.Names)
	}
}

// A watcher sees the game live and steps back and forward through its
// moves by keys and buttons; the last move follows the game live again.
func TestAWatcherStepsBackAndForward(t *testing.T) {
	ts := startServer(t)
	a, b := scenetest.NewOpponent(t, ts.WS), scenetest.NewOpponent(t, ts.WS)
	b.Send(&proto.Join{Code: a.Invite(kalah, "5+3")})
	w := openSession(t, ts.URL)
	id := a.WaitGame(t)
	g := New(instantApp(), w, id)
	d := scenetest.NewDriver(t, 1280, 720, 1)
	until(t, d, g, 60000, "the game over for the watcher", func() bool { return g.outcome().Over && !g.tab.Stage.Busy() })
	n := g.plies()
	if g.isPlayer() || n < 2 || g.tab.Stage.Shown() != g.positionAt(n) {
		t.Fatalf("watching %d plies, shown %v", n, g.tab.Stage.Shown())
	}
	var left kit.Intents
	left.Press(kit.ActLeft)
	d.Step(g, left, false)
	if g.shownPly() != n-1 || g.tab.Stage.Shown() != g.positionAt(n-1) {
		t.Errorf("Left: ply %d shown, want %d", g.shownPly(), n-1)
	}
	shot(t, d, g, "watcher-1280x720")
	scenetest.TapNamed(t, d, g, "first")
	if g.shownPly() != 0 || g.tab.Stage.Shown() != g.positionAt(0) {
		t.Errorf("First: ply %d shown", g.shownPly())
	}
	scenetest.TapNamed(t, d, g, "next")
	g.tab.Stage.Finish()
	if g.shownPly() != 1 || g.tab.Stage.Shown() != g.positionAt(1) {
		t.Errorf("Next: ply %d shown", g.shownPly())
	}
	scenetest.TapNamed(t, d, g, "last")
	if g.watch != -1 || g.tab.Stage.Shown() != g.positionAt(n) {
		t.Errorf("Last: following live %v, ply %d shown", g.watch == -1, g.shownPly())
	}
	scenetest.TapNamed(t, d, g, "back")
	if d.Sw.Backs != 1 {
		t.Errorf("Back went back %d times", d.Sw.Backs)
	}
}

// A clock shows minutes and seconds, and tenths under LowTime; never
// less than nothing.
func TestClocksShowMinutesAndTenthsUnderLowTime(t *testing.T) {
	for ms, want := range map[int64]string{305_000: "5:05", 9_340: "9.3", 0: "0.0", -20: "0.0", 600_000: "10:00"} {
		if got := clockText(time.Duration(ms) * time.Millisecond); got != want {
			t.Errorf("clockText(%d ms) = %q, want %q", ms, got, want)
		}
	}
}

// Claim win is offered in the gone banner only from the claim time on;
// pressing it asks the server, which ends the game only once the
// opponent has really been gone that long (here it refuses: its clock
// is the real one).
func TestClaimWinIsOfferedFromTheClaimTimeOn(t *testing.T) {
	g, d, o := newPlayedGame(t, instantApp(), kalah, 1280, 720, 1)
	playPlies(t, d, g, 2)
	o.Close()
	until(t, d, g, 5000, "the opponent gone", g.isGone)
	a, _ := g.absence()
	if (input{g}).shown().Has(clublayout.ClubClaim) {
		t.Fatalf("Claim is offered %v before the claim time", a.ClaimAt.Sub(time.Now()))
	}
	g.now = func() time.Time { return a.ClaimAt }
	if !(input{g}).shown().Has(clublayout.ClubClaim) {
		t.Fatal("Claim is not offered at the claim time")
	}
	scenetest.TapNamed(t, d, g, "claim")
	until(t, d, g, 5000, "the early claim refused", func() bool { return g.notice.Text != "" })
}

// The player's own clock, running under LowTime, ticks a sound once a
// second and is drawn in the warning colour.
func TestLowTimeTicksOnceASecond(t *testing.T) {
	app := instantApp()
	snd := &scenetest.RecordedSounds{}
	app.Sound = snd
	g, d, _ := newPlayedGame(t, app, kalah, 1280, 720, 1)
	playPlies(t, d, g, 2)
	until(t, d, g, 5000, "the player's clock running", func() bool {
		me, _ := g.playing()
		return plates{g}.clockRuns(g.clocks(), me)
	})
	me, _ := g.playing()
	left := g.clocks().Left(me)
	base := time.Now()
	ticks := func() int {
		n := 0
		for _, k := range snd.Played {
			if k == kit.SoundTap {
				n++
			}
		}
		return n
	}
	before := ticks()
	for _, at := range []time.Duration{left - 12*time.Second, left - 8500*time.Millisecond, left - 8200*time.Millisecond, left - 7500*time.Millisecond} {
		g.now = func() time.Time { return base.Add(at) }
		plates{g}.warnLowTime()
	}
	if got := ticks() - before; got != 2 { // at 8.5 s and 7.5 s left; not at 12 s, not twice in one second
		t.Errorf("%d ticks, want 2", got)
	}
}

// While the session's connection is down the status line says so
// honestly; the opponent's move made meanwhile is caught up, played
// fast, once the connection is back.
func TestACutConnectionSaysReconnectingAndCatchesUpFast(t *testing.T) {
	ts := startServer(t)
	o := scenetest.NewOpponent(t, ts.WS)
	cut := newCutter(t, ts.URL)
	s := openSession(t, cut.URL())
	g := New(scenetest.NewTestApp(), s, joinGame(t, s, o, kalah))
	d := scenetest.NewDriver(t, 1280, 720, 1)
	playPlies(t, d, g, 2)
	until(t, d, g, 20000, "the player's turn", g.myTurn)
	o.Hold(true)
	until(t, d, g, 20000, "the opponent's turn, confirmed", func() bool {
		if g.myTurn() && !g.tab.Stage.Busy() {
			tapPlayable(d, g) // an extra turn moves again
		}
		p := g.m.Position()
		return p.ToMove == o.Side(g.id) && p == o.Position(g.id) && g.plies() == o.Plies(g.id)
	})
	cut.Cut()
	until(t, d, g, 5000, "reconnecting", func() bool { return g.connection() != club.Online })
	if st := (words{g}).status(); !strings.HasSuffix(st, "Reconnecting…") {
		t.Errorf("status %q while the connection is down", st)
	}
	shot(t, d, g, "reconnecting-1280x720")
	plies := o.Plies(g.id)
	o.Hold(false)
	scenetest.WaitFor(t, "the opponent's move", func() bool { return o.Plies(g.id) > plies })
	cut.Mend()
	until(t, d, g, 20000, "caught up", func() bool { return g.plies() == o.Plies(g.id) && g.tab.Stage.Busy() })
	if g.tab.Stage.Speed() != anim.Fast {
		t.Errorf("the caught-up move plays at %v", g.tab.Stage.Speed())
	}
}

// A move caught up after a reconnection plays fast; a live one at the
// settings' speed.
func TestCaughtUpMovesPlayFast(t *testing.T) {
	g, _, _ := newPlayedGame(t, scenetest.NewTestApp(), kalah, 1280, 720, 1)
	for _, fast := range []bool{true, false} {
		sh := club.Shown{Before: g.shownTo, Move: engine.PitMove(3), Fast: fast}
		sh.After = g.rules.Apply(sh.Before, sh.Move, &sh.Trace)
		g.show(&sh)
		if want := map[bool]anim.Speed{true: anim.Fast, false: anim.Normal}[fast]; g.tab.Stage.Speed() != want {
			t.Errorf("fast %v: the stage plays at %v", fast, g.tab.Stage.Speed())
		}
		g.tab.Stage.Finish()
	}
}

// TestTheLoserIsToldTheyLost: a player who resigns reads "You lost", not
// the winner's name.
func TestTheLoserIsToldTheyLost(t *testing.T) {
	g, d, _ := newPlayedGame(t, instantApp(), kalah, 1280, 720, 1)
	playPlies(t, d, g, 3)
	g.m.Resign()
	until(t, d, g, 5000, "over", input{g}.overShown)
	if s := (words{g}).status(); s != "Kalah 5+3 · You lost" {
		t.Errorf("status %q, want %q", s, "Kalah 5+3 · You lost")
	}
	if s := (words{g}).reasonText(g.outcome()); s != "You resigned" {
		t.Errorf("the panel says %q, want %q", s, "You resigned")
	}
}

// TestARematchAskedIsShownToTheOpponentWhoMayDeclineIt: the opponent's
// rematch offer shows on the panel with Accept rematch and Decline;
// Decline declines it, and the opponent is told.
func TestARematchAskedIsShownToTheOpponentWhoMayDeclineIt(t *testing.T) {
	g, d, o := newPlayedGame(t, instantApp(), kalah, 390, 844, 2)
	playPlies(t, d, g, 3)
	o.Send(&proto.Resign{Game: g.id})
	until(t, d, g, 5000, "over", input{g}.overShown)
	o.Send(&proto.Rematch{Game: g.id})
	until(t, d, g, 5000, "the offer shown", func() bool { return input{g}.shown().Has(clublayout.ClubDeclineRematch) })
	if s := (words{g}).offerText(); !strings.HasSuffix(s, " asks for a rematch") || (words{g}).label(clublayout.ClubRematch) != "Accept rematch" {
		t.Errorf("the panel says %q, Rematch reads %q", s, words{g}.label(clublayout.ClubRematch))
	}
	shot(t, d, g, "rematch-offer-390x844")
	scenetest.TapNamed(t, d, g, "decline-rematch")
	until(t, d, g, 5000, "the offer gone", func() bool { return !input{g}.shown().Has(clublayout.ClubDeclineRematch) })
}

// TestTheAskerIsToldTheRematchWasAsked: after Rematch the panel says the
// rematch was asked and whom it waits for.
func TestTheAskerIsToldTheRematchWasAsked(t *testing.T) {
	g, d, o := newPlayedGame(t, instantApp(), kalah, 1280, 720, 1)
	playPlies(t, d, g, 3)
	o.Send(&proto.Resign{Game: g.id})
	until(t, d, g, 5000, "over", input{g}.overShown)
	scenetest.TapNamed(t, d, g, "rematch")
	if s := (words{g}).offerText(); !strings.HasPrefix(s, "Rematch asked: waiting for ") || (words{g}).label(clublayout.ClubRematch) != "Rematch asked" {
		t.Errorf("the panel says %q, Rematch reads %q", s, words{g}.label(clublayout.ClubRematch))
	}
}

// TestAWatcherIsToldTheEndAndFollowsTheRematch: a watcher of a game that
// ends by resignation sees the result panel (who won, by resignation),
// and is taken to the rematch when the players make one.
func TestAWatcherIsToldTheEndAndFollowsTheRematch(t *testing.T) {
	ts := startServer(t)
	a, b := scenetest.NewOpponent(t, ts.WS), scenetest.NewOpponent(t, ts.WS)
	a.Hold(true) // no moves: the game ends by the resignation
	b.Hold(true)
	b.Send(&proto.Join{Code: a.Invite(kalah, "5+3")})
	w := openSession(t, ts.URL)
	id := a.WaitGame(t)
	g := New(instantApp(), w, id)
	d := scenetest.NewDriver(t, 1280, 720, 1)
	until(t, d, g, 5000, "the start", func() bool { return g.plies() >= 0 && g.m.Ready() })
	a.Send(&proto.Resign{Game: id})
	until(t, d, g, 5000, "the panel", input{g}.overShown)
	if s := (words{g}).resultText(g.outcome()); !strings.HasSuffix(s, " won") || strings.HasPrefix(s, "You") {
		t.Errorf("the watcher reads %q", s)
	}
	if s, who := (words{g}).reasonText(g.outcome()), g.players()[a.Side(id)].Name; s != who+" resigned" {
		t.Errorf("the watcher is told %q, want %q (%+v, %d plies)", s, who+" resigned", g.outcome(), g.plies())
	}
	if !(input{g}).shown().Has(clublayout.ClubLeave) || (input{g}).shown().Has(clublayout.ClubRematch) {
		t.Errorf("the watcher's panel buttons: %b", input{g}.shown())
	}
	shot(t, d, g, "watcher-over-1280x720")
	a.Send(&proto.Rematch{Game: id})
	b.Send(&proto.Rematch{Game: id})
	until(t, d, g, 5000, "taken to the rematch", func() bool { return len(d.Sw.Replaced) == 1 })
	if next, ok := d.Sw.Replaced[0].(*scenetest.Opened); !ok || next.Route != "clubgame" || next.Game == id {
		t.Errorf("the watcher was taken to %+v", d.Sw.Replaced[0])
	}
}

// TestAnAbortSaysWhoAborted: the opponent aborts before both moved; the
// panel names them.
func TestAnAbortSaysWhoAborted(t *testing.T) {
	g, d, o := newPlayedGame(t, instantApp(), kalah, 1280, 720, 1)
	o.Send(&proto.Abort{Game: g.id})
	until(t, d, g, 5000, "over", input{g}.overShown)
	them := g.players()[o.Side(g.id)].Name
	if s := (words{g}).reasonText(g.outcome()); s != them+" aborted before both had moved: no result" {
		t.Errorf("the panel says %q", s)
	}
}

// TestAWatchersTapOnAMoveInTheStripShowsItsPosition.
func TestAWatchersTapOnAMoveInTheStripShowsItsPosition(t *testing.T) {
	ts := startServer(t)
	a, b := scenetest.NewOpponent(t, ts.WS), scenetest.NewOpponent(t, ts.WS)
	b.Send(&proto.Join{Code: a.Invite(kalah, "5+3")})
	w := openSession(t, ts.URL)
	id := a.WaitGame(t)
	g := New(instantApp(), w, id)
	d := scenetest.NewDriver(t, 1280, 720, 1)
	until(t, d, g, 60000, "the game over", func() bool { return g.outcome().Over && !g.tab.Stage.Busy() })
	chips := view{g}.moveChips()
	if len(chips) < 2 {
		t.Fatalf("%d moves in the strip", len(chips))
	}
	c := chips[1] // the move before the last
	d.Step(g, kit.TapAt(c.Rect.Center()), false)
	if g.shownPly() != c.Ply || g.tab.Stage.Shown() != g.positionAt(c.Ply) {
		t.Errorf("a tap on move %d shows ply %d", c.Ply, g.shownPly())
	}
}

// TestTheResignQuestionMakesKeepPlayingTheMainButton.
func TestTheResignQuestionMakesKeepPlayingTheMainButton(t *testing.T) {
	var g Game
	if q := (view{&g}).resignQuestion(); !q.Risky || q.Yes != "Resign" || q.No != "Keep playing" {
		t.Errorf("the question %+v does not put Keep playing first", q)
	}
}
