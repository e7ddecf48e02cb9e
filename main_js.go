package main

// main has no flags in the browser: the page sizes the canvas, and an
// error ends the program with the message on the console, where the page
// shows that the game stopped.
func main() {
	if err := run(1280, 720); err != nil {
		panic(err)
	}
}
