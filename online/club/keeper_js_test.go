//go:build js

package club

import (
	"strings"
	"syscall/js"
	"testing"
)

// fakeStorage installs a localStorage like a browser's (Node.js has
// none), removed when the test ends.
func fakeStorage(t *testing.T) js.Value {
	js.Global().Call("eval", `globalThis.localStorage = {
	m: new Map(),
	getItem(k) { return this.m.has(k) ? this.m.get(k) : null; },
	setItem(k, v) { this.m.set(k, String(v)); },
	removeItem(k) { this.m.delete(k); },
};`)
	t.Cleanup(func() { js.Global().Call("eval", "delete globalThis.localStorage") })
	return js.Global().Get("localStorage")
}

func TestTheLocalKeeperKeepsTheTokenInLocalStorage(t *testing.T) {
	ls := fakeStorage(t)
	k := NewLocalKeeper(TokenKey)
	if tok, err := k.Token(); tok != "" || err != nil {
		t.Fatalf("empty storage: %q %v", tok, err)
	}
	if err := k.SetToken("v1.g-ab.123.sig"); err != nil {
		t.Fatal(err)
	}
	if got := ls.Call("getItem", TokenKey).String(); got != "v1.g-ab.123.sig" {
		t.Errorf("stored %q", got)
	}
	if tok, err := NewLocalKeeper(TokenKey).Token(); tok != "v1.g-ab.123.sig" || err != nil {
		t.Errorf("read back %q %v", tok, err)
	}
	k.SetToken("")
	if !ls.Call("getItem", TokenKey).IsNull() {
		t.Error("forgetting the token left it")
	}
}

func TestADamagedTokenInLocalStorageIsToldAndSetAside(t *testing.T) {
	ls := fakeStorage(t)
	ls.Call("setItem", TokenKey, "not a token")
	k := NewLocalKeeper(TokenKey)
	if _, err := k.Token(); err == nil || !strings.Contains(err.Error(), TokenKey) {
		t.Fatalf("damaged token: %v", err)
	}
	if err := k.SetToken("v1.g-ab.123.sig"); err != nil {
		t.Fatal(err)
	}
	if got := ls.Call("getItem", TokenKey+".damaged").String(); got != "not a token" {
		t.Errorf("set aside %q", got)
	}
}

func TestNoLocalStorageIsAnError(t *testing.T) {
	if _, err := NewLocalKeeper(TokenKey).Token(); err == nil {
		t.Error("no error without localStorage")
	}
}
