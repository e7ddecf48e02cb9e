// Package engine is the rules engine of the four sowing games: Kalah,
// Oware (Abapa), Congkak and Bao. It is pure and fast: a Position is a
// comparable value of fixed arrays, Rules.Apply returns a new Position and,
// when given a Trace, records every event a player would see.
//
// Glossary (one word per concept, used everywhere in the project):
//
//   - pit: a hollow on the board that belongs to one player; pits are
//     numbered 1..m from their owner's left.
//   - store: the large hollow at a player's right-hand end (Kalah, Congkak);
//     Oware has no stores on the track, and its "stores" hold the seeds a
//     player has captured.
//   - seed: a playing piece; the sum of all seeds never changes.
//   - sow: lift every seed of one pit and drop them one by one into the
//     following places.
//   - lap: a sowing that goes all the way round the board.
//   - relay: when the last seed lands in an occupied pit, lift that pit and
//     sow on (Congkak, Kalah's avalanche sowing, Bao).
//   - capture: move seeds from the opponent's side to the mover's store
//     (Bao: into the mover's hand, to be sown into the mover's front row).
//   - sweep: at the end of a game, the seeds left in the rows go to a store.
//
// Sides are South (the player at the bottom of the screen, moving first by
// default) and North. Sowing runs counter-clockwise from above in the
// two-row games, so a player's pits run left to right towards that player's
// store on the right.
package engine
