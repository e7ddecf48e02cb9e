package main

import "fmt"

// searcher answers go and solve with the ai packages.
type searcher struct{}

func (searcher) Go(s *session, args []string, out func(string)) error {
	return fmt.Errorf("protocol: not implemented")
}

func (searcher) Solve(s *session, out func(string)) error {
	return fmt.Errorf("protocol: not implemented")
}
