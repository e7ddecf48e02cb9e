package howto

import (
	"errors"
	"fmt"

	"mancala/engine"
)

// demoCheck says whether a page's clips show what the page teaches.
type demoCheck func(clips []rulesClip) error

// demoChecks holds, per game and page title, what its demonstration must
// show; every page needs one.
var demoChecks = map[string]demoCheck{
	"kalah/The board and sowing":        allOf(hasEvent(0, engine.SkipStore), dropsInto(0, engine.StoreSouth), lacksEvent(0, engine.Capture)),
	"kalah/Extra turn":                  allOf(hasEvent(0, engine.ExtraTurn), startsAt(0, "4,4,4,4,4,4/4,4,4,4,4,4 0 0 s")),
	"kalah/Capture":                     allOf(hasEvent(0, engine.Capture), lacksEvent(1, engine.Capture)),
	"kalah/Big pits go round":           allOf(hasEvent(0, engine.SkipStore), capturesFromOrigin(0)),
	"kalah/The end of the game":         allOf(hasEvent(0, engine.Sweep), hasEvent(0, engine.GameOver)),
	"kalah/Options: seeds and capture":  allOf(capturesOnly(0, 1)),
	"kalah/Options: end and leftovers":  allOf(hasEvent(0, engine.GameOver), lacksEvent(1, engine.GameOver), sweepsOpponentRowToMover(2)),
	"kalah/Option: avalanche sowing":    allOf(hasEvent(0, engine.Relay)),
	"oware/The board and sowing":        allOf(lacksEvent(0, engine.Capture), hasEvent(0, engine.PassTurn)),
	"oware/Big pits skip their own pit": allOf(hasEvent(0, engine.SkipOrigin)),
	"oware/Capture twos and threes":     allOf(hasEvents(0, engine.Capture, 2)),
	"oware/Grand slam":                  allOf(hasEvent(0, engine.GrandSlam), lacksEvent(0, engine.Capture)),
	"oware/Feeding":                     allOf(feeds(0), hasEvent(1, engine.Sweep), hasEvent(1, engine.GameOver)),
	"oware/The end of the game":         allOf(hasEvent(0, engine.Capture), hasEvent(0, engine.GameOver), lacksEvent(0, engine.Sweep)),
	"congkak/The board and sowing":      allOf(dropsInto(0, engine.StoreSouth), lacksEvent(0, engine.Relay)),
	"congkak/Relay":                     allOf(hasEvents(0, engine.Relay, 2)),
	"congkak/Extra turn":                allOf(hasEvent(0, engine.ExtraTurn), startsAt(0, "7,7,7,7,7,7,7/7,7,7,7,7,7,7 0 0 s")),
	"congkak/Capture":                   allOf(hasEvent(0, engine.Relay), hasEvent(0, engine.Capture)),
	"congkak/The end of the game":       allOf(hasEvent(0, engine.Sweep), hasEvent(0, engine.GameOver)),
	"bao/The board and sowing":          allOf(lacksEvent(0, engine.Relay), lacksEvent(0, engine.Capture)),
	"bao/Two directions":                allOf(sows(0, engine.AntiClockwise), sows(1, engine.Clockwise)),
	"bao/Relay":                         allOf(hasEvent(0, engine.Relay), lacksEvent(0, engine.Capture)),
	"bao/Capture and the kichwa":        allOf(kichwa(0, 8), kichwa(1, 15), hasEvents(1, engine.Capture, 2)),
	"bao/The end of the game":           allOf(hasEvent(0, engine.KichwaSow), hasEvent(0, engine.GameOver)),
}

// allOf passes when every check passes.
func allOf(checks ...demoCheck) demoCheck {
	return func(clips []rulesClip) error {
		for _, c := range checks {
			if err := c(clips); err != nil {
				return err
			}
		}
		return nil
	}
}

// eventCount counts the events of kind k in clip i's trace.
func eventCount(clips []rulesClip, i int, k engine.EventKind) (int, error) {
	if i >= len(clips) {
		return 0, fmt.Errorf("no clip %d", i)
	}
	n := 0
	for _, e := range clips[i].trace.Events {
		if e.Kind == k {
			n++
		}
	}
	return n, nil
}

