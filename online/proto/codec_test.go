package proto

import (
	"errors"
	"strings"
	"testing"
)

func TestEncodeDecodeRoundTrip(t *testing.T) {
	msgs := []Message{
		&Hello{Token: "t", Seen: map[string]int64{"g1": 4}},
		&Seek{Variant: "kalah pits=6", Clock: "5+3", Rated: true},
		&Move{Game: "g1", Ply: 3, Move: "F3>", ID: "m-1"},
		&Claim{Game: "g1", Result: "draw"},
	}
	for _, m := range msgs {
		b, err := Encode(m)
		if err != nil {
			t.Fatal(err)
		}
		got, err := DecodeClient(b)
		if err != nil {
			t.Fatalf("%s: %v", b, err)
		}
		b2, _ := Encode(got)
		if string(b2) != string(b) {
			t.Errorf("round trip: %s became %s", b, b2)
		}
	}
}

func TestDecodeRefusesFramesOver4KiB(t *testing.T) {
	frame := `{"type":"ping","n":1}` + strings.Repeat(" ", MaxFrame)
	if _, err := DecodeClient([]byte(frame)); !errors.Is(err, ErrTooLarge) {
		t.Errorf("got %v, want ErrTooLarge", err)
	}
}

func TestDecodeRefusesMalformedFrames(t *testing.T) {
	bad := map[string]string{
		"not json":         `hello`,
		"unknown type":     `{"type":"teleport"}`,
		"no type":          `{"game":"g"}`,
		"unknown field":    `{"type":"ping","n":1,"admin":true}`,
		"trailing data":    `{"type":"ping","n":1} {"type":"ping"}`,
		"wrong field":      `{"type":"move","game":"g","ply":"1","move":"3","id":"a"}`,
		"ply zero":         `{"type":"move","game":"g","ply":0,"move":"3","id":"a"}`,
		"move text":        `{"type":"move","game":"g","ply":1,"move":"<b>","id":"a"}`,
		"game id chars":    `{"type":"watch","game":"../etc"}`,
		"empty game":       `{"type":"resign","game":""}`,
		"clock":            `{"type":"seek","variant":"kalah","clock":"1+0"}`,
		"variant chars":    `{"type":"seek","variant":"kalah;drop","clock":"5+3"}`,
		"level":            `{"type":"computer","variant":"oware","clock":"5+3","level":11}`,
		"code":             `{"type":"join","code":"ABC"}`,
		"code alphabet":    `{"type":"join","code":"ABCDEFG0"}`,
		"draw action":      `{"type":"draw","game":"g","action":"maybe"}`,
		"claim result":     `{"type":"claim","game":"g","result":"lose"}`,
		"negative seen":    `{"type":"hello","seen":{"g":-1}}`,
		"server message":   `{"type":"pong","n":1}`,
		"list what":        `{"type":"list","what":"passwords"}`,
		"array not object": `[1,2]`,
	}
	for name, frame := range bad {
		if m, err := DecodeClient([]byte(frame)); err == nil {
			t.Errorf("%s: %s decoded as %#v", name, frame, m)
		}
	}
}

func TestEncodeRefusesFramesOver4KiB(t *testing.T) {
	m := &Error{Code: ErrInternal, Message: strings.Repeat("x", MaxFrame)}
	if _, err := Encode(m); err == nil {
		t.Error("a 4 KiB message encoded")
	}
}

func TestServerMessagesDecode(t *testing.T) {
	e := &Event{Game: "g", N: 1, Kind: KindStart, Clocks: &Clocks{South: 1, North: 2}, South: &Player{ID: "p", Name: "ann"}}
	b, _ := Encode(e)
	got, err := DecodeServer(b)
	if err != nil {
		t.Fatal(err)
	}
	if g := got.(*Event); g.Clocks.North != 2 || g.South.Name != "ann" {
		t.Errorf("decoded %+v", g)
	}
	if _, err := DecodeServer([]byte(`{"type":"event","game":"g","n":0,"kind":"move"}`)); err == nil {
		t.Error("event number 0 decoded")
	}
}

func FuzzDecode(f *testing.F) {
	for _, s := range []string{`{"type":"hello","token":"x","seen":{"g":1}}`,
		`{"type":"move","game":"g","ply":1,"move":"3","id":"a"}`, `{"type":"event","game":"g","n":1,"kind":"end"}`,
		`{"type":"seek","variant":"kalah","clock":"untimed"}`, `{}`, `[`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, frame []byte) {
		for _, decode := range []func([]byte) (Message, error){DecodeClient, DecodeServer} {
			m, err := decode(frame)
			if err != nil {
				continue
			}
			if len(frame) > MaxFrame {
				t.Fatalf("decoded a %d-byte frame", len(frame))
			}
			if err := m.Validate(); err != nil {
				t.Fatalf("decoded an invalid message: %v", err)
			}
			b, err := Encode(m)
			if err != nil {
				continue // re-encoding may escape characters past 4 KiB
			}
			if _, err := decode(b); err != nil {
				t.Fatalf("%s decoded, but its encoding %s does not: %v", frame, b, err)
			}
		}
	})
}
