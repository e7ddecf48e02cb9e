package locales

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"mancala/i18n"
)

// readAll returns every language's messages by key, as its file holds
// them.
func readAll(t *testing.T) map[string]map[string]string {
	t.Helper()
	all := map[string]map[string]string{}
	for _, l := range i18n.Languages {
		data, err := os.ReadFile(FileName(l.Code))
		if err != nil {
			t.Fatalf("%s: no catalogue: %v", l.English, err)
		}
		if _, err := Parse(l.Code, data); err != nil {
			t.Fatal(err)
		}
		var m map[string]string
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		all[l.Code] = m
	}
	return all
}

// baseKey is a catalogue key without its plural suffix.
func baseKey(k string) string {
	for _, suffix := range []string{"_one", "_other"} {
		if b, ok := strings.CutSuffix(k, suffix); ok {
			return b
		}
	}
	return k
}

var placeholder = regexp.MustCompile(`\{\{\s*([^}]*?)\s*\}\}`)

// placeholders are the names of text's placeholders, sorted, each once.
func placeholders(text string) []string {
	var names []string
	for _, m := range placeholder.FindAllStringSubmatch(text, -1) {
		names = append(names, m[1])
	}
	slices.Sort(names)
	return slices.Compact(names)
}

// number is a number written in digits.
var number = regexp.MustCompile(`[0-9]+`)

// numbers are the numbers text writes in digits, sorted: a translation
// of a text from the game's data (a rules page, a challenge) writes
// English's.
func numbers(text string) []string {
	ns := number.FindAllString(text, -1)
	slices.Sort(ns)
	return ns
}

// TestEveryLanguageHasEveryMessage: each catalogue has exactly English's
// keys, each with the plural forms its language needs ("other" always,
// "one" where the language has it) and the same placeholders as English,
// besides the rules' and the challenges' texts, whose English is their
// data's (derived_test.go).
func TestEveryLanguageHasEveryMessage(t *testing.T) {
	all := readAll(t)
	en := all["en"]
	for _, l := range i18n.Languages[1:] {
		msgs := all[l.Code]
		for key := range msgs {
			if isDerivedKey(key) { // the rules' and the challenges': see derived_test.go
				continue
			}
			if !hasBase(en, baseKey(key)) {
				t.Errorf("%s has %q, which English does not", l.English, key)
			}
		}
		for key, text := range en {
			base := baseKey(key)
			want := wantedKeys(l, en, base)
			for _, k := range want {
				got, ok := msgs[k]
				if !ok {
					t.Errorf("%s lacks %q", l.English, k)
					continue
				}
				if p, q := placeholders(got), placeholders(text); !slices.Equal(p, q) {
					t.Errorf("%s: %q has placeholders %v, English %v", l.English, k, p, q)
				}
			}
		}
	}
}

// hasBase reports whether msgs has key base in any form.
func hasBase(msgs map[string]string, base string) bool {
	_, plain := msgs[base]
	_, other := msgs[base+"_other"]
	return plain || other
}

// wantedKeys are the keys language l needs for English's message base.
func wantedKeys(l i18n.Language, en map[string]string, base string) []string {
	if _, ok := en[base]; ok {
		return []string{base}
	}
	if len(i18n.PluralOnes(l)) == 0 {
		return []string{base + "_other"}
	}
	return []string{base + "_one", base + "_other"}
}

// TestEveryKeyIsUsedAndEveryUsedKeyExists reads the game's Go code for the
// keys it uses (the literal first argument of a call of T, a literal in a
// table of i18n.Key, an i18n.Key conversion of a literal, a constant or
// variable of type i18n.Key, a field of type i18n.Key given by name):
// each must be in English's catalogue. Each of English's keys must be
// used: one of those, or a string literal anywhere (a field given by
// position).
func TestEveryKeyIsUsedAndEveryUsedKeyExists(t *testing.T) {
	keys, literals := usedKeys(t, "../..")
	en := readAll(t)["en"]
	for key, where := range keys {
		if !hasBase(en, key) {
			t.Errorf("%s: key %q is not in en.json", where, key)
		}
	}
	for key := range en {
		_, typed := keys[baseKey(key)]
		if !typed && !literals[baseKey(key)] {
			t.Errorf("en.json's %q is not used", key)
		}
	}
}

