//go:build !js

package core

// debugPublisher publishes the DebugState for browser tests; outside the
// browser there is nobody to read it, so it does nothing.
type debugPublisher struct{}

// publish does nothing outside the browser.
func (debugPublisher) publish(Scene, bool) {}
