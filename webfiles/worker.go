package webfiles

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io/fs"
	"net/http"
	"strconv"
	"time"

	"mancala/i18n"
	"mancala/i18n/locales"
)

// ServiceWorker is the page's service worker (wasm/sw.js): it keeps the
// game's files so that the game plays with no network. It is served with
// two lines written above it: the version of the game's files (a new
// build changes the text of the worker, which is how the browser learns
// of it) and the list of files to keep.
const ServiceWorker = "sw.js"

// AppFiles are the files the service worker keeps, those of them present:
// the page, the game, the computer player's worker, the manifest and its
// icons, and the game's message catalogues (the page fetches the one of
// its player's language).
var AppFiles = append([]string{"index.html", "wasm_exec.js", "mancala.wasm", "aiworker.js", "aiworker.wasm",
	"manifest.webmanifest", "icon-192.png", "icon-512.png"}, catalogueFiles()...)

// catalogueFiles are the message catalogues' places beside the page.
func catalogueFiles() []string {
	var files []string
	for _, l := range i18n.Languages {
		files = append(files, "locales/"+locales.FileName(l.Code))
	}
	return files
}

// serveWorker sends the service worker with its version and files.
func (h *handler) serveWorker(w http.ResponseWriter, r *http.Request) {
	body, err := fs.ReadFile(h.fsys, ServiceWorker)
	if err != nil {
		httpError(w, err)
		return
	}
	version, files := h.appVersion(body)
	list, _ := json.Marshal(files)
	head := fmt.Sprintf("const version = %q;\nconst files = %s;\n", version, list)
	w.Header().Set("ETag", strconv.Quote(version))
	http.ServeContent(w, r, ServiceWorker, time.Time{}, bytes.NewReader(append([]byte(head), body...)))
}

// appVersion returns the version of the app files present (a digest of
// their names, sizes and times, and of the worker's own text) and their
// list as the worker fetches them: the page as "./".
func (h *handler) appVersion(worker []byte) (string, []string) {
	d := sha256.New()
	d.Write(worker)
	var files []string
	for _, name := range AppFiles {
		info, ok := h.regular(name)
		if !ok {
			continue
		}
		fmt.Fprintf(d, "%s %d %d\n", name, info.Size(), info.ModTime().UnixNano())
		if name == "index.html" {
			name = "./"
		}
		files = append(files, name)
	}
	return hex.EncodeToString(d.Sum(nil))[:16], files
}
