package scenes

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestEveryScreenHasTheOneBack: no scene writes a Back label of its own
// ("Back", "← Back"): every Back is kit's (Chrome.Back, Wooden.Back,
// kit.BackLabel), the same button everywhere.
func TestEveryScreenHasTheOneBack(t *testing.T) {
	own := regexp.MustCompile(`"[^"]{0,3}Back"`)
	filepath.WalkDir(".", func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") ||
			strings.HasPrefix(path, "kit/") {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range own.FindAll(b, -1) {
			t.Errorf("%s draws its own Back label %s: use kit's", path, m)
		}
		return nil
	})
}
