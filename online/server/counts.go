package server

import (
	"slices"

	"mancala/online/proto"
)

// clubCounts answers the "counts" list: the players connected and the
// games being played here and on the other processes, and the seeks
// waiting, by game and clock. A player connected to two processes at once
// counts on each.
func clubCounts(s *Server) *proto.Counts {
	c := localCounts(s)
	if s.cluster != nil {
		for _, o := range s.cluster.OthersCounts() {
			c = addCounts(c, o)
		}
	}
	return &c
}

// addCounts returns the counts of c and o together (two processes').
func addCounts(c, o proto.Counts) proto.Counts {
	out := proto.Counts{Online: c.Online + o.Online, Playing: c.Playing + o.Playing}
	out.Seeking = append(out.Seeking, c.Seeking...)
	for _, s := range o.Seeking {
		i := slices.IndexFunc(out.Seeking, func(t proto.SeekCount) bool {
			return t.Variant == s.Variant && t.Clock == s.Clock && t.Rated == s.Rated
		})
		if i < 0 {
			out.Seeking = append(out.Seeking, s)
		} else {
			out.Seeking[i].Players += s.Players
		}
	}
	return out
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
			c = addCounts(c, one)
		}
	})
	return c
}
