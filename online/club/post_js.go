//go:build js

package club

import (
	"context"
	"errors"
	"syscall/js"
)

// postJSON calls the browser's fetch, with the page's cookies (the token
// cookie the server sets), and waits for it without blocking the page.
func postJSON(ctx context.Context, url string, body []byte) (int, []byte, error) {
	abort := js.Global().Get("AbortController").New()
	stop := context.AfterFunc(ctx, func() { abort.Call("abort") })
	defer stop()
	headers := js.Global().Get("Object").New()
	headers.Set("Content-Type", "application/json")
	opts := js.Global().Get("Object").New()
	opts.Set("method", "POST")
	opts.Set("headers", headers)
	opts.Set("body", string(body))
	opts.Set("credentials", "same-origin")
	opts.Set("signal", abort.Get("signal"))
	resp, err := await(js.Global().Call("fetch", url, opts))
	if err != nil {
		return 0, nil, err
	}
	text, err := await(resp.Call("text"))
	if err != nil {
		return 0, nil, err
	}
	data := []byte(text.String())
	if len(data) > 1<<16 {
		data = data[:1<<16]
	}
	return resp.Get("status").Int(), data, nil
}

// await waits for a promise to settle and returns its value, or why it
// was rejected. It must not run on the browser's event loop (a js.Func):
// the account calls run in a goroutine of their own.
func await(p js.Value) (js.Value, error) {
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
