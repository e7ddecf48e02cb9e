//go:build js

package core

import (
	"strconv"
	"sync"
	"syscall/js"
)

// domMirror is the browser's Mirror: a section of the page beside the
// canvas, hidden from the eye but not from a screen reader (index.html's
// .mirror style), holding a polite live region that announces, a button
// that asks to hear the board, and a group of buttons, one per legal
// move. The section is made on the first use.
type domMirror struct {
	words *App // the labels' language
	mu    sync.Mutex
	last  string
	pending
	announce js.Value
	hear     js.Value
	moves    js.Value
}

// NewMirror returns the browser's mirror, in app's language.
func NewMirror(app *App) Mirror { return &domMirror{words: app, pending: pending{choice: -1}} }

// build makes the section on first use.
func (m *domMirror) build() {
	if m.announce.Truthy() {
		return
	}
	doc := js.Global().Get("document")
	el := func(tag, id string) js.Value {
		e := doc.Call("createElement", tag)
		e.Set("id", id)
		return e
	}
	section := el("section", "mirror")
	section.Set("className", "mirror")
	m.announce = el("div", "announce")
	m.announce.Call("setAttribute", "role", "status")
	m.announce.Call("setAttribute", "aria-live", "polite")
	m.hear = el("button", "hear-board")
	m.hear.Set("type", "button")
	m.hear.Set("hidden", true) // until a board is shown
	m.moves = el("div", "moves")
	m.moves.Call("setAttribute", "role", "group")
	section.Call("append", m.announce, m.hear, m.moves)
	doc.Get("body").Call("append", section)
	onClick(&m.mu, m.hear, func(js.Value) { m.readBoard = true })
	onClick(&m.mu, m.moves, func(ev js.Value) {
		if i, err := strconv.Atoi(ev.Get("target").Get("dataset").Get("move").String()); err == nil {
			m.choice = i
		}
	})
}

// onClick calls f with mu held on each click on e, for as long as the
// page lives. The lock never waits there: the browser runs the handler
// only while the program is idle, when no one holds it.
func onClick(mu *sync.Mutex, e js.Value, f func(ev js.Value)) {
	e.Call("addEventListener", "click", js.FuncOf(func(_ js.Value, args []js.Value) any {
		mu.Lock()
		defer mu.Unlock()
		f(args[0])
		return nil
	}))
}

// Announce writes text into the live region, which a screen reader reads.
func (m *domMirror) Announce(text string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.build()
	m.last = text
	m.announce.Set("textContent", text)
}

// Offer makes a button per label in a group named by o's title, and
// shows the button that reads the board where there is one.
func (m *domMirror) Offer(o Offering) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.build()
	m.hear.Set("textContent", m.words.T("mirror.hearBoard"))
	if !m.offer(o) {
		return
	}
	m.hear.Set("hidden", !o.Board)
	m.moves.Call("setAttribute", "aria-label", o.Title)
	m.moves.Set("textContent", "")
	doc := js.Global().Get("document")
	for i, l := range o.Labels {
		b := doc.Call("createElement", "button")
		b.Set("type", "button")
		b.Set("textContent", l)
		b.Get("dataset").Set("move", strconv.Itoa(i))
		m.moves.Call("append", b)
	}
}

// Take returns what the player chose since the last call.
func (m *domMirror) Take() (int, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.take()
}

// Last is the last announcement.
func (m *domMirror) Last() string {
	m.mu.Lock()
	defer m.mu.Unlock()
	return m.last
}
