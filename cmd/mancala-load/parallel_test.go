package main

import (
	"errors"
	"sync"
	"testing"
	"time"
)

func TestInParallelCallsEveryIndexOnce(t *testing.T) {
	calls := make([]int, 200)
	var mu sync.Mutex
	if err := inParallel(len(calls), 7, func(i int) error {
		mu.Lock()
		calls[i]++
		mu.Unlock()
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	for i, n := range calls {
		if n != 1 {
			t.Errorf("f(%d) was called %d times", i, n)
		}
	}
}

func TestInParallelRunsAtMostLimitAtOnce(t *testing.T) {
	const limit = 3
	var mu sync.Mutex
	running, most := 0, 0
	release := make(chan struct{})
	go func() {
		for range 60 {
			release <- struct{}{} // each call waits here, so calls overlap
		}
	}()
	inParallel(60, limit, func(int) error {
		mu.Lock()
		running++
		most = max(most, running)
		mu.Unlock()
		<-release
		mu.Lock()
		running--
		mu.Unlock()
		return nil
	})
	if most > limit {
		t.Errorf("%d calls ran at once, the limit is %d", most, limit)
	}
}

func TestInParallelReturnsTheErrorOfAFailedCall(t *testing.T) {
	failed := errors.New("dial refused")
	err := inParallel(50, 5, func(i int) error {
		if i == 31 {
			return failed
		}
		return nil
	})
	if !errors.Is(err, failed) {
		t.Errorf("err = %v, want %v", err, failed)
	}
}

func TestPercentilesLeaveOutMovesSentBeforeFrom(t *testing.T) {
	var ts []timing
	for i := range 100 {
		ts = append(ts, timing{at: time.Duration(i) * time.Second, took: time.Duration(i+1) * time.Millisecond})
	}
	ts = append(ts, timing{at: 0, took: time.Hour}, timing{at: time.Second, took: time.Hour}) // warm-up moves
	if _, p99, n := percentiles(ts, 0); p99 != time.Hour || n != 102 {
		t.Errorf("every move: p99 %v of %d, want the hour of 102", p99, n)
	}
	p50, p99, n := percentiles(ts, 10*time.Second)
	if p50 != 56*time.Millisecond || p99 != 100*time.Millisecond || n != 90 {
		t.Errorf("from 10 s: p50 %v p99 %v of %d, want 56 ms, 100 ms of 90", p50, p99, n)
	}
	if _, _, n := percentiles(ts, time.Hour); n != 0 {
		t.Errorf("from an hour: %d moves, want none", n)
	}
}
