// Package pagemod writes the module file the page is built with (go
// build -modfile): the game's go.mod, with Ebitengine replaced by a copy
// whose one file differs.
//
// Ebitengine renders its built-in shaders at run time with text/template
// (internal/builtinshader's ShaderSource). Reaching text/template's
// method calls by name makes Go's linker keep every exported method of
// every type the program may hold in an interface: in the page that was
// 2.9 MB of the 16.4 MB module, 424 KB of its gzip. The copy's shader.go
// is Ebitengine's with the twelve shader sources rendered ahead of time,
// by the same template, and the template gone (Render). Nothing of it is
// kept in this repository: it is made from the module's own file at each
// build, which fails if the file no longer has the shape Render reads.
// The copy's other files are links to the module cache's.
package pagemod

import (
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// Ebiten is the module the page's build replaces.
const Ebiten = "github.com/hajimehoshi/ebiten/v2"

// shaderFile is the replaced file, from the module's root.
const shaderFile = "internal/builtinshader/shader.go"

// Write writes the copy of Ebitengine and the page's page.mod and
// page.sum into dir, and returns page.mod's path for go build -modfile.
// goBinary runs go, from the game's module.
func Write(dir, goBinary string) (string, error) {
	moduleDir, err := goOutput(goBinary, "list", "-m", "-f", "{{.Dir}}", Ebiten)
	if err != nil {
		return "", err
	}
	goMod, err := goOutput(goBinary, "env", "GOMOD")
	if err != nil {
		return "", err
	}
	original, err := os.ReadFile(filepath.Join(moduleDir, shaderFile))
	if err != nil {
		return "", err
	}
	rendered, err := Render(original)
	if err != nil {
		return "", fmt.Errorf("pagemod: %s: %w", shaderFile, err)
	}
	if dir, err = filepath.Abs(dir); err != nil {
		return "", err
	}
	copyDir := filepath.Join(dir, "ebiten")
	if err := mirror(moduleDir, copyDir, shaderFile, rendered); err != nil {
		return "", err
	}
	return writeModFile(dir, goMod, copyDir)
}

// goOutput is what a go command prints, trimmed.
func goOutput(goBinary string, args ...string) (string, error) {
	out, err := exec.Command(goBinary, args...).Output()
	if err != nil {
		return "", fmt.Errorf("pagemod: go %s: %w", strings.Join(args, " "), err)
	}
	return strings.TrimSpace(string(out)), nil
}

// mirror makes to a copy of the tree from: its folders, a link to each of
// its files, but the file at changed (a path from the root) holding data.
func mirror(from, to, changed string, data []byte) error {
	if err := os.RemoveAll(to); err != nil {
		return err
	}
	return filepath.WalkDir(from, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(from, path)
		if err != nil {
			return err
		}
		switch target := filepath.Join(to, rel); {
		case d.IsDir():
			return os.MkdirAll(target, 0o755)
		case filepath.ToSlash(rel) == changed:
			return os.WriteFile(target, data, 0o644)
		default:
			return os.Symlink(path, target)
		}
	})
}

// writeModFile writes page.mod, the game's go.mod replacing Ebitengine by
// the copy, and page.sum, the game's go.sum, and returns page.mod's path.
func writeModFile(dir, goMod, copyDir string) (string, error) {
	mod, err := os.ReadFile(goMod)
	if err != nil {
		return "", err
	}
	if strings.Contains(string(mod), "replace "+Ebiten) {
		return "", fmt.Errorf("pagemod: %s replaces %s already", goMod, Ebiten)
	}
	sum, err := os.ReadFile(strings.TrimSuffix(goMod, ".mod") + ".sum")
	if err != nil {
		return "", err
	}
	page := filepath.Join(dir, "page.mod")
	mod = fmt.Appendf(mod, "\n// The page's build: %s with its shaders rendered (mancala/wasm/pagemod).\nreplace %s => %s\n", Ebiten, Ebiten, copyDir)
	if err := os.WriteFile(page, mod, 0o644); err != nil {
		return "", err
	}
	return page, os.WriteFile(filepath.Join(dir, "page.sum"), sum, 0o644)
}
