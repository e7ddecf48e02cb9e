package book

import (
	"encoding/binary"
	"errors"
	"testing"

	"mancala/engine"
)

func position(t *testing.T, s string) engine.Position {
	t.Helper()
	p, err := engine.ParsePosition(engine.Oware{}, s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestABookReadsBackWhatItWrote: entries encoded and decoded are found
// again, with their move, score and depth; a position the book does not
// have is not found.
func TestABookReadsBackWhatItWrote(t *testing.T) {
	a := position(t, "4,4,4,4,4,4/4,4,4,4,4,4 0 0 s")
	c := position(t, "5,5,5,5,0,4/4,4,4,4,4,4 0 0 n")
	b := New(map[uint64]Entry{Key(&a): {Move: 5, Score: 12, Depth: 19}, Key(&c): {Move: 0, Score: -340, Depth: 17}})
	back, err := Decode(b.Encode())
	if err != nil {
		t.Fatal(err)
	}
	if e, ok := back.Lookup(&c); !ok || e != (Entry{Move: 0, Score: -340, Depth: 17}) {
		t.Errorf("entry %+v, %v", e, ok)
	}
	if e, ok := back.Lookup(&a); !ok || e.Move != 5 {
		t.Errorf("the start's entry %+v, %v", e, ok)
	}
	other := position(t, "5,5,5,5,4,0/4,4,4,4,4,4 0 0 n")
	if _, ok := back.Lookup(&other); ok || back.Len() != 2 {
		t.Errorf("a position not in the book was found (%d entries)", back.Len())
	}
}

// TestAPositionIsKeyedFromItsMoversView: the same position with the rows,
// the captures and the mover swapped is the same entry; the position with
// only the mover swapped is another.
func TestAPositionIsKeyedFromItsMoversView(t *testing.T) {
	p := position(t, "0,5,5,5,5,5/4,4,4,4,4,1 2 0 s")
	mirror := position(t, "4,4,4,4,4,1/0,5,5,5,5,5 0 2 n")
	other := position(t, "0,5,5,5,5,5/4,4,4,4,4,1 2 0 n")
	if Key(&p) != Key(&mirror) || Key(&p) == Key(&other) {
		t.Errorf("keys %x, mirrored %x, other mover %x", Key(&p), Key(&mirror), Key(&other))
	}
}

// TestAMalformedBookIsRefused: a file that is not a book, is cut short,
// has its keys out of order or plays a pit that is not one is an error,
// never a book.
func TestAMalformedBookIsRefused(t *testing.T) {
	a, c := position(t, "4,4,4,4,4,4/4,4,4,4,4,4 0 0 s"), position(t, "5,5,5,5,0,4/4,4,4,4,4,4 0 0 n")
	good := New(map[uint64]Entry{Key(&a): {Move: 5}, Key(&c): {Move: 1}}).Encode()
	swapped := append([]byte(nil), good...)
	copy(swapped[12:24], good[24:36])
	copy(swapped[24:36], good[12:24])
	badMove := append([]byte(nil), good...)
	badMove[12+8] = 6
	wrongCount := append([]byte(nil), good...)
	binary.LittleEndian.PutUint32(wrongCount[8:], 3)
	for name, data := range map[string][]byte{
		"empty": nil, "not a book": []byte("OWAREBK2\x00\x00\x00\x00"), "cut short": good[:len(good)-1],
		"out of order": swapped, "pit 7": badMove, "wrong count": wrongCount,
	} {
		if b, err := Decode(data); err == nil || !errors.Is(err, ErrMalformed) {
			t.Errorf("%s: %v, %v", name, b, err)
		}
	}
	if _, err := Decode(good); err != nil {
		t.Errorf("the good file: %v", err)
	}
}
