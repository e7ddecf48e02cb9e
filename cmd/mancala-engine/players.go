package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"strings"
	"time"

	"mancala/ai"
	"mancala/engine"
)

// player chooses moves in a match.
type player interface {
	Name() string
	Move(g *engine.Game) (engine.Move, error)
	Close() error
}

// newPlayer makes a player from its spec: level=1..10, depth=D,
// movetime=MS, or exec=PATH[,go=ARGS] for an external program speaking
// this protocol (ARGS default "movetime 1000").
func newPlayer(spec string, seed uint64) (player, error) {
	key, val, _ := strings.Cut(spec, "=")
	if key == "exec" {
		path, goArgs, ok := strings.Cut(val, ",go=")
		if !ok {
			goArgs = "movetime 1000"
		}
		return startEngine(path, goArgs)
	}
	n, err := strconv.Atoi(val)
	if err != nil || n < 1 {
		return nil, fmt.Errorf("match: player %q: want level=1..10, depth=D, movetime=MS or exec=PATH", spec)
	}
	pl := aiPlayer{spec: spec, seed: seed}
	switch key {
	case "level":
		if n > 10 {
			return nil, fmt.Errorf("match: player %q: level is 1..10", spec)
		}
		pl.level = ai.Level(n)
	case "depth":
		pl.limits = ai.Limits{Depth: n}
	case "movetime":
		pl.limits = ai.Limits{Time: time.Duration(n) * time.Millisecond}
	default:
		return nil, fmt.Errorf("match: player %q: unknown kind %q", spec, key)
	}
	return pl, nil
}

// aiPlayer is the project's own computer player.
type aiPlayer struct {
	spec   string
	level  ai.Level // 0: search with limits
	limits ai.Limits
	seed   uint64
}

func (pl aiPlayer) Name() string { return pl.spec }
func (pl aiPlayer) Close() error { return nil }

func (pl aiPlayer) Move(g *engine.Game) (engine.Move, error) {
	ctx := context.Background()
	if pl.level > 0 {
		return ai.PlayGame(ctx, g, pl.level, pl.seed, nil).Move, nil
	}
	lim := pl.limits
	lim.History = ai.GameHistory(g)
	return ai.Search(ctx, g.Rules(), g.Position(), lim, nil).Move, nil
}

// enginePlayer is an external program that speaks the protocol on its
// standard input and output.
type enginePlayer struct {
	path, goArgs string
	cmd          *exec.Cmd
	in           io.WriteCloser
	lines        chan string
	variant      string // the variant command last sent
}

// engineTimeout bounds the wait for one reply line.
const engineTimeout = 2 * time.Minute

func startEngine(path, goArgs string) (*enginePlayer, error) {
	cmd := exec.Command(path)
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("match: starting %s: %w", path, err)
	}
	e := &enginePlayer{path: path, goArgs: goArgs, cmd: cmd, in: in, lines: make(chan string, 64)}
	go e.read(out)
	return e, nil
}

func (e *enginePlayer) read(out io.Reader) {
	sc := bufio.NewScanner(out)
	for sc.Scan() {
		e.lines <- sc.Text()
	}
	close(e.lines)
}

func (e *enginePlayer) Name() string { return "exec=" + e.path }

// Move sends the game so far and "go", then waits for "bestmove".
func (e *enginePlayer) Move(g *engine.Game) (engine.Move, error) {
	if v := "variant " + g.Rules().String(); v != e.variant {
		if err := e.send(v); err != nil {
			return 0, err
		}
		e.variant = v
	}
	pos := "position " + engine.FormatPosition(g.Rules(), g.Start())
	if moves := g.Moves(); len(moves) > 0 {
		pos += " moves"
		for _, m := range moves {
			pos += " " + m.String()
		}
	}
	if err := e.send(pos + "\ngo " + e.goArgs); err != nil {
		return 0, err
	}
	return e.bestmove(g.Rules())
}

func (e *enginePlayer) send(lines string) error {
	_, err := io.WriteString(e.in, lines+"\n")
	if err != nil {
		return fmt.Errorf("match: %s: %w", e.path, err)
	}
	return nil
}

// bestmove reads replies until "bestmove M", failing on "error ...".
func (e *enginePlayer) bestmove(r engine.Rules) (engine.Move, error) {
	for {
		select {
		case line, ok := <-e.lines:
			if !ok {
				return 0, fmt.Errorf("match: %s stopped", e.path)
			}
			if strings.HasPrefix(line, "error") {
				return 0, fmt.Errorf("match: %s replied %q", e.path, line)
			}
			if m, ok := strings.CutPrefix(line, "bestmove "); ok {
				return engine.ParseMove(r, strings.TrimSpace(m))
			}
		case <-time.After(engineTimeout):
			return 0, fmt.Errorf("match: %s gave no bestmove within %s", e.path, engineTimeout)
		}
	}
}

func (e *enginePlayer) Close() error {
	e.send("quit")
	e.in.Close()
	done := make(chan error, 1)
	go func() { done <- e.cmd.Wait() }()
	select {
	case err := <-done:
		return err
	case <-time.After(5 * time.Second):
		return e.cmd.Process.Kill()
	}
}
