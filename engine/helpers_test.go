package engine

import (
	"fmt"
	"strings"
	"testing"
)

// moveCase is one rule example: the rules (as ParseRules reads them), the
// position before, the moves played (space separated, in the move
// notation) and the position after, all in the project's notation.
type moveCase struct {
	name   string
	rules  string
	before string
	moves  string
	after  string
}

// mustRules parses a rules string or stops the test.
func mustRules(t testing.TB, s string) Rules {
	t.Helper()
	r, err := ParseRules(s)
	if err != nil {
		t.Fatalf("ParseRules(%q): %v", s, err)
	}
	return r
}

// mustPosition parses a position in r's notation or stops the test.
func mustPosition(t testing.TB, r Rules, s string) Position {
	t.Helper()
	p, err := ParsePosition(r, s)
	if err != nil {
		t.Fatalf("ParsePosition(%s, %q): %v", r, s, err)
	}
	return p
}

// mustMove parses a move in r's notation or stops the test.
func mustMove(t testing.TB, r Rules, s string) Move {
	t.Helper()
	m, err := ParseMove(r, s)
	if err != nil {
		t.Fatalf("ParseMove(%s, %q): %v", r, s, err)
	}
	return m
}

// play applies the moves of s one by one, each of which must be legal,
// checking on the way that the Trace replays to the same position.
func play(t testing.TB, r Rules, p Position, s string) Position {
	t.Helper()
	for _, ms := range strings.Fields(s) {
		m := mustMove(t, r, ms)
		if !IsLegal(r, p, m) {
			t.Fatalf("move %s is not legal at %s", ms, FormatPosition(r, p))
		}
		var tr Trace
		q := r.Apply(p, m, &tr)
		if plain := r.Apply(p, m, nil); plain != q {
			t.Fatalf("move %s at %s: Apply without a trace gives %s, with one %s",
				ms, FormatPosition(r, p), FormatPosition(r, plain), FormatPosition(r, q))
		}
		if rp := Replay(p, &tr); rp != q {
			t.Fatalf("move %s at %s: Replay of the trace gives %s, Apply %s",
				ms, FormatPosition(r, p), FormatPosition(r, rp), FormatPosition(r, q))
		}
		p = q
	}
	return p
}

// runMoveCases checks each case: the moves are legal and lead from before to
// after.
func runMoveCases(t *testing.T, cases []moveCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := mustRules(t, c.rules)
			before := mustPosition(t, r, c.before)
			want := mustPosition(t, r, c.after)
			got := play(t, r, before, c.moves)
			if got != want {
				t.Errorf("%s: %s after %s\n got %s\nwant %s", r, c.before, c.moves,
					FormatPosition(r, got), FormatPosition(r, want))
			}
		})
	}
}

// legalStrings writes the legal moves at p in the move notation.
func legalStrings(r Rules, p Position) string {
	var buf [MaxMoves]Move
	var s []string
	for _, m := range r.LegalMoves(p, buf[:0]) {
		s = append(s, m.String())
	}
	return strings.Join(s, " ")
}

// outcomeString writes an outcome like the protocol's result line.
func outcomeString(o Outcome) string {
	if !o.Over() {
		return "ongoing"
	}
	return fmt.Sprintf("%s %d-%d", o.Result, o.South, o.North)
}

// stateCase checks the legal moves and the outcome of one position.
type stateCase struct {
	name     string
	rules    string
	position string
	legal    string // legal moves, space separated
	outcome  string // "ongoing" or "<result> S-N"
}

func runStateCases(t *testing.T, cases []stateCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := mustRules(t, c.rules)
			p := mustPosition(t, r, c.position)
			if got := legalStrings(r, p); got != c.legal {
				t.Errorf("%s: legal moves at %s = %q, want %q", r, c.position, got, c.legal)
			}
			if got := outcomeString(r.Outcome(p)); got != c.outcome {
				t.Errorf("%s: outcome at %s = %q, want %q", r, c.position, got, c.outcome)
			}
		})
	}
}

// checkRejected checks that m is not legal at the position and that Apply
// leaves it, and the trace, unchanged.
func checkRejected(t *testing.T, r Rules, position string, m Move) {
	t.Helper()
	p := mustPosition(t, r, position)
	if IsLegal(r, p, m) {
		t.Errorf("%s is legal at %s", m, position)
	}
	var tr Trace
	if q := r.Apply(p, m, &tr); q != p || len(tr.Events) != 0 {
		t.Errorf("illegal %s at %s gives %s with %d events", m, position, FormatPosition(r, q), len(tr.Events))
	}
}
