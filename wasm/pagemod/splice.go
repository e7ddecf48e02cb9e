package pagemod

import (
	"go/ast"
	"go/token"
	"path"
	"slices"
	"strconv"
	"strings"
)

// A splicer rewrites a source by its syntax tree's positions: each edit
// replaces the bytes of one node, and the file between them is kept as
// written, comments and all.
type splicer struct {
	fset  *token.FileSet
	src   []byte
	edits []edit
}

// An edit replaces src[from:to] by text.
type edit struct {
	from, to int
	text     string
}

// cut removes the node.
func (s *splicer) cut(n ast.Node) { s.replace(n, "") }

// replace puts text where the node was.
func (s *splicer) replace(n ast.Node, text string) {
	s.edits = append(s.edits, edit{s.offset(n.Pos()), s.offset(n.End()), text})
}

func (s *splicer) offset(p token.Pos) int { return s.fset.Position(p).Offset }

// result is the source with every edit made.
func (s *splicer) result() string {
	slices.SortFunc(s.edits, func(a, b edit) int { return a.from - b.from })
	var b strings.Builder
	at := 0
	for _, e := range s.edits {
		b.Write(s.src[at:e.from])
		b.WriteString(e.text)
		at = e.to
	}
	b.Write(s.src[at:])
	return b.String()
}

// importDecl is the file's first import declaration.
func importDecl(file *ast.File) ast.Node {
	for _, d := range file.Decls {
		if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.IMPORT {
			return g
		}
	}
	return &ast.GenDecl{TokPos: file.Name.End(), Tok: token.IMPORT} // none: an empty span
}

// imports is the import declaration of the imports the file still uses
// once the removed nodes are gone.
func imports(file *ast.File, removed ...ast.Node) string {
	used := map[string]bool{}
	ast.Inspect(file, func(n ast.Node) bool {
		if slices.ContainsFunc(removed, func(r ast.Node) bool { return r == n }) {
			return false
		}
		if sel, ok := n.(*ast.SelectorExpr); ok {
			if id, ok := sel.X.(*ast.Ident); ok {
				used[id.Name] = true
			}
		}
		return true
	})
	var b strings.Builder
	b.WriteString("import (\n")
	for _, spec := range file.Imports {
		p, _ := strconv.Unquote(spec.Path.Value)
		name, line := path.Base(p), spec.Path.Value
		if spec.Name != nil {
			name, line = spec.Name.Name, spec.Name.Name+" "+line
		}
		if used[name] {
			b.WriteString("\t" + line + "\n")
		}
	}
	b.WriteString(")")
	return b.String()
}