// usedKeys are the keys the non-test Go files under root use, with
// where, and every string literal they hold.
func usedKeys(t *testing.T, root string) (map[string]string, map[string]bool) {
	t.Helper()
	files := parseTree(t, root)
	fields := keyFields(files)
	used, literals := map[string]string{}, map[string]bool{}
	for _, f := range files {
		for _, lit := range keyLiterals(f.file, fields) {
			key, _ := strconv.Unquote(lit.Value)
			used[key] = f.fset.Position(lit.Pos()).String()
		}
		ast.Inspect(f.file, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				s, _ := strconv.Unquote(lit.Value)
				literals[s] = true
			}
			return true
		})
	}
	return used, literals
}

// parsedFile is a Go file read by parseTree.
type parsedFile struct {
	fset *token.FileSet
	file *ast.File
}

// parseTree parses the non-test Go files under root, but for testdata and
// hidden folders.
func parseTree(t *testing.T, root string) []parsedFile {
	t.Helper()
	var files []parsedFile
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir() && path != root && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")):
			return filepath.SkipDir
		case d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go"):
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		files = append(files, parsedFile{fset, f})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// keyFields are the names of the struct fields of type i18n.Key, or a
// slice or array of them, that files declare. A field of another struct
// with the same name is taken for one too: its literals must then be
// keys, or the field renamed.
func keyFields(files []parsedFile) map[string]bool {
	fields := map[string]bool{}
	for _, f := range files {
		ast.Inspect(f.file, func(n ast.Node) bool {
			st, ok := n.(*ast.StructType)
			if !ok {
				return true
			}
			for _, field := range st.Fields.List {
				if isKeyType(field.Type) || keyTable(field.Type) {
					for _, name := range field.Names {
						fields[name.Name] = true
					}
				}
			}
			return true
		})
	}
	return fields
}

// keyLiterals are the string literals of f that are message keys, fields
// naming the struct fields that hold keys.
func keyLiterals(f *ast.File, fields map[string]bool) []*ast.BasicLit {
	var lits []*ast.BasicLit
	var add func(e ast.Expr)
	add = func(e ast.Expr) {
		switch e := e.(type) {
		case *ast.BasicLit:
			if e.Kind == token.STRING {
				lits = append(lits, e)
			}
		case *ast.CompositeLit: // a field's table of keys
			for _, el := range e.Elts {
				add(el)
			}
		}
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			if len(n.Args) > 0 && (isName(n.Fun, "T") || isKeyType(n.Fun)) {
				add(n.Args[0])
			}
		case *ast.KeyValueExpr:
			if name, ok := n.Key.(*ast.Ident); ok && fields[name.Name] {
				add(n.Value)
			}
		case *ast.ValueSpec:
			if n.Type != nil && isKeyType(n.Type) {
				for _, v := range n.Values {
					add(v)
				}
			}
		case *ast.CompositeLit:
			if keyTable(n.Type) {
				for _, e := range n.Elts {
					if kv, ok := e.(*ast.KeyValueExpr); ok {
						e = kv.Value
					}
					add(e)
				}
			}
		}
		return true
	})
	return lits
}

// isName reports whether fun is a call of a function or method called name.
func isName(fun ast.Expr, name string) bool {
	switch f := fun.(type) {
	case *ast.Ident:
		return f.Name == name
	case *ast.SelectorExpr:
		return f.Sel.Name == name
	}
	return false
}

// isKeyType reports whether e is i18n.Key.
func isKeyType(e ast.Expr) bool {
	sel, ok := e.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	pkg, ok := sel.X.(*ast.Ident)
	return ok && pkg.Name == "i18n" && sel.Sel.Name == "Key"
}

// keyTable reports whether typ is an array, slice or map of i18n.Key
// values.
func keyTable(typ ast.Expr) bool {
	switch t := typ.(type) {
	case *ast.ArrayType:
		return isKeyType(t.Elt)
	case *ast.MapType:
		return isKeyType(t.Value)
	}
	return false
}
