package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// maxMethods is the most methods a type may have (the style guide's
// limit): a type with more does several jobs, and its groups become types
// of their own.
const maxMethods = 30

// overLimit are the types that had more than maxMethods when the limit
// became a test, at the count they had: none may grow, and each is to be
// split (the test says when one no longer needs its place here).
var overLimit = map[string]int{
	"online/club.Match":    32,
	"online/club.Session":  32,
	"online/server.Server": 32,
	"online/server.conn":   32,
}

// TestNoTypeHasMoreThanThirtyMethods counts the methods of every type of
// the project, in every package's sources (tests aside), whatever the
// build tags.
func TestNoTypeHasMoreThanThirtyMethods(t *testing.T) {
	counts := map[string]int{}
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (path == "out" || strings.HasPrefix(d.Name(), ".")) && path != "." {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		return countMethods(path, counts)
	})
	if err != nil {
		t.Fatal(err)
	}
	var over []string
	for typ, n := range counts {
		if n > max(maxMethods, overLimit[typ]) {
			over = append(over, typ)
		}
	}
	sort.Strings(over)
	for _, typ := range over {
		t.Errorf("%s has %d methods, more than %d", typ, counts[typ], max(maxMethods, overLimit[typ]))
	}
	for typ := range overLimit {
		if counts[typ] <= maxMethods {
			t.Errorf("%s has %d methods now: take it out of overLimit", typ, counts[typ])
		}
	}
	if len(counts) < 100 {
		t.Fatalf("only %d types with methods found: the walk missed the sources", len(counts))
	}
}

// countMethods adds the methods declared in file path to counts, by
// "directory.Type" (a method declared for two builds counts once a build:
// its name is counted once).
func countMethods(path string, counts map[string]int) error {
	f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.SkipObjectResolution)
	if err != nil {
		return err
	}
	for _, d := range f.Decls {
		fn, ok := d.(*ast.FuncDecl)
		if !ok || fn.Recv == nil || len(fn.Recv.List) == 0 {
			continue
		}
		typ := receiverName(fn.Recv.List[0].Type)
		key := filepath.Dir(path) + "." + typ + "." + fn.Name.Name
		if seen[key] {
			continue
		}
		seen[key] = true
		counts[filepath.Dir(path)+"."+typ]++
	}
	return nil
}

// seen holds the methods counted, so that a method with a file per build
// (foo_js.go, foo_other.go) counts once.
var seen = map[string]bool{}

// receiverName returns the name of a receiver's type: T for T, *T, T[K].
func receiverName(e ast.Expr) string {
	switch x := e.(type) {
	case *ast.StarExpr:
		return receiverName(x.X)
	case *ast.IndexExpr:
		return receiverName(x.X)
	case *ast.IndexListExpr:
		return receiverName(x.X)
	case *ast.Ident:
		return x.Name
	}
	return "?"
}
