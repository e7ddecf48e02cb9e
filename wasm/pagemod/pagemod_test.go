package pagemod

import (
	"bytes"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"text/template"
)

// original is Ebitengine's shader.go as the module cache holds it.
func original(t *testing.T) []byte {
	t.Helper()
	dir, err := goOutput("go", "list", "-m", "-f", "{{.Dir}}", Ebiten)
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(dir, shaderFile))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// shaderData is the data Ebitengine's ShaderSource gives its template,
// written out as in its source.
type shaderData struct {
	Filter, FilterNearest, FilterLinear                       int
	Address, AddressUnsafe, AddressClampToZero, AddressRepeat int
	UseColorM                                                 bool
}

// The rendered table holds, at [filter][address][color matrix], what
// Ebitengine's template gives for them.
func TestTheRenderedTableIsWhatTheTemplateGives(t *testing.T) {
	src := original(t)
	rendered, err := Render(src)
	if err != nil {
		t.Fatal(err)
	}
	table := tableOf(t, rendered)
	_, text, err := findTemplate(parse(t, src))
	if err != nil {
		t.Fatal(err)
	}
	tmpl := template.Must(template.New("t").Parse(text))
	for f := range 2 {
		for a := range 3 {
			for c, colorM := range []bool{false, true} {
				var want bytes.Buffer
				d := shaderData{f, 0, 1, a, 0, 1, 2, colorM}
				if err := tmpl.Execute(&want, d); err != nil {
					t.Fatal(err)
				}
				if got := table[f][a][c]; got != want.String() {
					t.Errorf("[%d][%d][%d]: %q, want %q", f, a, c, got, want.String())
				}
			}
		}
	}
}

// The rendered file compiles without text/template, and ShaderSource
// answers from the table.
func TestTheRenderedFileCompilesWithoutTheTemplate(t *testing.T) {
	rendered, err := Render(original(t))
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	file, err := parser.ParseFile(fset, "shader.go", rendered, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, spec := range file.Imports {
		if spec.Path.Value == strconv.Quote("text/template") {
			t.Error("the rendered file imports text/template")
		}
	}
	conf := types.Config{Importer: importer.ForCompiler(fset, "source", nil)}
	if _, err := conf.Check("builtinshader", fset, []*ast.File{file}, nil); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(rendered), "return shaderSources[filter][address][c]") {
		t.Error("ShaderSource does not answer from the table")
	}
}

// A file without the template, or whose ShaderSource takes other
// parameters, is refused rather than rendered wrong.
func TestRenderRefusesAFileOfAnotherShape(t *testing.T) {
	src := string(original(t))
	for name, changed := range map[string]string{
		"no template":       strings.Replace(src, "var tmpl =", "var other =", 1),
		"other parameters":  strings.Replace(src, "ShaderSource(filter Filter, address Address", "ShaderSource(address Address, filter Filter", 1),
		"template not text": strings.Replace(src, ".Parse(`", ".Parse(prefix+`", 1),
	} {
		if changed == src {
			t.Fatalf("%s: the change did not apply", name)
		}
		if _, err := Render([]byte(changed)); err == nil {
			t.Errorf("%s: rendered", name)
		}
	}
}

// The page built with the written module file has no text/template; the
// game's own module file has it.
func TestThePagesModuleFileLeavesTextTemplateOut(t *testing.T) {
	modFile, err := Write(t.TempDir(), "go")
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(pageDeps(t), "text/template") {
		t.Fatal("the page without the module file has no text/template: this test proves nothing")
	}
	if slices.Contains(pageDeps(t, "-modfile="+modFile), "text/template") {
		t.Error("the page built with the module file has text/template")
	}
}

// pageDeps lists the packages of the page's build.
func pageDeps(t *testing.T, flags ...string) []string {
	t.Helper()
	args := append(append([]string{"list"}, flags...), "-deps", "mancala")
	cmd := exec.Command("go", args...)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go %v: %v", args, err)
	}
	return strings.Fields(string(out))
}

func parse(t *testing.T, src []byte) *ast.File {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), "shader.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// tableOf reads the rendered file's shaderSources literal.
func tableOf(t *testing.T, rendered []byte) [2][3][2]string {
	t.Helper()
	var table [2][3][2]string
	for _, d := range parse(t, rendered).Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.VAR || g.Specs[0].(*ast.ValueSpec).Names[0].Name != "shaderSources" {
			continue
		}
		for f, byFilter := range g.Specs[0].(*ast.ValueSpec).Values[0].(*ast.CompositeLit).Elts {
			for a, byAddress := range byFilter.(*ast.CompositeLit).Elts {
				for c, conv := range byAddress.(*ast.CompositeLit).Elts {
					s, err := strconv.Unquote(conv.(*ast.CallExpr).Args[0].(*ast.BasicLit).Value)
					if err != nil {
						t.Fatal(err)
					}
					table[f][a][c] = s
				}
			}
		}
		return table
	}
	t.Fatal("no shaderSources in the rendered file")
	return table
}
