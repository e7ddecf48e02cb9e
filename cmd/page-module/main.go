// Command page-module writes the module file the page is built with
// (package mancala/wasm/pagemod) into a folder and prints its path, for
// go build -modfile.
package main

import (
	"flag"
	"fmt"
	"os"

	"mancala/wasm/pagemod"
)

func main() {
	dir := flag.String("dir", "out/page-module", "the folder to write the module file and Ebitengine's copy into")
	goBinary := flag.String("go", "go", "the go command")
	flag.Parse()
	path, err := pagemod.Write(*dir, *goBinary)
	if err != nil {
		fmt.Fprintln(os.Stderr, "page-module:", err)
		os.Exit(1)
	}
	fmt.Println(path)
}
