package core

// Work is slow work running off the frame: Done reports that it has
// finished (never blocking), Result gives its value then. A *Job is
// Work.
type Work[T any] interface {
	Done() bool
	Result() (T, error)
}

// ChallengeAsker works out a challenge's perfect reply and best answer
// off the frame (ChallengeAsker.Reply and Solution): natively in a Job,
// in the browser in the search's Web Worker, so that the page never
// freezes while the solver runs and does not carry the solver at all.
// One asker serves one attempt; a new question of a kind replaces the
// last of that kind.
func NewChallengeAsker() *ChallengeAsker { return newChallengeAsker() }
