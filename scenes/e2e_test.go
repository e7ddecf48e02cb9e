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

// TestRealBinaryUnderX builds and starts the game itself on the X display,
// clicks with xdotool and checks screenshots: the board is drawn, and a
// move changes the counts. It needs xdotool and ImageMagick's import.
func TestRealBinaryUnderX(t *testing.T) {
	if testing.Short() || os.Getenv("DISPLAY") == "" {
		t.Skip("needs an X display and time")
	}
	for _, tool := range []string{"xdotool", "import"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skip(tool + " is not installed")
		}
	}
	bin := filepath.Join(t.TempDir(), "mancala")
	if out, err := exec.Command("go", "build", "-o", bin, "mancala").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	game := exec.Command(bin, "-size", "1280x720")
	if err := game.Start(); err != nil {
		t.Fatal(err)
	}
	defer game.Process.Kill()
	x := &xSession{t: t, wid: strings.Fields(xdo(t, "search", "--sync", "--name", "^Mancala$"))[0]}
	x.locate()

	card := layout.ComputeStart(1280, 720).Cards[0]
	x.click(card.Center())
	k, _ := engine.NewKalah(engine.StandardKalah)
	m := layout.NewModel(k.Board())
	l := layout.Compute(1280, 720, &m)
	x.waitFor("the wooden board", func(img image.Image) bool {
		return woody(img, l.Frames[0].Inset(10))
	})
	badge := l.Spot(2).Badge
	before := x.shot()
	x.click(l.Spot(2).Hollow.Center())
	x.waitFor("pit 3's count to change", func(img image.Image) bool {
		return !sameArea(before, img, badge)
	})
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
// several ticks, so that the game cannot miss it.
func (x *xSession) click(px, py float64) {
	xdo(x.t, "mousemove", fmt.Sprint(x.ox+int(px)), fmt.Sprint(x.oy+int(py)))
	time.Sleep(300 * time.Millisecond)
	xdo(x.t, "mousedown", "1")
	time.Sleep(300 * time.Millisecond)
	xdo(x.t, "mouseup", "1")
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
// machine may be busy).
func (x *xSession) waitFor(what string, ok func(image.Image) bool) {
	for end := time.Now().Add(40 * time.Second); time.Now().Before(end); time.Sleep(500 * time.Millisecond) {
		if ok(x.shot()) {
			return
		}
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
