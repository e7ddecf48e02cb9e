//go:build js

package club

import (
	"context"
	"syscall/js"

	"mancala/browser"
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
	resp, err := browser.Await(js.Global().Call("fetch", url, opts))
	if err != nil {
		return 0, nil, err
	}
	text, err := browser.Await(resp.Call("text"))
	if err != nil {
		return 0, nil, err
	}
	data := []byte(text.String())
	if len(data) > 1<<16 {
		data = data[:1<<16]
	}
	return resp.Get("status").Int(), data, nil
}
