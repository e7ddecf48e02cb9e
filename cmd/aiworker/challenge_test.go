//go:build !js

package main

import (
	"encoding/json"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"mancala/challenges"
	"mancala/engine"
)

// TestWorkerAnswersChallengeQuestionsAsTheChallengesDo: the page asks the
// worker a challenge's best answer and its opponent's reply (it carries
// no solver itself); the worker answers exactly what package challenges
// answers natively, and refuses an unknown challenge or question.
func TestWorkerAnswersChallengeQuestionsAsTheChallengesDo(t *testing.T) {
	node := nodeForWorker(t)
	set, err := challenges.Embedded()
	if err != nil {
		t.Fatal(err)
	}
	var c *challenges.Challenge
	for _, x := range set.All() {
		if x.Goal.Kind == challenges.Win {
			c = x
			break
		}
	}
	sol, err := challenges.Solution(c)
	if err != nil || len(sol) < 2 {
		t.Fatalf("%s: solution %v, %v", c.ID, sol, err)
	}
	reply, err := challenges.Reply(c, sol[:1])
	if err != nil {
		t.Fatal(err)
	}
	reqs, _ := json.Marshal([]map[string]any{
		{"id": 1, "challenge": c.ID, "want": "solution"},
		{"id": 2, "challenge": c.ID, "want": "reply", "moves": sol[0].String()},
		{"id": 3, "challenge": "no-such-challenge", "want": "solution"},
		{"id": 4, "challenge": c.ID, "want": "everything"},
	})
	out, err := exec.Command(node, filepath.Join("testdata", "harness.js"), workerDir(t), string(reqs)).CombinedOutput()
	if err != nil {
		t.Fatalf("node: %v\n%s", err, out)
	}
	got := map[float64]map[string]any{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		var m map[string]any
		if json.Unmarshal([]byte(line), &m) != nil || m["id"] == nil {
			t.Fatalf("reply %q in\n%s", line, out)
		}
		got[m["id"].(float64)] = m
	}
	if got[1]["line"] != engine.FormatMoves(sol) || got[2]["move"] != reply.String() {
		t.Errorf("%s: worker answered %v and %v; natively the solution is %q and the reply %s", c.ID, got[1], got[2], engine.FormatMoves(sol), reply)
	}
	if got[3]["error"] == nil || got[4]["error"] == nil {
		t.Errorf("an unknown challenge got %v, an unknown question %v: want errors", got[3], got[4])
	}
}
