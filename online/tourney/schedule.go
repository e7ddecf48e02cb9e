package tourney

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"mancala/engine"
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
	Bots     bool // for bot accounts only
}

// DefaultSchedule is the club's schedule when no flag changes it: a rated
// Kalah 3+2 arena every hour for 45 minutes, a daily Oware 5+3 arena at
// 18:00 UTC for an hour, and a rated Kalah 3+2 arena for bots every six
// hours from 03:00 UTC for an hour.
const DefaultSchedule = "Hourly Kalah = kalah 3+2 rated every 1h for 45m; Daily Oware = oware 5+3 every 24h at 18h for 1h; " +
	"Bots Kalah = kalah 3+2 rated bots every 6h at 3h for 1h"

// ParseSchedule reads a schedule: arenas separated by ";", each
// "NAME = VARIANT CLOCK [rated] [bots] every EVERY [at OFFSET] for LENGTH"
// ("bots": for bot accounts only), with
// the variant as engine.ParseRules reads it, the clock as "3+2"
// (minutes + seconds) and the durations as Go writes them ("1h", "45m").
// The starts are the multiples of EVERY from midnight UTC plus OFFSET.
// "" and "none" are no arenas.
func ParseSchedule(s string) ([]Recurring, error) {
	if strings.TrimSpace(s) == "" || strings.TrimSpace(s) == "none" {
		return nil, nil
	}
	var out []Recurring
	for _, part := range strings.Split(s, ";") {
		r, err := parseRecurring(part)
		if err != nil {
			return nil, fmt.Errorf("tourney: arena %q: %w", strings.TrimSpace(part), err)
		}
		out = append(out, r)
	}
	return out, nil
}

// parseRecurring reads one arena of a schedule.
func parseRecurring(s string) (Recurring, error) {
	name, rest, ok := strings.Cut(s, "=")
	words := strings.Fields(rest)
	if !ok || strings.TrimSpace(name) == "" || len(words) < 2 {
		return Recurring{}, errors.New(`want "NAME = VARIANT CLOCK [rated] [bots] every EVERY [at OFFSET] for LENGTH"`)
	}
	r := Recurring{Name: strings.TrimSpace(name)}
	rules, err := engine.ParseRules(words[0])
	if err != nil {
		return r, err
	}
	r.Settings.Spec = rules.String()
	if r.Settings.Clock, err = parseClock(words[1]); err != nil {
		return r, err
	}
	for i := 2; i < len(words); i++ {
		if words[i] == "rated" || words[i] == "bots" {
			r.Settings.Rated = r.Settings.Rated || words[i] == "rated"
			r.Bots = r.Bots || words[i] == "bots"
			continue
		}
		if i+1 == len(words) {
			return r, fmt.Errorf("%q wants a duration after it", words[i])
		}
		if err := r.set(words[i], words[i+1]); err != nil {
			return r, err
		}
		i++
	}
	if r.Every <= 0 || r.Length <= 0 || r.Length > r.Every {
		return r, errors.New("every and for must be given, for no longer than every")
	}
	return r, nil
}

// set reads one "every", "at" or "for" duration.
func (r *Recurring) set(word, value string) error {
	d, err := time.ParseDuration(value)
	if err != nil {
		return err
	}
	switch word {
	case "every":
		r.Every = d
	case "at":
		r.Offset = d
	case "for":
		r.Length = d
	default:
		return fmt.Errorf("%q is not rated, every, at or for", word)
	}
	return nil
}

// parseClock reads "3+2": minutes each, seconds added per move.
func parseClock(s string) (store.TimeControl, error) {
	m, sec, ok := strings.Cut(s, "+")
	mins, err1 := strconv.Atoi(m)
	secs, err2 := strconv.Atoi(sec)
	if !ok || err1 != nil || err2 != nil || mins <= 0 || secs < 0 {
		return store.TimeControl{}, fmt.Errorf("clock %q is not minutes+seconds", s)
	}
	return clock(mins, secs), nil
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
			Starts: start, Ends: start.Add(r.Length), Created: now, Bots: r.Bots})
	}
	return out
}
