package cluster

import "mancala/online/proto"

// eventOrder keeps a follow's lasting events in their order, whichever
// room or process they come from: a follow hears a game from several
// sources around an owner change (the old owner's last frames still on
// their way, the new owner's catch-up, its own catch-up from the store),
// and NATS drops what it could not deliver while a process or NATS itself
// was away. The rule: event N is passed on only right after event N-1. An
// event passed on already is dropped; an event after a gap is held back
// (dropped too) and the gap reported, so that the follow subscribes again
// from the last event it passed on and the owner's room sends the missing
// ones first. Notices and answers pass as they come.
type eventOrder struct {
	seen int64 // the last lasting event passed on
}

// pass returns the frames to pass on and whether a gap was found.
func (o *eventOrder) pass(frames [][]byte) (out [][]byte, gap bool) {
	for _, fr := range frames {
		n, ok := lastingN(fr)
		switch {
		case !ok:
			out = append(out, fr)
		case n <= o.seen:
		case n == o.seen+1:
			o.seen = n
			out = append(out, fr)
		default:
			gap = true
		}
	}
	return out, gap
}

// lastingN returns the number of the lasting event a frame carries, if
// it carries one.
func lastingN(frame []byte) (int64, bool) {
	m, err := proto.DecodeServer(frame)
	e, ok := m.(*proto.Event)
	if err != nil || !ok || !e.Kind.Lasting() {
		return 0, false
	}
	return e.N, true
}
