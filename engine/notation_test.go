package engine

import (
	"strings"
	"testing"
)

// notationRules are the rules whose notation every test walks through.
var notationRules = []string{
	"kalah", "kalah pits=1 seeds=1", "kalah pits=8 seeds=10", "kalah pits=3 seeds=7",
	"oware", "congkak", "bao",
}

func TestPositionNotationStarts(t *testing.T) {
	cases := []struct{ rules, start string }{
		{"kalah", "4,4,4,4,4,4/4,4,4,4,4,4 0 0 s"},
		{"kalah seeds=3", "3,3,3,3,3,3/3,3,3,3,3,3 0 0 s"},
		{"kalah pits=4 seeds=5", "5,5,5,5/5,5,5,5 0 0 s"},
		{"oware", "4,4,4,4,4,4/4,4,4,4,4,4 0 0 s"},
		{"congkak", "7,7,7,7,7,7,7/7,7,7,7,7,7,7 0 0 s"},
		{"bao", "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 s"},
	}
	for _, c := range cases {
		r := mustRules(t, c.rules)
		if got := FormatPosition(r, r.Start(South)); got != c.start {
			t.Errorf("%s: start %q, want %q", r, got, c.start)
		}
		north := strings.TrimSuffix(c.start, "s") + "n"
		if got := FormatPosition(r, r.Start(North)); got != north {
			t.Errorf("%s: start with North first %q, want %q", r, got, north)
		}
	}
}

// TestPositionNotationRoundTrip: every position reached in random games
// of every variant is written and read back unchanged.
func TestPositionNotationRoundTrip(t *testing.T) {
	for _, rs := range notationRules {
		r := mustRules(t, rs)
		rng := newRand(uint64(len(rs)))
		for game := 0; game < 20; game++ {
			randomGame(r, r.Start(Side(game%2)), rng, 400, func(p Position) {
				s := FormatPosition(r, p)
				q, err := ParsePosition(r, s)
				if err != nil || q != p {
					t.Fatalf("%s: %q reads back as %s, %v", r, s, FormatPosition(r, q), err)
				}
			})
		}
	}
}

func TestPositionNotationErrors(t *testing.T) {
	cases := []struct {
		rules, text string
		want        []string // parts of the error message
	}{
		{"kalah", "", []string{"0 fields", "want 4"}},
		{"kalah", "4,4,4,4,4,4/4,4,4,4,4,4 0 0", []string{"3 fields", "want 4"}},
		{"kalah", "4,4,4,4,4,4/4,4,4,4,4,4 0 0 s x", []string{"5 fields"}},
		{"kalah", "4,4,4,4,4/4,4,4,4,4,4,4 0 0 s", []string{"South row", "5 pits", "want 6"}},
		{"kalah", "4,4,4,4,4,4/4,4,4,4,4,4,0 0 0 s", []string{"North row", "7 pits", "want 6"}},
		{"kalah", "4,4,4,4,4,4 0 0 s", []string{"1 row", "want 2"}},
		{"kalah", "4,4,4,4,4,4/4,4,4,4,4,4/0,0,0,0,0,0 0 0 s", []string{"3 rows", "want 2"}},
		{"kalah", "4,4,-4,4,4,4/4,4,4,4,4,4 8 0 s", []string{"South row pit 3", "negative"}},
		{"kalah", "4,4,4,4,4,4/4,4,4,4,4,4 -1 1 s", []string{"south store", "negative"}},
		{"kalah", "4,4,4,4,4,x/4,4,4,4,4,4 0 0 s", []string{"South row pit 6", `"x"`, "not a number"}},
		{"kalah", "4,4,4,4,4,4/4,4,4,4,4,4 0 zero s", []string{"north store", "not a number"}},
		{"kalah", "4,4,4,4,4,4/4,4,4,4,4, 0 0 s", []string{"North row pit 6", "not a number"}},
		{"kalah", "4,4,4,4,4,4/4,4,4,4,4,4.5 0 0 s", []string{"North row pit 6", "not a number"}},
		{"kalah", "4,4,4,4,4,4/4,4,4,4,4,300 0 0 s", []string{"North row pit 6", "300"}},
		{"kalah", "4,4,4,4,4,4/4,4,4,4,4,3 0 0 s", []string{"47 seeds", "want 48"}},
		{"kalah seeds=3", "4,4,4,4,4,4/4,4,4,4,4,4 0 0 s", []string{"48 seeds", "want 36"}},
		{"kalah", "4,4,4,4,4,4/4,4,4,4,4,4 0 0 x", []string{"side to move", `"x"`}},
		{"kalah", "4,4,4,4,4,4/4,4,4,4,4,4 0 0 S", []string{"side to move"}},
		{"kalah", "4,4,4,4,4,4/4,4,4,4,4,4 0 0 south", []string{"side to move"}},
		{"oware", "4,4,4,4,4,4/4,4,4,4,4,4 0 1 s", []string{"49 seeds", "want 48"}},
		{"congkak", "7,7,7,7,7,7/7,7,7,7,7,7,7 0 0 s", []string{"South row", "6 pits", "want 7"}},
		{"bao", "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0 0 s", []string{"4 fields", "want 2"}},
		{"bao", "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 s", []string{"3 rows", "want 4"}},
		{"bao", "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2 s", []string{"North front row", "7 pits", "want 8"}},
		{"bao", "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,-2 s", []string{"North back row pit 8", "negative"}},
		{"bao", "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,3 s", []string{"65 seeds", "want 64"}},
		{"bao", "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 w", []string{"side to move"}},
	}
	for _, c := range cases {
		r := mustRules(t, c.rules)
		_, err := ParsePosition(r, c.text)
		if err == nil {
			t.Errorf("%s: %q parsed without error", r, c.text)
			continue
		}
		msg := err.Error()
		if !strings.HasPrefix(msg, "engine: ") {
			t.Errorf("%s: error %q lacks the package prefix", r, msg)
		}
		for _, w := range c.want {
			if !strings.Contains(msg, w) {
				t.Errorf("%s: %q: error %q does not say %q", r, c.text, msg, w)
			}
		}
	}
}

