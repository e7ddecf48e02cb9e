package bot

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"time"
)

// The ways an engine fails. ErrEngineGone and ErrEngineSilent are cured
// by starting the engine again; a RefusalError is not (the engine works
// and says no).
var (
	ErrEngineGone   = errors.New("bot: the engine has stopped")
	ErrEngineSilent = errors.New("bot: the engine did not answer in time")
)

// RefusalError is an engine's "error <reason>" answer.
type RefusalError struct{ Line string }

func (e *RefusalError) Error() string { return "bot: the engine answered " + e.Line }

// quitWait is how long a closed engine is given to end by itself after
// "quit" before it is killed with its whole process group.
const quitWait = 500 * time.Millisecond

// Engine is a running program that speaks the engine protocol (README,
// "Engine protocol") on its standard input and output. One goroutine at a
// time may use it. Its standard output is read through a pipe of the
// bridge's own, so the lines it wrote before it died are still read.
type Engine struct {
	cmd    *exec.Cmd
	in     io.WriteCloser
	lines  chan string   // its output, closed at its end
	stop   chan struct{} // closed by Close: the reader stops
	exited chan struct{} // closed when the process has ended
}

// StartEngine starts argv (a program and its arguments) in a process
// group of its own, so that Close also ends what it started ("go run"
// starts the engine as a child); its standard error goes to stderr (nil:
// discarded).
func StartEngine(argv []string, stderr io.Writer) (*Engine, error) {
	if len(argv) == 0 {
		return nil, errors.New("bot: no engine program")
	}
	r, w, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Stdout, cmd.Stderr = w, stderr
	ownGroup(cmd)
	in, err := cmd.StdinPipe()
	if err == nil {
		err = cmd.Start()
	}
	w.Close()
	if err != nil {
		r.Close()
		return nil, fmt.Errorf("bot: starting the engine: %w", err)
	}
	e := &Engine{cmd: cmd, in: in, lines: make(chan string, 64), stop: make(chan struct{}), exited: make(chan struct{})}
	go e.read(r)
	go func() { cmd.Wait(); close(e.exited) }()
	return e, nil
}

// read passes the engine's output on, line by line, until its end.
func (e *Engine) read(r *os.File) {
	defer close(e.lines)
	defer r.Close()
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	for sc.Scan() {
		select {
		case e.lines <- sc.Text():
		case <-e.stop:
			return
		}
	}
}

// send writes command lines; a failure means the engine has gone.
func (e *Engine) send(lines ...string) error {
	_, err := io.WriteString(e.in, strings.Join(lines, "\n")+"\n")
	if err != nil {
		return ErrEngineGone
	}
	return nil
}

// await reads lines until one starts with word and returns it; lines
// before it (info, a banner) are passed over. An "error" line is a
// *RefusalError; the output's end ErrEngineGone; nothing for timeout
// ErrEngineSilent.
func (e *Engine) await(ctx context.Context, word string, timeout time.Duration) (string, error) {
	t := time.NewTimer(timeout)
	defer t.Stop()
	for {
		select {
		case l, ok := <-e.lines:
			if !ok {
				return "", ErrEngineGone
			}
			switch f := strings.Fields(l); {
			case len(f) > 0 && f[0] == word:
				return l, nil
			case len(f) > 0 && f[0] == "error":
				return "", &RefusalError{Line: l}
			}
		case <-t.C:
			return "", ErrEngineSilent
		case <-ctx.Done():
			return "", ctx.Err()
		}
	}
}

// Ready is the handshake: "isready", answered "readyok" within timeout.
func (e *Engine) Ready(ctx context.Context, timeout time.Duration) error {
	if err := e.send("isready"); err != nil {
		return err
	}
	_, err := e.await(ctx, "readyok", timeout)
	return err
}

// NewGame sets the game's variant ("variant V") and waits until the
// engine is ready; a variant it cannot play is a *RefusalError.
func (e *Engine) NewGame(ctx context.Context, variant string, timeout time.Duration) error {
	if err := e.send("variant " + variant); err != nil {
		return err
	}
	return e.Ready(ctx, timeout)
}

// BestMove sets the position (the protocol's "position <start> [moves
// ...]", without its first word) and searches with goArgs ("movetime
// 800", "level 3"): the move of its "bestmove" line.
func (e *Engine) BestMove(ctx context.Context, position, goArgs string, timeout time.Duration) (string, error) {
	if err := e.send("position "+position, "go "+goArgs); err != nil {
		return "", err
	}
	l, err := e.await(ctx, "bestmove", timeout)
	if err != nil {
		return "", err
	}
	f := strings.Fields(l)
	if len(f) < 2 {
		return "", &RefusalError{Line: l}
	}
	return f[1], nil
}

// Close asks the engine to quit, and kills it with its process group if
// it has not ended within quitWait.
func (e *Engine) Close() {
	close(e.stop)
	e.send("quit")
	e.in.Close()
	select {
	case <-e.exited:
	case <-time.After(quitWait):
	}
	killGroup(e.cmd)
	<-e.exited
}
