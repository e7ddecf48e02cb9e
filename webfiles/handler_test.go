package webfiles

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"testing/fstest"
)

// wasmBytes stands in for a built game: the wasm magic number and padding.
var wasmBytes = append([]byte("\x00asm\x01\x00\x00\x00"), bytes.Repeat([]byte{7}, 4000)...)

func gzipped(t *testing.T, b []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	if _, err := zw.Write(b); err != nil {
		t.Fatal(err)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func testFS(t *testing.T) fstest.MapFS {
	return fstest.MapFS{
		"index.html":       {Data: []byte("<!doctype html><title>Mancala</title>")},
		"wasm_exec.js":     {Data: []byte("// js")},
		"mancala.wasm":     {Data: wasmBytes},
		"mancala.wasm.gz":  {Data: gzipped(t, wasmBytes)},
		"plain.wasm":       {Data: wasmBytes},
		"sub/index.html":   {Data: []byte("sub")},
		"empty/readme.txt": {Data: []byte("no index here")},
	}
}

func get(t *testing.T, h http.Handler, method, target, acceptEncoding string) *http.Response {
	t.Helper()
	req := httptest.NewRequest(method, target, nil)
	if acceptEncoding != "" {
		req.Header.Set("Accept-Encoding", acceptEncoding)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

func body(t *testing.T, resp *http.Response) []byte {
	t.Helper()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestWasmServedAsApplicationWasm(t *testing.T) {
	resp := get(t, NewHandler(testFS(t)), "GET", "/plain.wasm", "")
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d, want 200", resp.StatusCode)
	}
	if got := resp.Header.Get("Content-Type"); got != "application/wasm" {
		t.Errorf("Content-Type %q, want application/wasm", got)
	}
	if !bytes.Equal(body(t, resp), wasmBytes) {
		t.Error("body differs from the file")
	}
}

func TestGzipSiblingServedWhenAccepted(t *testing.T) {
	resp := get(t, NewHandler(testFS(t)), "GET", "/mancala.wasm", "deflate, gzip;q=0.8, br")
	if got := resp.Header.Get("Content-Encoding"); got != "gzip" {
		t.Fatalf("Content-Encoding %q, want gzip", got)
	}
	if got := resp.Header.Get("Content-Type"); got != "application/wasm" {
		t.Errorf("Content-Type %q, want application/wasm", got)
	}
	if got := resp.Header.Get("Vary"); got != "Accept-Encoding" {
		t.Errorf("Vary %q, want Accept-Encoding", got)
	}
	want := strconv.Itoa(len(wasmBytes))
	if got := resp.Header.Get(DecodedLengthHeader); got != want {
		t.Errorf("%s %q, want %s", DecodedLengthHeader, got, want)
	}
	gz := body(t, resp)
	if got := resp.Header.Get("Content-Length"); got != strconv.Itoa(len(gz)) {
		t.Errorf("Content-Length %q, want %d", got, len(gz))
	}
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		t.Fatal(err)
	}
	plain, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(plain, wasmBytes) {
		t.Error("decompressed body differs from the file")
	}
}

func TestRawServedWhenGzipNotAccepted(t *testing.T) {
	for _, ae := range []string{"", "br", "gzip;q=0", "gzip;q=0, *"} {
		resp := get(t, NewHandler(testFS(t)), "GET", "/mancala.wasm", ae)
		if got := resp.Header.Get("Content-Encoding"); got != "" {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q, want none", ae, got)
		}
		if got := resp.Header.Get("Vary"); got != "Accept-Encoding" {
			t.Errorf("Accept-Encoding %q: Vary %q, want Accept-Encoding", ae, got)
		}
		if !bytes.Equal(body(t, resp), wasmBytes) {
			t.Errorf("Accept-Encoding %q: body differs from the file", ae)
		}
	}
}

func TestFolderServesIndex(t *testing.T) {
	h := NewHandler(testFS(t))
	for target, want := range map[string]string{"/": "<!doctype html><title>Mancala</title>", "/sub/": "sub"} {
		resp := get(t, h, "GET", target, "gzip")
		if resp.StatusCode != http.StatusOK {
			t.Errorf("%s: status %d, want 200", target, resp.StatusCode)
			continue
		}
		if got := resp.Header.Get("Content-Type"); got != "text/html; charset=utf-8" {
			t.Errorf("%s: Content-Type %q", target, got)
		}
		if got := string(body(t, resp)); got != want {
			t.Errorf("%s: body %q, want %q", target, got, want)
		}
	}
}

func TestNotFoundAndBadMethod(t *testing.T) {
	h := NewHandler(testFS(t))
	for _, target := range []string{"/missing.wasm", "/empty/", "/../main.go", "/sub/../../x"} {
		if resp := get(t, h, "GET", target, ""); resp.StatusCode != http.StatusNotFound {
			t.Errorf("%s: status %d, want 404", target, resp.StatusCode)
		}
	}
	if resp := get(t, h, "POST", "/", ""); resp.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("POST: status %d, want 405", resp.StatusCode)
	}
}

func TestRangeOfGzipFile(t *testing.T) {
	req := httptest.NewRequest("GET", "/mancala.wasm", nil)
	req.Header.Set("Accept-Encoding", "gzip")
	req.Header.Set("Range", "bytes=0-9")
	rec := httptest.NewRecorder()
	NewHandler(testFS(t)).ServeHTTP(rec, req)
	resp := rec.Result()
	if resp.StatusCode != http.StatusPartialContent {
		t.Fatalf("status %d, want 206", resp.StatusCode)
	}
	if got, want := body(t, resp), gzipped(t, wasmBytes)[:10]; !bytes.Equal(got, want) {
		t.Errorf("body % x, want % x", got, want)
	}
	if got := resp.Header.Get("Content-Length"); got != "" && got != "10" {
		t.Errorf("Content-Length %q, want 10 or none", got)
	}
}

func TestHeadHasNoBody(t *testing.T) {
	resp := get(t, NewHandler(testFS(t)), "HEAD", "/plain.wasm", "")
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("status %d, want 200", resp.StatusCode)
	}
	if got := resp.Header.Get("Content-Length"); got != strconv.Itoa(len(wasmBytes)) {
		t.Errorf("Content-Length %q, want %d", got, len(wasmBytes))
	}
	if b := body(t, resp); len(b) != 0 {
		t.Errorf("HEAD returned %d body bytes", len(b))
	}
}

// TestServerOverRealFolder runs the handler on a folder on disk behind a
// real HTTP server, as main does, and reads through a real client.
func TestServerOverRealFolder(t *testing.T) {
	dir := t.TempDir()
	write := func(name string, data []byte) {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("mancala.wasm", wasmBytes)
	write("mancala.wasm.gz", gzipped(t, wasmBytes))
	root, err := os.OpenRoot(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer root.Close()
	srv := httptest.NewServer(NewHandler(root.FS()))
	defer srv.Close()

	req, err := http.NewRequest("GET", srv.URL+"/mancala.wasm", nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Accept-Encoding", "gzip")
	resp, err := srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw := body(t, resp)
	if resp.Header.Get("Content-Encoding") != "gzip" || !bytes.Equal(raw, gzipped(t, wasmBytes)) {
		t.Fatalf("got Content-Encoding %q and %d bytes, want the gzip file", resp.Header.Get("Content-Encoding"), len(raw))
	}
}

func TestAccepts(t *testing.T) {
	tests := []struct {
		header, coding string
		want           bool
	}{
		{"", "gzip", false},
		{"gzip", "gzip", true},
		{"GZIP", "gzip", true},
		{"br, gzip", "gzip", true},
		{"gzip;q=0", "gzip", false},
		{"gzip; q=0.0", "gzip", false},
		{"gzip;q=0.5", "gzip", true},
		{"*", "gzip", true},
		{"*;q=0", "gzip", false},
		{"gzip;q=0, *", "gzip", false},
		{"identity", "gzip", false},
		{"x-gzip", "gzip", true},
		{"gzip, deflate, br, zstd", "br", true},
		{"gzip, deflate", "br", false},
		{"br;q=0, gzip", "br", false},
		{"x-gzip", "br", false},
		{"*", "br", true},
	}
	for _, tt := range tests {
		if got := accepts(tt.header, tt.coding); got != tt.want {
			t.Errorf("accepts(%q, %q) = %v, want %v", tt.header, tt.coding, got, tt.want)
		}
	}
}

// brFS is testFS with a brotli sibling of the game; its bytes only need
// to differ from the others (the server never decodes them).
func brFS(t *testing.T) fstest.MapFS {
	fsys := testFS(t)
	fsys["mancala.wasm.br"] = &fstest.MapFile{Data: []byte("brotli stand-in")}
	return fsys
}

func TestBrotliSiblingPreferredWhenAccepted(t *testing.T) {
	resp := get(t, NewHandler(brFS(t)), "GET", "/mancala.wasm", "gzip, deflate, br")
	if got := resp.Header.Get("Content-Encoding"); got != "br" {
		t.Fatalf("Content-Encoding %q, want br", got)
	}
	if got := string(body(t, resp)); got != "brotli stand-in" {
		t.Errorf("body %q, want the .br file", got)
	}
	if got := resp.Header.Get("Content-Type"); got != "application/wasm" {
		t.Errorf("Content-Type %q, want application/wasm", got)
	}
	if got := resp.Header.Get("Content-Length"); got != strconv.Itoa(len("brotli stand-in")) {
		t.Errorf("Content-Length %q", got)
	}
	if got, want := resp.Header.Get(DecodedLengthHeader), strconv.Itoa(len(wasmBytes)); got != want {
		t.Errorf("%s %q, want %s", DecodedLengthHeader, got, want)
	}
	if got := resp.Header.Values("Vary"); len(got) != 1 || got[0] != "Accept-Encoding" {
		t.Errorf("Vary %q, want one Accept-Encoding", got)
	}
}

func TestGzipWhenBrotliNotAccepted(t *testing.T) {
	for _, ae := range []string{"gzip", "br;q=0, gzip"} {
		resp := get(t, NewHandler(brFS(t)), "GET", "/mancala.wasm", ae)
		if got := resp.Header.Get("Content-Encoding"); got != "gzip" {
			t.Errorf("Accept-Encoding %q: Content-Encoding %q, want gzip", ae, got)
		}
		if got := body(t, resp); !bytes.Equal(got, gzipped(t, wasmBytes)) {
			t.Errorf("Accept-Encoding %q: body is not the .gz file", ae)
		}
	}
}

func TestCompressedFileServedAsItself(t *testing.T) {
	resp := get(t, NewHandler(brFS(t)), "GET", "/mancala.wasm.gz", "gzip, br")
	if got := resp.Header.Get("Content-Encoding"); got != "" {
		t.Errorf("Content-Encoding %q, want none", got)
	}
	if got := body(t, resp); !bytes.Equal(got, gzipped(t, wasmBytes)) {
		t.Error("body is not the .gz file as stored")
	}
}
