package main

import (
	"fmt"
	"strings"
	"testing"
)

// converse runs a script of commands through a new session and returns
// every reply line.
func converse(t *testing.T, script string) []string {
	t.Helper()
	var out strings.Builder
	if err := serve(strings.NewReader(script), &out, newSession(newSearcher())); err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
}

func TestProtocolRepliesExactly(t *testing.T) {
	tests := []struct {
		name, script string
		want         []string
	}{
		{"show start", "show", []string{"position 4,4,4,4,4,4/4,4,4,4,4,4 0 0 s"}},
		{"moves at start", "moves", []string{"moves 1 2 3 4 5 6"}},
		{"extra turn keeps the mover", "position start moves 3\nshow",
			[]string{"position 4,4,0,5,5,5/4,4,4,4,4,4 1 0 s"}},
		{"result ongoing", "result", []string{"result ongoing"}},
		{"perft", "perft 2", []string{"perft 2 35"}},
		{"kalah options", "variant kalah pits=4 seeds=3 capture=empty\nshow",
			[]string{"position 3,3,3,3/3,3,3,3 0 0 s"}},
		{"oware start", "variant oware\nmoves", []string{"moves 1 2 3 4 5 6"}},
		{"oware second repetition ends the game", "variant oware repetition=second\n" +
			"position 0,0,0,0,0,1/0,0,0,0,0,1 22 24 s moves 6 6 1 1 2 2 3 3 4 4 5 5\nresult",
			[]string{"result north 23-25"}},
		{"oware third repetition by default", "variant oware\n" +
			"position 0,0,0,0,0,1/0,0,0,0,0,1 22 24 s moves 6 6 1 1 2 2 3 3 4 4 5 5\nresult",
			[]string{"result ongoing"}},
		{"congkak start", "variant congkak\nshow", []string{"position 7,7,7,7,7,7,7/7,7,7,7,7,7,7 0 0 s"}},
		{"bao moves in documented order", "variant bao\nposition 0,0,0,0,0,0,0,3/2,0,0,0,0,0,0,0/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,29 s\nmoves",
			[]string{"moves F1> F1< B8> B8<"}},
		{"finished game has no moves", "variant kalah pits=4 seeds=3\nposition 0,0,0,0/1,0,0,0 11 12 s\nmoves\nresult",
			[]string{"moves", "result north 11-13"}},
		{"last seed ends the game", "variant kalah pits=4 seeds=3\nposition 0,0,0,1/1,0,0,0 10 12 s moves 4\nresult",
			[]string{"result north 11-13"}},
		{"third repetition shows the swept position", "variant oware\nposition 0,0,0,0,0,1/0,0,0,0,0,1 22 24 s moves " +
			strings.Repeat("6 6 1 1 2 2 3 3 4 4 5 5 ", 2) + "\nshow\nresult\nmoves",
			[]string{"position 0,0,0,0,0,0/0,0,0,0,0,0 23 25 s", "result north 23-25", "moves"}},
		{"a game exported by the game's review replays", "variant kalah pits=6 seeds=4 capture=standard end=either-row leftovers=owner sowing=single\n" +
			"position 4,4,4,4,4,4/4,4,4,4,4,4 0 0 s moves 3 6\nshow",
			[]string{"position 4,4,0,5,5,0/5,5,5,5,4,4 2 0 n"}},
		{"quit stops", "quit\nshow", []string{""}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := converse(t, tt.script)
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("replies\n%q\nwant\n%q", got, tt.want)
			}
		})
	}
}

func TestProtocolErrorsLeaveStateUnchanged(t *testing.T) {
	bad := []string{
		"bogus",
		"variant",
		"variant chess",
		"variant kalah pits=9",
		"variant kalah colour=red",
		"variant oware pits=6",
		"variant oware repetition=first",
		"position",
		"position 4,4 0 0 s",
		"position 4,4,4,4,4,4/4,4,4,4,4,5 0 0 s",
		"position 4,4,4,4,4,4/4,4,4,4,4,-4 8 0 s",
		"position start moves",
		"position start moves 3 7",
		"position start moves 3 3",
		"perft",
		"perft x",
		"show me",
		"moves 1",
		"solve now",
	}
	for _, cmd := range bad {
		got := converse(t, "position start moves 3\n"+cmd+"\nshow")
		if len(got) != 2 || !strings.HasPrefix(got[0], "error ") {
			t.Errorf("%q: replies %q, want one error line", cmd, got)
			continue
		}
		if got[1] != "position 4,4,0,5,5,5/4,4,4,4,4,4 1 0 s" {
			t.Errorf("%q changed the state: %q", cmd, got[1])
		}
	}
}