func hasEvents(i int, k engine.EventKind, least int) demoCheck {
	return func(clips []rulesClip) error {
		n, err := eventCount(clips, i, k)
		if err == nil && n < least {
			err = fmt.Errorf("clip %d has %d %v events, want at least %d", i, n, k, least)
		}
		return err
	}
}

func hasEvent(i int, k engine.EventKind) demoCheck { return hasEvents(i, k, 1) }

func lacksEvent(i int, k engine.EventKind) demoCheck {
	return func(clips []rulesClip) error {
		n, err := eventCount(clips, i, k)
		if err == nil && n > 0 {
			err = fmt.Errorf("clip %d has %d %v events, want none", i, n, k)
		}
		return err
	}
}

// dropsInto: clip i sows a seed into place pl.
func dropsInto(i int, pl engine.Place) demoCheck {
	return func(clips []rulesClip) error {
		for _, e := range clips[i].trace.Events {
			if e.Kind == engine.Drop && e.To == pl {
				return nil
			}
		}
		return fmt.Errorf("clip %d drops nothing into place %d", i, pl)
	}
}

func startsAt(i int, pos string) demoCheck {
	return func(clips []rulesClip) error {
		if clips[i].src.pos != pos {
			return fmt.Errorf("clip %d starts at %s, want %s", i, clips[i].src.pos, pos)
		}
		return nil
	}
}

// capturesFromOrigin: clip i's last seed captures in the pit it was sown
// from, after a lap.
func capturesFromOrigin(i int) demoCheck {
	return func(clips []rulesClip) error {
		c := &clips[i]
		for _, e := range c.trace.Events {
			if e.Kind == engine.Capture && e.From == c.origin() {
				return nil
			}
		}
		return errors.New("no capture from the emptied origin pit")
	}
}

// capturesOnly: clip i captures exactly n seeds in all.
func capturesOnly(i, n int) demoCheck {
	return func(clips []rulesClip) error {
		got := 0
		for _, e := range clips[i].trace.Events {
			if e.Kind == engine.Capture {
				got += e.Count
			}
		}
		if got != n {
			return fmt.Errorf("clip %d captures %d seeds, want %d", i, got, n)
		}
		return nil
	}
}

// sweepsOpponentRowToMover: clip i ends with the opponent's row swept into
// the mover's store.
func sweepsOpponentRowToMover(i int) demoCheck {
	return func(clips []rulesClip) error {
		c := &clips[i]
		mover := c.start.ToMove
		for _, e := range c.trace.Events {
			if e.Kind == engine.Sweep && e.To == engine.StoreOf(mover) && int(e.From)/6 != int(mover) {
				return nil
			}
		}
		return errors.New("no seeds of the opponent's row swept to the mover")
	}
}

// feeds: in clip i the opponent starts with no seeds, a move of the mover
// that would not reach them is illegal, and the clip's move gives them
// seeds.
func feeds(i int) demoCheck {
	return func(clips []rulesClip) error {
		c := &clips[i]
		p, opp := c.start, 6*int(c.start.ToMove.Other())
		if seedSum(p.Pits[opp:opp+6]) != 0 {
			return errors.New("the opponent has seeds")
		}
		end := c.rules.Apply(p, c.move, nil)
		if seedSum(end.Pits[opp:opp+6]) == 0 {
			return errors.New("the move does not feed")
		}
		own := 6 * int(p.ToMove)
		for pit := 1; pit <= 6; pit++ {
			if p.Pits[own+pit-1] > 0 && !engine.IsLegal(c.rules, p, engine.PitMove(pit)) {
				return nil
			}
		}
		return errors.New("every pit with seeds may be sown: nothing shows the duty to feed")
	}
}

// sows: clip i's move goes in direction d.
func sows(i int, d engine.Direction) demoCheck {
	return func(clips []rulesClip) error {
		if clips[i].move.Direction() != d {
			return fmt.Errorf("clip %d sows %v", i, clips[i].move.Direction())
		}
		return nil
	}
}

// kichwa: clip i sows captured seeds from the kichwa at place pl.
func kichwa(i int, pl engine.Place) demoCheck {
	return func(clips []rulesClip) error {
		for _, e := range clips[i].trace.Events {
			if e.Kind == engine.KichwaSow && e.To == pl {
				return nil
			}
		}
		return fmt.Errorf("clip %d sows nothing from the kichwa at %d", i, pl)
	}
}
