package webfiles

import (
	"io"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
	"time"
)

// The service worker is served with the version of the game's files and
// their list above its text: the page as "./", only the files present. A
// new build (a file's time or size changes) is a new version, which is
// what makes the browser install the worker again.
func TestTheServiceWorkerCarriesTheVersionOfTheGamesFiles(t *testing.T) {
	at := time.Date(2026, 12, 5, 12, 0, 0, 0, time.UTC)
	fsys := fstest.MapFS{
		"sw.js":        {Data: []byte("// the worker\n"), ModTime: at},
		"index.html":   {Data: []byte("<!doctype html>"), ModTime: at},
		"mancala.wasm": {Data: []byte("\x00asm"), ModTime: at},
	}
	first := serveWorker(t, fsys)
	if !strings.Contains(first, `const files = ["./","mancala.wasm"];`) || !strings.HasSuffix(first, "// the worker\n") {
		t.Fatalf("the worker as served:\n%s", first)
	}
	if again := serveWorker(t, fsys); again != first {
		t.Errorf("the same files give another version:\n%s\n%s", first, again)
	}
	fsys["mancala.wasm"].ModTime = at.Add(time.Minute)
	if next := serveWorker(t, fsys); next == first || !strings.HasPrefix(next, "const version = ") {
		t.Errorf("a new build of the game keeps the worker's version:\n%s", next)
	}
}

// serveWorker returns the body of GET /sw.js.
func serveWorker(t *testing.T, fsys fstest.MapFS) string {
	t.Helper()
	rec := httptest.NewRecorder()
	NewHandler(fsys).ServeHTTP(rec, httptest.NewRequest("GET", "/sw.js", nil))
	if rec.Code != 200 || rec.Header().Get("Content-Type") != "text/javascript; charset=utf-8" || rec.Header().Get("ETag") == "" {
		t.Fatalf("GET /sw.js: %d %v", rec.Code, rec.Header())
	}
	body, _ := io.ReadAll(rec.Body)
	return string(body)
}
