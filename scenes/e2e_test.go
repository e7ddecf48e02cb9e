package scenes

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"mancala/engine"
	"mancala/scenes/layout"
)

// TestRealBinaryUnderX builds and starts the game itself on the X display
// and walks it with real clicks (xdotool), checking screenshots at each
// step: the menu, the picker (choosing Oware), the board, a move that
// changes the counts, the board's Menu button back to the menu (now with
// Resume, as the game was saved), the picker again and its Back. It needs
// xdotool and ImageMagick's import. The game's saves go to a fresh
// directory, so there is no game to resume.
func TestRealBinaryUnderX(t *testing.T) {
	needX(t)
	x := startGame(t)
	menu := layout.ComputeMenu(1280, 720, 9, false, true, 0)
	x.waitFor("the menu", func(img image.Image) bool { return woody(img, menu.Buttons[0].Inset(6)) })
	pick := layout.ComputePicker(1280, 720, nil, true)
	mx, my := menu.Buttons[0].Center()
	onMenu := func(img image.Image) bool { return woody(img, menu.Buttons[0].Inset(6)) }
	x.clickUntil("the picker's Play button", mx, my, func(img image.Image) bool { return golden(img, pick.Play.Inset(8)) }, onMenu)
	x.click(pick.Cards[engine.OwareGame].Center())
	x.click(pick.Play.Center())
	m := layout.NewModel(engine.Oware{}.Board())
	l := layout.Compute(1280, 720, &m)
	x.waitFor("the wooden board", func(img image.Image) bool { return woody(img, l.Frames[0].Inset(10)) })
	badge := l.Spot(2).Badge
	before := x.shot()
	x.click(l.Spot(2).Hollow.Center())
	x.waitFor("pit 3's count to change", func(img image.Image) bool { return !sameArea(before, img, badge) })
	x.click(l.Buttons[layout.BtnBack].Center())
	resume := layout.ComputeMenu(1280, 720, 10, false, true, 0) // the game was saved: Resume comes first
	onResumeMenu := func(img image.Image) bool {
		return golden(img, resume.Buttons[0].Inset(8)) && woody(img, resume.Buttons[1].Inset(6))
	}
	x.waitFor("the menu with Resume", onResumeMenu)
	rx, ry := resume.Buttons[1].Center()
	x.clickUntil("the picker again", rx, ry, func(img image.Image) bool { return golden(img, pick.Play.Inset(8)) }, onResumeMenu)
	x.click(pick.Back.Center())
	x.waitFor("the menu again", func(img image.Image) bool {
		return golden(img, resume.Buttons[0].Inset(8)) && !golden(img, pick.Play.Inset(8))
	})
}

// needX skips a test that drives the real game when there is no X
// display, no time (-short), or no xdotool or ImageMagick's import.
func needX(t *testing.T) {
	if testing.Short() || os.Getenv("DISPLAY") == "" {
		t.Skip("needs an X display and time")
	}
	for _, tool := range []string{"xdotool", "import"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skip(tool + " is not installed")
		}
	}
}

// startGame builds the game, starts it at 1280x720 with its saves in a
// fresh directory, and finds its window.
func startGame(t *testing.T) *xSession {
	return startGameWith(t, buildGame(t), t.TempDir(), "-size", "1280x720")
}

// buildGame builds the game's binary and returns its path.
func buildGame(t *testing.T) string {
	bin := filepath.Join(t.TempDir(), "mancala")
	if out, err := exec.Command("go", "build", "-o", bin, "mancala").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	return bin
}

// startGameWith starts the game bin with args, its saves in the folder
// config/mancala, and finds its window.
func startGameWith(t *testing.T, bin, config string, args ...string) *xSession {
	game := exec.Command(bin, args...)
	game.Env = append(os.Environ(), "XDG_CONFIG_HOME="+config, "MANCALA_OWAREDB=off")
	if err := game.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { game.Process.Kill(); game.Wait() })
	x := &xSession{t: t, wid: strings.Fields(xdo(t, "search", "--sync", "--name", "^Mancala$"))[0]}
	x.locate()
	return x
}

// xSession drives the game's window.
type xSession struct {
	t      *testing.T
	wid    string
	ox, oy int // the window's position on the screen
}

// xdo runs xdotool and returns its output.
func xdo(t *testing.T, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, "xdotool", args...).Output()
	if err != nil {
		t.Fatalf("xdotool %v: %v", args, err)
	}
	return string(out)
}

