// Command mancala-engine speaks the project's line protocol on standard
// input and output, in the spirit of chess's UCI, for bot writers, analysis
// and the project's own tools. It never imports ebiten, so it runs without
// a display. See the README's "Engine protocol" section. With the argument
// "match" it plays matches between engines instead (see match.go), with
// "book" it writes a book of level openings for them (see book.go), and
// with "verify-challenges" it proves the challenges.
package main

import (
	"bufio"
	"fmt"
	"io"
	"os"

	_ "mancala/ai/openings" // level 10 and "book on" play its openings
)

func main() {
	if len(os.Args) > 1 && os.Args[1] == "verify-challenges" {
		os.Exit(runVerify(os.Stdout))
	}
	if len(os.Args) > 1 && tools[os.Args[1]] != nil {
		if err := tools[os.Args[1]](os.Args[2:], os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, "mancala-engine:", err)
			os.Exit(2)
		}
		return
	}
	loadOwareDBOnFirstUse()
	if err := serve(os.Stdin, os.Stdout, newSession(newSearcher())); err != nil {
		fmt.Fprintln(os.Stderr, "mancala-engine:", err)
		os.Exit(1)
	}
}

// tools are the commands run from the command line instead of the protocol.
var tools = map[string]func(args []string, out io.Writer) error{
	"match": runMatch,
	"book":  runBook,
}

// serve answers commands from in, one per line, until quit or the end of
// the input. Replies are flushed after every command.
func serve(in io.Reader, out io.Writer, s *session) error {
	w := bufio.NewWriter(out)
	write := func(line string) { fmt.Fprintln(w, line) }
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	for sc.Scan() {
		err := s.handle(sc.Text(), write)
		if ferr := w.Flush(); ferr != nil {
			return ferr
		}
		if err == errQuit {
			return nil
		}
	}
	return sc.Err()
}
