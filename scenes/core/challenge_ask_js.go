//go:build js

package core

import (
	"errors"
	"syscall/js"

	"mancala/ai"
	"mancala/challenges"
	"mancala/engine"
)

// ChallengeAsker asks the search's Web Worker, which carries the
// challenges and their solver (cmd/aiworker): one worker for the
// replies, one for the best answer, so that neither waits for the other.
type ChallengeAsker struct {
	reply, solution ai.Thinker
}

func newChallengeAsker() *ChallengeAsker { return &ChallengeAsker{} }

// Reply asks for challenge c's perfect reply to the moves played from
// its position.
func (a *ChallengeAsker) Reply(c *challenges.Challenge, moves []engine.Move) Work[engine.Move] {
	msg := map[string]any{"challenge": c.ID, "moves": engine.FormatMoves(moves), "want": "reply"}
	return AskWorker(&a.reply, msg, func(v js.Value) (engine.Move, error) {
		return engine.ParseMove(c.Rules, v.Get("move").String())
	})
}

// Solution asks for challenge c's best answer.
func (a *ChallengeAsker) Solution(c *challenges.Challenge) Work[[]engine.Move] {
	return AskWorker(&a.solution, map[string]any{"challenge": c.ID, "want": "solution"}, func(v js.Value) ([]engine.Move, error) {
		return engine.ParseMoves(c.Rules, v.Get("line").String())
	})
}

// Close ends the asker's workers.
func (a *ChallengeAsker) Close() {
	a.reply.Cancel()
	a.solution.Cancel()
}

// AskWorker asks th's Web Worker the question msg (cmd/aiworker says
// which it answers); the Work is done once it has answered, read reads
// the answer.
func AskWorker[T any](th *ai.Thinker, msg map[string]any, read func(js.Value) (T, error)) Work[T] {
	th.StartRemote(msg)
	return &remoteWork[T]{th: th, read: read}
}

// remoteWork is a question the worker answers: done once it has.
type remoteWork[T any] struct {
	th   *ai.Thinker
	read func(js.Value) (T, error)
	done bool
	v    T
	err  error
}

// Done takes the worker's answer, or its failure, once there is one.
func (w *remoteWork[T]) Done() bool {
	if w.done {
		return true
	}
	if ans, ok := w.th.PollRemote(); ok {
		w.done = true
		if e := ans.Get("error"); e.Type() == js.TypeString {
			w.err = errors.New(e.String())
			return true
		}
		w.v, w.err = w.read(ans)
	} else if err := w.th.Err(); err != nil {
		w.done, w.err = true, err
	}
	return w.done
}

// Result returns the answer once Done.
func (w *remoteWork[T]) Result() (T, error) {
	if !w.Done() {
		var zero T
		return zero, nil
	}
	return w.v, w.err
}
