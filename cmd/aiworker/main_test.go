//go:build !js

package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestWorkerAnswersRequestsUnderNode builds the worker wasm and runs
// wasm/aiworker.js under Node with a stand-in for the Web Worker globals:
// a request sent while the wasm loads and one sent after both get the
// move, a wrong request gets an error and a benchmark its figures, and a
// request with its game's history plays by the repetition rule.
func TestWorkerAnswersRequestsUnderNode(t *testing.T) {
	node := nodeForWorker(t)
	dir := workerDir(t)
	reqs := `[{"id":1,"rules":"kalah pits=6 seeds=4","position":"0,0,0,0,2,1/1,1,1,0,0,0 22 20 s","level":5,"seed":"1"},
		{"id":2,"rules":"bao","position":"2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 s","level":3,"seed":"18446744073709551615"},
		{"id":3,"rules":"oware","position":"1/2 0 0 s","level":3,"seed":"0"},
		{"id":4,"bench":4,"rules":"kalah pits=6 seeds=4","position":"4,4,4,4,4,4/4,4,4,4,4,4 0 0 s","level":1,"seed":"0"},
		{"id":5,"rules":"oware repetition=second","position":"1,0,0,0,0,1/1,0,0,0,0,0 22 23 s","history":"` + repeatHistory + `","level":10,"seed":"1"},
		{"id":6,"rules":"oware","position":"4,4,4,4,4,4/4,4,4,4,4,4 0 0 s","history":7,"level":3,"seed":"1"},
		{"id":7,"rules":"kalah pits=4 seeds=3","position":"0,0,0,1/1,0,0,0 10 12 s","value":{"nodes":10000,"solveNodes":100000}},
		{"id":8,"rules":"kalah","position":"4,4,4,4,4,4/4,4,4,4,4,4 0 0 s","value":{"depth":3}}]`
	got := ask(t, node, dir, reqs)
	if nodes, _ := got[4]["nodes"].(float64); nodes < 100 || got[4]["ms"] == nil {
		t.Errorf("benchmark reply %v, want nodes and ms", got[4])
	}
	if got[1]["move"] != "6" || got[2]["move"] == nil || got[3]["error"] == nil {
		t.Errorf("replies %v", got)
	}
	if got[5]["move"] != "1" {
		t.Errorf("reply %v to the request with its game's history, want move 1 (the draw by repetition)", got[5])
	}
	if v, _ := got[7]["value"].(map[string]any); v == nil || v["score"] != float64(-100200) || v["proven"] != true || v["pv"] != "4" {
		t.Errorf("reply %v to a value request at a solved endgame, want score -100200 (lost by 2), proven, pv 4", got[7])
	}
	if v, _ := got[8]["value"].(map[string]any); v == nil || v["depth"] != float64(3) || v["proven"] != false || v["pv"] == "" {
		t.Errorf("reply %v to a value request to depth 3 from the start, want its depth, a line, not proven", got[8])
	}
	if why, _ := got[6]["error"].(string); !strings.Contains(why, "history") {
		t.Errorf("reply %v to a request whose history is a number, want an error about the history", got[6])
	}
}

// repeatHistory is the history of ai's TestARequestCarriesTheHistoryItsSearchCouldMeet:
// at 1,0,0,0,0,1/1,0,0,0,0,0 22 23 s under repetition=second South's 1
// brings back its last position, ending the game in a draw by the sweep,
// where every other move loses.
const repeatHistory = "0,1,0,0,1,0/1,0,0,0,0,0 22 23 s;0,1,0,0,0,1/1,0,0,0,0,0 22 23 n;" +
	"0,1,0,0,0,1/0,1,0,0,0,0 22 23 s;0,0,1,0,0,1/0,1,0,0,0,0 22 23 n;" +
	"0,0,1,0,0,1/0,0,1,0,0,0 22 23 s;0,0,0,1,0,1/0,0,1,0,0,0 22 23 n;" +
	"0,0,0,1,0,1/0,0,0,1,0,0 22 23 s;0,0,0,1,0,0/1,0,0,1,0,0 22 23 n;" +
	"0,0,0,1,0,0/1,0,0,0,1,0 22 23 s;0,0,0,0,1,0/1,0,0,0,1,0 22 23 n;" +
	"0,0,0,0,1,0/1,0,0,0,0,1 22 23 s;0,0,0,0,0,1/1,0,0,0,0,1 22 23 n"

// nodeForWorker returns Node's path, or skips the test: without Node,
// or in -short (the test builds a wasm).
func nodeForWorker(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds a wasm: not in -short")
	}
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed")
	}
	return node
}

// workerDir builds aiworker.wasm into a temporary directory with
// aiworker.js and the toolchain's wasm_exec.js, as make web lays them out.
func workerDir(t *testing.T) string {
	dir := t.TempDir()
	build := exec.Command("go", "build", "-o", filepath.Join(dir, "aiworker.wasm"), ".")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	root, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	goroot := strings.TrimSpace(string(root))
	copyFile(t, filepath.Join(goroot, "lib", "wasm", "wasm_exec.js"), filepath.Join(dir, "wasm_exec.js"))
	copyFile(t, filepath.Join("..", "..", "wasm", "aiworker.js"), filepath.Join(dir, "aiworker.js"))
	return dir
}

// copyFile copies a file or fails the test.
func copyFile(t *testing.T, from, to string) {
	data, err := os.ReadFile(from)
	if err == nil {
		err = os.WriteFile(to, data, 0o644)
	}
	if err != nil {
		t.Fatal(err)
	}
}

// ask sends the worker built in dir the requests reqs (a JSON array)
// under Node, and returns its replies by id.
func ask(t *testing.T, node, dir, reqs string) map[float64]map[string]any {
	t.Helper()
	out, err := exec.Command(node, filepath.Join("testdata", "harness.js"), dir, reqs).CombinedOutput()
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
	return got
}
