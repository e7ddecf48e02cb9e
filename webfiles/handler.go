// Package webfiles serves the browser build of the game (the wasm/
// folder) over HTTP: .wasm files as application/wasm, and precompressed
// siblings of a file when the client accepts their coding: name + ".br"
// with Content-Encoding: br first, then name + ".gz" with gzip. It sends
// no directory listings. cmd/webserve and the online server use it.
package webfiles

import (
	"errors"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
)

// DecodedLengthHeader carries the size in bytes of a file before
// compression, when the body is sent gzipped: Content-Length then counts
// compressed bytes, while the page's progress bar counts decoded ones.
const DecodedLengthHeader = "X-Decoded-Content-Length"

// contentTypes fixes the types the page depends on, whatever the system's
// MIME tables say.
var contentTypes = map[string]string{
	".html": "text/html; charset=utf-8",
	".js":   "text/javascript; charset=utf-8",
	".wasm": "application/wasm",
	".json": "application/json",
	".css":  "text/css; charset=utf-8",
	".png":  "image/png",
	// The web app manifest's own type.
	".webmanifest": "application/manifest+json",
}

// NewHandler returns a handler serving the files of fsys, preferring
// precompressed siblings (.br, then .gz) for clients that accept their
// coding. A request for a folder serves its index.html.
func NewHandler(fsys fs.FS) http.Handler {
	return &handler{fsys: fsys}
}

type handler struct {
	fsys fs.FS
}

// codings are the precompressed siblings looked for, best first: the
// Content-Encoding and the file name suffix.
var codings = [...]struct{ name, ext string }{{"br", ".br"}, {"gzip", ".gz"}}

func (h *handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	name, ok := h.resolve(r.URL.Path)
	if !ok {
		http.NotFound(w, r)
		return
	}
	hdr := w.Header()
	hdr.Set("Content-Type", contentType(name))
	hdr.Set("Cache-Control", "no-cache")
	hdr.Set("X-Content-Type-Options", "nosniff")
	if name == ServiceWorker {
		h.serveWorker(w, r)
		return
	}
	h.serveFile(w, r, h.encoded(w, r, name))
}

// encoded returns the file to send for name: its best precompressed
// sibling that the client accepts, with the headers that say so, or name
// itself.
func (h *handler) encoded(w http.ResponseWriter, r *http.Request, name string) string {
	hdr, accept := w.Header(), r.Header.Get("Accept-Encoding")
	varies := false
	for _, c := range codings {
		if _, ok := h.regular(name + c.ext); !ok || isCompressed(name) {
			continue
		}
		if !varies {
			hdr.Add("Vary", "Accept-Encoding")
			varies = true
		}
		if accepts(accept, c.name) {
			raw, _ := h.regular(name)
			hdr.Set(DecodedLengthHeader, strconv.FormatInt(raw.Size(), 10))
			hdr.Set("Content-Encoding", c.name)
			return name + c.ext
		}
	}
	return name
}

// isCompressed reports whether name is itself a precompressed file.
func isCompressed(name string) bool {
	ext := path.Ext(name)
	return ext == ".gz" || ext == ".br"
}

// resolve maps a URL path to a regular file in fsys: a folder maps to its
// index.html. It reports false when there is no such file.
func (h *handler) resolve(urlPath string) (string, bool) {
	name := strings.TrimPrefix(path.Clean("/"+urlPath), "/")
	if name == "" {
		name = "."
	}
	info, err := fs.Stat(h.fsys, name)
	if err != nil {
		return "", false
	}
	if info.IsDir() {
		name = path.Join(name, "index.html")
	}
	if _, ok := h.regular(name); !ok {
		return "", false
	}
	return name, true
}

// regular returns the file info of name when it is a regular file.
func (h *handler) regular(name string) (fs.FileInfo, bool) {
	info, err := fs.Stat(h.fsys, name)
	if err != nil || !info.Mode().IsRegular() {
		return nil, false
	}
	return info, true
}

// serveFile sends the file name with http.ServeContent, which handles
// HEAD, ranges and If-Modified-Since.
func (h *handler) serveFile(w http.ResponseWriter, r *http.Request, name string) {
	f, err := h.fsys.Open(name)
	if err != nil {
		httpError(w, err)
		return
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		httpError(w, err)
		return
	}
	rs, ok := f.(io.ReadSeeker)
	if !ok {
		http.Error(w, "file is not seekable", http.StatusInternalServerError)
		return
	}
	// ServeContent leaves out Content-Length once Content-Encoding is set;
	// the length of the stored compressed file is the right one for a whole
	// reply.
	if w.Header().Get("Content-Encoding") != "" && r.Header.Get("Range") == "" {
		w.Header().Set("Content-Length", strconv.FormatInt(info.Size(), 10))
	}
	http.ServeContent(w, r, name, info.ModTime(), rs)
}

func httpError(w http.ResponseWriter, err error) {
	if errors.Is(err, fs.ErrNotExist) {
		http.Error(w, "404 page not found", http.StatusNotFound)
		return
	}
	http.Error(w, "cannot read file", http.StatusInternalServerError)
}

// contentType returns the Content-Type for a file name by its extension.
func contentType(name string) string {
	ext := path.Ext(name)
	if t, ok := contentTypes[ext]; ok {
		return t
	}
	if t := mime.TypeByExtension(ext); t != "" {
		return t
	}
	return "application/octet-stream"
}

// accepts reports whether an Accept-Encoding header value allows the
// content coding: it is listed with a non-zero quality, or it is not
// listed and the wildcard * is, with a non-zero quality. gzip also
// answers to its old name x-gzip.
func accepts(header, coding string) bool {
	named, star := -1.0, -1.0
	for _, part := range strings.Split(header, ",") {
		fields := strings.Split(part, ";")
		switch c := strings.ToLower(strings.TrimSpace(fields[0])); {
		case c == coding || (coding == "gzip" && c == "x-gzip"):
			named = quality(fields[1:])
		case c == "*":
			star = quality(fields[1:])
		}
	}
	if named >= 0 {
		return named > 0
	}
	return star > 0
}

// quality returns the q parameter among params, 1 when there is none.
func quality(params []string) float64 {
	q := 1.0
	for _, p := range params {
		k, v, _ := strings.Cut(strings.TrimSpace(p), "=")
		if strings.EqualFold(strings.TrimSpace(k), "q") {
			if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
				q = f
			}
		}
	}
	return q
}
