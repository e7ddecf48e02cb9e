// Command mancala-cluster starts three online servers on this machine that
// share one PostgreSQL and one NATS (package launch): what make cluster
// runs to try the multi-process server. It prints the three addresses and
// stops everything on SIGINT or SIGTERM.
//
// Usage:
//
//	go build -o out/mancala-server ./cmd/mancala-server
//	go run ./cmd/mancala-cluster -server out/mancala-server [-n 3] [-base-port 8081] [-web wasm]
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"syscall"

	"mancala/online/launch"
)

func main() {
	server := flag.String("server", "out/mancala-server", "the mancala-server binary")
	n := flag.Int("n", 3, "how many server processes")
	base := flag.Int("base-port", 8081, "the first process's port on 127.0.0.1; the others follow")
	web := flag.String("web", "wasm", "folder of the browser build each process serves (empty: none)")
	flag.Parse()
	o := launch.Options{Server: *server, Processes: *n, Extra: []string{"-web", *web}, Stderr: os.Stderr}
	for i := range *n {
		o.Addrs = append(o.Addrs, fmt.Sprintf("127.0.0.1:%d", *base+i))
	}
	c, err := launch.Start(o)
	if err != nil {
		fmt.Fprintln(os.Stderr, "mancala-cluster:", err)
		os.Exit(1)
	}
	defer c.Stop()
	fmt.Printf("PostgreSQL %s\nNATS %s\n", c.DB, c.NATS.ClientURL())
	for i, s := range c.Servers {
		fmt.Printf("server %d: http://%s/\n", i+1, s.Addr)
	}
	fmt.Println("Ctrl-C stops them all.")
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	<-ctx.Done()
}
