package cluster

import (
	"context"
	"encoding/json"
	"errors"

	"github.com/nats-io/nats.go"

	"mancala/online/store"
	"mancala/online/tourney"
)

// The arenas' subjects: requests for whichever process directs the
// arena (only that one answers), and the news that an arena changed.
const (
	subjArenaDo   = "mancala.arena.do"
	subjArenaNews = "mancala.arena.news."
)

// arenaAnswer is a director's answer to a forwarded request.
type arenaAnswer struct {
	Err string `json:"err,omitempty"`
}

// Forward sends r to the process that directs its arena.
func (p *process) Forward(ctx context.Context, r tourney.Request) error {
	b, err := json.Marshal(r)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, requestTimeout)
	defer cancel()
	msg, err := p.nc.RequestWithContext(ctx, subjArenaDo, b)
	if err != nil {
		return tourney.ErrElsewhere
	}
	var a arenaAnswer
	if err := json.Unmarshal(msg.Data, &a); err != nil {
		return err
	}
	if a.Err != "" {
		return tourney.ErrorOf(a.Err)
	}
	return nil
}

// Changed tells every process that the arena changed.
func (p *process) Changed(id store.ArenaID) {
	p.nc.Publish(subjArenaNews+string(id), nil)
}

// onArenaDo answers a request forwarded by another process when this one
// directs the arena; otherwise it stays silent, for the director to
// answer.
func (p *process) onArenaDo(m *nats.Msg) {
	var r tourney.Request
	if json.Unmarshal(m.Data, &r) != nil {
		return
	}
	p.h.Go(func() {
		err := p.h.Arenas().Serve(p.ctx, r)
		if errors.Is(err, tourney.ErrElsewhere) {
			return
		}
		var a arenaAnswer
		if err != nil {
			a.Err = err.Error()
		}
		b, _ := json.Marshal(a)
		m.Respond(b)
	})
}

// onArenaNews shows an arena's watchers here what another process stored.
func (p *process) onArenaNews(m *nats.Msg) {
	id := store.ArenaID(m.Subject[len(subjArenaNews):])
	p.h.Go(func() { p.h.Arenas().Refresh(p.ctx, id) })
}
