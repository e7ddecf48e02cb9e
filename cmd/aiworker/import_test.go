//go:build !js

package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"mancala/engine"
	"mancala/gametext"
)

// TestWorkerReadsAnImportedGameAsTheAnalysisPackageDoes: the analysis
// board's Import asks the worker to read a pasted game (the page carries
// no OGN reader); the worker answers with the game gametext.ParseGame
// reads, and says what is wrong with text that is not a game.
func TestWorkerReadsAnImportedGameAsTheAnalysisPackageDoes(t *testing.T) {
	node := nodeForWorker(t)
	record, err := os.ReadFile(filepath.Join("..", "..", "ogn", "testdata", "club-evening.ogn"))
	if err != nil {
		t.Fatal(err)
	}
	want, err := gametext.ParseGame(string(record))
	if err != nil {
		t.Fatal(err)
	}
	reqs, _ := json.Marshal([]map[string]any{
		{"id": 1, "import": string(record)},
		{"id": 2, "import": "variant kalah pits=6 seeds=4 position start moves 3 3"},
	})
	got := ask(t, node, workerDir(t), string(reqs))
	r := want.Rules()
	if got[1]["rules"] != r.String() || got[1]["start"] != engine.FormatPosition(r, want.Start()) ||
		got[1]["moves"] != engine.FormatMoves(want.Moves()) {
		t.Errorf("the worker read %v; natively %s from %s: %s", got[1], r, engine.FormatPosition(r, want.Start()), engine.FormatMoves(want.Moves()))
	}
	if e, _ := got[2]["error"].(string); !strings.Contains(e, "move 2 (3) is not legal") {
		t.Errorf("an illegal move got %v, want the error naming it", got[2])
	}
}
