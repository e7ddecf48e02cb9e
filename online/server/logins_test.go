package server

import (
	"fmt"
	"testing"
	"time"
)

// guardAt is a login guard on a clock the test moves.
func guardAt(now *time.Time) *loginGuard { return newLoginGuard(func() time.Time { return *now }) }

func TestOnlyFailedLoginsCount(t *testing.T) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	g := guardAt(&now)
	for range 100 {
		if g.wait("ann", "1.2.3.4") != 0 {
			t.Fatal("logins that did not fail were limited")
		}
		g.succeeded("ann", "1.2.3.4")
	}
}

func TestAPairForgivesAFailureEvery12Seconds(t *testing.T) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	g := guardAt(&now)
	for range LoginPairFailures {
		g.failed("ann", "1.2.3.4")
	}
	if w := g.wait("ann", "1.2.3.4"); w <= 0 {
		t.Fatalf("after %d failures the pair may go on", LoginPairFailures)
	}
	now = now.Add(LoginPairEvery)
	if w := g.wait("ann", "1.2.3.4"); w > time.Second { // the name's own delay, a second
		t.Errorf("after %v the pair still waits %v", LoginPairEvery, w)
	}
}

func TestAnAddressFailingOnManyNamesIsLimited(t *testing.T) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	g := guardAt(&now)
	for i := range LoginAddrFailures {
		g.failed(fmt.Sprint("name", i), "1.2.3.4")
	}
	if g.wait("fresh", "1.2.3.4") <= 0 {
		t.Errorf("after %d failures on as many names the address may go on", LoginAddrFailures)
	}
	if g.wait("fresh", "5.6.7.8") != 0 {
		t.Error("another address is limited")
	}
}

func TestANameGuessedFromManyAddressesWaitsLongerAfterEachFailure(t *testing.T) {
	now := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	g := guardAt(&now)
	var last time.Duration
	for i := range 12 {
		addr := fmt.Sprint("10.0.0.", i) // a new address each time
		if i >= LoginPairFailures {
			w := g.wait("ann", addr)
			if w != 0 {
				t.Fatalf("failure %d: an address that has not failed waits %v", i+1, w)
			}
			g.failed("other", addr) // now it has failed somewhere
			w = g.wait("ann", addr)
			if w <= last || w > LoginMaxDelay {
				t.Fatalf("failure %d: the name's delay is %v after %v", i+1, w, last)
			}
			last = w
		}
		g.failed("ann", addr)
	}
	if last < 64*time.Second {
		t.Errorf("after 12 failures the name waits %v", last)
	}
	if g.wait("ann", "192.168.0.1") != 0 {
		t.Error("an address that has not failed waits: the owner is locked out")
	}
	g.succeeded("ann", "192.168.0.1")
	if w := g.wait("ann", "10.0.0.11"); w > 0 && w >= last {
		t.Errorf("after the owner's login the name still waits %v", w)
	}
}
