//go:build !unix

package bot

import "os/exec"

// ownGroup does nothing where there are no process groups.
func ownGroup(cmd *exec.Cmd) {}

// killGroup kills the engine's own process only.
func killGroup(cmd *exec.Cmd) { cmd.Process.Kill() }
