//go:build !js

package bot

import (
	"context"
	"errors"
	"testing"
	"time"
)

// TestTheEngineProtocol: the handshake, a variant, a position and a
// search answered with a legal move; a variant the engine cannot read
// is its refusal, not a failure of the engine.
func TestTheEngineProtocol(t *testing.T) {
	e, err := StartEngine([]string{enginePath}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	ctx, wait := context.Background(), time.Minute
	if err := e.Ready(ctx, wait); err != nil {
		t.Fatal(err)
	}
	if err := e.NewGame(ctx, "kalah pits=4 seeds=3", wait); err != nil {
		t.Fatal(err)
	}
	// Pit 2 ends in the store: South moves again, with pit 2 empty.
	mv, err := e.BestMove(ctx, "3,3,3,3/3,3,3,3 0 0 s moves 2", "depth 2", wait)
	if err != nil || mv != "1" && mv != "3" && mv != "4" {
		t.Errorf("bestmove %q, %v", mv, err)
	}
	var refused *RefusalError
	if err := e.NewGame(ctx, "chess", wait); !errors.As(err, &refused) {
		t.Errorf("variant chess: %v, want the engine's refusal", err)
	}
}

// TestAnEngineThatIsNotThereFailsAtOnce: a program that does not exist
// is an error of StartEngine; one that ends at once is ErrEngineGone.
func TestAnEngineThatIsNotThereFailsAtOnce(t *testing.T) {
	if _, err := StartEngine([]string{"/no/such/engine"}, nil); err == nil {
		t.Error("a missing program started")
	}
	e, err := StartEngine([]string{"true"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	if err := e.Ready(context.Background(), time.Minute); !errors.Is(err, ErrEngineGone) {
		t.Errorf("Ready: %v, want ErrEngineGone", err)
	}
}
