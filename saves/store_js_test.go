//go:build js

package saves

import (
	"errors"
	"strings"
	"syscall/js"
	"testing"
)

// backends is the key-value store behind localStorage, over a map: the
// tests run under Node.js, which has no localStorage.
func backends() []opener { return []opener{{"localStorage", openMemory}} }

func TestOpenWithoutLocalStorageSaysNothingWillBeSaved(t *testing.T) {
	s, err := Open()
	if s != nil || !errors.Is(err, errNoStorage) {
		t.Fatalf("Open = %v, %v; want nil and %v", s, err, errNoStorage)
	}
}

// fakeStorage installs a localStorage in JavaScript, like a browser's,
// whose setItem throws for keys ending in "bad-1" (a full storage), and
// removes it when the test ends.
func fakeStorage(t *testing.T, define string) {
	js.Global().Call("eval", define)
	t.Cleanup(func() { js.Global().Call("eval", "delete globalThis.localStorage") })
}

const browserStorage = `globalThis.localStorage = {
	m: new Map(),
	getItem(k) { return this.m.has(k) ? this.m.get(k) : null; },
	setItem(k, v) {
		if (k.endsWith("bad-1")) throw new Error("QuotaExceededError");
		this.m.set(k, String(v));
	},
	removeItem(k) { this.m.delete(k); },
};`

func TestLocalStorageSavesAndLoadsInTheBrowser(t *testing.T) {
	fakeStorage(t, browserStorage)
	s, err := Open()
	if err != nil {
		t.Fatal(err)
	}
	want := Settings{Speed: "Fast", Volume: 30, Theme: Contrast, Server: DefaultServer}
	if err := s.SaveSettings(want); err != nil {
		t.Fatal(err)
	}
	if got := js.Global().Get("localStorage").Call("getItem", "mancala/settings.json"); got.IsNull() {
		t.Fatal("nothing under mancala/settings.json")
	}
	if st, err := s.LoadSettings(); err != nil || st != want {
		t.Fatalf("LoadSettings = %+v, %v; want %+v", st, err, want)
	}
}

func TestLocalStorageExceptionIsAnErrorNotAPanic(t *testing.T) {
	fakeStorage(t, browserStorage)
	s, err := Open()
	if err != nil {
		t.Fatal(err)
	}
	js.Global().Get("localStorage").Call("setItem", "mancala/game.json", "{bad")
	g, err := s.LoadGame(kalahVsComputer)
	var k *KeptAside
	if g != nil || !errors.As(err, &k) || k.Aside != "" || !strings.Contains(k.Error(), "QuotaExceededError") {
		t.Fatalf("LoadGame = %v, %v; want the record left in place and the exception named", g, err)
	}
}

func TestBlockedLocalStorageIsAnError(t *testing.T) {
	fakeStorage(t, `Object.defineProperty(globalThis, "localStorage", {
		configurable: true,
		get() { throw new Error("SecurityError: storage is blocked"); },
	});`)
	if s, err := Open(); s != nil || err == nil || !strings.Contains(err.Error(), "SecurityError") {
		t.Fatalf("Open = %v, %v; want an error naming the SecurityError", s, err)
	}
}
