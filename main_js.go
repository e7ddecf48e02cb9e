package main

import "syscall/js"

// main has no flags in the browser: the page sizes the canvas, a link
// with ?join=CODE opens the game joining that invite, and an error ends
// the program with the message on the console, where the page shows that
// the game stopped.
func main() {
	if err := run(1280, 720, pageAddress()); err != nil {
		panic(err)
	}
}

// pageAddress is the page's address, which may hold ?join=CODE.
func pageAddress() string {
	return js.Global().Get("location").Get("href").String()
}
