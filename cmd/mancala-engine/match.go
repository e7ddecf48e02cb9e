package main

import (
	"fmt"
	"io"
)

func runMatch(args []string, out io.Writer) error {
	return fmt.Errorf("match: not implemented")
}
