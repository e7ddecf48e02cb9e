package server

import (
	"context"
	"log/slog"
	"time"

	"mancala/online/proto"
	"mancala/online/room"
	"mancala/online/store"
	"mancala/online/tourney"
)

// Host is what a server gives its cluster (Config.Cluster): its rooms,
// its players' connections, its queued seeks and the rooms it opens.
type Host struct{ s *Server }

// Store returns the store the processes share.
func (h Host) Store() store.Store { return h.s.cfg.Store }

// Log returns the server's logger.
func (h Host) Log() *slog.Logger { return h.s.cfg.Log }

// Now returns the server's time.
func (h Host) Now() time.Time { return h.s.now() }

// Go runs f in a goroutine that the server's Wait waits for.
func (h Host) Go(f func()) {
	h.s.wg.Add(1)
	go func() { defer h.s.wg.Done(); f() }()
}

// Arenas returns the process's arenas' director.
func (h Host) Arenas() *tourney.Director { return h.s.arenas }

// Room returns the game's room on this process, or nil.
func (h Host) Room(game store.GameID) *room.Room { return h.s.lobby.room(game) }

// Conns returns the connections of a player on this process.
func (h Host) Conns(player store.PlayerID) []Conn {
	var out []Conn
	for _, c := range h.s.lobby.conns(player) {
		out = append(out, connView{c})
	}
	return out
}

// TakeOver opens the room of a game whose owner has gone, charging the
// player to move the time they had used (room.Config.Used).
func (h Host) TakeOver(g store.Game, used time.Duration) error {
	_, err := h.s.openRoomUsed(g, used)
	return err
}

// StoredFrames returns the lasting events of a game that has ended, read
// from the store, and whether it has (false for a game still in play, an
// unknown one, or a store that cannot be read).
func (h Host) StoredFrames(ctx context.Context, id store.GameID) ([][]byte, bool) {
	g, err := h.s.cfg.Store.Game(ctx, id)
	if err != nil || g.Result == store.Ongoing {
		return nil, false
	}
	cfg, err := h.s.roomConfig(ctx, g)
	if err != nil {
		return nil, false
	}
	frames, err := room.Frames(cfg)
	return frames, err == nil
}

// LocalCounts returns this process's players connected, games played and
// seeks waiting.
func (h Host) LocalCounts() proto.Counts { return localCounts(h.s) }

// LocalGames returns the games of this process's rooms.
func (h Host) LocalGames(ctx context.Context) []proto.GameInfo { return h.s.localGames(ctx) }

// Seeks returns the seeks queued on this process.
func (h Host) Seeks() []Seek {
	var out []Seek
	h.s.lobby.call(func() {
		for _, sk := range h.s.lobby.seeks {
			out = append(out, sk.public())
		}
	})
	return out
}

// TakeSeek takes out of this process's queue the player's seek with the
// same settings as want, and reports whether it was there.
func (h Host) TakeSeek(want Seek) bool {
	taken := false
	h.s.lobby.call(func() {
		l := h.s.lobby
		for i, sk := range l.seeks {
			if sk.public().sameAs(want) {
				l.seeks = append(l.seeks[:i], l.seeks[i+1:]...)
				taken = true
				return
			}
		}
	})
	return taken
}
