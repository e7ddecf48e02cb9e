package proto

import (
	"os"
	"strings"
	"testing"

	"mancala/engine"
)

// exchangeLines returns the C: and S: lines of PROTOCOL.md's exchange blocks.
func exchangeLines(t *testing.T) (doc string, lines []string) {
	b, err := os.ReadFile("PROTOCOL.md")
	if err != nil {
		t.Fatal(err)
	}
	in := false
	for _, l := range strings.Split(string(b), "\n") {
		switch {
		case l == "```exchange":
			in = true
		case l == "```":
			in = false
		case in:
			lines = append(lines, l)
		}
	}
	if len(lines) < 10 {
		t.Fatalf("PROTOCOL.md has %d exchange lines", len(lines))
	}
	return string(b), lines
}

func TestProtocolExamplesDecode(t *testing.T) {
	_, lines := exchangeLines(t)
	for i, l := range lines {
		dir, frame, ok := strings.Cut(l, ": ")
		var err error
		switch {
		case !ok:
			t.Fatalf("line %q is not C: or S:", l)
		case dir == "S":
			_, err = DecodeServer([]byte(frame))
		case dir == "C":
			_, err = DecodeClient([]byte(frame))
			// A client line answered by bad_message is an example of one.
			if i+1 < len(lines) && strings.Contains(lines[i+1], `"code":"bad_message"`) {
				if err == nil {
					t.Errorf("%s decoded, but the document says it is refused", frame)
				}
				continue
			}
		default:
			t.Fatalf("line %q is not C: or S:", l)
		}
		if err != nil {
			t.Errorf("%s: %v", l, err)
		}
	}
}

// TestProtocolExamplePositionsAreTheEngines replays the example's moves.
func TestProtocolExamplePositionsAreTheEngines(t *testing.T) {
	_, lines := exchangeLines(t)
	var g *engine.Game
	for _, l := range lines {
		m, err := DecodeServer([]byte(strings.TrimPrefix(l, "S: ")))
		e, ok := m.(*Event)
		if err != nil || !ok {
			continue
		}
		switch e.Kind {
		case KindStart:
			r, err := engine.ParseRules(e.Variant)
			if err != nil {
				t.Fatal(err)
			}
			first := engine.South
			if e.Turn == "north" {
				first = engine.North
			}
			g = engine.NewGame(r, r.Start(first))
		case KindRematch:
			g = nil // the next game's start is not in the example
		case KindMove:
			if g == nil {
				continue
			}
			mv, err := engine.ParseMove(g.Rules(), e.Move)
			if err != nil || g.Play(mv, nil) != nil {
				t.Fatalf("move %s: %v", e.Move, err)
			}
		}
		if e.Position != "" {
			if got := engine.FormatPosition(g.Rules(), g.Position()); got != e.Position {
				t.Errorf("event %d: position %s, the engine says %s", e.N, e.Position, got)
			}
		}
	}
}

// TestProtocolDocumentsEveryMessageAndError checks the tables name them all.
func TestProtocolDocumentsEveryMessageAndError(t *testing.T) {
	doc, _ := exchangeLines(t)
	for _, m := range clientTypes {
		typ := m.Type()
		if !strings.Contains(doc, "| `"+typ+"`") && !strings.Contains(doc, ", `"+typ+"` |") {
			t.Errorf("client message %s is not in PROTOCOL.md's table", typ)
		}
	}
	for _, m := range serverTypes {
		typ := m.Type()
		if !strings.Contains(doc, "| `"+typ+"`") {
			t.Errorf("server message %s is not in PROTOCOL.md's table", typ)
		}
	}
	codes := []Code{ErrBadMessage, ErrRateLimited, ErrUnauthorized, ErrNotFound, ErrNotPlayer, ErrNotYourTurn,
		ErrStalePly, ErrIllegal, ErrGameOver, ErrBadVariant, ErrRankedOnly, ErrTooEarly, ErrNoOffer, ErrBusy,
		ErrExpired, ErrNotArena, ErrInternal, ErrBadRequest, ErrNotForBots, ErrWrongPassword}
	for _, c := range codes {
		if !strings.Contains(doc, "| `"+string(c)+"`") {
			t.Errorf("error %s is not in PROTOCOL.md's table", c)
		}
	}
}

// TestProtocolExampleEventsCarryWhatTheTablePromises: every move event of
// the examples has the fields the events table lists for it.
func TestProtocolExampleEventsCarryWhatTheTablePromises(t *testing.T) {
	_, lines := exchangeLines(t)
	for _, l := range lines {
		m, err := DecodeServer([]byte(strings.TrimPrefix(l, "S: ")))
		e, ok := m.(*Event)
		if err != nil || !ok || e.Kind != KindMove {
			continue
		}
		if e.Ply == 0 || e.Move == "" || e.Side == "" || e.Turn == "" || e.Position == "" {
			t.Errorf("a move event without ply, move, side, turn or position: %s", l)
		}
	}
}
