package main

import (
	"errors"
	"sync"
	"testing"
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
