package rulesbook

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"mancala/engine"
)

// book returns the embedded book or stops the test.
func book(t *testing.T) *Book {
	t.Helper()
	b, err := Embedded()
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// eachPage runs f for every page of every game.
func eachPage(t *testing.T, f func(t *testing.T, v engine.Variant, pg *Page)) {
	b := book(t)
	for v := engine.KalahGame; v <= engine.BaoGame; v++ {
		for i := range b.Pages(v) {
			pg := &b.Pages(v)[i]
			t.Run(fmt.Sprintf("%v/%s", v, pg.Title), func(t *testing.T) { f(t, v, pg) })
		}
	}
}

func TestEveryGameHasRulesPages(t *testing.T) {
	b := book(t)
	for v := engine.KalahGame; v <= engine.BaoGame; v++ {
		if n := len(b.Pages(v)); n < 4 {
			t.Errorf("%v has %d pages", v, n)
		}
	}
}

func TestEveryDemoShowsWhatItsPageTeaches(t *testing.T) {
	eachPage(t, func(t *testing.T, v engine.Variant, pg *Page) {
		check, ok := demoChecks[v.String()+"/"+pg.Title]
		if !ok {
			t.Fatalf("no check for this page's demonstration")
		}
		if err := check(pg.Demos); err != nil {
			t.Error(err)
		}
	})
}

func TestEveryDemoTraceReplaysToItsMove(t *testing.T) {
	eachPage(t, func(t *testing.T, v engine.Variant, pg *Page) {
		for _, d := range pg.Demos {
			c := d.Clip()
			if got := engine.Replay(c.Start, &c.Trace); got != c.Rules.Apply(c.Start, c.Move, nil) {
				t.Errorf("%s: the trace replays to %s", d.Position, engine.FormatPosition(c.Rules, got))
			}
		}
	})
}

// sowsPit finds "sow your pit 6: 9 seeds", "sow pit 6", "last seed: pit
// 7", "front pit 2, clockwise" in an intro: the pit the move sows, its
// seeds and direction.
var sowsPit = regexp.MustCompile(`(?i)(?:sow (?:your )?|last seed: |(front|back) )pit (\d+)(?:: (\d+) seeds)?(?:, (anti-)?clockwise)?`)

// An intro that names the pit sown, its seeds or the direction names the
// demonstration's move: "You sow your pit 6: 9 seeds" sows pit 6, which
// holds 9.
func TestEveryIntroNamesTheMoveItShows(t *testing.T) {
	named := 0
	eachPage(t, func(t *testing.T, v engine.Variant, pg *Page) {
		for _, d := range pg.Demos {
			m := sowsPit.FindStringSubmatch(d.Intro)
			if m == nil {
				continue
			}
			named++
			if err := namesMove(d.Clip(), m); err != nil {
				t.Errorf("intro %q: %v", d.Intro, err)
			}
		}
	})
	if named < 20 {
		t.Errorf("only %d intros name the pit they sow", named)
	}
}

// namesMove checks the parts of an intro matched by sowsPit against the
// clip's move: [1] the row, [2] the pit, [3] the seeds, [4] "anti-" when
// a direction is named ([0] holds the whole match).
func namesMove(c Clip, m []string) error {
	want := m[2]
	if m[1] != "" {
		want = strings.ToUpper(m[1][:1]) + m[2]
	}
	if got := strings.TrimRight(c.Move.String(), "<>"); got != want {
		return fmt.Errorf("the move is %s, not pit %s", c.Move, want)
	}
	if lift := c.Trace.Events[0]; m[3] != "" && strconv.Itoa(lift.Count) != m[3] {
		return fmt.Errorf("the pit holds %d seeds", lift.Count)
	}
	if strings.HasSuffix(m[0], "clockwise") {
		dir := map[bool]engine.Direction{true: engine.AntiClockwise, false: engine.Clockwise}[m[4] != ""]
		if c.Move.Direction() != dir {
			return fmt.Errorf("the move sows %v", c.Move.Direction())
		}
	}
	return nil
}

// goodPage is a valid page, varied by the tests.
const goodPage = `{"title": "Extra turn", "body": ["One.", "Two."],
	"demos": [{"position": "4,4,4,4,4,4/4,4,4,4,4,4 0 0 s", "move": "3", "intro": "The start",
	"say": {"extra-turn": "Again!"}}]}`

func TestParseReadsAPage(t *testing.T) {
	pages, err := Parse(engine.KalahGame, "kalah.json", []byte("["+goodPage+"]"))
	if err != nil {
		t.Fatal(err)
	}
	d := pages[0].Demos[0]
	if pages[0].Body != "One.\nTwo." || d.Say[engine.ExtraTurn] != "Again!" || d.Clip().Move.String() != "3" {
		t.Fatalf("got %+v", pages[0])
	}
}

func TestParseRejectsMalformedPages(t *testing.T) {
	for _, tc := range []struct{ name, from, to, want string }{
		{"not an array", "", goodPage, "want a JSON array of pages"},
		{"unknown field", `"title"`, `"titel": "x", "title"`, `unknown field "titel"`},
		{"no title", `"Extra turn"`, `""`, `page 1 (""): title: missing`},
		{"no body", `["One.", "Two."]`, `[]`, "body: missing"},
		{"line break in a paragraph", `"One."`, `"One.\nMore."`, "body: paragraph 1 is empty or holds a line break"},
		{"no demos", "", `[{"title": "T", "body": ["One."], "demos": []}]`, "demos: missing"},
		{"no intro", `"The start"`, `""`, "demo 1: intro: missing"},
		{"position does not parse", `"4,4,4,4,4,4/`, `"4,x,4,4,4,4/`, "demo 1: position: engine:"},
		{"illegal move", `"4,4,4,4,4,4/4`, `"4,4,0,4,4,8/4`, "demo 1: move: 3 is not legal"},
		{"move does not parse", `"move": "3"`, `"move": "F3>"`, "demo 1: move: engine:"},
		{"rules of another game", `"position"`, `"rules": "oware", "position"`, `demo 1: rules: "oware" are not kalah's`},
		{"unknown event", `"extra-turn"`, `"bonus"`, `say: "bonus" is not an event`},
		{"caption of an event the move lacks", `"extra-turn"`, `"capture"`, `say: the move makes no "capture" event`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			js := "[" + strings.Replace(goodPage, tc.from, tc.to, 1) + "]"
			if tc.from == "" {
				js = tc.to // the whole file
			}
			_, err := Parse(engine.KalahGame, "kalah.json", []byte(js))
			if err == nil || !strings.HasPrefix(err.Error(), "rulesbook: kalah.json: ") || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("error %v, want one naming the file and containing %q", err, tc.want)
			}
		})
	}
}

func TestLoadNeedsAFilePerGame(t *testing.T) {
	fsys := fstest.MapFS{"kalah.json": {Data: []byte("[" + goodPage + "]")}}
	if _, err := Load(fsys); err == nil || !strings.Contains(err.Error(), "oware.json") {
		t.Fatalf("error %v, want the missing oware.json named", err)
	}
}
