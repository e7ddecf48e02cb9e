// Package tourney runs the club's arenas on a server process: it makes
// the arenas of the schedule, directs every arena whose lease it holds
// (package arena's rules, fed with what happens), stores each change
// before it acts on it, opens the games it pairs, and tells whoever
// follows the arena.
//
// One process directs an arena at a time (store.Arenas' lease); the
// others take an arena over from its stored state once its director's
// lease has expired, with no game and no point lost: a save stores the
// state and the games it paired in one transaction, and the games' ends
// are read from the store, where their rooms (on any process) wrote them.
//
// A director works in rounds, on its own goroutine: the requests that
// came (join, pause), the games that ended, a pairing, then one save and
// the news. A round runs at every tick (Config.Tick) and at once when a
// game of a directed arena ends on this process (Ended).
package tourney
