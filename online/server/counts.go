package server

import (
	"mancala/online/proto"
)

// counts answers the "counts" list: the players connected and the games
// being played here and on the other processes, and the seeks waiting,
// by game and clock. A player connected to two processes at once counts
// on each.
func (s *Server) counts() *proto.Counts {
	c := localCounts(s)
	if s.cluster != nil {
		c = c.Add(s.cluster.OthersCounts())
	}
	return &c
}

// localCounts are this process's counts.
func localCounts(s *Server) proto.Counts {
	var c proto.Counts
	s.lobby.call(func() {
		l := s.lobby
		c.Online = len(l.online)
		for _, lr := range l.rooms {
			if !lr.r.Ended() {
				c.Playing++
			}
		}
		for _, sk := range l.seeks {
			one := proto.Counts{Seeking: []proto.SeekCount{{Variant: sk.spec, Clock: sk.clock.String(),
				Rated: sk.rated, Players: 1}}}
			c = c.Add(one)
		}
	})
	return c
}
