package saves

import (
	"errors"
	"testing"
)

// memory is a keyValue in a map, standing in for localStorage in tests.
// Keys named in full fail to be set, like a full localStorage.
type memory struct {
	m    map[string]string
	full map[string]bool
}

func newMemory() *memory { return &memory{m: map[string]string{}, full: map[string]bool{}} }

func (mm *memory) get(key string) (string, bool, error) {
	v, ok := mm.m[key]
	return v, ok, nil
}

func (mm *memory) set(key, val string) error {
	if mm.full[key] {
		return errors.New("QuotaExceededError")
	}
	mm.m[key] = val
	return nil
}

func (mm *memory) del(key string) error {
	delete(mm.m, key)
	return nil
}

// openMemory opens a store over a fresh memory, as Open does over
// localStorage.
func openMemory(t *testing.T) *Store {
	return newStore(kvBackend{kv: newMemory(), prefix: "mancala/", place: "memory"})
}

func TestLocalStorageRecordsLiveUnderThePrefix(t *testing.T) {
	mm := newMemory()
	s := newStore(kvBackend{kv: mm, prefix: "mancala/", place: "memory"})
	if err := s.SaveSettings(DefaultSettings()); err != nil {
		t.Fatal(err)
	}
	if _, ok := mm.m["mancala/settings.json"]; !ok || len(mm.m) != 1 {
		t.Errorf("keys after saving settings: %v, want only mancala/settings.json", mm.m)
	}
}

func TestLocalStorageKeepsAsideByCopyThenDelete(t *testing.T) {
	mm := newMemory()
	s := newStore(kvBackend{kv: mm, prefix: "mancala/", place: "memory"})
	mm.m["mancala/game.json"] = "{oops"
	_, err := s.LoadGame(kalahVsComputer)
	var k *KeptAside
	if !errors.As(err, &k) || k.Aside != "game.json.bad-1" {
		t.Fatalf("LoadGame error %v, want kept aside as game.json.bad-1", err)
	}
	if _, ok := mm.m["mancala/game.json"]; ok {
		t.Error("the bad record is still under its own key")
	}
	if mm.m["mancala/game.json.bad-1"] != "{oops" {
		t.Errorf("kept-aside copy is %q, want the bad record", mm.m["mancala/game.json.bad-1"])
	}
}

func TestLocalStorageFullLeavesTheBadRecordAndRefusesToSaveOverIt(t *testing.T) {
	mm := newMemory()
	s := newStore(kvBackend{kv: mm, prefix: "mancala/", place: "memory"})
	const name = "mancala/game-kalah-computer.json"
	mm.m[name] = "{oops"
	mm.full[name+".bad-1"] = true
	g, err := s.LoadGame(kalahVsComputer)
	var k *KeptAside
	if g != nil || !errors.As(err, &k) || k.Aside != "" {
		t.Fatalf("LoadGame = %v, %v; want nil and a record left in place", g, err)
	}
	if mm.m[name] != "{oops" {
		t.Fatal("the bad record was changed")
	}
	if err := s.SaveGame(kalahGame(t)); err == nil {
		t.Error("SaveGame wrote over a record that could not be kept aside")
	}
	if err := s.ClearGame(kalahVsComputer); err != nil || mm.m[name] != "{oops" {
		t.Errorf("ClearGame = %v and removed the bad record; want it left alone", err)
	}
	if kind, slot := k.Kind(); kind != KindGame || slot != kalahVsComputer || k.Aside != "" {
		t.Errorf("kept %v %v as %q; want Kalah against the computer's game left in place", kind, slot, k.Aside)
	}
}
