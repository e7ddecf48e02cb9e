//go:build !js

package main

import (
	"encoding/json"
	"testing"

	"mancala/puzzles"
	"mancala/puzzles/pack"
)

// TestWorkerGivesThePuzzlePackThePageReads: the page carries no pack;
// it asks the worker, whose answer reads as the same puzzles.
func TestWorkerGivesThePuzzlePackThePageReads(t *testing.T) {
	node := nodeForWorker(t)
	reqs, _ := json.Marshal([]map[string]any{{"id": 1, "puzzles": true}})
	got := ask(t, node, workerDir(t), string(reqs))
	text, _ := got[1]["pack"].(string)
	list, err := puzzles.ParsePack(text)
	want, _ := pack.Load()
	if err != nil || len(list) != len(want) || len(list) == 0 || list[0].ID != want[0].ID {
		t.Errorf("the worker's pack: %d puzzles, %v; want %d", len(list), err, len(want))
	}
}
