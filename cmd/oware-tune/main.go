// Command oware-tune fits the weights of Oware's evaluation (ai's
// OwareTerms) to the results of self-play games, as Texel tuning does:
//
//	oware-tune play -games 3000 -nodes 10000 -out out/oware-tune/games.txt
//	oware-tune fit -in out/oware-tune/games.txt -out ai/eval_oware_weights.go
//
// play writes one line per position of each game after its random
// opening: the position, then the game's result for the player to move
// (1, 0.5 or 0). fit reads them back and writes the Go file of the
// weights. make tune-oware runs both.
package main

import (
	"fmt"
	"os"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: oware-tune play|fit [flags]")
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "play":
		err = runPlay(os.Args[2:])
	case "fit":
		err = runFit(os.Args[2:])
	default:
		err = fmt.Errorf("unknown command %q (want play or fit)", os.Args[1])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "oware-tune:", err)
		os.Exit(1)
	}
}
