// Package puzzlehome is the puzzles' home: the daily puzzle (the club's
// when online, else the game's own pack's), rated puzzles in the club, a
// streak (easy to hard until the first miss) and training by game and
// theme from the pack; and the runs that give the puzzle board its
// puzzles and take its results.
package puzzlehome
