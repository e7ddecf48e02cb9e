package bot

import (
	"context"
	"log/slog"
	"strings"
	"sync"
	"time"

	"mancala/online/client"
	"mancala/online/proto"
)

// How long the lobby remembers things.
const (
	reserveFor  = 30 * time.Second // an accepted challenge whose game has not started
	answeredFor = 15 * time.Minute // a challenge answered (they live 10 minutes)
	endedFor    = 10 * time.Minute // a finished game, for its rematch offers
)

// lobby is the bot's one loop: it reads everything the server sends,
// answers challenges, starts a game's goroutine at its start event and
// hands it that game's events. It never waits on a game: a game that is
// thinking must not keep the client from delivering its move's ack.
type lobby struct {
	cfg  *Config
	c    *client.Client
	msgs <-chan proto.Message
	log  *slog.Logger
	me   proto.Player

	games     map[string]*game        // in progress, by id
	reserved  map[string]reservation  // joined challenges whose game has not started, by code
	answered  map[string]time.Time    // challenges joined or declined, by code
	putOff    map[string]bool         // challenges left waiting while the bot is busy
	ended     map[string]finishedGame // recent games, for rematch offers
	rematched map[string]bool         // games whose rematch offer was answered
	over      chan finishedGame       // from the games' goroutines
	wg        sync.WaitGroup          // the games' goroutines
	started   int                     // games started, for QuitAfter
	live      map[string]bool         // the games the last welcome named
	arenas    map[string]bool         // the bots' arenas joined
	// arenasAsked is when the arenas were last asked for (zero: never,
	// or again at a welcome).
	arenasAsked time.Time
}

// reservation holds a place for the game of an accepted challenge.
type reservation struct {
	from string // the challenger's id
	at   time.Time
}

// finishedGame is what a game's goroutine reports at its end.
type finishedGame struct {
	id       string
	opponent string
	variant  string
	clock    string
	rated    bool
	me       string // our side: south or north
	at       time.Time
}

func newLobby(cfg *Config, c *client.Client, msgs <-chan proto.Message) *lobby {
	return &lobby{cfg: cfg, c: c, msgs: msgs, log: cfg.Log, games: map[string]*game{},
		reserved: map[string]reservation{}, answered: map[string]time.Time{}, putOff: map[string]bool{},
		ended: map[string]finishedGame{}, rematched: map[string]bool{}, over: make(chan finishedGame),
		arenas: map[string]bool{}}
}

// run serves until ctx is done, the client stops (its token refused),
// or QuitAfter games are over; the games' goroutines end with it.
func (l *lobby) run(ctx context.Context) error {
	ctx, cancel := context.WithCancel(ctx)
	defer l.wg.Wait()
	defer cancel()
	tick := time.NewTicker(5 * time.Second)
	defer tick.Stop()
	for {
		select {
		case m := <-l.msgs:
			l.handle(ctx, m)
		case f := <-l.over:
			if l.finished(f) == errQuit {
				return nil
			}
		case <-tick.C:
			l.prune(time.Now())
			l.lookForArenas(time.Now())
		case <-l.c.Done():
			return l.c.Err()
		case <-ctx.Done():
			l.log.Info("stopping", "games left to the next run", len(l.games))
			return nil
		}
	}
}

// handle routes one message from the server.
func (l *lobby) handle(ctx context.Context, m proto.Message) {
	switch m := m.(type) {
	case *proto.Welcome:
		l.welcome(m)
	case *proto.Challenged:
		l.challenged(m)
	case *proto.Lists:
		for _, ch := range m.Challenges {
			if m.What == "challenges" && ch.ForYou {
				l.consider(ch.Code, ch.Player, ch.Variant, ch.Clock, ch.Rated)
			}
		}
	case *proto.Event:
		l.event(ctx, m)
	case *proto.Invited:
		l.log.Info("challenge sent", "to", m.To, "code", m.Code)
	case *proto.ArenaList:
		l.arenaList(m)
	case *proto.Error:
		l.refused(m)
	}
}