// locate finds where the window is on the screen.
func (x *xSession) locate() {
	for _, line := range strings.Split(xdo(x.t, "getwindowgeometry", "--shell", x.wid), "\n") {
		fmt.Sscanf(line, "X=%d", &x.ox)
		fmt.Sscanf(line, "Y=%d", &x.oy)
	}
}

// click presses the left button at window point px, py and holds it for
// several ticks, so that the game cannot miss it, and leaves the pointer
// there for several more.
func (x *xSession) click(px, py float64) {
	xdo(x.t, "mousemove", fmt.Sprint(x.ox+int(px)), fmt.Sprint(x.oy+int(py)))
	time.Sleep(300 * time.Millisecond)
	xdo(x.t, "mousedown", "1")
	time.Sleep(300 * time.Millisecond)
	xdo(x.t, "mouseup", "1")
	time.Sleep(300 * time.Millisecond) // the release is read here, before the pointer moves on
}

// clickUntil clicks px, py and waits for ok like waitFor, clicking again
// every 8 s while ok refuses and the screen clicked on (which still
// recognizes) is still up: on a loaded machine one frame can outlast the
// press and the release, and the game then never sees the click. Once
// the screen has changed the click was seen, and another would land on
// the next screen (the slow machine's screenshots lagging behind it).
func (x *xSession) clickUntil(what string, px, py float64, ok, still func(image.Image) bool) {
	for end := time.Now().Add(40 * time.Second); time.Now().Before(end); {
		x.click(px, py)
		for again := time.Now().Add(8 * time.Second); time.Now().Before(again); time.Sleep(500 * time.Millisecond) {
			if ok(x.shot()) {
				time.Sleep(time.Second) // the cross-fade, which takes no input, ends
				return
			}
		}
		if !still(x.shot()) {
			break
		}
	}
	x.waitFor(what, ok)
}

// shot takes a screenshot of the window.
func (x *xSession) shot() image.Image {
	out, err := exec.Command("import", "-window", x.wid, "png:-").Output()
	if err != nil {
		x.t.Fatalf("import: %v", err)
	}
	img, err := png.Decode(bytes.NewReader(out))
	if err != nil {
		x.t.Fatal(err)
	}
	return img
}

// waitFor takes screenshots until ok accepts one, for up to 40 s (the
// machine may be busy), then waits a second more.
// When it waits in vain and MANCALA_SHOTS names a directory, the last
// screenshot is written there as e2e-failed.png.
func (x *xSession) waitFor(what string, ok func(image.Image) bool) {
	var img image.Image
	for end := time.Now().Add(40 * time.Second); time.Now().Before(end); time.Sleep(500 * time.Millisecond) {
		if img = x.shot(); ok(img) {
			time.Sleep(time.Second) // the cross-fade, which takes no input, ends
			return
		}
	}
	if dir := os.Getenv("MANCALA_SHOTS"); dir != "" && img != nil {
		var buf bytes.Buffer
		png.Encode(&buf, img)
		os.WriteFile(filepath.Join(dir, "e2e-failed.png"), buf.Bytes(), 0o644)
	}
	x.t.Fatalf("waited in vain for %s", what)
}

// woody reports whether most of area r of img is wood-coloured: warm and
// brown.
func woody(img image.Image, r layout.Rect) bool {
	n, brown := 0, 0
	for y := int(r.Y); y < int(r.Y+r.H); y += 7 {
		for x := int(r.X); x < int(r.X+r.W); x += 7 {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			n++
			if cr > cg && cg > cb && cr>>8 > 60 {
				brown++
			}
		}
	}
	return n > 0 && brown*2 > n
}

// golden reports whether most of area r of img is the accent gold of a
// main button.
func golden(img image.Image, r layout.Rect) bool {
	n, gold := 0, 0
	for y := int(r.Y); y < int(r.Y+r.H); y += 5 {
		for x := int(r.X); x < int(r.X+r.W); x += 5 {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			n++
			if cr>>8 > 200 && cg>>8 > 150 && cb>>8 < 140 {
				gold++
			}
		}
	}
	return n > 0 && gold*2 > n
}

// sameArea reports whether area r looks the same in a and b.
func sameArea(a, b image.Image, r layout.Rect) bool {
	for y := int(r.Y); y < int(r.Y+r.H); y++ {
		for x := int(r.X); x < int(r.X+r.W); x++ {
			if a.At(x, y) != b.At(x, y) {
				return false
			}
		}
	}
	return true
}