func TestProtocolErrorNamesTheIllegalMove(t *testing.T) {
	got := converse(t, "position start moves 3 3")
	want := "error move 2 (3) is illegal in position 4,4,0,5,5,5/4,4,4,4,4,4 1 0 s"
	if got[0] != want {
		t.Errorf("got %q, want %q", got[0], want)
	}
}

func TestProtocolGoAnswersALegalBestMove(t *testing.T) {
	for _, script := range []string{
		"go depth 3",
		"go level 2",
		"go movetime 50",
		"variant oware\ngo depth 4",
		"variant congkak\ngo depth 2",
		"variant bao\ngo depth 2",
	} {
		got := converse(t, script+"\nmoves")
		best, legal := got[len(got)-2], got[len(got)-1]
		m, ok := strings.CutPrefix(best, "bestmove ")
		if !ok || !strings.Contains(legal+" ", " "+m+" ") {
			t.Errorf("%q: %q is not one of %q", script, best, legal)
		}
		for _, info := range got[:len(got)-2] {
			if !strings.HasPrefix(info, "info depth ") {
				t.Errorf("%q: unexpected line %q", script, info)
			}
		}
	}
}

func TestProtocolGoRefusesAFinishedGameAndBadBudgets(t *testing.T) {
	for _, script := range []string{
		"variant kalah pits=4 seeds=3\nposition 0,0,0,0/1,0,0,0 11 12 s\ngo depth 2",
		"go level 11",
		"go depth 0",
		"go nodes 100",
		"go",
	} {
		got := converse(t, script)
		if len(got) != 1 || !strings.HasPrefix(got[0], "error ") {
			t.Errorf("%q: replies %q, want one error", script, got)
		}
	}
}

func TestProtocolSolveGivesTheSignedExactValue(t *testing.T) {
	tests := []struct{ script, want string }{
		{"variant kalah pits=4 seeds=3\nposition 0,0,0,1/1,0,0,0 10 12 s\nsolve", "solve -2 bestmove 4"},
		{"variant kalah pits=4 seeds=3\nposition 0,0,1,0/0,0,0,1 11 11 s\nsolve", "solve 0 bestmove 3"},
		{"variant kalah pits=4 seeds=3\nposition 0,0,0,1/1,0,0,0 12 10 s\nsolve", "solve +2 bestmove 4"},
		{"variant oware\nposition 0,0,0,0,0,1/1,0,0,0,0,0 23 23 s\nsolve", "solve -2 bestmove 6"},
	}
	for _, tt := range tests {
		if got := converse(t, tt.script); got[0] != tt.want {
			t.Errorf("%q: %q, want %q", tt.script, got, tt.want)
		}
	}
}

func TestProtocolSolveBaoSaysWinOrLoss(t *testing.T) {
	got := converse(t, "variant bao\nposition 0,0,0,0,0,0,0,3/2,0,0,0,0,0,0,0/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,29 s\nsolve nodes 1000000")
	if !strings.HasPrefix(got[0], "solve win bestmove ") && !strings.HasPrefix(got[0], "solve loss bestmove ") {
		t.Errorf("got %q", got)
	}
}

func TestProtocolSolveGivesUpAtItsNodeLimit(t *testing.T) {
	got := converse(t, "variant congkak\nsolve nodes 1000")
	if !strings.HasPrefix(got[0], "error ") {
		t.Errorf("got %q, want an error", got)
	}
}

