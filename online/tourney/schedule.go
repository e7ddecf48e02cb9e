package tourney

import (
	"fmt"
	"strings"
	"time"

	"mancala/online/store"
)

// Recurring is an arena the server holds again and again: every Every
// (an hour, a day), starting on the multiples of Every from midnight UTC
// plus Offset, for Length.
type Recurring struct {
	Name     string // "Hourly Kalah"
	Settings store.Settings
	Every    time.Duration
	Offset   time.Duration
	Length   time.Duration
}

// DefaultSchedule is the club's schedule when no flag changes it: a rated
// Kalah 3+2 arena every hour for 45 minutes, and a daily Oware 5+3 arena
// at 18:00 UTC for an hour.
func DefaultSchedule(kalah, oware string) []Recurring {
	return []Recurring{
		{Name: "Hourly Kalah", Settings: store.Settings{Spec: kalah, Clock: clock(3, 2), Rated: true},
			Every: time.Hour, Length: 45 * time.Minute},
		{Name: "Daily Oware", Settings: store.Settings{Spec: oware, Clock: clock(5, 3)},
			Every: 24 * time.Hour, Offset: 18 * time.Hour, Length: time.Hour},
	}
}

func clock(minutes, seconds int) store.TimeControl {
	return store.TimeControl{Base: time.Duration(minutes) * time.Minute, Increment: time.Duration(seconds) * time.Second}
}

// next returns the arenas of r that start after now and within ahead,
// each with an id made from r's name and its start, so that every process
// makes the same arena.
func (r Recurring) next(now time.Time, ahead time.Duration) []store.NewArena {
	day := now.UTC().Truncate(24 * time.Hour)
	start := day.Add(r.Offset)
	for !start.After(now) {
		start = start.Add(r.Every)
	}
	var out []store.NewArena
	for ; !start.After(now.Add(ahead)); start = start.Add(r.Every) {
		id := fmt.Sprintf("%s-%s", strings.ToLower(strings.ReplaceAll(r.Name, " ", "-")), start.Format("20060102-1504"))
		out = append(out, store.NewArena{ID: store.ArenaID(id), Name: r.Name, Settings: r.Settings,
			Starts: start, Ends: start.Add(r.Length), Created: now})
	}
	return out
}
