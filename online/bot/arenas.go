package bot

import (
	"time"

	"mancala/online/proto"
)

// arenaEvery is how often a bot that plays arenas looks for new ones.
const arenaEvery = time.Minute

// lookForArenas asks for the arenas, when the bot plays in them, at a
// welcome and every arenaEvery.
func (l *lobby) lookForArenas(now time.Time) {
	if l.cfg.Arenas && now.Sub(l.arenasAsked) >= arenaEvery {
		if l.send(&proto.ArenaDo{Action: "list"}) {
			l.arenasAsked = now
		}
	}
}

// arenaList joins every bots' arena to come or running whose game,
// clock and kind the filter accepts, once: the arena then pairs the bot
// as its games end, and each game starts like any other, from its start
// event (on top of MaxGames: an arena's pairing does not wait).
func (l *lobby) arenaList(al *proto.ArenaList) {
	for _, a := range al.Live {
		if !a.Bots || a.Finished || l.arenas[a.ID] || l.cfg.Filter.Refusal(a.Variant, a.Clock, a.Rated) != "" {
			continue
		}
		if l.send(&proto.ArenaDo{Action: "join", Arena: a.ID}) {
			l.arenas[a.ID] = true
			l.log.Info("arena joined", "arena", a.Name, "variant", a.Variant, "clock", a.Clock, "rated", a.Rated)
		}
	}
}
