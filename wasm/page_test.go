package wasm_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
)

// chromiumPath is Debian's Chromium binary; the /usr/bin wrapper adds
// flags and prints a shell error. MANCALA_CHROMIUM overrides it.
const chromiumPath = "/usr/lib/chromium/chromium"

// state mirrors scenes.DebugState as the game publishes it on
// window.mancala.state (scenes/core/debug_js.go); this package cannot import
// scenes, which imports Ebitengine.
type state struct {
	Frames   int      `json:"frames"`
	Scene    string   `json:"scene"`
	Language string   `json:"language"` // the menu's and the settings' language
	Fading   bool     `json:"fading"`   // the scene fades in, ignoring input
	Buttons  []button `json:"buttons"`
	Clear    []button `json:"clear"` // what else the page's controls must not cover
	Position string   `json:"position"`
	Plies    int      `json:"plies"`
	Thinking bool     `json:"thinking"`
	Busy     bool     `json:"busy"`
	Over     bool     `json:"over"`
	Code     string   `json:"code"`   // the online invite's code, on the club's home
	Player   string   `json:"player"` // the name the club's home plays under
	Status   string   `json:"status"` // the online session's state, on the club's home
	Game     string   `json:"game"`   // the online game shown
	Side     string   `json:"side"`   // the player's side in it; "" for a watcher
	// Analysis is what the analysis board's panel says.
	Analysis *struct {
		Lines    int    `json:"lines"`
		Summary  string `json:"summary"`
		Judged   bool   `json:"judged"`
		Verdicts string `json:"verdicts"` // a letter a move: B best, G good, I inaccuracy, M mistake, X blunder
	} `json:"analysis"`
	Rows []string `json:"rows"` // a list's rows, each its two lines joined by " | "
	// Puzzle is the puzzle board's puzzle and the attempt's state.
	Puzzle *struct {
		ID      string `json:"id"`
		Line    string `json:"line"`
		Status  string `json:"status"`
		Decided bool   `json:"decided"`
		Words   string `json:"words"`
	} `json:"puzzle"`
}

// button is one named tap target, its rect in CSS px: x, y, w, h.
type button struct {
	Name string     `json:"name"`
	Rect [4]float64 `json:"rect"`
}

// button returns the state's button called name.
func (s *state) button(name string) (button, bool) {
	for _, b := range s.Buttons {
		if b.Name == name {
			return b, true
		}
	}
	return button{}, false
}

// names lists the state's button names, for messages.
func (s *state) names() string {
	n := make([]string, len(s.Buttons))
	for i, b := range s.Buttons {
		n[i] = b.Name
	}
	return strings.Join(n, " ")
}

// page is one Chromium tab on the game, with what its console printed.
type page struct {
	t       *testing.T
	ctx     context.Context
	mu      sync.Mutex
	console []chromedp.ConsoleMessage
	shots   string // folder for screenshots
	close   func() // closes the browser; again does nothing
}

// chromium returns the browser to run, or skips the test when there is
// none and MANCALA_BROWSER_TESTS does not ask for the browser tests.
func chromium(t *testing.T) string {
	path := os.Getenv("MANCALA_CHROMIUM")
	if path == "" {
		path = chromiumPath
	}
	if _, err := exec.LookPath(path); err != nil {
		if os.Getenv("MANCALA_BROWSER_TESTS") == "" {
			t.Skipf("no Chromium at %s: browser tests skipped (install Debian's chromium, or run make test, which does; MANCALA_BROWSER_TESTS=1 makes this an error)", path)
		}
		t.Fatalf("MANCALA_BROWSER_TESTS is set but there is no Chromium at %s (set MANCALA_CHROMIUM)", path)
	}
	return path
}

// openPage starts a headless Chromium with a fresh profile, in English
// whatever the machine's locale (a test that wants another language sets
// it: acceptLanguages), and the extra options, opens the served game in a w x h viewport and records the
// console.
func openPage(t *testing.T, url string, w, h int64, extra ...chromedp.ExecAllocatorOption) *page {
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium(t)), chromedp.NoSandbox,
		chromedp.UserDataDir(t.TempDir()),
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("lang", "en-US"),
		chromedp.Env("LANGUAGE=en_US"),
	)
	opts = append(opts, extra...)
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(alloc)
	p := &page{t: t, ctx: ctx, shots: artifactDir(t), close: func() { cancel(); cancelAlloc() }}
	t.Cleanup(p.close)
	if err := chromedp.Do(ctx); err != nil { // starts the browser: no timeout here
		t.Fatalf("start Chromium: %v", err)
	}
	p.open(url, w, h)
	return p
}

// openContext opens url in a w x h viewport in a new tab of p's browser,
// in a browser context of its own: its storage (the online sign-in, the
// settings, the saves) is apart from every other tab's, as in another
// browser profile.
func (p *page) openContext(url string, w, h int64) *page {
	p.t.Helper()
	ctx, cancel := chromedp.NewContext(p.ctx, chromedp.WithNewBrowserContext())
	q := &page{t: p.t, ctx: ctx, shots: p.shots, close: cancel}
	p.t.Cleanup(q.close)
	if err := chromedp.Do(ctx); err != nil { // opens the tab: no timeout here, as for the browser
		p.t.Fatalf("open a tab in a new browser context: %v", err)
	}
	q.open(url, w, h)
	return q
}

// open records the tab's console, sets its viewport and opens url.
func (p *page) open(url string, w, h int64) {
	p.t.Helper()
	go p.record(chromedp.Console(p.ctx))
	p.do(chromedp.EmulateViewport(w, h))
	p.do(chromedp.Navigate(url))
}

