package owaredb

import (
	"context"
	"os"
	"path/filepath"
	"testing"
)

// TestOpenBuildsOnceThenLoadsTheSavedCopy: the first Open builds and saves
// the database (with progress reports); the second loads an equal copy
// without building.
func TestOpenBuildsOnceThenLoadsTheSavedCopy(t *testing.T) {
	dir := t.TempDir()
	reports := 0
	d, err := Open(context.Background(), dir, 6, func(done, seeds int) { reports++ })
	if err != nil || reports != 7 {
		t.Fatalf("first Open: %v, %d progress reports (want 7)", err, reports)
	}
	e, err := Open(context.Background(), dir, 6, func(int, int) { t.Fatal("built again") })
	if err != nil {
		t.Fatal(err)
	}
	if string(int8Bytes(d.lo)) != string(int8Bytes(e.lo)) || string(int8Bytes(d.hi)) != string(int8Bytes(e.hi)) {
		t.Fatal("the loaded database differs from the built one")
	}
}

// TestADamagedFileIsBuiltAgain: a truncated file is not used.
func TestADamagedFileIsBuiltAgain(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, FileName(4))
	if err := os.WriteFile(path, []byte(magic+"\x04short"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(path, 4); err == nil {
		t.Fatal("a truncated database loaded")
	}
	built := false
	if _, err := Open(context.Background(), dir, 4, func(int, int) { built = true }); err != nil || !built {
		t.Fatalf("Open over a damaged file: %v, built %v", err, built)
	}
	if _, err := Load(path, 4); err != nil {
		t.Fatalf("the rebuilt database was not saved: %v", err)
	}
}

func int8Bytes(a []int8) []byte {
	b := make([]byte, len(a))
	for i, v := range a {
		b[i] = byte(v)
	}
	return b
}
