package clubarenas

import (
	"testing"
	"time"

	"mancala/i18n/locales"
	"mancala/online/proto"
)

var now = time.Date(2026, 12, 6, 17, 20, 0, 0, time.UTC)

// The list shows the arenas to come and running before the finished
// ones, each with its game, clock, kind, players and when; a private one
// is tagged so.
func TestTheListSaysWhatEachArenaIsAndWhen(t *testing.T) {
	l := proto.ArenaList{
		Live: []proto.ArenaInfo{
			{ID: "k", Name: "Hourly Kalah", Variant: "kalah pits=6 seeds=4", Clock: "3+2", Rated: true,
				Starts: now.Add(-10 * time.Minute).Unix(), Ends: now.Add(35*time.Minute + 5*time.Second).Unix(), Players: 12},
			{ID: "o", Name: "Friday Oware", Variant: "oware", Clock: "5+3", Private: true,
				Starts: now.Add(90 * time.Minute).Unix(), Ends: now.Add(150 * time.Minute).Unix(), Players: 1},
		},
		Finished: []proto.ArenaInfo{{ID: "b", Name: "Bao night", Variant: "bao", Clock: "10+5", Finished: true,
			Starts: now.Add(-3 * time.Hour).Unix(), Ends: now.Add(-2 * time.Hour).Unix(), Players: 7}},
	}
	rows := listRows(locales.English(), l, now)
	want := []struct{ main, sub, tag string }{
		{"Hourly Kalah", "Kalah 3+2 · ends in 35:05 · 12 players · rated", "rated"},
		{"Friday Oware", "Oware 5+3 · starts in 1 h 30 min · 1 player · casual", "private"},
		{"Bao night", "Bao 10+5 · finished · 7 players · casual", ""},
	}
	for i, w := range want {
		if r := rows[i]; r.Main != w.main || r.Sub != w.sub || r.Tag != w.tag || r.arena == "" || r.Act != "Open" {
			t.Errorf("row %d %+v, want %+v", i, r, w)
		}
	}
}

// The standings show the top lines and the player's own further down,
// tagged "you"; another player in a game can be watched, one who is not
// has their page opened; a bot is marked.
func TestTheStandingsShowTheTopAndThePlayersOwnLine(t *testing.T) {
	st := proto.ArenaState{
		Top: []proto.ArenaLine{
			{Rank: 1, Player: proto.Player{ID: "a", Name: "ann", Rating: 1712.4}, Score: 9, Fire: true, Sheet: "2 2 4", Playing: "g1"},
			{Rank: 2, Player: proto.Player{ID: "b", Name: "bob", Bot: true}, Score: 1, Sheet: "1", Away: true},
		},
		Me: &proto.ArenaLine{Rank: 17, Player: proto.Player{ID: "me", Name: "guest-1"}, Score: 0, Sheet: "0 -"},
	}
	rows := standingRows(locales.English(), st, "me")
	if len(rows) != 3 {
		t.Fatalf("%d rows", len(rows))
	}
	if r := rows[0]; r.Main != "1. ann (1712)" || r.Sub != "9 points · on fire · 2 2 4" || r.game != "g1" || r.Act != "Watch" {
		t.Errorf("the leader's row %+v", r)
	}
	if r := rows[1]; r.Main != "2. bob BOT" || r.Sub != "1 point · 1 · paused" || r.Act != "Page" || r.player != "b" {
		t.Errorf("a paused player's row %+v", r)
	}
	if r := rows[2]; r.Main != "17. guest-1" || r.Tag != "you" || r.Sub != "0 points · 0 -" {
		t.Errorf("the player's own row %+v", r)
	}
}
