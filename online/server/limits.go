package server

import (
	"net"
	"net/http"
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// limits keeps a token-bucket limiter per key (an address, a name). Idle
// limiters are dropped now and then so the table stays small.
type limits struct {
	mu    sync.Mutex
	r     rate.Limit
	burst int
	m     map[string]*limiter
	swept time.Time
}

type limiter struct {
	l    *rate.Limiter
	used time.Time
}

func newLimits(r rate.Limit, burst int) *limits {
	return &limits{r: r, burst: burst, m: map[string]*limiter{}}
}

// allow reports whether key may act now.
func (ls *limits) allow(key string) bool {
	now := time.Now()
	ls.mu.Lock()
	defer ls.mu.Unlock()
	if now.Sub(ls.swept) > time.Minute {
		for k, l := range ls.m {
			if now.Sub(l.used) > 10*time.Minute {
				delete(ls.m, k)
			}
		}
		ls.swept = now
	}
	l, ok := ls.m[key]
	if !ok {
		l = &limiter{l: rate.NewLimiter(ls.r, ls.burst)}
		ls.m[key] = l
	}
	l.used = now
	return l.l.AllowN(now, 1)
}

// clientAddr is the request's remote address without its port.
func clientAddr(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}
