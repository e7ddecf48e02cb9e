package saves

import (
	"reflect"
	"testing"
)

// TestOneGameIsKeptPerOpponent: a game against the computer and a game
// with a friend are saved side by side; clearing one leaves the other.
func TestOneGameIsKeptPerOpponent(t *testing.T) {
	eachBackend(t, func(t *testing.T, s *Store) {
		vs := kalahGame(t)
		friend := kalahGame(t)
		friend.Levels = [2]int{}
		friend.Moves = friend.Moves[:2]
		for _, g := range []*Game{vs, friend} {
			if err := s.SaveGame(g); err != nil {
				t.Fatal(err)
			}
		}
		for o, want := range map[Opponent]*Game{Computer: vs, Friend: friend} {
			if got, err := s.LoadGame(o); err != nil || !reflect.DeepEqual(got, want) {
				t.Fatalf("LoadGame(%s) = %+v, %v; want %+v", o, got, err, want)
			}
		}
		if err := s.ClearGame(Friend); err != nil {
			t.Fatal(err)
		}
		if got, _ := s.LoadGame(Friend); got != nil {
			t.Fatalf("the friend's game is still there: %+v", got)
		}
		if got, _ := s.LoadGame(Computer); !reflect.DeepEqual(got, vs) {
			t.Fatalf("clearing the friend's game lost the computer's: %+v", got)
		}
	})
}

// Today's game.json, as the version before this one wrote it: one record
// for whichever game was last played.
const (
	todaysComputerGame = `{
  "version": 1,
  "game": {
    "rules": "kalah",
    "start": "4,4,4,4,4,4/4,4,4,4,4,4 0 0 s",
    "levels": [
      0,
      10
    ],
    "moves": [
      "3",
      "6",
      "1"
    ]
  }
}
`
	todaysFriendGame = `{"version":1,"game":{"rules":"oware","start":"4,4,4,4,4,4/4,4,4,4,4,4 0 0 s","levels":[0,0],"moves":["3","2"],"undone":["4"]}}`
)

// TestTodaysGameFileStillLoads: a game.json of today's format loads as the
// game of its opponent: against the computer as the computer's, with a
// friend as the friend's; once the friend's game is saved or cleared, the
// old file no longer brings it back.
func TestTodaysGameFileStillLoads(t *testing.T) {
	eachBackend(t, func(t *testing.T, s *Store) {
		if err := s.b.write("game.json", []byte(todaysComputerGame)); err != nil {
			t.Fatal(err)
		}
		g, err := s.LoadGame(Computer)
		if err != nil || g == nil || g.Levels != [2]int{0, 10} || len(g.Moves) != 3 {
			t.Fatalf("LoadGame(computer) = %+v, %v", g, err)
		}
		if f, err := s.LoadGame(Friend); f != nil || err != nil {
			t.Fatalf("the computer's game loads as the friend's: %+v, %v", f, err)
		}
		if err := s.b.write("game.json", []byte(todaysFriendGame)); err != nil {
			t.Fatal(err)
		}
		f, err := s.LoadGame(Friend)
		if err != nil || f == nil || f.Rules != "oware" || len(f.Undone) != 1 {
			t.Fatalf("LoadGame(friend) = %+v, %v", f, err)
		}
		if g, err := s.LoadGame(Computer); g != nil || err != nil {
			t.Fatalf("the friend's game loads as the computer's: %+v, %v", g, err)
		}
		f.Moves = append(f.Moves, f.Undone[0])
		f.Undone = nil
		if err := s.SaveGame(f); err != nil {
			t.Fatal(err)
		}
		if s.b.exists("game.json") {
			t.Error("the old friend's game is still in game.json after the friend's game was saved")
		}
		if err := s.ClearGame(Friend); err != nil {
			t.Fatal(err)
		}
		if f, _ := s.LoadGame(Friend); f != nil {
			t.Fatalf("a cleared friend's game came back: %+v", f)
		}
	})
}

// TestSettingsKeepThePickersLastChoices: the last choices are saved with
// the settings and come back; unusable ones are mended or dropped; a
// settings file of an earlier version, without them, still loads.
func TestSettingsKeepThePickersLastChoices(t *testing.T) {
	eachBackend(t, func(t *testing.T, s *Store) {
		st := DefaultSettings()
		st.Last = &Choices{Rules: "kalah pits=5 seeds=6 capture=empty", First: "north", Level: 10}
		if err := s.SaveSettings(st); err != nil {
			t.Fatal(err)
		}
		back, err := s.LoadSettings()
		if err != nil || !reflect.DeepEqual(back, st) {
			t.Fatalf("LoadSettings = %+v, %v; want %+v", back, err, st)
		}
		old := `{"version": 1, "settings": {"speed": "Fast", "volume": 40, "theme": "contrast", "pitNumbers": true}}`
		if err := s.b.write("settings.json", []byte(old)); err != nil {
			t.Fatal(err)
		}
		back, err = s.LoadSettings()
		if err != nil || back.Last != nil || back.Speed != "Fast" || back.Volume != 40 || !back.PitNumbers {
			t.Fatalf("an earlier version's settings load as %+v, %v", back, err)
		}
	})
	for _, c := range []struct {
		in   Choices
		want *Choices
	}{
		{Choices{Rules: "chess"}, nil},
		{Choices{Rules: "oware", First: "east", Level: 11}, &Choices{Rules: "oware", First: "south"}},
		{Choices{Rules: "bao", First: "north", Level: 3}, &Choices{Rules: "bao", First: "north", Level: 3}},
	} {
		st := Settings{Last: &c.in}
		if got := st.Normalized().Last; !reflect.DeepEqual(got, c.want) {
			t.Errorf("Normalized(%+v) = %+v, want %+v", c.in, got, c.want)
		}
	}
}
