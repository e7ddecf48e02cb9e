package engine

import (
	"reflect"
	"testing"
)

// TestTraceEvents lists, seed by seed, what a player sees in a few moves.
func TestTraceEvents(t *testing.T) {
	lift := func(from Place, n int) Event { return Event{Kind: Lift, From: from, To: Hand, Count: n} }
	drop := func(to Place) Event { return Event{Kind: Drop, From: Hand, To: to, Count: 1} }
	capture := func(s Side, from, to Place, n int) Event {
		return Event{Kind: Capture, Side: s, From: from, To: to, Count: n}
	}
	cases := []struct {
		name, rules, before, move string
		want                      []Event
	}{
		{"KalahExtraTurn", "kalah", "4,4,4,4,4,4/4,4,4,4,4,4 0 0 s", "3", []Event{
			lift(2, 4), drop(3), drop(4), drop(5), drop(StoreSouth),
			{Kind: ExtraTurn, Side: South},
		}},
		{"KalahCaptureThenSweepAndGameOver", "kalah", "1,0,0,0,0,5/0,0,0,0,3,0 20 19 s", "1", []Event{
			lift(0, 1), drop(1),
			capture(South, 10, StoreSouth, 3), capture(South, 1, StoreSouth, 1),
			{Kind: PassTurn, Side: North},
			{Kind: Sweep, Side: South, From: 5, To: StoreSouth, Count: 5},
			{Kind: GameOver, Side: South},
		}},
		{"KalahEmptyCaptureBanksOnlyTheLastSeed", "kalah capture=empty", "1,0,4,4,4,4/4,4,4,4,0,4 3 8 s", "1", []Event{
			lift(0, 1), drop(1), capture(South, 1, StoreSouth, 1),
			{Kind: PassTurn, Side: North},
		}},
		{"KalahSkipsSouthStore", "kalah", "1,1,1,1,1,1/1,1,1,1,1,8 12 17 n", "6", []Event{
			lift(11, 8), drop(StoreNorth), drop(0), drop(1), drop(2), drop(3), drop(4), drop(5),
			{Kind: SkipStore, Side: North, From: StoreSouth, To: Hand}, drop(6),
			{Kind: PassTurn, Side: South},
		}},
		{"KalahAvalancheRelay", "kalah sowing=avalanche", "1,1,0,0,0,0/2,2,2,2,2,2 15 19 s", "1", []Event{
			lift(0, 1), drop(1),
			{Kind: Relay, Side: South, From: 1, To: Hand, Count: 2}, drop(2), drop(3),
			capture(South, 8, StoreSouth, 2), capture(South, 3, StoreSouth, 1),
			{Kind: PassTurn, Side: North},
		}},
		{"OwareChainAndWin", "oware", "1,0,0,0,0,5/1,1,2,2,1,4 16 15 s", "6", []Event{
			lift(5, 5), drop(6), drop(7), drop(8), drop(9), drop(10),
			capture(South, 10, StoreSouth, 2), capture(South, 9, StoreSouth, 3),
			capture(South, 8, StoreSouth, 3), capture(South, 7, StoreSouth, 2),
			capture(South, 6, StoreSouth, 2),
			{Kind: PassTurn, Side: North},
			{Kind: GameOver, Side: South},
		}},
		{"OwareGrandSlam", "oware", "1,0,0,0,0,1/1,0,0,0,0,0 22 23 s", "6", []Event{
			lift(5, 1), drop(6),
			{Kind: GrandSlam, Side: South, From: Hand, To: Hand},
			{Kind: PassTurn, Side: North},
		}},
		{"OwareSkipOrigin", "oware", "12,0,0,0,0,0/0,0,0,0,0,0 18 18 s", "1", []Event{
			lift(0, 12), drop(1), drop(2), drop(3), drop(4), drop(5),
			drop(6), drop(7), drop(8), drop(9), drop(10), drop(11),
			{Kind: SkipOrigin, Side: South, From: 0, To: Hand}, drop(1),
			{Kind: PassTurn, Side: North},
		}},
		{"OwareNorthCannotBeFedSweeps", "oware", "0,0,3,0,1,0/0,0,0,0,0,1 20 23 n", "6", []Event{
			lift(11, 1), drop(0),
			{Kind: PassTurn, Side: South},
			{Kind: Sweep, Side: South, From: 0, To: StoreSouth, Count: 1},
			{Kind: Sweep, Side: South, From: 2, To: StoreSouth, Count: 3},
			{Kind: Sweep, Side: South, From: 4, To: StoreSouth, Count: 1},
			{Kind: GameOver, Side: South},
		}},
		{"BaoCaptureKichwaRelay", "bao", "0,0,0,0,0,0,0,0/0,2,0,1,0,0,0,0/1,0,0,0,3,0,0,0/8,7,7,7,7,7,7,7 s", "F2>", []Event{
			lift(9, 2), drop(10), drop(11),
			capture(South, 20, Hand, 3),
			{Kind: KichwaSow, Side: South, From: Hand, To: 8}, drop(8), drop(9), drop(10),
			{Kind: Relay, Side: South, From: 10, To: Hand, Count: 2}, drop(11), drop(12),
			{Kind: PassTurn, Side: North},
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := mustRules(t, c.rules)
			p := mustPosition(t, r, c.before)
			var tr Trace
			q := r.Apply(p, mustMove(t, r, c.move), &tr)
			if !reflect.DeepEqual(tr.Events, c.want) {
				t.Errorf("events\n got %v\nwant %v", tr.Events, c.want)
			}
			if Replay(p, &tr) != q {
				t.Errorf("replay differs from Apply")
			}
		})
	}
}

// TestTraceAppendsAndResets: Apply appends to a trace that already holds
// events, and Reset empties it.
func TestTraceAppendsAndResets(t *testing.T) {
	r := mustRules(t, "kalah")
	p := r.Start(South)
	var tr Trace
	q := r.Apply(p, PitMove(3), &tr)
	n := len(tr.Events)
	q2 := r.Apply(q, PitMove(6), &tr)
	if len(tr.Events) <= n || Replay(p, &tr) != q2 {
		t.Errorf("two moves in one trace do not replay")
	}
	tr.Reset()
	if len(tr.Events) != 0 || Replay(q2, &tr) != q2 {
		t.Errorf("Reset leaves %d events", len(tr.Events))
	}
}
