//go:build !js

package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Fprintln(os.Stderr, "aiworker: runs only in a browser's Web Worker; build it with GOOS=js GOARCH=wasm")
	os.Exit(2)
}
