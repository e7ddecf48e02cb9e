package challenges

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"mancala/engine"
)

// goodFields are the fields of a valid challenge, varied by the tests: South
// plays 6 (an extra turn), then 5 into the emptied pit 6 to capture.
const goodFields = `"id": "t-1", "title": "Test", "variant": "kalah",
	"position": "0,0,0,0,1,1/1,1,1,1,1,4 19 18 s", "goal": "capture 1", "difficulty": 1,
	"hint": "Look."`

func TestEmbeddedChallengesLoad(t *testing.T) {
	set, err := Embedded()
	if err != nil {
		t.Fatal(err)
	}
	if set.Len() == 0 {
		t.Fatal("no challenges")
	}
}

// Embedded skips the goals' search at run time; this is where the
// built-in files are proven as a puzzle maker's files are on loading.
func TestEmbeddedGoalsAreProvenReachableAsLoadProvesAFile(t *testing.T) {
	sub, err := fs.Sub(data, "data")
	if err != nil {
		t.Fatal(err)
	}
	proven, err := Load(sub)
	if err != nil {
		t.Fatal(err)
	}
	if set, _ := Embedded(); proven.Len() != set.Len() {
		t.Errorf("Load proved %d challenges, Embedded has %d", proven.Len(), set.Len())
	}
}

func TestLoadRejectsBadData(t *testing.T) {
	for _, tc := range []struct {
		name, json, want string
	}{
		{"not an array", `{"id": "x"}`, "want a JSON array"},
		{"unknown field", `[{` + goodFields + `, "tilte": "x"}]`, `(id "t-1"): json: unknown field "tilte"`},
		{"missing title", `[{"id": "t-2", "variant": "kalah"}]`, `(id "t-2"): field title: missing`},
		{"missing difficulty", `[{` + strings.Replace(goodFields, `"difficulty": 1,`, "", 1) + `}]`, "field difficulty: missing"},
		{"bad id", `[{` + strings.Replace(goodFields, `"t-1"`, `"T 1"`, 1) + `}]`, `(id "T 1"): field id:`},
		{"unknown variant", `[{` + strings.Replace(goodFields, `"kalah"`, `"chess"`, 1) + `}]`, `field variant: engine: unknown variant`},
		{"unknown option", `[{` + goodFields + `, "options": "pits=6 colour=red"}]`, `field options: engine: unknown kalah option "colour"`},
		{"options where none", `[{` + strings.Replace(goodFields, `"kalah"`, `"oware"`, 1) + `, "options": "pits=6"}]`, "field options: oware takes no options"},
		{"position does not parse", `[{` + strings.Replace(goodFields, "1,4 19", "x,4 19", 1) + `}]`, "field position: engine:"},
		{"seed total broken", `[{` + strings.Replace(goodFields, "1,4 19", "1,5 19", 1) + `}]`, "field position: engine:"},
		{"game over", `[{` + strings.Replace(goodFields, "0,0,0,0,1,1/1,1,1,1,1,4 19 18", "0,0,0,0,0,0/1,1,1,1,1,4 21 18", 1) + `}]`, "field position: the game is already over"},
		{"unknown goal", `[{` + strings.Replace(goodFields, "capture 1", "steal 1", 1) + `}]`, `field goal: goal "steal 1": unknown kind`},
		{"goal not a number", `[{` + strings.Replace(goodFields, "capture 1", "capture many", 1) + `}]`, `field goal: goal "capture many"`},
		{"goal of another variant", `[{` + strings.Replace(goodFields, "capture 1", "immobilise in 2", 1) + `}]`, `field goal: goal "immobilise in 2" is not available in kalah`},
		{"goal not reachable", `[{` + strings.Replace(goodFields, "capture 1", "capture 5", 1) + `}]`, `field goal: "capture 5" is not reachable: the best this turn is 1`},
		{"difficulty out of range", `[{` + strings.Replace(goodFields, `"difficulty": 1`, `"difficulty": 6`, 1) + `}]`, "field difficulty: 6 is not 1 to 5"},
		{"duplicate id in a file", `[{` + goodFields + `}, {` + goodFields + `}]`, `challenge 2 (id "t-1"): field id: duplicate id`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("bad.json", []byte(tc.json))
			if err == nil {
				t.Fatalf("no error, want one containing %q", tc.want)
			}
			if msg := err.Error(); !strings.HasPrefix(msg, "challenges: bad.json: ") || !strings.Contains(msg, tc.want) {
				t.Fatalf("error %q, want it to name the file and contain %q", msg, tc.want)
			}
		})
	}
}

func TestLoadRejectsDuplicateIdsAcrossFiles(t *testing.T) {
	fsys := fstest.MapFS{
		"a.json": {Data: []byte(`[{` + goodFields + `}]`)},
		"b.json": {Data: []byte(`[{` + goodFields + `}]`)},
	}
	_, err := Load(fsys)
	if err == nil || !strings.Contains(err.Error(), `challenges: b.json: challenge 1 (id "t-1"): field id: duplicate id, also in a.json`) {
		t.Fatalf("error %v, want the duplicate named", err)
	}
}

func TestLoadOrdersByVariantAndDifficulty(t *testing.T) {
	hard := strings.Replace(strings.Replace(goodFields, `"difficulty": 1`, `"difficulty": 3`, 1), `"t-1"`, `"t-3"`, 1)
	fsys := fstest.MapFS{"a.json": {Data: []byte(`[{` + hard + `}, {` + goodFields + `}]`)}}
	set, err := Load(fsys)
	if err != nil {
		t.Fatal(err)
	}
	ids := []string{}
	for _, c := range set.Variant(engine.KalahGame) {
		ids = append(ids, c.ID)
	}
	if strings.Join(ids, " ") != "t-1 t-3" {
		t.Fatalf("order %v, want t-1 t-3", ids)
	}
	if n, ok := set.Next("t-1"); !ok || n.ID != "t-3" {
		t.Fatalf("Next(t-1) = %v, want t-3", n)
	}
	if got := set.Level(engine.KalahGame, 3); len(got) != 1 || got[0].ID != "t-3" {
		t.Fatalf("Level(kalah, 3) = %v", got)
	}
}

func TestGoalNotationRoundTrips(t *testing.T) {
	for _, s := range []string{"capture 7", "chain 3", "store 20", "win", "win by 4", "win in 3", "immobilise in 2"} {
		g, err := ParseGoal(s)
		if err != nil {
			t.Fatal(err)
		}
		if g.String() != s {
			t.Errorf("ParseGoal(%q).String() = %q", s, g)
		}
	}
	for _, s := range []string{"", "win by", "capture", "capture 0", "capture -1", "win in x", "dance 3"} {
		if _, err := ParseGoal(s); err == nil {
			t.Errorf("ParseGoal(%q) gave no error", s)
		}
	}
}

func TestLoadReadsKalahOptions(t *testing.T) {
	js := `[{"id": "small", "title": "Small board", "variant": "kalah", "options": "pits=4 seeds=3",
		"position": "0,0,0,1/3,1,1,1 9 8 s", "goal": "store 10", "difficulty": 1, "hint": "Home."}]`
	list, err := Parse("small.json", []byte(js))
	if err != nil {
		t.Fatal(err)
	}
	if got := list[0].Rules.String(); !strings.HasPrefix(got, "kalah pits=4 seeds=3 ") {
		t.Fatalf("rules %q, want a 4-pit, 3-seed Kalah", got)
	}
}
