package bot

import (
	"testing"
	"time"
)

const (
	ms  = time.Millisecond
	sec = time.Second
)

// TestMoveTimeSharesTheClockAndKeepsAMargin: the clock shared over the
// moves to go plus most of the increment, at most half the time left, a
// margin kept for lag, never under the floor; untimed games and first
// moves by their own rules.
func TestMoveTimeSharesTheClockAndKeepsAMargin(t *testing.T) {
	p := Pace{MovesToGo: 20, Margin: 400 * ms, Floor: 50 * ms, Untimed: 1500 * ms, FirstMove: 10 * sec}
	tests := []struct {
		name         string
		left, inc    time.Duration
		timed, first bool
		want         time.Duration
	}{
		{"3+2 at the start: 9 s + 1.5 s - 0.4 s", 180 * sec, 2 * sec, true, false, 10100 * ms},
		{"10+5 at the start", 600 * sec, 5 * sec, true, false, 33350 * ms},
		{"first move capped below the 30 s abort", 600 * sec, 5 * sec, true, true, 10 * sec},
		{"20 s left, 2 s more a move: 1 s + 1.5 s", 20 * sec, 2 * sec, true, false, 2100 * ms},
		{"2 s left: half of it at most", 2 * sec, 2 * sec, true, false, 600 * ms},
		{"no increment: the share only", 40 * sec, 0, true, false, 1600 * ms},
		{"almost flagged: the floor", 300 * ms, 0, true, false, 50 * ms},
		{"nothing left: the floor", 0, 2 * sec, true, false, 50 * ms},
		{"untimed", 0, 0, false, false, 1500 * ms},
		{"untimed first move", 0, 0, false, true, 1500 * ms},
	}
	for _, tc := range tests {
		if got := p.MoveTime(tc.left, tc.inc, tc.timed, tc.first); got != tc.want {
			t.Errorf("%s: MoveTime(%v, %v) = %v, want %v", tc.name, tc.left, tc.inc, got, tc.want)
		}
	}
}

// TestAFirstMoveLateAfterARestartGetsTheFloor: the first move's
// allowance shrinks as it is spent (the job takes it off), never below
// the floor.
func TestAFirstMoveLateAfterARestartGetsTheFloor(t *testing.T) {
	p := DefaultPace
	p.FirstMove -= 12 * sec
	if got := p.MoveTime(180*sec, 2*sec, true, true); got != p.Floor {
		t.Errorf("MoveTime = %v, want the floor %v", got, p.Floor)
	}
}

// TestZeroPaceFieldsTakeTheDefaults: a Pace with only Untimed set keeps
// it and takes the rest from DefaultPace.
func TestZeroPaceFieldsTakeTheDefaults(t *testing.T) {
	want := DefaultPace
	want.Untimed = 50 * ms
	if got := (Pace{Untimed: 50 * ms}).withDefaults(); got != want {
		t.Errorf("withDefaults = %+v, want %+v", got, want)
	}
}

func TestParseClock(t *testing.T) {
	tests := []struct {
		in   string
		want Clock
		ok   bool
	}{
		{"3+2", Clock{3 * time.Minute, 2 * sec}, true},
		{"10+5", Clock{10 * time.Minute, 5 * sec}, true},
		{"untimed", Clock{}, true},
		{"3", Clock{}, false},
		{"0+2", Clock{}, false},
		{"x+2", Clock{}, false},
	}
	for _, tc := range tests {
		got, err := ParseClock(tc.in)
		if got != tc.want || (err == nil) != tc.ok {
			t.Errorf("ParseClock(%q) = %+v, %v", tc.in, got, err)
		}
	}
	if c, _ := ParseClock("untimed"); c.Timed() {
		t.Error("untimed is timed")
	}
}
