package howto

import (
	"mancala/engine"
	"mancala/i18n"
)

// stepCaption returns the caption for event i of evs, and false when the
// caption shown should stay: a drop after the first, a capture or sweep
// that continues a run, a turn passing after something worth reading.
func (d *rulesDemo) stepCaption(evs []engine.Event, i int) (string, bool) {
	e := evs[i]
	if e.Kind == engine.Drop && (i == 0 || evs[i-1].Kind != engine.Lift) {
		return "", false
	}
	if i > 0 && evs[i-1].Kind == e.Kind && (e.Kind == engine.Capture || e.Kind == engine.Sweep) {
		return "", false
	}
	if s, ok := d.clip().src.say[e.Kind]; ok {
		d.notable = e.Kind != engine.Drop
		return s, true
	}
	if endsNext(evs, i) {
		d.notable = true
		return d.w.T("howto.rowEmpty"), true
	}
	s, notable := standardCaption(d.w, d.clip(), evs, i)
	if s == "" || (e.Kind == engine.PassTurn && d.notable) {
		return "", false
	}
	d.notable = notable
	return s, true
}

// endsNext reports whether event i hands the turn on (or back) just before
// the rows are swept at the end of a game: the turn goes nowhere.
func endsNext(evs []engine.Event, i int) bool {
	k := evs[i].Kind
	return (k == engine.ExtraTurn || k == engine.PassTurn) && i+1 < len(evs) && evs[i+1].Kind == engine.Sweep
}

// standardCaption says, in the language of w, what event i of the
// clip's events shows, and whether that is more than plain sowing.
func standardCaption(w i18n.Words, c *rulesClip, evs []engine.Event, i int) (string, bool) {
	e := evs[i]
	v := c.rules.Board().Variant
	switch e.Kind {
	case engine.Lift:
		return w.T("howto.lift", i18n.Count(e.Count)), false
	case engine.Drop:
		return w.T(sowingWay(v, c.move)), false
	case engine.Relay:
		return w.T("howto.relay", i18n.Count(e.Count)), true
	case engine.Capture:
		return w.T(captureKeys[v], i18n.Count(runCount(evs, i))), true
	case engine.KichwaSow:
		return w.T(kichwaKey(e.To)), true
	case engine.PassTurn:
		return w.T("howto.passTurn"), false
	case engine.Sweep:
		return w.T(sweepKeys[v]), true
	case engine.GameOver:
		return gameOverCaption(w, c), true
	}
	if k, ok := stepKeys[e.Kind]; ok {
		return w.T(k), e.Kind != engine.SkipStore
	}
	return "", false
}

// stepKeys are the captions of the steps that say the same in every
// game and at every count.
var stepKeys = map[engine.EventKind]i18n.Key{
	engine.SkipStore:  "howto.skipStore",
	engine.SkipOrigin: "howto.skipOrigin",
	engine.GrandSlam:  "howto.grandSlam",
	engine.ExtraTurn:  "howto.extraTurn",
}

// captureKeys say what a capture does, by game: into the store in Kalah
// and Congkak, twos and threes in Oware, from the pit opposite in Bao.
var captureKeys = [4]i18n.Key{"howto.captureStore", "howto.captureOware", "howto.captureStore", "howto.captureBao"}

// sweepKeys say where the seeds left at the end go, by game: Oware has no
// stores.
var sweepKeys = [4]i18n.Key{"howto.sweepStores", "howto.sweepOware", "howto.sweepStores", "howto.sweepStores"}

// sowingWay is the caption of the sowing of move m in game v, naming its
// direction: Bao's moves go either way, the other games' counter-clockwise.
func sowingWay(v engine.Variant, m engine.Move) i18n.Key {
	switch {
	case v != engine.BaoGame:
		return "howto.sowCounterClockwise"
	case m.Direction() == engine.Clockwise:
		return "howto.sowClockwise"
	}
	return "howto.sowAntiClockwise"
}

// runCount adds the seeds of the run of events like event i from i on.
func runCount(evs []engine.Event, i int) int {
	n := 0
	for j := i; j < len(evs) && evs[j].Kind == evs[i].Kind; j++ {
		n += evs[j].Count
	}
	return n
}

// kichwaKey says from which kichwa, and which way, captured seeds are
// sown: the left kichwa is always sown clockwise, the right one
// anti-clockwise.
func kichwaKey(to engine.Place) i18n.Key {
	if int(to)%8 == 0 {
		return "howto.kichwaLeft"
	}
	return "howto.kichwaRight"
}

// gameOverCaption says how the clip's game ended, from the bottom
// player's chair, with the score; in Bao, why the player to move has
// lost.
func gameOverCaption(w i18n.Words, c *rulesClip) string {
	end := engine.Replay(c.start, &c.trace)
	o := c.rules.Outcome(end)
	result := i18n.S("result", w.T(resultKeys[o.Result]))
	if c.rules.Board().Variant == engine.BaoGame {
		front := 8 + 8*int(end.ToMove)
		empty := seedSum(end.Pits[front:front+8]) == 0
		return w.T(baoEndKeys[end.ToMove][boolIndex(empty)], result)
	}
	hi, lo := o.South, o.North
	if o.Result == engine.NorthWins {
		hi, lo = lo, hi
	}
	return w.T("howto.gameOver", result, i18n.N("high", hi), i18n.N("low", lo))
}

// resultKeys name a result from the bottom player's chair.
var resultKeys = map[engine.Result]i18n.Key{
	engine.SouthWins: "howto.youWin",
	engine.NorthWins: "howto.topWins",
	engine.Draw:      "howto.draw",
}

// baoEndKeys say why the player to move has lost a game of Bao, by side
// (You, Top): no legal move, or an empty front row.
var baoEndKeys = [2][2]i18n.Key{
	{"howto.baoYouStuck", "howto.baoYourFrontEmpty"},
	{"howto.baoTopStuck", "howto.baoTopFrontEmpty"},
}

// boolIndex is 1 for true, 0 for false.
func boolIndex(b bool) int {
	if b {
		return 1
	}
	return 0
}

// seedSum adds up seed counts.
func seedSum(pits []uint8) int {
	n := 0
	for _, c := range pits {
		n += int(c)
	}
	return n
}
