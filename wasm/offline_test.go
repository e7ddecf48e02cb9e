package wasm_test

import (
	"context"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBrowserPlaysOfflineAndOffersANewVersion loads the game from a
// server of its own, lets the service worker keep the game's files, and
// stops the server: the page reloads with no server at all and plays a
// move against the computer (whose worker comes from the cache too).
// Then the server comes back with a new build (a file of the game
// changed): the page offers "New version", and Reload brings it in, the
// old version's files dropped.
func TestBrowserPlaysOfflineAndOffersANewVersion(t *testing.T) {
	chromium(t)
	web := servedSite(t)
	srv, url, exited, err := startServer(os.Stderr, web.bin, "-addr", "127.0.0.1:0", "-dir", web.dir)
	if err != nil {
		t.Fatal(err)
	}
	stop := func() {
		srv.Process.Signal(syscall.SIGTERM)
		select {
		case <-exited:
		case <-time.After(10 * time.Second):
			srv.Process.Kill()
			<-exited
		}
	}
	t.Cleanup(func() { stop() })
	p := openPage(t, url, 960, 600)
	p.waitFirstFrame()
	p.waitFor("the service worker to keep the game", `!!navigator.serviceWorker.controller`, 90*time.Second)
	first := evalAsync[[]string](p, `caches.keys()`)
	stop()
	p.do(chromedp.Reload())
	p.waitFirstFrame()
	if resp, err := http.Get(url); err == nil {
		resp.Body.Close()
		t.Fatal("the server still answers: the page is not offline")
	}
	p.startKalah(1)
	for mine := 0; p.state().Plies <= mine; mine++ { // until the computer (its worker from the cache too) has answered
		if mine == 6 {
			t.Fatalf("the computer did not answer %d moves", mine)
		}
		p.playMove(mine)
	}
	p.screenshot("offline-played")

	icon := filepath.Join(web.dir, "icon-192.png")
	now := time.Now()
	if err := os.Chtimes(icon, now, now); err != nil {
		t.Fatal(err)
	}
	host := strings.TrimSuffix(strings.TrimPrefix(url, "http://"), "/")
	srv, _, exited, err = startServer(os.Stderr, web.bin, "-addr", host, "-dir", web.dir)
	if err != nil {
		t.Fatalf("the server again on %s: %v", host, err)
	}
	evalAsync[bool](p, `navigator.serviceWorker.getRegistration().then((r) => r.update()).then(() => true)`)
	p.waitFor("New version", `!document.getElementById("update").hidden`, 60*time.Second)
	p.screenshot("offline-new-version")
	eval[bool](p, `(window.oldVersion = true, document.getElementById("reload").click(), true)`)
	p.waitReloaded()
	if now := evalAsync[[]string](p, `caches.keys()`); len(now) != 1 || len(first) != 1 || now[0] == first[0] {
		t.Errorf("the caches were %v before the new version, %v after: want one, a new one", first, now)
	}
	checkConsoles(t, p)
}

// evalAsync evaluates a JavaScript expression that gives a promise, and
// returns what the promise resolves to.
func evalAsync[T any](p *page, expr string) T {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 30*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatalf("evaluate %s: %v", expr, err)
	}
	return v
}

// waitReloaded waits until the page marked window.oldVersion has loaded
// again and drawn the game (asking again while the page navigates).
func (p *page) waitReloaded() {
	p.t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		ctx, cancel := context.WithTimeout(p.ctx, 5*time.Second)
		done, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`!window.oldVersion && !!window.mancala && window.mancala.frames > 0`))
		cancel()
		if err == nil && done {
			return
		}
		p.do(chromedp.Sleep(100 * time.Millisecond))
	}
	p.screenshot("not-reloaded")
	p.t.Fatal("the page did not load the new version within 60 s")
}
