// Package analysis judges play: a position's best lines with their
// scores (Lines, the engine protocol's multipv), and a finished game's
// every move against the best the engine finds (Judge): best, good,
// inaccuracy, mistake or blunder by the seeds it cost, each side's
// accuracy, and the evaluation over the game. Values are exact where the
// exact solver (Kalah with single sowing, Congkak; few seeds in the pits)
// or Oware's endgame database settles them, and level 10's search judges
// the rest within a node budget, so a judgment is the same on every
// machine. It is headless: the analysis board draws what it returns.
//
// Scores are the search's (package ai): hundredths of a seed for the
// player named, a decided game beyond ai.Win/2.
package analysis
