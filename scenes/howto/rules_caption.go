package howto

import (
	"fmt"

	"mancala/engine"
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
		return "A row is empty: the game ends", true
	}
	s, notable := standardCaption(d.clip(), evs, i)
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

// standardCaption says what event i of the clip's events shows, and
// whether that is more than plain sowing.
func standardCaption(c *rulesClip, evs []engine.Event, i int) (string, bool) {
	e := evs[i]
	v := c.rules.Board().Variant
	switch e.Kind {
	case engine.Lift:
		return "Lift all " + seedCount(e.Count), false
	case engine.Drop:
		return "Sow them one by one, " + sowingWay(v, c.move), false
	case engine.SkipStore:
		return "Skip your opponent's store", false
	case engine.SkipOrigin:
		return "Skip the pit they came from", true
	case engine.Relay:
		return fmt.Sprintf("A pit with seeds: lift all %d, sow on", e.Count), true
	case engine.Capture:
		return captureCaption(v, runCount(evs, i)), true
	case engine.KichwaSow:
		return kichwaCaption(e.To), true
	case engine.GrandSlam:
		return "Grand slam: it would take all, so no capture", true
	case engine.ExtraTurn:
		return "Last seed in your store: move again!", true
	case engine.PassTurn:
		return "The turn passes", false
	case engine.Sweep:
		if v == engine.OwareGame {
			return "Each player takes the seeds on their side", true
		}
		return "Each row's seeds go to its owner's store", true
	case engine.GameOver:
		return gameOverCaption(c), true
	}
	return "", false
}

// seedCount writes n seeds with the right plural.
func seedCount(n int) string {
	if n == 1 {
		return "1 seed"
	}
	return fmt.Sprintf("%d seeds", n)
}

// sowingWay names the direction of move m in game v.
func sowingWay(v engine.Variant, m engine.Move) string {
	switch {
	case v != engine.BaoGame:
		return "counter-clockwise"
	case m.Direction() == engine.Clockwise:
		return "clockwise"
	}
	return "anti-clockwise"
}

// runCount adds the seeds of the run of events like event i from i on.
func runCount(evs []engine.Event, i int) int {
	n := 0
	for j := i; j < len(evs) && evs[j].Kind == evs[i].Kind; j++ {
		n += evs[j].Count
	}
	return n
}

// captureCaption says what a capture of n seeds does in game v.
func captureCaption(v engine.Variant, n int) string {
	switch v {
	case engine.OwareGame:
		return "Twos and threes: capture " + seedCount(n)
	case engine.BaoGame:
		return "Capture " + seedCount(n) + " from the pit opposite"
	}
	return "Capture: " + seedCount(n) + " to your store"
}

// kichwaCaption says from which kichwa, and which way, captured seeds are
// sown: the left kichwa is always sown clockwise, the right one
// anti-clockwise.
func kichwaCaption(to engine.Place) string {
	if int(to)%8 == 0 {
		return "Sow them from the left kichwa, clockwise"
	}
	return "Sow them from the right kichwa, anti-clockwise"
}

// gameOverCaption says how the clip's game ended, from the bottom
// player's chair; in Bao, why the player to move has lost.
func gameOverCaption(c *rulesClip) string {
	end := engine.Replay(c.start, &c.trace)
	o := c.rules.Outcome(end)
	if c.rules.Board().Variant == engine.BaoGame {
		who, why := "Top", "has no legal move"
		if end.ToMove == engine.South {
			who = "You"
		}
		front := 8 + 8*int(end.ToMove)
		if seedSum(end.Pits[front:front+8]) == 0 {
			why = "has an empty front row"
		}
		return who + " " + why + ": " + resultWords(o.Result)
	}
	hi, lo := o.South, o.North
	if o.Result == engine.NorthWins {
		hi, lo = lo, hi
	}
	return fmt.Sprintf("Game over: %s %d-%d", resultWords(o.Result), hi, lo)
}

// seedSum adds up seed counts.
func seedSum(pits []uint8) int {
	n := 0
	for _, c := range pits {
		n += int(c)
	}
	return n
}

// resultWords names a result from the bottom player's chair.
func resultWords(r engine.Result) string {
	switch r {
	case engine.SouthWins:
		return "you win"
	case engine.NorthWins:
		return "Top wins"
	}
	return "a draw"
}
