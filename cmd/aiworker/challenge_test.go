//go:build !js

package main

import (
	"encoding/json"
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
	got := ask(t, node, workerDir(t), string(reqs))
	if got[1]["line"] != engine.FormatMoves(sol) || got[2]["move"] != reply.String() {
		t.Errorf("%s: worker answered %v and %v; natively the solution is %q and the reply %s", c.ID, got[1], got[2], engine.FormatMoves(sol), reply)
	}
	if got[3]["error"] == nil || got[4]["error"] == nil {
		t.Errorf("an unknown challenge got %v, an unknown question %v: want errors", got[3], got[4])
	}
}
