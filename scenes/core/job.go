package core

// Job is work done off the frame: StartJob runs a function on its own
// goroutine, and the scene's Update polls Done each tick, never blocking,
// then takes the Result. It is the one way scenes run slow work (loading
// the challenges, working out a challenge's best answer or the
// opponent's reply); the computer player's search runs in ai.Thinker, a
// Web Worker in the browser. A nil *Job is not done.
type Job[T any] struct {
	ch   chan jobResult[T]
	done bool
	res  jobResult[T]
}

// jobResult is what the job's function returned.
type jobResult[T any] struct {
	v   T
	err error
}

// StartJob starts f off the frame and returns its job.
func StartJob[T any](f func() (T, error)) *Job[T] {
	j := &Job[T]{ch: make(chan jobResult[T], 1)}
	go func() {
		v, err := f()
		j.ch <- jobResult[T]{v, err}
	}()
	return j
}

// Done reports whether the function has returned; it never blocks.
func (j *Job[T]) Done() bool {
	if j == nil {
		return false
	}
	if !j.done {
		select {
		case j.res = <-j.ch:
			j.done = true
		default:
		}
	}
	return j.done
}

// Result returns what the function returned; the zero value and nil until
// Done.
func (j *Job[T]) Result() (T, error) {
	if !j.Done() {
		var zero T
		return zero, nil
	}
	return j.res.v, j.res.err
}

// Wait blocks until the function has returned, and returns what it
// returned: for tests, and for work that must be there before going on.
func (j *Job[T]) Wait() (T, error) {
	if !j.done {
		j.res, j.done = <-j.ch, true
	}
	return j.res.v, j.res.err
}
