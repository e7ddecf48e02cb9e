package saves

import (
	"errors"
	"math/rand"
	"reflect"
	"strings"
	"testing"

	"mancala/engine"
)

// opener opens an empty store on one backend.
type opener struct {
	name string
	open func(t *testing.T) *Store
}

// eachBackend runs f on an empty store of every backend of this platform:
// the files in a directory (not in the browser) and the key-value store
// behind localStorage.
func eachBackend(t *testing.T, f func(t *testing.T, s *Store)) {
	for _, o := range backends() {
		t.Run(o.name, func(t *testing.T) { f(t, o.open(t)) })
	}
}

// midGame plays n legal moves of rules from the start with first to move,
// chosen by a seeded random source, then undoes u of them.
func midGame(t *testing.T, rules string, first engine.Side, n, u int) (*engine.Game, []string) {
	t.Helper()
	r, err := engine.ParseRules(rules)
	if err != nil {
		t.Fatal(err)
	}
	eg := engine.NewGame(r, r.Start(first))
	rng := rand.New(rand.NewSource(int64(len(rules))))
	for i := 0; i < n; i++ {
		legal := eg.LegalMoves(nil)
		if len(legal) == 0 {
			t.Fatalf("%s ended after %d moves, want %d", rules, i, n)
		}
		if err := eg.Play(legal[rng.Intn(len(legal))], nil); err != nil {
			t.Fatal(err)
		}
	}
	var undone []string
	for i := 0; i < u; i++ {
		undone = append([]string{eg.Moves()[len(eg.Moves())-1].String()}, undone...)
		eg.Undo()
	}
	return eg, undone
}

// kalahGame is a short legal game to save.
func kalahGame(t *testing.T) *Game {
	eg, _ := midGame(t, "kalah", engine.South, 3, 0)
	g := FromEngine(eg)
	g.Levels[engine.North] = 10
	return g
}

// sameGame checks that b is a over again: rules, every position of the
// history, the moves, and the redo moves.
func sameGame(t *testing.T, a, b *engine.Game) {
	t.Helper()
	if a.Rules().String() != b.Rules().String() {
		t.Fatalf("rules %s, want %s", b.Rules(), a.Rules())
	}
	if !reflect.DeepEqual(a.Moves(), b.Moves()) {
		t.Fatalf("moves %v, want %v", b.Moves(), a.Moves())
	}
	for i := 0; i <= len(a.Moves()); i++ {
		if a.PositionAt(i) != b.PositionAt(i) {
			t.Fatalf("position after %d moves differs", i)
		}
	}
	for a.CanRedo() || b.CanRedo() {
		if a.Redo(nil) != b.Redo(nil) || a.Position() != b.Position() {
			t.Fatal("redo differs")
		}
	}
	for a.Undo() {
		if !b.Undo() || a.Position() != b.Position() {
			t.Fatal("undo differs")
		}
	}
}

func TestGameMidPlayRoundTripsInEveryVariant(t *testing.T) {
	games := []struct {
		rules  string
		first  engine.Side
		played int
		undone int
	}{
		{"kalah seeds=5 capture=empty", engine.South, 14, 2},
		{"kalah pits=4 seeds=3 end=mover-empty leftovers=emptier sowing=avalanche", engine.North, 10, 0},
		{"kalah", engine.North, 20, 1},
		{"oware", engine.South, 30, 3},
		{"congkak", engine.North, 16, 0},
		{"bao", engine.South, 25, 2},
	}
	for _, c := range games {
		t.Run(c.rules, func(t *testing.T) {
			eachBackend(t, func(t *testing.T, s *Store) {
				eg, undone := midGame(t, c.rules, c.first, c.played, c.undone)
				g := FromEngine(eg)
				g.Undone, g.Levels, g.Challenge = undone, [2]int{0, 7}, "k-12"
				if err := s.SaveGame(g); err != nil {
					t.Fatal(err)
				}
				sl, _ := g.Slot()
				back, err := s.LoadGame(sl)
				if err != nil {
					t.Fatal(err)
				}
				sameSave(t, back, g)
				rebuilt, err := back.Replay()
				if err != nil {
					t.Fatal(err)
				}
				sameGame(t, eg, rebuilt)
			})
		})
	}
}

func TestNoSavedGameLoadsAsNil(t *testing.T) {
	eachBackend(t, func(t *testing.T, s *Store) {
		if g, err := s.LoadGame(kalahVsComputer); g != nil || err != nil {
			t.Fatalf("LoadGame = %v, %v; want nil, nil", g, err)
		}
	})
}