// record keeps the console's messages until the tab closes.
func (p *page) record(msgs func(func(chromedp.ConsoleMessage, error) bool)) {
	for m, err := range msgs {
		if err != nil {
			return
		}
		p.mu.Lock()
		p.console = append(p.console, m)
		p.mu.Unlock()
	}
}

// consoleErrors returns the console errors and uncaught exceptions so far.
func (p *page) consoleErrors() []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	var errs []string
	for _, m := range p.console {
		if m.Type == chromedp.ConsoleError || m.IsException() {
			errs = append(errs, fmt.Sprintf("%s:%d %s", m.URL, m.Line+1, m))
		}
	}
	return errs
}

// consoleText returns everything the console printed, one message a line.
func (p *page) consoleText() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	var b strings.Builder
	for _, m := range p.console {
		fmt.Fprintf(&b, "%s:%d %s\n", m.URL, m.Line+1, m)
	}
	return b.String()
}

// artifactDir is where screenshots go: $MANCALA_ARTIFACTS or
// /tmp/mancala-browser.
func artifactDir(t *testing.T) string {
	dir := os.Getenv("MANCALA_ARTIFACTS")
	if dir == "" {
		dir = filepath.Join(os.TempDir(), "mancala-browser")
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return dir
}

// do runs actions with a time limit, failing the test on error.
func (p *page) do(actions ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 60*time.Second)
	defer cancel()
	if err := chromedp.Do(ctx, actions...); err != nil {
		p.t.Fatalf("chromedp: %v", err)
	}
}

// eval evaluates a JavaScript expression in the page.
func eval[T any](p *page, expr string) T {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 30*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		p.t.Fatalf("evaluate %s: %v", expr, err)
	}
	return v
}

// waitFor waits until the JavaScript expression is truthy, checked each
// animation frame, and fails the test after limit.
func (p *page) waitFor(what, expr string, limit time.Duration) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, limit+5*time.Second)
	defer cancel()
	_, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](expr, chromedp.WithPollingTimeout(limit)))
	if err != nil {
		p.screenshot("timeout")
		p.t.Fatalf("waiting %v for %s: %v\nframes %d, state %+v\nconsole:\n%s",
			limit, what, err, p.frames(), p.state(), p.consoleText())
	}
}

// frames returns the number of frames the game has drawn.
func (p *page) frames() int {
	return eval[int](p, "(window.mancala && window.mancala.frames) || 0")
}

// state returns the game's debug state.
func (p *page) state() state {
	s := eval[*state](p, "(window.mancala && window.mancala.state) || null")
	if s == nil {
		return state{}
	}
	return *s
}

// waitFrames waits until the game has drawn n more frames.
func (p *page) waitFrames(n int) {
	p.t.Helper()
	p.waitFor(fmt.Sprintf("%d frames", n), fmt.Sprintf("window.mancala.frames >= %d", p.frames()+n), 40*time.Second)
}

// waitScene waits until the scene called name shows and has faded in:
// while it fades in it ignores input.
func (p *page) waitScene(name string) {
	p.t.Helper()
	p.waitFor("scene "+name, fmt.Sprintf(`(() => { const s = window.mancala && window.mancala.state;
		return !!s && s.scene === %q && !s.fading; })()`, name), 60*time.Second)
}

// click presses the mouse on the middle of the button called name, holds
// it until the game has drawn two more frames (the game reads the button
// once per frame) and releases it.
func (p *page) click(name string) {
	p.t.Helper()
	x, y := p.buttonCenter(name)
	p.do(chromedp.MouseEvent(chromedp.MouseMoved, x, y))
	p.do(chromedp.MouseEvent(chromedp.MousePressed, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)))
	p.waitFrames(2)
	p.do(chromedp.MouseEvent(chromedp.MouseReleased, x, y, chromedp.ButtonLeft, chromedp.ClickCount(1)))
	p.waitFrames(2)
}

// touch puts a finger on the middle of the button called name, holds it
// until the game has drawn two more frames and lifts it.
func (p *page) touch(name string) {
	p.t.Helper()
	x, y := p.buttonCenter(name)
	point := []*input.TouchPoint{{X: x, Y: y, ID: new(0.0), RadiusX: new(1.0), RadiusY: new(1.0), Force: new(1.0)}}
	p.do(touchEvent(input.DispatchTouchEventTypeTouchStart, point))
	p.waitFrames(2)
	p.do(touchEvent(input.DispatchTouchEventTypeTouchEnd, []*input.TouchPoint{}))
	p.waitFrames(2)
}

// touchEvent dispatches one touch event.
func touchEvent(typ input.DispatchTouchEventType, points []*input.TouchPoint) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: points})
		return err
	})
}

// buttonCenter returns the middle of the button called name, in CSS px.
func (p *page) buttonCenter(name string) (x, y float64) {
	p.t.Helper()
	s := p.state()
	b, ok := s.button(name)
	if !ok {
		p.screenshot("missing-" + name)
		p.t.Fatalf("scene %q has no button %q; it has: %s", s.Scene, name, s.names())
	}
	return b.Rect[0] + b.Rect[2]/2, b.Rect[1] + b.Rect[3]/2
}

// screenshot saves the page as <name>.png among the artifacts.
func (p *page) screenshot(name string) {
	ctx, cancel := context.WithTimeout(p.ctx, 30*time.Second)
	defer cancel()
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err == nil {
		err = os.WriteFile(filepath.Join(p.shots, name+".png"), png, 0o644)
	}
	if err != nil && !errors.Is(err, context.Canceled) {
		p.t.Logf("screenshot %s: %v", name, err)
	}
}
