package bot

import (
	"context"
	"errors"
	"log/slog"
	"time"
)

// attempts is how many times a move is asked of the engine, starting it
// again after each crash or silence, before the bridge plays a legal
// move of its own.
const attempts = 3

// brain is one game's engine: started when first needed, with the
// handshake and the game's variant, and started again after it crashes
// or stops answering. It belongs to the job thinking the game's move.
type brain struct {
	argv    []string
	cfg     *Config
	variant string
	log     *slog.Logger
	eng     *Engine // nil until started, and after a failure
}

// budget is what one attempt at a move may spend: the "go" command's
// arguments and how long to wait for "bestmove".
type budget func() (goArgs string, timeout time.Duration)

// bestMove asks the engine for the move at position (start and moves, as
// the protocol's "position" takes them), up to attempts times; budget is
// asked again before each attempt, as the clock runs on.
func (b *brain) bestMove(ctx context.Context, position string, spend budget) (string, error) {
	var err error
	for i := 0; i < attempts && ctx.Err() == nil; i++ {
		if err = b.ready(ctx); err != nil {
			if ctx.Err() != nil {
				return "", err
			}
			b.fail(err)
			continue
		}
		goArgs, timeout := spend()
		var mv string
		mv, err = b.eng.BestMove(ctx, position, goArgs, timeout)
		var refused *RefusalError
		switch {
		case err == nil:
			return mv, nil
		case errors.As(err, &refused) || ctx.Err() != nil:
			return "", err
		}
		b.fail(err)
	}
	return "", err
}

// ready starts the engine if it is not running: the handshake
// (isready, readyok), then the game's variant.
func (b *brain) ready(ctx context.Context) error {
	if b.eng != nil {
		return nil
	}
	eng, err := StartEngine(b.argv, b.cfg.EngineStderr)
	if err != nil {
		return err
	}
	b.eng = eng
	if err := eng.Ready(ctx, b.cfg.EngineStart); err != nil {
		return err
	}
	return eng.NewGame(ctx, b.variant, b.cfg.EngineStart)
}

// fail drops an engine that failed; the next attempt starts another.
func (b *brain) fail(err error) {
	b.log.Warn("engine failed; starting it again", "err", err)
	b.close()
}

// close ends the engine, if one runs.
func (b *brain) close() {
	if b.eng != nil {
		b.eng.Close()
		b.eng = nil
	}
}
