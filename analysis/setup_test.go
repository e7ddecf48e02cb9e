package analysis

import (
	"strings"
	"testing"

	"mancala/engine"
)

func TestASetUpPositionMustHoldTheGamesSeedsAndGoOn(t *testing.T) {
	kalah, _ := engine.NewKalah(engine.StandardKalah)
	oware := engine.Oware{}
	cases := []struct {
		name  string
		r     engine.Rules
		pos   string
		fault string // "" when the position is accepted
	}{
		{"Kalah's start", kalah, "4,4,4,4,4,4/4,4,4,4,4,4 0 0 s", ""},
		{"a seed short", kalah, "4,4,4,4,4,3/4,4,4,4,4,4 0 0 s", "48 seeds; this board holds 47"},
		{"a seed over", kalah, "4,4,4,4,4,5/4,4,4,4,4,4 0 0 n", "holds 49"},
		{"big stores are fine", kalah, "0,0,0,0,0,1/0,0,0,0,2,0 40 5 s", ""},
		{"the mover's row empty ends Kalah", kalah, "0,0,0,0,0,0/4,4,4,4,4,4 20 4 s", "already over"},
		{"Oware mid-game", oware, "4,4,4,4,4,4/4,4,4,4,2,0 4 2 s", ""},
		{"an Oware capture of one seed", oware, "4,4,4,4,4,4/4,4,4,4,4,3 1 0 s", "captured 1 seed"},
		{"Oware's 25 captured ends it", oware, "2,2,2,2,2,2/1,0,0,0,0,0 25 10 n", "already over"},
	}
	for _, c := range cases {
		p, err := parseLoose(c.r, c.pos)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		err = CheckSetup(c.r, p)
		switch {
		case c.fault == "" && err != nil:
			t.Errorf("%s: refused: %v", c.name, err)
		case c.fault != "" && (err == nil || !strings.Contains(err.Error(), c.fault)):
			t.Errorf("%s: got %v, want an error saying %q", c.name, err, c.fault)
		}
	}
}

// parseLoose reads a position in notation without ParsePosition's total
// check, as the setup board holds positions on their way to complete.
func parseLoose(r engine.Rules, s string) (engine.Position, error) {
	b := r.Board()
	p, err := engine.ParsePosition(r, s)
	if err == nil || !strings.Contains(err.Error(), "seeds in all") {
		return p, err
	}
	var q engine.Position
	f := strings.Fields(s)
	for i, n := range strings.FieldsFunc(f[0], func(c rune) bool { return c == ',' || c == '/' }) {
		q.Pits[i] = uint8(atoi(n))
	}
	if b.Variant != engine.BaoGame {
		q.Stores = [2]uint8{uint8(atoi(f[1])), uint8(atoi(f[2]))}
	}
	if f[len(f)-1] == "n" {
		q.ToMove = engine.North
	}
	return q, nil
}

func atoi(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}
