package club

// Status is the state of the session's connection to the server.
type Status uint8

// The states of the connection.
const (
	// Connecting: the first connection is being made.
	Connecting Status = iota
	// Online: connected and welcomed; requests go through.
	Online
	// Reconnecting: the connection dropped; the session connects again
	// by itself and catches up the games it follows.
	Reconnecting
	// Unreachable: no server answered at the address (Err says why); the
	// session goes on trying, and becomes Online when one answers.
	Unreachable
)

var statusNames = [...]string{"connecting", "online", "reconnecting", "unreachable"}

func (s Status) String() string {
	if int(s) < len(statusNames) {
		return statusNames[s]
	}
	return "unknown"
}
