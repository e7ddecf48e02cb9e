package server

import (
	"sync"
	"time"
)

// The login limits. Only failed logins count, and a success forgives the
// failures of its name. A password guesser is stopped three ways, while
// the player who owns the account can always log in from an address that
// has not been guessing:
//   - an address: LoginAddrFailures failures (any names), then one more
//     every LoginAddrEvery;
//   - a name from one address: LoginPairFailures failures, then one more
//     every LoginPairEvery;
//   - a name from every address that has failed a login: after
//     LoginPairFailures failures on the name from anywhere, each further
//     attempt waits, from the name's last failure, a second, then twice as
//     long after each further failure, up to LoginMaxDelay; the name's
//     failures are forgotten one every LoginAddrEvery*10.
//
// An attempt refused by a limit is answered 429 with Retry-After and is
// not tried, so it counts as no failure.
const (
	LoginAddrFailures = 20
	LoginAddrEvery    = 30 * time.Second
	LoginPairFailures = 5
	LoginPairEvery    = 12 * time.Second
	LoginMaxDelay     = 15 * time.Minute
)

// loginGuard keeps the failed logins by address, by name and address,
// and by name.
type loginGuard struct {
	now   func() time.Time
	mu    sync.Mutex
	addrs map[string]*failures
	pairs map[string]*failures
	names map[string]*failures
	swept time.Time
}

// failures is a count of failures that forgives one every interval.
type failures struct {
	n    float64
	last time.Time
}

func newLoginGuard(now func() time.Time) *loginGuard {
	return &loginGuard{now: now, addrs: map[string]*failures{}, pairs: map[string]*failures{}, names: map[string]*failures{}}
}

// count returns the failures left at now, one forgiven every interval.
func (f *failures) count(now time.Time, every time.Duration) float64 {
	if f == nil {
		return 0
	}
	return max(f.n-float64(now.Sub(f.last))/float64(every), 0)
}

// over returns how long until fewer than allowed failures are counted
// again: 0 while another may be tried.
func (f *failures) over(now time.Time, allowed int, every time.Duration) time.Duration {
	excess := f.count(now, every) - float64(allowed-1)
	if excess <= 0 {
		return 0
	}
	return time.Duration(excess * float64(every))
}

// wait returns how long the login of name from addr must wait; 0 lets it
// be tried now.
func (g *loginGuard) wait(name, addr string) time.Duration {
	now := g.now()
	g.mu.Lock()
	defer g.mu.Unlock()
	g.sweep(now)
	var wait time.Duration
	wait = max(wait, g.addrs[addr].over(now, LoginAddrFailures, LoginAddrEvery))
	wait = max(wait, g.pairs[name+" "+addr].over(now, LoginPairFailures, LoginPairEvery))
	if g.addrs[addr].count(now, LoginAddrEvery) > 0 {
		wait = max(wait, g.nameDelay(name, now))
	}
	return wait
}

// nameDelay returns how long an attempt on name must still wait after
// the name's last failure.
func (g *loginGuard) nameDelay(name string, now time.Time) time.Duration {
	f := g.names[name]
	c := f.count(now, 10*LoginAddrEvery)
	if c < LoginPairFailures {
		return 0
	}
	delay := LoginMaxDelay
	if k := int(c) - LoginPairFailures; k < 20 {
		delay = min(time.Second<<k, LoginMaxDelay)
	}
	return max(f.last.Add(delay).Sub(now), 0)
}

// failed notes a failed login of name from addr.
func (g *loginGuard) failed(name, addr string) {
	now := g.now()
	g.mu.Lock()
	defer g.mu.Unlock()
	add(g.addrs, addr, now, LoginAddrEvery)
	add(g.pairs, name+" "+addr, now, LoginPairEvery)
	add(g.names, name, now, 10*LoginAddrEvery)
}

func add(m map[string]*failures, key string, now time.Time, every time.Duration) {
	f := m[key]
	c := f.count(now, every)
	if f == nil {
		f = &failures{}
		m[key] = f
	}
	f.n, f.last = c+1, now
}

// succeeded forgives the failures of name.
func (g *loginGuard) succeeded(name, addr string) {
	g.mu.Lock()
	defer g.mu.Unlock()
	delete(g.names, name)
	delete(g.pairs, name+" "+addr)
}

// sweep drops the counts that have gone to zero, now and then, so the
// tables stay small.
func (g *loginGuard) sweep(now time.Time) {
	if now.Sub(g.swept) < time.Minute {
		return
	}
	g.swept = now
	for _, t := range []struct {
		m     map[string]*failures
		every time.Duration
	}{{g.addrs, LoginAddrEvery}, {g.pairs, LoginPairEvery}, {g.names, 10 * LoginAddrEvery}} {
		for k, f := range t.m {
			if f.count(now, t.every) == 0 {
				delete(t.m, k)
			}
		}
	}
}