// welcome starts each connection: the challenges waiting for the bot
// are asked for, and on the first one the bot's own challenge is made.
func (l *lobby) welcome(w *proto.Welcome) {
	first := l.me.ID == ""
	l.me, l.live = w.Player, map[string]bool{}
	for _, id := range w.Games {
		l.live[id] = true
	}
	if first {
		l.log.Info("connected", "name", w.Player.Name, "id", w.Player.ID, "games", len(w.Games))
	} else {
		l.log.Info("reconnected", "games", len(w.Games))
	}
	l.send(&proto.List{What: "challenges"})
	l.arenasAsked = time.Time{}
	l.lookForArenas(time.Now())
	if ch := l.cfg.Challenge; first && ch != nil {
		l.send(&proto.ChallengePlayer{Player: ch.Player, Variant: ch.Variant, Clock: ch.Clock, Rated: ch.Rated})
	}
}

// challenged answers a challenge to the bot, and notes what became of
// the bot's own.
func (l *lobby) challenged(m *proto.Challenged) {
	switch {
	case m.To.ID == l.me.ID && m.Gone == "":
		l.consider(m.Code, m.From, m.Variant, m.Clock, m.Rated)
	case m.To.ID == l.me.ID:
		delete(l.putOff, m.Code)
	case m.From.ID == l.me.ID && m.Gone != "":
		l.log.Info("challenge "+m.Gone, "to", m.To.Name, "code", m.Code)
	}
}

// consider joins a challenge the filter accepts while the bot has room
// for a game, declines one it refuses, and leaves the others waiting
// until a game ends. A challenge is answered once.
func (l *lobby) consider(code string, from proto.Player, variant, clock string, rated bool) {
	if _, ok := l.answered[code]; ok {
		return
	}
	if why := l.cfg.Filter.Refusal(variant, clock, rated); why != "" {
		if l.send(&proto.Cancel{Code: code}) {
			l.answered[code] = time.Now()
			l.log.Info("challenge declined", "from", from.Name, "variant", variant, "clock", clock, "rated", rated, "why", why)
		}
		return
	}
	if l.busy() {
		if !l.putOff[code] {
			l.putOff[code] = true
			l.log.Info("challenge put off: busy", "from", from.Name, "code", code)
		}
		return
	}
	if l.send(&proto.Join{Code: code}) {
		l.answered[code] = time.Now()
		l.reserved[code] = reservation{from: from.ID, at: time.Now()}
		delete(l.putOff, code)
		l.log.Info("challenge accepted", "from", from.Name, "variant", variant, "clock", clock, "rated", rated)
	}
}

// busy reports whether the bot has no room for another game: MaxGames
// going or about to start, or QuitAfter games taken.
func (l *lobby) busy() bool { return l.busyAfter("") }

// busyAfter is busy once the game ending, whose goroutine may not have
// reported its end yet, is over.
func (l *lobby) busyAfter(ending string) bool {
	n := len(l.games) + len(l.reserved)
	if _, ok := l.games[ending]; ok {
		n--
	}
	return n >= l.cfg.MaxGames || l.cfg.QuitAfter > 0 && l.started+len(l.reserved) >= l.cfg.QuitAfter
}

// send sends m, reporting whether it went; one that could not (the
// connection is down) is made good on the next welcome's list.
func (l *lobby) send(m proto.Message) bool {
	if err := l.c.Send(context.Background(), m); err != nil {
		l.log.Warn("could not send", "type", m.Type(), "err", err)
		return false
	}
	return true
}

// refused logs the server's refusals. A challenge that could not be
// joined (taken back meanwhile) frees its place at once when the
// server's words name its code; otherwise after reserveFor.
func (l *lobby) refused(e *proto.Error) {
	l.log.Warn("server refused", "code", e.Code, "message", e.Message, "game", e.Game)
	if e.Code != proto.ErrNotFound && e.Code != proto.ErrExpired {
		return
	}
	for code := range l.reserved {
		if strings.Contains(e.Message, code) {
			delete(l.reserved, code)
		}
	}
}

// prune forgets what is too old to matter.
func (l *lobby) prune(now time.Time) {
	for code, r := range l.reserved {
		if now.Sub(r.at) > reserveFor {
			delete(l.reserved, code)
		}
	}
	for code, at := range l.answered {
		if now.Sub(at) > answeredFor {
			delete(l.answered, code)
		}
	}
	for id, f := range l.ended {
		if now.Sub(f.at) > endedFor {
			delete(l.ended, id)
			delete(l.rematched, id)
		}
	}
}
