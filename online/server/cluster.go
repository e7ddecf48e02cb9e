package server

import (
	"context"
	"time"

	"mancala/online/proto"
	"mancala/online/room"
	"mancala/online/store"
	"mancala/online/tourney"
)

// Cluster is a server's part in a cluster of processes that share one
// store and pass game messages to each other (package cluster implements
// it; Config.Cluster). The server calls it only through these interfaces,
// and the cluster calls the server only through a Host; a single process
// has none.
type Cluster interface {
	// Start joins the cluster; the cluster's work stops when ctx is done.
	Start(ctx context.Context) error
	Owner
	Follower
	Matcher
	// The arenas' requests and news between processes.
	tourney.Relay
	Notifier
}

// Notifier reaches a player wherever they are connected.
type Notifier interface {
	// Notify sends the frame to the player's connections on the other
	// processes.
	Notify(p store.PlayerID, frame []byte)
	// Present reports whether the player has a connection on another
	// process (false when none answers in time).
	Present(ctx context.Context, p store.PlayerID) bool
}

// Owner keeps which process referees each live game.
type Owner interface {
	// Lease takes the lease of a game this process is about to open,
	// whose current turn has used that much; false when another process
	// owns it. It closes a room of the game here that lost it unseen.
	Lease(ctx context.Context, game store.GameID, used time.Duration) (bool, error)
	// Fence returns the store a room of this process writes through: each
	// write only while the process holds the game's lease.
	Fence(st room.Store) room.Store
	// Own registers a room opened here (stop closes it) and tells every
	// process, the players' among them.
	Own(r *room.Room, stop context.CancelFunc, players [2]store.PlayerID) error
	// Disown forgets a room that has closed and gives its lease back.
	Disown(r *room.Room)
}

// Follower carries a game's messages between a connection and the game's
// room, wherever it is.
type Follower interface {
	// Follow makes c follow the game from event seen on; Unfollow ends
	// it; Leave ends every follow of a closed connection.
	Follow(c Conn, game store.GameID, seen int64)
	Unfollow(c Conn, game store.GameID)
	Following(c Conn, game store.GameID) bool
	Leave(c Conn)
	// Play passes a player's game message to the game's owner and returns
	// the answer's frame, unless it went to c after the events it caused.
	Play(c Conn, game store.GameID, m proto.Message) ([]byte, error)
}

// Matcher pairs seeks across processes and lists every process's games.
type Matcher interface {
	// PairRemote claims for a seek that found no partner here another
	// process's matching seek, which is then the server's to pair with
	// it; Offer offers it to them; SeekGone withdraws a player's.
	PairRemote(sk Seek) (Seek, bool)
	Offer(sk Seek)
	SeekGone(p store.PlayerID)
	// OthersGames returns the live games of the other processes.
	OthersGames(ctx context.Context) []proto.GameInfo
	// OthersCounts returns the other processes' counts, as their last
	// heartbeats carried them (Host.LocalCounts).
	OthersCounts() []proto.Counts
}

// Conn is a client's connection as the cluster sees it.
type Conn interface {
	room.Sink
	// Context is done when the connection has closed.
	Context() context.Context
	// Player is the connection's player ("" before hello).
	Player() store.PlayerID
	// Reconnect closes the connection, telling the client to come back.
	Reconnect()
}