func TestClearedGameIsGone(t *testing.T) {
	eachBackend(t, func(t *testing.T, s *Store) {
		if err := s.SaveGame(kalahGame(t)); err != nil {
			t.Fatal(err)
		}
		if err := s.ClearGame(kalahVsComputer); err != nil {
			t.Fatal(err)
		}
		if g, err := s.LoadGame(kalahVsComputer); g != nil || err != nil {
			t.Fatalf("LoadGame after ClearGame = %v, %v; want nil, nil", g, err)
		}
		if err := s.ClearGame(kalahVsComputer); err != nil {
			t.Errorf("ClearGame with no game = %v, want nil", err)
		}
	})
}

func TestSettingsRoundTrip(t *testing.T) {
	eachBackend(t, func(t *testing.T, s *Store) {
		if st, err := s.LoadSettings(); err != nil || st != DefaultSettings() {
			t.Fatalf("first LoadSettings = %+v, %v; want the defaults", st, err)
		}
		want := Settings{Speed: "Slow", Mute: true, Volume: 0, Theme: Contrast, PitNumbers: true, Server: "http://10.0.0.2:8080"}
		if err := s.SaveSettings(want); err != nil {
			t.Fatal(err)
		}
		if st, err := s.LoadSettings(); err != nil || st != want {
			t.Fatalf("LoadSettings = %+v, %v; want %+v", st, err, want)
		}
	})
}

func TestProgressRoundTrip(t *testing.T) {
	eachBackend(t, func(t *testing.T, s *Store) {
		if p, err := s.LoadProgress(); err != nil || len(p.Solved) != 0 {
			t.Fatalf("first LoadProgress = %+v, %v; want nothing solved", p, err)
		}
		want := Progress{Solved: map[string]Solved{"kalah-3": {Score: 12, Moves: 4}, "oware-1": {Score: 1, Moves: 9}}}
		if err := s.SaveProgress(want); err != nil {
			t.Fatal(err)
		}
		if p, err := s.LoadProgress(); err != nil || !reflect.DeepEqual(p, want) {
			t.Fatalf("LoadProgress = %+v, %v; want %+v", p, err, want)
		}
	})
}

func TestOddSettingsFallBackWithoutError(t *testing.T) {
	eachBackend(t, func(t *testing.T, s *Store) {
		raw := `{"version":1,"settings":{"speed":"Warp","volume":250,"theme":"neon","mute":true}}`
		if err := s.b.write("settings.json", []byte(raw)); err != nil {
			t.Fatal(err)
		}
		want := Settings{Speed: "Normal", Mute: true, Volume: 100, Theme: Wood, Server: DefaultServer}
		if st, err := s.LoadSettings(); err != nil || st != want {
			t.Fatalf("LoadSettings = %+v, %v; want %+v", st, err, want)
		}
		if st := (Settings{Volume: -5, Speed: "Fast", Theme: Contrast}).Normalized(); st.Volume != 0 || st.Speed != "Fast" {
			t.Errorf("Normalized = %+v, want volume 0 and speed kept", st)
		}
	})
}

func TestSettingsWithoutServerPlayOnTheDefaultServer(t *testing.T) {
	eachBackend(t, func(t *testing.T, s *Store) {
		raw := `{"version":1,"settings":{"speed":"Fast","volume":40,"theme":"wood"}}`
		if err := s.b.write("settings.json", []byte(raw)); err != nil {
			t.Fatal(err)
		}
		if st, err := s.LoadSettings(); err != nil || st.Server != DefaultServer {
			t.Fatalf("LoadSettings = %+v, %v; want server %s", st, err, DefaultServer)
		}
		st := DefaultSettings()
		st.Server = "http://club.example:9000"
		if err := s.SaveSettings(st); err != nil {
			t.Fatal(err)
		}
		if got, err := s.LoadSettings(); err != nil || got.Server != st.Server {
			t.Fatalf("LoadSettings = %+v, %v; want server %s kept", got, err, st.Server)
		}
	})
}

// keptAside loads the game and checks it was kept aside as aside.
func keptAside(t *testing.T, s *Store, aside string) *KeptAside {
	t.Helper()
	g, err := s.LoadGame(kalahVsComputer)
	var k *KeptAside
	if g != nil || !errors.As(err, &k) {
		t.Fatalf("LoadGame = %v, %v; want nil and *KeptAside", g, err)
	}
	if k.Aside != aside || k.Record != "game.json" {
		t.Fatalf("kept %s as %q, want game.json as %q", k.Record, k.Aside, aside)
	}
	if s.b.exists("game.json") {
		t.Fatal("the bad record is still in place")
	}
	if kind, _ := k.Kind(); kind != KindOldGame {
		t.Errorf("kept a record of kind %v; want the old game's", kind)
	}
	if newer := strings.Contains(k.Reason, "newer version"); newer != k.Newer() {
		t.Errorf("reason %q, Newer %v: a newer version's record must say so, and only it", k.Reason, k.Newer())
	}
	return k
}

