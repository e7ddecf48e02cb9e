// Package arena holds an arena tournament's rules: who is waiting, who
// plays whom next, how each game scores and how the players rank. It is
// pure (no clock of its own, no storage, no network): the server feeds it
// what happens, with the time it happened, and stores what it says
// (State), so that tests run the rules on a fake clock and another
// process can take an arena over from the store (FromState).
//
// The rules, as lichess and PlayStrategy run their arenas:
//
//   - Points: a win 2, a draw 1, a loss 0. After two wins in a row each
//     further win counts double (the player is "on fire") until a game is
//     not won. An aborted game scores nothing and leaves the streak as it
//     was.
//   - Berserk: before their first move a player may halve their own
//     clock; a game they then win scores one point more (on fire too:
//     five), provided they made at least BerserkMoves moves in it, so that
//     a berserk win cannot be arranged in two moves.
//   - Pairing: as soon as two players wait, the waiting players are paired
//     by score, then rating, the highest first, each with the nearest one
//     below it that was not their last opponent. Nobody plays the same
//     opponent twice in a row: of two players left alone in an arena, the
//     second game waits for a third player.
//   - The first mover is the player who has moved first less often than
//     second in the arena (then the lower rating, then the later joiner),
//     so that each moves first in about half their games.
//   - Withdrawal: a player whose game ended without a move of theirs
//     (they let the first-move time run out, so the game was aborted
//     against them) is withdrawn: not paired again until they join again.
//     Their points stay. A player may also pause (leave) and join again at
//     will; nobody is paired after the arena's end.
//   - The end: nobody is paired at or after it, and a game still being
//     played then counts for nobody (as on lichess), whenever it ends.
//   - Ranking: by score; ties by performance (the mean rating of the
//     opponents met plus 400 × (wins − losses) / games, as lichess breaks
//     them), then by who reached the score first (joined first).
package arena
