package server

import (
	"testing"
	"time"

	"mancala/online/store"
)

func seekOf(id string, r float64, rated bool, since time.Time) *seek {
	return &seek{player: store.Player{NewPlayer: store.NewPlayer{ID: store.PlayerID(id), Rating: store.Rating{Rating: r}}},
		spec: LadderSpec, clock: timeControls["5+3"], rated: rated, since: since}
}

func TestRatedSeeksPairWithinARangeThatWidensWhileTheyWait(t *testing.T) {
	t0 := time.Unix(1000, 0)
	a, b := seekOf("a", 1500, true, t0), seekOf("b", 1750, true, t0)
	if matches(a, b, t0) {
		t.Fatal("250 points apart paired at once")
	}
	if matches(a, b, t0.Add(14*time.Second)) { // 100 + 2*50 = 200
		t.Fatal("250 points apart paired after 14 s")
	}
	if !matches(a, b, t0.Add(15*time.Second)) { // 100 + 3*50 = 250
		t.Fatal("250 points apart not paired after 15 s")
	}
	far := seekOf("c", 2200, true, t0)
	if matches(a, far, t0.Add(time.Hour)) {
		t.Error("700 points apart paired: the range stops at 600")
	}
}

func TestSeeksPairOnlyTheSameGame(t *testing.T) {
	t0 := time.Unix(1000, 0)
	a := seekOf("a", 1500, false, t0)
	for name, b := range map[string]*seek{
		"same player": seekOf("a", 1500, false, t0),
		"rated":       seekOf("b", 1500, true, t0),
		"other clock": func() *seek { s := seekOf("b", 1500, false, t0); s.clock = timeControls["3+2"]; return s }(),
		"other game":  func() *seek { s := seekOf("b", 1500, false, t0); s.spec = "oware"; return s }(),
	} {
		if matches(a, b, t0) {
			t.Errorf("%s: paired", name)
		}
	}
	if !matches(a, seekOf("b", 2400, false, t0), t0) {
		t.Error("casual seeks far apart in rating did not pair")
	}
}

func TestTheLobbyPairsTheLongestWaitingSeekAndReplacesAPlayersSeek(t *testing.T) {
	l := newLobby(New(Config{}))
	t0 := time.Unix(1000, 0)
	first, second := seekOf("a", 1500, false, t0), seekOf("b", 1500, false, t0.Add(time.Second))
	if l.addSeek(first) != nil || l.addSeek(seekOf("a", 1500, false, t0)) != nil || len(l.seeks) != 1 {
		t.Fatalf("a player's second seek did not replace the first: %d seeks", len(l.seeks))
	}
	l.seeks = append(l.seeks, second)
	if got := l.addSeek(seekOf("c", 1500, false, t0.Add(2*time.Second))); got == nil || got.player.ID != "a" {
		t.Errorf("paired with %+v, want a", got)
	}
}