func TestBadSavesAreKeptAsideEachUnderItsOwnName(t *testing.T) {
	eachBackend(t, func(t *testing.T, s *Store) {
		good, _ := encode("game", kalahGame(t))
		bad := map[string]string{
			"game.json.bad-1": "{not json at all",
			"game.json.bad-2": string(good[:len(good)/2]),
			"game.json.bad-3": strings.Replace(string(good), `"version": 1`, `"version": 2`, 1),
		}
		reasons := map[string]bool{}
		for _, aside := range []string{"game.json.bad-1", "game.json.bad-2", "game.json.bad-3"} {
			if err := s.b.write("game.json", []byte(bad[aside])); err != nil {
				t.Fatal(err)
			}
			k := keptAside(t, s, aside)
			reasons[k.Reason] = true
		}
		for aside, data := range bad {
			if got, err := s.b.read(aside); err != nil || string(got) != data {
				t.Errorf("%s holds %q, %v; want %q", aside, got, err, data)
			}
		}
		if len(reasons) != 3 {
			t.Errorf("reasons %v, want three different ones", reasons)
		}
	})
}

// owareSave is a saved Oware game at the start, with more fields.
func owareSave(more string) string {
	return `{"version":1,"game":{"rules":"oware","start":"4,4,4,4,4,4/4,4,4,4,4,4 0 0 s"` + more + `}}`
}

func TestReasonsNameWhatIsWrong(t *testing.T) {
	good, _ := encode("game", kalahGame(t))
	cases := []struct{ data, reason string }{
		{"{not json", "not valid JSON"},
		{string(good[:len(good)/2]), "truncated"},
		{"", "empty"},
		{`{"version":2,"game":{}}`, "from a newer version of the game, format 2"},
		{`{"game":{}}`, "no version"},
		{`{"version":1}`, "no game in it"},
		{`[1,2]`, "not a saved record"},
		{string(good) + "}", "extra data after the end"},
		{`{"version":1,"game":{"rules":"","start":""}}`, "no rules"},
		{`{"version":1,"game":{"rules":"chess","start":""}}`, `unknown rules "chess"`},
		{`{"version":1,"game":{"rules":"oware","start":"4 4"}}`, `bad start "4 4"`},
		{owareSave(`,"levels":[0,11]`), "north's level 11 is outside 0..10"},
		{owareSave(`,"moves":["7"]`), `move 1 "7" is not a move`},
		{owareSave(`,"moves":"1"`), "malformed game"},
	}
	for _, c := range cases {
		s := openMemory(t)
		s.b.write("game.json", []byte(c.data))
		_, err := s.LoadGame(kalahVsComputer)
		var k *KeptAside
		if !errors.As(err, &k) || k.Reason != c.reason {
			t.Errorf("LoadGame of %.40q: %v; want reason %q", c.data, err, c.reason)
		}
	}
}

// emptyPitGame sows South's pit 1, North's pit 1, then South's pit 1
// again: empty, so the third move is illegal.
func emptyPitGame() *Game {
	return &Game{Rules: "kalah", Start: "4,4,4,4,4,4/4,4,4,4,4,4 0 0 s", Moves: []string{"1", "1", "1"}}
}

func TestIllegalMoveInTheHistoryIsCaught(t *testing.T) {
	eachBackend(t, func(t *testing.T, s *Store) {
		data, _ := encode("game", emptyPitGame())
		s.b.write("game.json", data)
		k := keptAside(t, s, "game.json.bad-1")
		if k.Reason != `illegal move 3 "1"` {
			t.Errorf("reason %q, want illegal move 3", k.Reason)
		}
		if err := s.SaveGame(emptyPitGame()); err == nil || !strings.Contains(err.Error(), "illegal move 3") {
			t.Errorf("SaveGame of an illegal game = %v, want it refused naming move 3", err)
		}
	})
}

func TestIllegalUndoneMoveIsCaught(t *testing.T) {
	g := emptyPitGame()
	g.Moves, g.Undone = g.Moves[:2], g.Moves[2:]
	if _, err := g.Replay(); err == nil || !strings.Contains(err.Error(), `illegal undone move 1 "1"`) {
		t.Errorf("Replay = %v, want illegal undone move 1", err)
	}
}

func TestServerAddressTakesHostPortOrURLAndRefusesTheRest(t *testing.T) {
	for in, want := range map[string]string{
		"127.0.0.1:8080":            "http://127.0.0.1:8080",
		" http://club.example/ ":    "http://club.example",
		"https://club.example:8443": "https://club.example:8443",
		"localhost":                 "http://localhost",
	} {
		if got, err := ServerAddress(in); err != nil || got != want {
			t.Errorf("ServerAddress(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, in := range []string{"", "ftp://x", "http://", "http://x/path", "http://x?a=1", "http://u:p@x", "a b"} {
		if got, err := ServerAddress(in); err == nil {
			t.Errorf("ServerAddress(%q) = %q, want an error", in, got)
		}
	}
}
