//go:build !js

package core

import "sync"

// NewMirror returns the native game's mirror: it keeps the announcements,
// which the board shows as a caption line when the settings ask for
// captions (no screen reader is bridged natively).
func NewMirror(*App) Mirror { return &KeptMirror{} }

// KeptMirror keeps what is announced and offered and takes what a test
// chooses: the native game's mirror (no screen reader is bridged; the
// board shows the last announcement as a caption when asked), and the
// tests'.
type KeptMirror struct {
	mu   sync.Mutex
	last string
	said []string
	pending
}

// Announce keeps text.
func (m *KeptMirror) Announce(text string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.last, m.said = text, append(m.said, text)
}

// Offer keeps what is offered.
func (m *KeptMirror) Offer(o Offering) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.offer(o)
}

// Take returns and forgets what Choose and ReadBoard asked for.
func (m *KeptMirror) Take() (int, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.take()
}

// Last is the last announcement.
func (m *KeptMirror) Last() string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.last
}

// Said are every announcement so far, and Offered the labels offered now.
func (m *KeptMirror) Said() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]string(nil), m.said...)
}

// Offered are the labels offered now.
func (m *KeptMirror) Offered() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]string(nil), m.offered.Labels...)
}

// Offering is what is offered now.
func (m *KeptMirror) Offering() Offering {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.offered
}

// Choose chooses offered move i, as a player would; ReadBoard asks to
// hear the board.
func (m *KeptMirror) Choose(i int) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.choice = i
}

// ReadBoard asks to hear the board.
func (m *KeptMirror) ReadBoard() {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.readBoard = true
}
