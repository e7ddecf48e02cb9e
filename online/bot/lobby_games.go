package bot

import (
	"context"
	"time"

	"mancala/online/proto"
)

// event hands a game's event to the game's goroutine, starts a game of
// the bot's at its start event, and answers a rematch offer after a
// game's end.
func (l *lobby) event(ctx context.Context, e *proto.Event) {
	g, ok := l.games[e.Game]
	switch {
	case e.Kind == proto.KindOffer && e.Offer == "rematch":
		l.rematchOffer(e)
	case ok:
		g.deliver(e)
	case e.Kind == proto.KindStart && e.South != nil && e.North != nil &&
		(e.South.ID == l.me.ID || e.North.ID == l.me.ID):
		l.start(ctx, e)
	}
}

// start begins following a game: a new one, or one in progress that the
// server sends again after the bridge started. Its place, reserved when
// its challenge was joined, becomes the game's.
func (l *lobby) start(ctx context.Context, e *proto.Event) {
	g, err := newGame(l, e)
	if err != nil {
		l.log.Error("cannot follow the game", "game", e.Game, "err", err)
		return
	}
	for code, r := range l.reserved {
		if r.from == g.info.opponent {
			delete(l.reserved, code)
			break
		}
	}
	l.games[e.Game], l.started = g, l.started+1
	what := "game started"
	if l.live[e.Game] {
		what = "game resumed"
	}
	l.log.Info(what, "game", e.Game, "variant", e.Variant, "clock", e.Clock, "rated", e.Rated,
		"opponent", g.opponentName, "side", g.info.me)
	l.wg.Add(1)
	go func() {
		defer l.wg.Done()
		g.run(ctx)
	}()
}

// finished takes a game's end: it makes room for the challenges put
// off meanwhile, or says the bot is done (errQuit) when QuitAfter games
// are over.
func (l *lobby) finished(f finishedGame) error {
	delete(l.games, f.id)
	f.at = time.Now()
	l.ended[f.id] = f
	if l.cfg.QuitAfter > 0 && l.started >= l.cfg.QuitAfter && len(l.games) == 0 {
		return errQuit
	}
	if len(l.putOff) > 0 && !l.busy() {
		l.send(&proto.List{What: "challenges"})
	}
	return nil
}

// rematchOffer answers the opponent's rematch offer after one of the
// bot's games (its goroutine may not have reported the end yet): accepted
// when the bot has room and still plays such games, declined otherwise;
// answered once.
func (l *lobby) rematchOffer(e *proto.Event) {
	f, ok := l.ended[e.Game]
	if g, playing := l.games[e.Game]; playing {
		f, ok = g.info, true // fields set at the start, never changed
	}
	if !ok || e.Side == f.me || l.rematched[e.Game] {
		return
	}
	l.rematched[e.Game] = true
	if why := l.cfg.Filter.Refusal(f.variant, f.clock, f.rated); why != "" || l.busyAfter(e.Game) {
		l.send(&proto.Rematch{Game: e.Game, Action: "decline"})
		l.log.Info("rematch declined", "game", e.Game)
		return
	}
	if l.send(&proto.Rematch{Game: e.Game}) {
		l.reserved["rematch-"+e.Game] = reservation{from: f.opponent, at: time.Now()}
		l.log.Info("rematch accepted", "game", e.Game)
	}
}
