//go:build !js

package core

import (
	"mancala/challenges"
	"mancala/engine"
)

// ChallengeAsker asks natively: each question is a Job of its own.
type ChallengeAsker struct{}

func newChallengeAsker() *ChallengeAsker { return &ChallengeAsker{} }

// Reply starts working out challenge c's perfect reply to the moves
// played from its position.
func (*ChallengeAsker) Reply(c *challenges.Challenge, moves []engine.Move) Work[engine.Move] {
	return StartJob(func() (engine.Move, error) { return challenges.Reply(c, moves) })
}

// Solution starts working out challenge c's best answer: the mover's
// moves, and the opponent's perfect replies where it moves.
func (*ChallengeAsker) Solution(c *challenges.Challenge) Work[[]engine.Move] {
	return StartJob(func() ([]engine.Move, error) { return challenges.Solution(c) })
}

// Close lets go of the asker's workers (none natively).
func (*ChallengeAsker) Close() {}
