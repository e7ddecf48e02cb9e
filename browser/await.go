//go:build js

// Package browser holds what the game's packages share of the browser's
// JavaScript world.
package browser

import (
	"errors"
	"syscall/js"
)

// Await waits for a promise to settle and returns its value, or why it
// was rejected. It must not run on the browser's event loop (a js.Func):
// call it from a goroutine of its own, or from main before the game runs.
func Await(p js.Value) (js.Value, error) {
	type settled struct {
		v   js.Value
		err error
	}
	ch := make(chan settled, 1)
	then := js.FuncOf(func(_ js.Value, args []js.Value) any {
		ch <- settled{v: args[0]}
		return nil
	})
	catch := js.FuncOf(func(_ js.Value, args []js.Value) any {
		ch <- settled{err: errors.New(args[0].Call("toString").String())}
		return nil
	})
	defer then.Release()
	defer catch.Release()
	p.Call("then", then, catch)
	s := <-ch
	return s.v, s.err
}
