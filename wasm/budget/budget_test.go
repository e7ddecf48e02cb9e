package budget

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// module builds a WebAssembly module by hand: one imported function, two
// function bodies of 4 and 2 bytes, a data section of 4 bytes and their
// names.
func module() []byte {
	sec := func(id byte, payload ...byte) []byte { return append([]byte{id, byte(len(payload))}, payload...) }
	str := func(s string) []byte { return append([]byte{byte(len(s))}, s...) }
	var imports []byte
	imports = append(imports, 1)
	imports = append(imports, str("go")...)
	imports = append(imports, str("debug")...)
	imports = append(imports, 0, 0) // a function of type 0
	code := []byte{2, 4, 0, 1, 2, 3, 2, 0, 11}
	var names []byte
	names = append(names, 3) // three names
	for i, n := range []string{"go.debug", "runtime.mallocgc", "github.com_a_b.__T_.M"} {
		names = append(names, byte(i))
		names = append(names, str(n)...)
	}
	var custom []byte
	custom = append(custom, str("name")...)
	custom = append(custom, 1, byte(len(names)))
	custom = append(custom, names...)
	m := []byte("\x00asm\x01\x00\x00\x00")
	m = append(m, sec(2, imports...)...)
	m = append(m, sec(10, code...)...)
	m = append(m, sec(11, 1, 2, 3, 4)...)
	return append(m, sec(0, custom...)...)
}

func TestAnalyzeSumsEachPackagesCode(t *testing.T) {
	r, err := Analyze(module())
	if err != nil {
		t.Fatal(err)
	}
	if r.Code != 6 || r.Data != 4 {
		t.Errorf("code %d, data %d; want 6 and 4", r.Code, r.Data)
	}
	want := []Part{{"runtime", 4}, {"github.com/a/b", 2}}
	if len(r.Packages) != 2 || r.Packages[0] != want[0] || r.Packages[1] != want[1] {
		t.Errorf("packages %v, want %v", r.Packages, want)
	}
}

func TestAnalyzeRefusesWhatIsNotAModule(t *testing.T) {
	for _, b := range [][]byte{nil, []byte("\x7fELF...."), module()[:12]} {
		if _, err := Analyze(b); err == nil {
			t.Errorf("%q was read as a module", b)
		}
	}
}

func TestPackageOfReadsTheLinkersNames(t *testing.T) {
	for name, want := range map[string]string{
		"runtime.mallocgc":                      "runtime",
		"fmt.__pp_.printValue":                  "fmt",
		"time.Time.appendFormat":                "time",
		"github.com_hajimehoshi_ebiten_v2.init": "github.com/hajimehoshi/ebiten/v2",
		"mancala_scenes_play.__Board_.Update":   "mancala/scenes/play",
		"golang.org_x_image_font_sfnt.Parse":    "golang.org/x/image/font/sfnt",
	} {
		if got := packageOf(name); got != want {
			t.Errorf("packageOf(%q) = %q, want %q", name, got, want)
		}
	}
}

// TestTheMakefileBuildsWithTheseFlags: make web-build and the browser
// tests build the page alike, with the page's module file.
func TestTheMakefileBuildsWithTheseFlags(t *testing.T) {
	b, err := os.ReadFile("../../Makefile")
	if err != nil {
		t.Fatal(err)
	}
	for name, flags := range map[string][]string{"WASM_GAME_FLAGS": GameFlags, "WASM_WORKER_FLAGS": WorkerFlags} {
		m := regexp.MustCompile(`(?m)^` + name + ` := (.*)$`).FindSubmatch(b)
		want := strings.ReplaceAll(strings.Join(flags, " "), "-ldflags=-s -w", `-ldflags="-s -w"`)
		if m == nil || string(m[1]) != want {
			t.Errorf("the Makefile's %s is %q, want %q", name, m, want)
		}
	}
	if !strings.Contains(string(b), "$(WASM_GAME_FLAGS) -modfile=$(PAGE_MODULE)/page.mod -o wasm/mancala.wasm") {
		t.Error("the Makefile builds the game without the page's module file (wasm/pagemod)")
	}
}
