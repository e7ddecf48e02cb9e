package launch

import (
	"bufio"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"syscall"
	"time"
)

// Server is one mancala-server process.
type Server struct {
	Cmd  *exec.Cmd
	Addr string // host:port it serves on
}

// servingOn is what a mancala-server's first line of output says before
// its address: "mancala-server: serving on http://127.0.0.1:8080/".
const servingOn = "serving on http://"

// StartServer runs the server binary bin with args, its standard error
// going to stderr, and waits for its first line of output, which names
// the address it serves on. A process whose first line says otherwise is
// killed. The rest of its output is discarded.
func StartServer(bin string, args []string, stderr io.Writer) (*Server, error) {
	cmd := exec.Command(bin, args...)
	cmd.Stderr = stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	line, err := bufio.NewReader(out).ReadString('\n')
	_, addr, found := strings.Cut(line, servingOn)
	if err != nil || !found {
		cmd.Process.Kill()
		cmd.Wait()
		return nil, fmt.Errorf("launch: %s printed %q: %v", bin, line, err)
	}
	go io.Copy(io.Discard, out)
	return &Server{Cmd: cmd, Addr: strings.TrimSuffix(strings.TrimSpace(addr), "/")}, nil
}

// Stop ends the process gracefully (SIGTERM), or kills it after 20 s.
func (s *Server) Stop() {
	s.Cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan struct{})
	go func() { s.Cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(20 * time.Second):
		s.Cmd.Process.Kill()
		<-done
	}
}
