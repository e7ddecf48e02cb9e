// Command webserve serves the browser build of the game (the wasm/ folder)
// over HTTP for local play and tests, with package webfiles: .wasm files
// as application/wasm, precompressed .br and .gz siblings to clients that
// accept them, no directory listings.
//
// Usage:
//
//	go run ./cmd/webserve [-addr 127.0.0.1:8080] [-dir wasm]
//
// With port 0 it picks a free port; either way its first line of output
// is "webserve: serving <dir> on http://<host:port>/".
package main

import (
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"time"

	"mancala/webfiles"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "address to listen on")
	dir := flag.String("dir", "wasm", "folder to serve")
	flag.Parse()

	root, err := os.OpenRoot(*dir)
	if err != nil {
		log.Fatalf("webserve: %v", err)
	}
	defer root.Close()
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		log.Fatalf("webserve: %v", err)
	}
	srv := &http.Server{
		Handler:           webfiles.NewHandler(root.FS()),
		ReadHeaderTimeout: 10 * time.Second,
	}
	fmt.Printf("webserve: serving %s on http://%s/\n", *dir, ln.Addr())
	log.Fatal(srv.Serve(ln))
}