// TestProtocolSolveReusesItsSolverSafely: a session keeps one solver per
// rules, with its table and database; later answers must not change.
func TestProtocolSolveReusesItsSolverSafely(t *testing.T) {
	positions := []string{"start", "start moves 2", "start moves 2 1", "start moves 4 4"}
	var shared strings.Builder
	shared.WriteString("variant kalah pits=4 seeds=3\n")
	for _, p := range positions {
		shared.WriteString("position " + p + "\nsolve\n")
	}
	got := converse(t, shared.String())
	for i, p := range positions {
		want := converse(t, "variant kalah pits=4 seeds=3\nposition "+p+"\nsolve")
		if got[i] != want[0] {
			t.Errorf("%s: %q in a shared session, %q alone", p, got[i], want[0])
		}
	}
}

// TestProtocolGoMultiPVListsTheBestLinesFirst: "go ... multipv K" answers
// K numbered lines, best first, each starting with its move; the solver
// proves them in a small endgame, and bestmove is the first line's move.
func TestProtocolGoMultiPVListsTheBestLinesFirst(t *testing.T) {
	got := converse(t, "variant kalah pits=4 seeds=3\nposition 1,2,0,1/0,1,1,2 9 7 s\ngo depth 6 multipv 3")
	if len(got) != 4 {
		t.Fatalf("replies %q: want 3 lines and bestmove", got)
	}
	last := 1 << 30
	for i, line := range got[:3] {
		var k, depth, score int
		var rest string
		if n, _ := fmt.Sscanf(line, "info multipv %d depth %d score %d %s", &k, &depth, &score, &rest); n != 4 || k != i+1 {
			t.Fatalf("line %d: %q", i+1, line)
		}
		if score > last || !strings.Contains(line, " proven pv ") {
			t.Errorf("line %d %q: not best first, or not proven", i+1, line)
		}
		last = score
	}
	first := strings.Fields(strings.SplitN(got[0], " pv ", 2)[1])[0]
	if got[3] != "bestmove "+first {
		t.Errorf("%q after a first line starting %s", got[3], first)
	}
}

// TestProtocolAnalyseJudgesEveryMove: "analyse" answers one line a move of
// the game, in order, with its verdict, then each side's accuracy.
func TestProtocolAnalyseJudgesEveryMove(t *testing.T) {
	got := converse(t, "position start moves 3 6 2 5 1\nanalyse nodes 20000")
	if len(got) != 6 || !strings.HasPrefix(got[5], "accuracy south ") {
		t.Fatalf("replies %q: want 5 moves and the accuracy", got)
	}
	for i, line := range got[:5] {
		var ply int
		var side, move, best, verdict, loss string
		n, _ := fmt.Sscanf(line, "analysed ply %d side %s move %s best %s verdict %s loss %s", &ply, &side, &move, &best, &verdict, &loss)
		if n != 6 || ply != i+1 || move != strings.Fields("3 6 2 5 1")[i] {
			t.Errorf("line %d: %q", i+1, line)
		}
		if (move == best) != (verdict == "best") {
			t.Errorf("line %d: %q: the engine's move is best, no other", i+1, line)
		}
	}
}

func TestProtocolMultiPVAndAnalyseRefuseBadArguments(t *testing.T) {
	for _, script := range []string{"go depth 3 multipv 0", "go depth 3 multi 2", "analyse", "position start moves 3\nanalyse nodes x",
		"position start moves 3\nanalyse 5"} {
		got := converse(t, script)
		if !strings.HasPrefix(got[len(got)-1], "error ") {
			t.Errorf("%q: replies %q, want an error", script, got)
		}
	}
}

// TestProtocolBookOnAnswersFromTheBook: after "book on", go movetime in
// an Oware opening answers with the book's move at once (an info line of
// no nodes); "book off" searches again; book wants on or off.
func TestProtocolBookOnAnswersFromTheBook(t *testing.T) {
	on := converse(t, "variant oware\nposition start moves 2\nbook on\ngo movetime 5000")
	if len(on) != 2 || !strings.Contains(on[0], " nodes 0 ") || !strings.HasPrefix(on[1], "bestmove ") {
		t.Errorf("book on: %q", on)
	}
	off := converse(t, "variant oware\nposition start moves 2\nbook on\nbook off\ngo depth 3")
	if len(off) < 2 || strings.Contains(off[0], " nodes 0 ") {
		t.Errorf("book off: %q", off)
	}
	if got := converse(t, "book maybe"); len(got) != 1 || got[0] != "error book needs on or off" {
		t.Errorf("book maybe: %q", got)
	}
}
