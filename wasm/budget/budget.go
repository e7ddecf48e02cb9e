// Package budget measures the browser build: its size as served (gzip -9)
// and, from a build that keeps function names, how much code each Go
// package puts into it, so that a budget that fails says where the bytes
// went.
package budget

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"os/exec"
	"sort"
	"strings"
)

// Gzipped returns the size of b compressed by `gzip -9 -n`, the command
// that makes the server's .gz copies when zopfli is not used (make
// web-build), so the budget counts the bytes served. (Go's compress/gzip
// at level 9 gives files about 0.7% larger than the command's.)
func Gzipped(b []byte) (int, error) {
	cmd := exec.Command("gzip", "-9", "-n", "-c")
	cmd.Stdin = bytes.NewReader(b)
	out, err := cmd.Output()
	if err != nil {
		return 0, fmt.Errorf("budget: gzip -9: %w", err)
	}
	return len(out), nil
}

// Part is one package's share of a module: its functions' code, in bytes.
type Part struct {
	Package string
	Bytes   int
}

// Report is what a module is made of.
type Report struct {
	Code, Data, Other int    // bytes of function bodies, data segments, the rest
	Packages          []Part // code by package, largest first
}

// Analyze reads a WebAssembly module built with function names (without
// -ldflags=-s) and sums its code by Go package.
func Analyze(mod []byte) (Report, error) {
	sections, err := readSections(mod)
	if err != nil {
		return Report{}, err
	}
	imported, err := countFuncImports(sections[2])
	if err != nil {
		return Report{}, err
	}
	bodies, err := codeSizes(sections[10])
	if err != nil {
		return Report{}, err
	}
	names, err := funcNames(sections[nameSection])
	if err != nil {
		return Report{}, err
	}
	r := Report{Data: len(sections[11])}
	byPkg := map[string]int{}
	for i, n := range bodies {
		r.Code += n
		byPkg[packageOf(names[imported+i])] += n
	}
	r.Other = len(mod) - r.Code - r.Data
	for p, n := range byPkg {
		r.Packages = append(r.Packages, Part{p, n})
	}
	sort.Slice(r.Packages, func(i, j int) bool { return r.Packages[i].Bytes > r.Packages[j].Bytes })
	return r, nil
}

// Top writes the n largest packages, one a line.
func (r Report) Top(n int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "code %d bytes, data %d bytes, other %d bytes; the largest packages' code:\n", r.Code, r.Data, r.Other)
	for _, p := range r.Packages[:min(n, len(r.Packages))] {
		fmt.Fprintf(&b, "%9d  %s\n", p.Bytes, p.Package)
	}
	return b.String()
}

// packageOf returns the Go package of a function's name as the wasm
// linker writes it, with "/" turned into "_" ("github.com_a_b.__T_.M",
// "runtime.mallocgc"), written back with "/" (a "_" of a package's own
// name is shown as "/" too).
func packageOf(name string) string {
	if name == "" {
		return "(unnamed)"
	}
	from := 0
	if dot := strings.IndexByte(name, '.'); dot > 0 {
		if u := strings.IndexByte(name[dot:], '_'); u > 1 && isLower(name[dot+1:dot+u]) {
			from = dot + u // a domain's dot: github.com_...
		}
	}
	if dot := strings.IndexByte(name[from:], '.'); dot >= 0 {
		name = name[:from+dot]
	}
	return strings.ReplaceAll(name, "_", "/")
}

func isLower(s string) bool {
	return strings.Trim(s, "abcdefghijklmnopqrstuvwxyz") == ""
}

// nameSection is the key of the custom "name" section in readSections.
const nameSection = -1

var errMalformed = errors.New("budget: not a WebAssembly module")

// readSections returns each standard section's payload by id, and the
// "name" custom section under nameSection.
func readSections(mod []byte) (map[int][]byte, error) {
	if len(mod) < 8 || string(mod[:4]) != "\x00asm" {
		return nil, errMalformed
	}
	out := map[int][]byte{}
	r := reader{b: mod[8:]}
	for len(r.b) > 0 {
		id := int(r.byte())
		size := int(r.uleb())
		if r.err != nil || size > len(r.b) {
			return nil, errMalformed
		}
		payload := r.b[:size]
		r.b = r.b[size:]
		if id == 0 {
			pr := reader{b: payload}
			if pr.name() == "name" && pr.err == nil {
				out[nameSection] = pr.b
			}
			continue
		}
		out[id] = payload
	}
	return out, nil
}

func countFuncImports(sec []byte) (int, error) {
	r := reader{b: sec}
	n := int(r.uleb())
	funcs := 0
	for range n {
		r.name()
		r.name()
		switch r.byte() {
		case 0: // function: its type index
			r.uleb()
			funcs++
		case 1: // table: element type, limits
			r.byte()
			r.limits()
		case 2: // memory
			r.limits()
		case 3: // global: type, mutability
			r.byte()
			r.byte()
		}
	}
	return funcs, r.err
}

func codeSizes(sec []byte) ([]int, error) {
	r := reader{b: sec}
	n := int(r.uleb())
	sizes := make([]int, 0, n)
	for range n {
		size := int(r.uleb())
		if r.err != nil || size > len(r.b) {
			return nil, errMalformed
		}
		r.b = r.b[size:]
		sizes = append(sizes, size)
	}
	return sizes, r.err
}

// funcNames reads the name section's function names, by index.
func funcNames(sec []byte) (map[int]string, error) {
	if sec == nil {
		return nil, errors.New("budget: the module has no function names (built with -ldflags=-s?)")
	}
	names := map[int]string{}
	r := reader{b: sec}
	for len(r.b) > 0 && r.err == nil {
		id := r.byte()
		size := int(r.uleb())
		if size > len(r.b) {
			return nil, errMalformed
		}
		sub := reader{b: r.b[:size]}
		r.b = r.b[size:]
		if id != 1 {
			continue
		}
		n := int(sub.uleb())
		for range n {
			i := int(sub.uleb())
			names[i] = sub.name()
		}
		if sub.err != nil {
			return nil, sub.err
		}
	}
	return names, r.err
}

// reader reads the module's encodings; the first failure sticks.
type reader struct {
	b   []byte
	err error
}

func (r *reader) byte() byte {
	if len(r.b) == 0 {
		r.err = errMalformed
		return 0
	}
	c := r.b[0]
	r.b = r.b[1:]
	return c
}

func (r *reader) uleb() uint64 {
	v, n := binary.Uvarint(r.b)
	if n <= 0 {
		r.err = errMalformed
		r.b = nil
		return 0
	}
	r.b = r.b[n:]
	return v
}

func (r *reader) name() string {
	n := int(r.uleb())
	if n > len(r.b) {
		r.err = errMalformed
		r.b = nil
		return ""
	}
	s := string(r.b[:n])
	r.b = r.b[n:]
	return s
}

func (r *reader) limits() {
	if r.byte()&1 == 1 {
		r.uleb()
	}
	r.uleb()
}
