package proto

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
)

// MaxFrame is the largest frame, in bytes, either side sends or accepts.
const MaxFrame = 4096

// Message is one wire message. Its Type is the "type" field that names it.
type Message interface {
	// Type names the message on the wire, such as "move".
	Type() string
	// Validate reports the first field out of bounds.
	Validate() error
	head() *Head
}

// Head is the field every message starts with. Encode fills it in.
type Head struct {
	T string `json:"type"`
	// noCompare makes messages not comparable with ==: nothing compares
	// them, and a comparable type costs the page an equality function.
	noCompare [0]func()
}

func (h *Head) head() *Head { return h }

// Encode writes m as one frame, setting its type field. A frame over
// MaxFrame bytes is an error.
func Encode(m Message) ([]byte, error) {
	m.head().T = m.Type()
	b, err := json.Marshal(m)
	if err != nil {
		return nil, fmt.Errorf("proto: encode %s: %w", m.Type(), err)
	}
	if len(b) > MaxFrame {
		return nil, fmt.Errorf("proto: %s message is %d bytes, more than %d", m.Type(), len(b), MaxFrame)
	}
	return b, nil
}

// ErrTooLarge is returned for a frame over MaxFrame bytes.
var ErrTooLarge = errors.New("proto: frame larger than 4096 bytes")

// DecodeClient reads a frame a client sent to the server.
func DecodeClient(frame []byte) (Message, error) { return decode(frame, clientTypes[:]) }

// DecodeServer reads a frame the server sent to a client.
func DecodeServer(frame []byte) (Message, error) { return decode(frame, serverTypes[:]) }

// decode reads frame strictly: its size, a known type, known fields only,
// nothing after the object, and the message's own bounds.
func decode(frame []byte, types []Message) (Message, error) {
	if len(frame) > MaxFrame {
		return nil, ErrTooLarge
	}
	var h Head
	if err := json.Unmarshal(frame, &h); err != nil {
		return nil, fmt.Errorf("proto: not a JSON object with a type: %w", err)
	}
	m := newOf(types, h.T)
	if m == nil {
		return nil, fmt.Errorf("proto: unknown message type %q", h.T)
	}
	dec := json.NewDecoder(bytes.NewReader(frame))
	dec.DisallowUnknownFields()
	if err := dec.Decode(m); err != nil {
		return nil, fmt.Errorf("proto: %s: %w", h.T, err)
	}
	if err := dec.Decode(&struct{}{}); err != io.EOF {
		return nil, fmt.Errorf("proto: %s: data after the message", h.T)
	}
	if err := m.Validate(); err != nil {
		return nil, err
	}
	return m, nil
}

// newOf returns an empty message of type t, one of types; nil when t is
// none of them.
func newOf(types []Message, t string) Message {
	for _, m := range types {
		if m.Type() == t {
			return reflect.New(reflect.TypeOf(m).Elem()).Interface().(Message)
		}
	}
	return nil
}
