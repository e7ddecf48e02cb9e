package saves

import (
	"errors"
	"reflect"
	"testing"
	"time"

	"mancala/engine"
)

// Slots of the tests.
var (
	kalahVsComputer = Slot{engine.KalahGame, Computer}
	kalahWithFriend = Slot{engine.KalahGame, Friend}
	owareVsComputer = Slot{engine.OwareGame, Computer}
	owareWithFriend = Slot{engine.OwareGame, Friend}
)

// sameSave fails unless got is want as saved: the same game, stamped.
func sameSave(t *testing.T, got, want *Game) {
	t.Helper()
	if got == nil || got.Saved.IsZero() {
		t.Fatalf("loaded %+v, want %+v stamped with its time", got, want)
	}
	unstamped := *got
	unstamped.Saved = want.Saved
	if !reflect.DeepEqual(&unstamped, want) {
		t.Fatalf("loaded %+v, want %+v", got, want)
	}
}

// TestOneGameIsKeptPerGameAndOpponent: games against the computer and
// with a friend, of Kalah and of Oware, are saved side by side; clearing
// one leaves the others; a new game of one kind replaces only the game of
// that kind.
func TestOneGameIsKeptPerGameAndOpponent(t *testing.T) {
	eachBackend(t, func(t *testing.T, s *Store) {
		games := map[Slot]*Game{kalahVsComputer: kalahGame(t), kalahWithFriend: kalahGame(t),
			owareVsComputer: owareGame(t, 10), owareWithFriend: owareGame(t, 0)}
		games[kalahWithFriend].Levels = [2]int{}
		games[kalahWithFriend].Moves = games[kalahWithFriend].Moves[:2]
		for _, g := range games {
			if err := s.SaveGame(g); err != nil {
				t.Fatal(err)
			}
		}
		for sl, want := range games {
			got, err := s.LoadGame(sl)
			if err != nil {
				t.Fatal(err)
			}
			sameSave(t, got, want)
		}
		if err := s.ClearGame(kalahWithFriend); err != nil {
			t.Fatal(err)
		}
		if got, _ := s.LoadGame(kalahWithFriend); got != nil {
			t.Fatalf("the friend's game is still there: %+v", got)
		}
		all, err := s.SavedGames()
		if err != nil || len(all) != 3 {
			t.Fatalf("SavedGames = %d games, %v; want the three left", len(all), err)
		}
	})
}

// owareGame returns an Oware game of two moves against the computer at
// level (0: a friend).
func owareGame(t *testing.T, level int) *Game {
	eg, _ := midGame(t, "oware", engine.South, 2, 0)
	g := FromEngine(eg)
	g.Levels[engine.North] = level
	return g
}

// TestSavedGamesComeLatestFirst: Resume's list starts with the game saved
// last.
func TestSavedGamesComeLatestFirst(t *testing.T) {
	s := openMemory(t)
	first, second := owareGame(t, 3), kalahGame(t)
	clock := time.Date(2026, 12, 5, 14, 0, 0, 0, time.UTC)
	s.now = func() time.Time { return clock }
	for _, g := range []*Game{first, second} {
		if err := s.SaveGame(g); err != nil {
			t.Fatal(err)
		}
		clock = clock.Add(time.Minute)
	}
	all, err := s.SavedGames()
	if err != nil || len(all) != 2 || all[0].Rules != second.Rules || all[1].Rules != first.Rules {
		t.Fatalf("SavedGames = %+v, %v; want Kalah then Oware", all, err)
	}
}

// A game found in another game's place (a file copied by hand) is kept
// aside, not shown as the game of that place.
func TestAGameInAnotherGamesPlaceIsKeptAside(t *testing.T) {
	s := openMemory(t)
	data, _ := encode("game", owareGame(t, 0))
	if err := s.b.write(kalahVsComputer.record().name, data); err != nil {
		t.Fatal(err)
	}
	g, err := s.LoadGame(kalahVsComputer)
	var k *KeptAside
	if g != nil || !errors.As(err, &k) || k.Aside == "" {
		t.Fatalf("LoadGame = %+v, %v; want it kept aside", g, err)
	}
	if kind, slot := k.Kind(); kind != KindGame || slot != kalahVsComputer {
		t.Errorf("kept a record of %v %v; want Kalah against the computer's game", kind, slot)
	}
}

// Today's game.json, as the versions before this one wrote it: one record
// for whichever game was last played, and game-friend.json.
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

// TestEarlierVersionsGamesMoveToTheirPlaces: game.json and
// game-friend.json of earlier versions load as the games of their kind
// and move to their places; one whose place holds a newer game stays
// where it is, untouched.
func TestEarlierVersionsGamesMoveToTheirPlaces(t *testing.T) {
	eachBackend(t, func(t *testing.T, s *Store) {
		write := func(name, data string) {
			if err := s.b.write(name, []byte(data)); err != nil {
				t.Fatal(err)
			}
		}
		write("game.json", todaysComputerGame)
		write("game-friend.json", todaysFriendGame)
		all, err := s.SavedGames()
		if err != nil || len(all) != 2 {
			t.Fatalf("SavedGames = %+v, %v; want both old games", all, err)
		}
		if g, _ := s.LoadGame(kalahVsComputer); g == nil || g.Levels != [2]int{0, 10} || len(g.Moves) != 3 {
			t.Fatalf("the old game against the computer loads as %+v", g)
		}
		if f, _ := s.LoadGame(owareWithFriend); f == nil || len(f.Undone) != 1 {
			t.Fatalf("the old friend's game loads as %+v", f)
		}
		if s.b.exists("game.json") || s.b.exists("game-friend.json") {
			t.Error("the old records are still there once moved")
		}
		write("game.json", todaysComputerGame)
		if _, err := s.SavedGames(); err != nil {
			t.Fatal(err)
		}
		if !s.b.exists("game.json") {
			t.Error("an old game was dropped although its place holds a newer game")
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
