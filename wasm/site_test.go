package wasm_test

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"mancala/i18n"
	"mancala/i18n/locales"
	"mancala/wasm/budget"
	"mancala/wasm/pagemod"
)

// site is the browser version built for the tests, and the server that
// serves it.
type site struct {
	dir    string // the served folder
	url    string // http://127.0.0.1:port/
	bin    string // the server binary
	srv    *exec.Cmd
	exited chan struct{} // closed when the server has stopped
}

var (
	siteOnce sync.Once
	theSite  *site
	siteErr  error
	tmpRoot  string // removed when the tests end
)

// TestMain removes what the tests built, and stops the server.
func TestMain(m *testing.M) {
	code := m.Run()
	if theSite != nil && theSite.srv != nil {
		theSite.srv.Process.Kill()
		<-theSite.exited
	}
	if tmpRoot != "" {
		os.RemoveAll(tmpRoot)
	}
	os.Exit(code)
}

// servedSite builds the browser version as make web-build lays it out
// (or takes the folder MANCALA_WEB_DIR names) and serves it with
// cmd/webserve on a free port, once for all the tests. If something else
// on the machine stopped the server, it starts it again, on a new port.
func servedSite(t *testing.T) *site {
	t.Helper()
	siteOnce.Do(func() { theSite, siteErr = startSite() })
	if siteErr != nil {
		t.Fatal(siteErr)
	}
	select {
	case <-theSite.exited:
		t.Logf("webserve stopped (%v); starting it again", theSite.srv.ProcessState)
		if err := theSite.serve(); err != nil {
			t.Fatal(err)
		}
	default:
	}
	return theSite
}

func startSite() (*site, error) {
	var err error
	if tmpRoot, err = os.MkdirTemp("", "mancala-web-"); err != nil {
		return nil, err
	}
	s := &site{dir: os.Getenv("MANCALA_WEB_DIR")}
	if s.dir == "" {
		s.dir = filepath.Join(tmpRoot, "site")
		if err := buildSite(s.dir); err != nil {
			return nil, err
		}
	}
	s.bin = filepath.Join(tmpRoot, "webserve")
	if err := goCmd("", "build", "-o", s.bin, "mancala/cmd/webserve"); err != nil {
		return nil, err
	}
	return s, s.serve()
}

// buildSite writes the game, the worker, their gzip copies, the page, the
// worker script, the service worker, the manifest with its icons, the
// message catalogues and the toolchain's wasm_exec.js into dir.
func buildSite(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	builds := []struct {
		out, pkg string
		flags    []string
	}{{"mancala.wasm", "mancala", nil}, {"aiworker.wasm", "mancala/cmd/aiworker", budget.WorkerFlags}}
	gameFlags, err := pageFlags(budget.GameFlags)
	if err != nil {
		return err
	}
	builds[0].flags = gameFlags
	for _, b := range builds {
		out, pkg := b.out, b.pkg
		args := append(append([]string{"build"}, b.flags...), "-o", filepath.Join(dir, out), pkg)
		if err := goCmd("js", args...); err != nil {
			return err
		}
		if err := gzipFile(filepath.Join(dir, out)); err != nil {
			return err
		}
	}
	goroot, err := exec.Command(goBinary(), "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("go env GOROOT: %v", err)
	}
	files := map[string]string{
		filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"): "wasm_exec.js",
		"index.html": "index.html", "aiworker.js": "aiworker.js", "sw.js": "sw.js",
		"manifest.webmanifest": "manifest.webmanifest", "icon-192.png": "icon-192.png", "icon-512.png": "icon-512.png",
	}
	if err := os.MkdirAll(filepath.Join(dir, "locales"), 0o755); err != nil {
		return err
	}
	for _, l := range i18n.Languages {
		name := locales.FileName(l.Code)
		files[filepath.Join("..", "i18n", "locales", name)] = filepath.Join("locales", name)
	}
	for from, to := range files {
		if err := copyFile(from, filepath.Join(dir, to)); err != nil {
			return err
		}
	}
	return nil
}

// goCmd runs the go command, for js/wasm when goos is "js".
// pageFlags are the game's build flags with the module file the page is
// built with (package pagemod), written under tmpRoot.
func pageFlags(flags []string) ([]string, error) {
	modFile, err := pagemod.Write(filepath.Join(tmpRoot, "page-module"), goBinary())
	if err != nil {
		return nil, err
	}
	return append(slices.Clone(flags), "-modfile="+modFile), nil
}

func goCmd(goos string, args ...string) error {
	cmd := exec.Command(goBinary(), args...)
	if goos == "js" {
		cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	}
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return nil
}

// goBinary returns the go command: on PATH, else where the README says.
func goBinary() string {
	if p, err := exec.LookPath("go"); err == nil {
		return p
	}
	return "/usr/local/go/bin/go"
}

func copyFile(from, to string) error {
	data, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return os.WriteFile(to, data, 0o644)
}

// gzipFile writes name + ".gz" at the best compression, as gzip -9 does.
func gzipFile(name string) error {
	data, err := os.ReadFile(name)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if _, err := zw.Write(data); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	return os.WriteFile(name+".gz", buf.Bytes(), 0o644)
}

// serve starts the server binary on a free port.
func (s *site) serve() (err error) {
	s.srv, s.url, s.exited, err = startServer(os.Stderr, s.bin, "-addr", "127.0.0.1:0", "-dir", s.dir)
	return err
}

// startServer runs the server bin with args, its errors and logs going
// to stderr, and reads the address it serves on from the first line it
// prints ("... on http://host:port/"); exited is closed when it has
// stopped.
func startServer(stderr io.Writer, bin string, args ...string) (srv *exec.Cmd, url string, exited chan struct{}, err error) {
	srv = exec.Command(bin, args...)
	out, err := srv.StdoutPipe()
	if err != nil {
		return nil, "", nil, err
	}
	srv.Stderr = stderr
	if err := srv.Start(); err != nil {
		return nil, "", nil, err
	}
	line := make(chan string, 1)
	exited = make(chan struct{})
	go func() {
		r := bufio.NewReader(out)
		l, _ := r.ReadString('\n')
		line <- l
		r.WriteTo(io.Discard)
		srv.Wait()
		close(exited)
	}()
	name := filepath.Base(bin)
	select {
	case l := <-line:
		_, url, ok := strings.Cut(strings.TrimSpace(l), " on ")
		if !ok || !strings.HasPrefix(url, "http://") {
			srv.Process.Kill()
			return nil, "", nil, fmt.Errorf("%s printed %q", name, l)
		}
		return srv, url, exited, nil
	case <-time.After(20 * time.Second):
		srv.Process.Kill()
		return nil, "", nil, fmt.Errorf("%s did not start", name)
	}
}
