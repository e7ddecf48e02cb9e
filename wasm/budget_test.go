package wasm_test

import (
	"os"
	"path/filepath"
	"testing"

	"mancala/wasm/budget"
)

// TestTheGameWasmIsWithinItsBudget: the page's game module, built as make
// web-build builds it, compressed by gzip -9, is at most budget.MaxGzip
// bytes. When it is not, the test builds it again with its function names
// and prints the packages whose code weighs most.
func TestTheGameWasmIsWithinItsBudget(t *testing.T) {
	site := servedSite(t)
	b, err := os.ReadFile(filepath.Join(site.dir, "mancala.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	size, err := budget.Gzipped(b)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("the game's wasm: %d bytes, %d with gzip -9 (budget %d)", len(b), size, budget.MaxGzip)
	if size <= budget.MaxGzip {
		return
	}
	t.Errorf("the game's wasm is %d bytes with gzip -9, over its budget of %d by %d", size, budget.MaxGzip, size-budget.MaxGzip)
	named := filepath.Join(t.TempDir(), "named.wasm")
	flags, err := pageFlags(budget.NamedFlags)
	if err != nil {
		t.Fatal(err)
	}
	args := append(append([]string{"build"}, flags...), "-o", named, "mancala")
	if err := goCmd("js", args...); err != nil {
		t.Fatal(err)
	}
	mod, err := os.ReadFile(named)
	if err != nil {
		t.Fatal(err)
	}
	r, err := budget.Analyze(mod)
	if err != nil {
		t.Fatal(err)
	}
	t.Log(r.Top(25))
}
