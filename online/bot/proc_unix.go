//go:build unix

package bot

import (
	"os/exec"
	"syscall"
)

// ownGroup starts cmd in a process group of its own: the terminal's
// Ctrl-C reaches the bridge only (it closes its engines itself), and
// killGroup ends whatever the engine started.
func ownGroup(cmd *exec.Cmd) { cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} }

// killGroup kills cmd's process group; a group already gone is no error.
func killGroup(cmd *exec.Cmd) { syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