// TestRulesStringRoundTrip: every Kalah option combination is written out
// in full and read back the same; omitted options take the standard values.
func TestRulesStringRoundTrip(t *testing.T) {
	for _, r := range allKalahs(t) {
		s := r.String()
		q, err := ParseRules(s)
		if err != nil || q != r || q.String() != s {
			t.Errorf("ParseRules(%q) = %v, %v", s, q, err)
		}
	}
	for _, s := range []string{"oware", "congkak", "bao"} {
		r := mustRules(t, s)
		if r.String() != s || r.Board().Variant.String() != s {
			t.Errorf("%s: String %q, variant %s", s, r, r.Board().Variant)
		}
	}
	want := "kalah pits=6 seeds=4 capture=standard end=either-row leftovers=owner sowing=single"
	for _, s := range []string{"kalah", "kalah pits=6", "kalah  seeds=4  ", want} {
		if r := mustRules(t, s); r.String() != want {
			t.Errorf("ParseRules(%q) = %q, want %q", s, r, want)
		}
	}
	r := mustRules(t, "kalah sowing=avalanche pits=4 end=mover-empty seeds=3 leftovers=emptier capture=empty")
	o := r.(Kalah).Options()
	if o != (KalahOptions{Pits: 4, Seeds: 3, Capture: CaptureEmpty, End: EndMoverEmpty, Leftovers: LeftoversEmptier, Sowing: SowAvalanche}) {
		t.Errorf("options %+v", o)
	}
}

func TestRulesParseErrors(t *testing.T) {
	cases := []struct{ text, want string }{
		{"", "no variant"},
		{"chess", `unknown variant "chess"`},
		{"Kalah", "unknown variant"},
		{"oware pits=6", "unknown oware option"},
		{"oware repetition=first", "third|second"},
		{"oware repetition", "unknown oware option"},
		{"bao seeds=2", "takes no options"},
		{"kalah pits", "not key=value"},
		{"kalah pits=six", "not a number"},
		{"kalah pits=0", "pits=0 out of range 1..8"},
		{"kalah pits=9", "pits=9 out of range 1..8"},
		{"kalah seeds=0", "seeds=0 out of range 1..10"},
		{"kalah seeds=11", "seeds=11 out of range 1..10"},
		{"kalah capture=maybe", "standard|empty|off"},
		{"kalah end=never", "either-row|mover-empty"},
		{"kalah leftovers=nobody", "owner|emptier"},
		{"kalah sowing=double", "single|avalanche"},
		{"kalah colour=red", "unknown kalah option"},
	}
	for _, c := range cases {
		_, err := ParseRules(c.text)
		if err == nil || !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "engine: ") {
			t.Errorf("ParseRules(%q) error %v, want one saying %q", c.text, err, c.want)
		}
	}
}

