//go:build !js

package saves

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// backends are the files in a directory and the key-value store behind
// localStorage.
func backends() []opener {
	return []opener{
		{"files", func(t *testing.T) *Store { return openTemp(t, "mancala") }},
		{"localStorage", openMemory},
	}
}

// openTemp opens a store in dir under a fresh temporary directory.
func openTemp(t *testing.T, dir string) *Store {
	s, err := OpenDir(filepath.Join(t.TempDir(), dir))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestFirstSaveMakesTheDirectory(t *testing.T) {
	s := openTemp(t, "a/b/mancala")
	if err := s.SaveSettings(DefaultSettings()); err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(s.Where())
	if err != nil || !info.IsDir() || info.Mode().Perm() != 0o755&^umask() {
		t.Fatalf("directory %s: %v, %v; want a 0755 directory", s.Where(), info, err)
	}
	entries, _ := os.ReadDir(s.Where())
	if len(entries) != 1 || entries[0].Name() != "settings.json" {
		t.Errorf("directory holds %v, want settings.json only (no temporary file left)", entries)
	}
}

// umask is the process's file mode mask, read without changing it for
// longer than a moment.
func umask() os.FileMode {
	dir, _ := os.MkdirTemp("", "umask")
	defer os.RemoveAll(dir)
	os.Chmod(dir, 0o777)
	probe := filepath.Join(dir, "p")
	os.Mkdir(probe, 0o777)
	info, _ := os.Stat(probe)
	return 0o777 &^ info.Mode().Perm()
}

func TestUnwritableDirectoryGivesAnErrorNamingThePathAndLoadsStillWork(t *testing.T) {
	// Tests may run as root, which ignores permissions: make the directory
	// impossible instead, under a regular file.
	parent := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(parent, []byte("not a directory"), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := OpenDir(filepath.Join(parent, "mancala"))
	if err != nil {
		t.Fatal(err)
	}
	for what, err := range map[string]error{
		"SaveSettings": s.SaveSettings(DefaultSettings()),
		"SaveGame":     s.SaveGame(kalahGame(t)),
		"SaveProgress": s.SaveProgress(Progress{}),
	} {
		if err == nil || !strings.Contains(err.Error(), s.Where()) {
			t.Errorf("%s = %v, want an error naming %s", what, err, s.Where())
		}
	}
	if st, err := s.LoadSettings(); err != nil || st != DefaultSettings() {
		t.Errorf("LoadSettings = %+v, %v; want the defaults", st, err)
	}
	if g, err := s.LoadGame(kalahVsComputer); g != nil || err != nil {
		t.Errorf("LoadGame = %v, %v; want nil, nil", g, err)
	}
}

func TestCrashBeforeRenameLeavesThePreviousSave(t *testing.T) {
	s := openTemp(t, "mancala")
	g := kalahGame(t)
	if err := s.SaveGame(g); err != nil {
		t.Fatal(err)
	}
	// A crash after the temporary file was written, before the rename.
	stray := filepath.Join(s.Where(), "game.json.tmp-123456")
	if err := os.WriteFile(stray, []byte(`{"version":1,"game":{"rules":"ow`), 0o644); err != nil {
		t.Fatal(err)
	}
	back, err := s.LoadGame(kalahVsComputer)
	if err != nil || back == nil || back.Rules != g.Rules || len(back.Moves) != len(g.Moves) {
		t.Fatalf("LoadGame = %+v, %v; want the previous save", back, err)
	}
	if err := s.SaveGame(g); err != nil {
		t.Fatalf("SaveGame beside a stray temporary file: %v", err)
	}
}

func TestKeptAsideFileStaysInTheDirectory(t *testing.T) {
	s := openTemp(t, "mancala")
	os.MkdirAll(s.Where(), 0o755)
	os.WriteFile(filepath.Join(s.Where(), "progress.json"), []byte(`{"version":1,"progress":{"solved":{"x":{"moves":-2}}}}`), 0o644)
	p, err := s.LoadProgress()
	var k *KeptAside
	if !errors.As(err, &k) || len(p.Solved) != 0 {
		t.Fatalf("LoadProgress = %+v, %v; want nothing and *KeptAside", p, err)
	}
	if _, err := os.Stat(filepath.Join(s.Where(), "progress.json.bad-1")); err != nil {
		t.Errorf("kept-aside file: %v", err)
	}
	if !strings.Contains(k.Error(), s.Where()) {
		t.Errorf("error %q does not say where", k.Error())
	}
}

func TestOpenUsesTheUserConfigDirectory(t *testing.T) {
	t.Setenv("XDG_CONFIG_HOME", t.TempDir())
	s, err := Open()
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(os.Getenv("XDG_CONFIG_HOME"), "mancala"); s.Where() != want {
		t.Errorf("Where = %s, want %s", s.Where(), want)
	}
}

// TestExportWritesAFileBesideTheSaves: an exported game is a plain file in
// the store's directory, at the path Export returns.
func TestExportWritesAFileBesideTheSaves(t *testing.T) {
	dir := t.TempDir()
	s, err := OpenDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	text := "variant oware\nposition start moves 3 2\n"
	path, err := s.Export("game-oware.txt", []byte(text))
	if err != nil || path != filepath.Join(dir, "game-oware.txt") {
		t.Fatalf("Export = %q, %v", path, err)
	}
	if got, err := os.ReadFile(path); err != nil || string(got) != text {
		t.Fatalf("the file holds %q, %v", got, err)
	}
}
