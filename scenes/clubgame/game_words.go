package clubgame

import (
	"math"
	"strings"

	"mancala/engine"
	"mancala/i18n"
	"mancala/online/club"
	"mancala/scenes/clublayout"
	"mancala/scenes/kit"
)

// statusLine is the status line in parts: the game's name in the
// player's language ("Awalé"), its time control ("5+3", "" when
// untimed), what is happening ("You to move", "ann won") and the extras
// after it (the first move's countdown, the watchers).
type statusLine struct {
	game, clock, main string
	extras            []string
}

// forms are the line's forms, the longest first: it all; without its
// extras, one by one from the last; without the clock; and what is
// happening alone, for a status line too narrow for more.
func (l statusLine) forms() []string {
	title := l.game
	if l.clock != "" {
		title += " " + l.clock
	}
	var out []string
	for n := len(l.extras); n >= 0; n-- {
		out = append(out, strings.Join(append([]string{title, l.main}, l.extras[:n]...), " · "))
	}
	if l.clock != "" {
		out = append(out, l.game+" · "+l.main)
	}
	return append(out, l.main)
}

// status is the line saying whose turn it is, how the game ended, or
// that the connection is being made again, in full.
func (g words) status() string { return g.statusLine().forms()[0] }

// fitStatus is the longest form of the status line that fits w px at
// no less than 80% of its size (the size table.DrawStatus draws at).
func (g words) fitStatus(w float64) string {
	forms := g.statusLine().forms()
	for _, s := range forms {
		if g.text.Width(s, 0.8*statusSize, kit.Bold) <= w-16 {
			return s
		}
	}
	return forms[len(forms)-1]
}

// statusSize is the status line's size, px, as table.DrawStatus draws
// it.
const statusSize = 19

// statusLine is the status line's parts now.
func (g words) statusLine() statusLine {
	l := statusLine{game: kit.VariantName(g.app, g.model.Board.Variant)}
	if c := g.m.Info().Clock; c != "untimed" {
		l.clock = c
	}
	o := g.outcome()
	switch st := g.connection(); {
	case st != club.Online:
		l.main = g.connectionText(st)
	case g.watch >= 0:
		l.main = g.app.T("clubGame.moveOf", i18n.N("move", g.watch), i18n.N("moves", g.plies()))
	case o.Over && !g.tab.Stage.Busy():
		l.main = g.resultText(o)
	case g.tab.Stage.Busy():
		l.main = g.bySide(g.tab.Stage.Shown().ToMove, [2]i18n.Key{"clubGame.youSowing", "clubGame.sowing"})
	default:
		l.main = g.bySide(g.m.Position().ToMove, [2]i18n.Key{"clubGame.youToMove", "clubGame.toMove"})
		l.extras = g.extras()
	}
	return l
}

// extras are what the status line says after whose turn it is: the
// seconds left for the first move, and how many watch.
func (g words) extras() []string {
	var out []string
	if by := g.clocks().FirstMoveBy; !by.IsZero() {
		secs := max(0, int(math.Ceil(by.Sub(g.now()).Seconds())))
		out = append(out, g.app.T("clubGame.firstMoveWithin", i18n.Count(secs)))
	}
	if n := g.m.Info().Watchers; n > 0 {
		out = append(out, g.app.T("clubGame.watching", i18n.Count(n)))
	}
	return out
}

// connectionText says what the session's connection is doing when it
// is not online.
func (g words) connectionText(st club.Status) string {
	switch st {
	case club.Connecting:
		return g.app.T("clubGame.connecting")
	case club.Unreachable:
		return g.app.T("clubGame.unreachable")
	}
	return g.app.T("clubGame.reconnecting")
}

// bySide says sentence keys about side s: keys[0], said to the player
// when s is theirs ("You resigned"), else keys[1] with the player's
// {{name}} ("ann resigned"). The two are whole sentences, so that each
// language makes its verb agree with its subject.
func (g words) bySide(s engine.Side, keys [2]i18n.Key) string {
	if me, ok := g.playing(); ok && me == s {
		return g.app.T(keys[0])
	}
	return g.app.T(keys[1], i18n.S("name", g.players()[s].Name))
}

// buttonWords are the buttons' labels by clublayout.ClubButton, from
// Decline to Analyse; Back's and the watcher's steps (drawn as arrows)
// are not words.
var buttonWords = [...]i18n.Key{clublayout.ClubDecline: "clubGame.decline", clublayout.ClubDraw: "clubGame.offerDraw",
	clublayout.ClubResign: "clubGame.resign", clublayout.ClubAbort: "clubGame.abort", clublayout.ClubBerserk: "clubGame.berserk",
	clublayout.ClubChat: "clubGame.chat", clublayout.ClubClaim: "clubGame.claimWin", clublayout.ClubRematch: "clubGame.rematch",
	clublayout.ClubDeclineRematch: "clubGame.decline", clublayout.ClubAnalyse: "clubGame.analyse"}

// stepArrows are the watcher's steps' labels, First to Last.
var stepArrows = [...]string{"«", "‹", "›", "»"}

// label is what button b says now.
func (g words) label(b clublayout.ClubButton) string {
	o := g.offers()
	switch {
	case b == clublayout.ClubDraw && o.Theirs == "draw":
		return g.app.T("clubGame.accept")
	case b == clublayout.ClubDraw && o.Mine == "draw":
		return g.app.T("clubGame.offered")
	case b == clublayout.ClubRematch && o.Theirs == "rematch":
		return g.app.T("clubGame.acceptRematch")
	case b == clublayout.ClubRematch && o.Mine == "rematch":
		return g.app.T("clubGame.rematchAsked")
	case b >= clublayout.ClubSay:
		return g.app.T(phraseWords[b-clublayout.ClubSay])
	case b == clublayout.ClubBack || b == clublayout.ClubLeave:
		return kit.BackIn(g.app)
	case b >= clublayout.ClubFirst && b <= clublayout.ClubLast:
		return stepArrows[b-clublayout.ClubFirst]
	}
	return g.app.T(buttonWords[b])
}

// goneText says that the opponent has gone and when the win may be
// claimed.
func (g words) goneText(a club.Gone) string {
	name := i18n.S("name", g.players()[a.Side].Name)
	left := a.ClaimAt.Sub(g.now())
	if left <= 0 {
		return g.app.T("clubGame.goneClaim", name)
	}
	return g.app.T("clubGame.goneWait", name, i18n.Count(int(math.Ceil(left.Seconds()))))
}