func TestMoveNotationRoundTrip(t *testing.T) {
	for _, rs := range []string{"kalah pits=1", "kalah", "kalah pits=8", "oware", "congkak"} {
		r := mustRules(t, rs)
		for pit := 1; pit <= r.Board().Pits; pit++ {
			m := PitMove(pit)
			if m.String() != itoaPit(pit) || m.Pit() != pit || m.IsBao() {
				t.Errorf("PitMove(%d) = %q, pit %d", pit, m, m.Pit())
			}
			if q := mustMove(t, r, m.String()); q != m {
				t.Errorf("%s: ParseMove(%q) = %v, want %v", r, m, q, m)
			}
		}
	}
	r := Bao{}
	seen := map[string]bool{}
	for _, front := range []bool{true, false} {
		for col := 1; col <= 8; col++ {
			for _, d := range []Direction{Clockwise, AntiClockwise} {
				m := BaoMove(front, col, d)
				s := m.String()
				if !m.IsBao() || m.Front() != front || m.Pit() != col || m.Direction() != d || seen[s] {
					t.Errorf("BaoMove(%v, %d, %s) = %q", front, col, d, s)
				}
				seen[s] = true
				if q := mustMove(t, r, s); q != m {
					t.Errorf("ParseMove(%q) = %v, want %v", s, q, m)
				}
			}
		}
	}
	for s, m := range map[string]Move{
		"F3>": BaoMove(true, 3, Clockwise), "B8<": BaoMove(false, 8, AntiClockwise),
		"F1<": BaoMove(true, 1, AntiClockwise), "B1>": BaoMove(false, 1, Clockwise),
	} {
		if m.String() != s {
			t.Errorf("%q written as %q", s, m)
		}
	}
}

func itoaPit(n int) string { return string(rune('0' + n)) }

func TestMoveNotationErrors(t *testing.T) {
	cases := []struct{ rules, text string }{
		{"kalah", ""}, {"kalah", "0"}, {"kalah", "7"}, {"kalah", "-1"}, {"kalah", "x"},
		{"kalah", "F1>"}, {"kalah", "1.0"}, {"kalah pits=3", "4"}, {"oware", "7"},
		{"congkak", "8"}, {"congkak", "0"},
		{"bao", ""}, {"bao", "3"}, {"bao", "F0>"}, {"bao", "F9>"}, {"bao", "G1>"},
		{"bao", "f1>"}, {"bao", "F1"}, {"bao", "F1>>"}, {"bao", "F1^"}, {"bao", "F10<"},
		{"bao", " F1>"},
	}
	for _, c := range cases {
		r := mustRules(t, c.rules)
		m, err := ParseMove(r, c.text)
		if err == nil {
			t.Errorf("%s: ParseMove(%q) = %v without error", r, c.text, m)
		} else if !strings.HasPrefix(err.Error(), "engine: ") || !strings.Contains(err.Error(), c.text) {
			t.Errorf("%s: ParseMove(%q) error %q does not quote the move", r, c.text, err)
		}
	}
}

func TestNamesOfEnums(t *testing.T) {
	for i, want := range []string{"kalah", "oware", "congkak", "bao"} {
		v := Variant(i)
		if v.String() != want {
			t.Errorf("Variant(%d) = %q", i, v)
		}
		if got, err := ParseVariant(want); err != nil || got != v {
			t.Errorf("ParseVariant(%q) = %v, %v", want, got, err)
		}
	}
	if _, err := ParseVariant("mancala"); err == nil {
		t.Errorf("ParseVariant accepts mancala")
	}
	checks := []struct{ got, want string }{
		{South.String(), "south"}, {North.String(), "north"},
		{South.Other().String(), "north"}, {North.Other().String(), "south"},
		{Ongoing.String(), "ongoing"}, {SouthWins.String(), "south"},
		{NorthWins.String(), "north"}, {Draw.String(), "draw"},
		{Clockwise.String(), ">"}, {AntiClockwise.String(), "<"},
		{CaptureEmpty.String(), "empty"}, {EndMoverEmpty.String(), "mover-empty"},
		{LeftoversEmptier.String(), "emptier"}, {SowAvalanche.String(), "avalanche"},
		{Lift.String(), "lift"}, {GameOver.String(), "game-over"}, {SkipOrigin.String(), "skip-origin"},
		{Variant(9).String(), "variant(9)"}, {Result(9).String(), "result(9)"}, {EventKind(99).String(), "event(99)"},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}
