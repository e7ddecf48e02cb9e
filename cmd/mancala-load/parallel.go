package main

import "sync"

// inParallel calls f(0) to f(n-1), at most limit at once, and returns,
// once all have returned, the error of the first that failed, or nil.
func inParallel(n, limit int, f func(i int) error) error {
	errs := make(chan error, n)
	sem := make(chan struct{}, limit)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			if err := f(i); err != nil {
				errs <- err
			}
		}()
	}
	wg.Wait()
	close(errs)
	return <-errs
}
