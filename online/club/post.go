package club

import "time"

// postTimeout bounds one account call.
const postTimeout = 20 * time.Second

// postJSON(ctx, url, body) (post_other.go natively; post_js.go in the
// browser, where the browser's fetch does it and the page carries no HTTP
// code) posts body as JSON to url and returns the answer's status and at
// most 64 KiB of its body.
