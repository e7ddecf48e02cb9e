package main

import (
	"testing"
	"time"

	"mancala/online/puzzlemine"
)

// -puzzle-mining sets the night's time (UTC), or turns the miner off.
func TestPuzzleMiningTakesATimeOfDayOrOff(t *testing.T) {
	if m, err := miner(options{mining: "off"}, nil, nil); m != nil || err != nil {
		t.Errorf("off: %v, %v", m, err)
	}
	for _, bad := range []string{"3", "25:00", "never"} {
		if _, err := miner(options{mining: bad}, nil, nil); err == nil {
			t.Errorf("%q was taken", bad)
		}
	}
	m, err := miner(options{mining: "04:30", miningGames: 5}, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 12, 7, 4, 29, 0, 0, time.UTC)
	if n := m.(*puzzlemine.Miner).Night(at); n != "2026-12-06" {
		t.Errorf("at 04:29 the night due is %s's, want the day before's", n)
	}
	if n := m.(*puzzlemine.Miner).Night(at.Add(time.Minute)); n != "2026-12-07" {
		t.Errorf("at 04:30 the night due is %s's", n)
	}
}
