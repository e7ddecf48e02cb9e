package tourney

import (
	"strings"
	"testing"
	"time"
)

// The default schedule reads as an hourly rated Kalah 3+2 arena of 45
// minutes, a daily Oware 5+3 arena at 18:00 UTC and a rated Kalah arena
// for bots every six hours from 03:00; each start makes the same arena id
// on every process.
func TestTheDefaultScheduleMakesTheSameArenasEverywhere(t *testing.T) {
	sched, err := ParseSchedule(DefaultSchedule)
	if err != nil || len(sched) != 3 {
		t.Fatalf("%v, %+v", err, sched)
	}
	k, o, bots := sched[0], sched[1], sched[2]
	if !bots.Bots || !bots.Settings.Rated || k.Bots || o.Bots || bots.Every != 6*time.Hour || bots.Offset != 3*time.Hour {
		t.Errorf("bots' arena %+v", bots)
	}
	if next := bots.next(time.Date(2026, 12, 6, 4, 0, 0, 0, time.UTC), 6*time.Hour); len(next) != 1 || !next[0].Bots ||
		next[0].Starts.Hour() != 9 {
		t.Errorf("the bots' next arena from 04:00: %+v", next)
	}
	if !k.Settings.Rated || k.Settings.Clock != clock(3, 2) || k.Every != time.Hour || k.Length != 45*time.Minute ||
		!strings.HasPrefix(k.Settings.Spec, "kalah") {
		t.Errorf("hourly Kalah %+v", k)
	}
	if o.Settings.Rated || o.Offset != 18*time.Hour || o.Settings.Spec != "oware" {
		t.Errorf("daily Oware %+v", o)
	}
	now := time.Date(2026, 12, 6, 17, 20, 0, 0, time.UTC)
	next := k.next(now, 2*time.Hour)
	if len(next) != 2 || next[0].ID != "hourly-kalah-20261206-1800" || !next[0].Starts.Equal(now.Add(40*time.Minute)) ||
		!next[0].Ends.Equal(next[0].Starts.Add(45*time.Minute)) {
		t.Errorf("next hourly arenas from 17:20: %+v", next)
	}
	if again := k.next(now.Add(time.Minute), 2*time.Hour); again[0].ID != next[0].ID {
		t.Errorf("a minute later the same arena is %s, not %s", again[0].ID, next[0].ID)
	}
	daily := o.next(now, 2*time.Hour)
	if len(daily) != 1 || daily[0].Starts.Hour() != 18 {
		t.Errorf("daily Oware from 17:20: %+v", daily)
	}
}

// A schedule that cannot be read is refused with the arena it is about.
func TestAScheduleThatCannotBeReadIsRefused(t *testing.T) {
	for _, bad := range []string{
		"Hourly = kalah 3+2 every 1h",            // no length
		"Hourly = kalah 3 every 1h for 30m",      // no increment
		"Hourly = chess 3+2 every 1h for 30m",    // no such game
		"= kalah 3+2 every 1h for 30m",           // no name
		"Hourly = kalah 3+2 every 1h for 2h",     // longer than its period
		"Hourly = kalah 3+2 sometimes 1h for 2h", // an unknown word
	} {
		if _, err := ParseSchedule(bad); err == nil {
			t.Errorf("%q was read", bad)
		}
	}
	if s, err := ParseSchedule("none"); err != nil || s != nil {
		t.Errorf("none: %v, %v", s, err)
	}
}
