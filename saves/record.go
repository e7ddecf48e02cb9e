package saves

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// record describes one of the saved records: its name in the store, its
// key in the envelope, and what it holds (told to the player when it is
// unreadable).
type record struct {
	name string // "game.json"
	key  string // "game": the envelope's field holding the data
	kind RecordKind
	slot Slot // the game's slot, for a KindGame record
}

// RecordKind is what a record holds, as the player is told of it.
type RecordKind int

// The kinds of record.
const (
	KindOther     RecordKind = iota // not one the store knows by name
	KindSettings                    // settings.json
	KindProgress                    // the challenges' progress
	KindPuzzles                     // the puzzles' progress
	KindOldGame                     // game.json of earlier versions
	KindOldFriend                   // game-friend.json of earlier versions
	KindGame                        // a slot's game (KeptAside.Slot says which)
)

// The records beside the games' (see Slot): one bad record never costs
// the others.
var (
	settingsRecord = record{name: "settings.json", key: "settings", kind: KindSettings}
	progressRecord = record{name: "progress.json", key: "progress", kind: KindProgress}
	puzzlesRecord  = record{name: "puzzles.json", key: "puzzles", kind: KindPuzzles}
)

// records are the records kept under a fixed name.
var records = [...]record{settingsRecord, oldGameRecord, oldFriendRecord, progressRecord, puzzlesRecord}

// namedRecord returns the record kept as name, and false when none is.
func namedRecord(name string) (record, bool) {
	for _, r := range records {
		if r.name == name {
			return r, true
		}
	}
	return record{}, false
}

// unreadable is why a record's content cannot be used: a short reason for
// the player and, when there is one, the detailed error behind it.
type unreadable struct {
	reason string
	err    error
}

func (u *unreadable) Error() string {
	if u.err == nil {
		return "saves: " + u.reason
	}
	return "saves: " + u.reason + ": " + u.err.Error()
}

func (u *unreadable) Unwrap() error { return u.err }

func flaw(reason string, err error) error { return &unreadable{reason, err} }

// encode writes v under key in the versioned envelope, version first:
// {"version": 1, "game": {...}}, indented so a person can read it.
func encode(key string, v any) ([]byte, error) {
	body, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("saves: cannot encode the %s: %w", key, err)
	}
	env := fmt.Sprintf(`{"version":%d,%q:%s}`, Version, key, body)
	var out bytes.Buffer
	if err := json.Indent(&out, []byte(env), "", "  "); err != nil {
		return nil, fmt.Errorf("saves: cannot encode the %s: %w", key, err)
	}
	out.WriteByte('\n')
	return out.Bytes(), nil
}

// decode opens the envelope and returns the data under key. An empty,
// truncated or malformed record, one without a version, from a newer
// version (above Version) or without the key is an *unreadable error.
func decode(data []byte, key string) (json.RawMessage, error) {
	env, err := envelope(data)
	if err != nil {
		return nil, err
	}
	if err := checkVersion(env["version"]); err != nil {
		return nil, err
	}
	body, ok := env[key]
	if !ok || string(body) == "null" {
		return nil, flaw("no "+key+" in it", nil)
	}
	return body, nil
}

// envelope reads data as exactly one JSON object.
func envelope(data []byte) (map[string]json.RawMessage, error) {
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, flaw("empty", nil)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	var env map[string]json.RawMessage
	err := dec.Decode(&env)
	var typeErr *json.UnmarshalTypeError
	switch {
	case errors.Is(err, io.ErrUnexpectedEOF):
		return nil, flaw("truncated", err)
	case errors.As(err, &typeErr), err == nil && env == nil:
		return nil, flaw("not a saved record", err)
	case err != nil:
		return nil, flaw("not valid JSON", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, flaw("extra data after the end", err)
	}
	return env, nil
}

// newerReason starts the reason of a record from a newer version.
const newerReason = "from a newer version of the game"

// checkVersion accepts versions 1..Version.
func checkVersion(raw json.RawMessage) error {
	if raw == nil {
		return flaw("no version", nil)
	}
	v, err := strconv.Atoi(string(raw))
	switch {
	case err != nil:
		return flaw("version "+string(raw)+" is not a number", err)
	case v > Version:
		return flaw(fmt.Sprintf("%s, format %d", newerReason, v), nil)
	case v < 1:
		return flaw(fmt.Sprintf("unknown format %d", v), nil)
	}
	return nil
}

// KeptAside is the error of a Load whose record could not be used: it was
// renamed aside (never lost) and the default is used in its place. Its
// Message is meant for the player.
type KeptAside struct {
	_ [0]func() // not comparable: no equality code in the page
	// Record is the record's name, e.g. "game.json".
	Record string
	// Aside is the name it was kept under, e.g. "game.json.bad-1"; empty
	// when it could not be moved and was left in place, untouched (the
	// store then never writes over it).
	Aside string
	// Reason says shortly what is wrong: "truncated", "not valid JSON",
	// "from a newer version of the game, format 2", "illegal move 7 (3)".
	Reason string
	// Where is where the records live (Store.Where).
	Where string
	// Err is the detailed error behind Reason, if any.
	Err error
}

// Error names the record, the reason, where it was kept and the details.
func (k *KeptAside) Error() string {
	s := fmt.Sprintf("saves: %s in %s could not be read (%s)", k.Record, k.Where, k.Reason)
	if k.Aside != "" {
		s += "; kept as " + k.Aside
	} else {
		s += "; left in place"
	}
	if k.Err != nil {
		s += ": " + k.Err.Error()
	}
	return s
}

// Unwrap returns the detailed error.
func (k *KeptAside) Unwrap() error { return k.Err }

// Kind is what the kept record held; Slot is its game's slot when that
// is KindGame.
func (k *KeptAside) Kind() (RecordKind, Slot) {
	r, ok := namedRecord(k.Record)
	if !ok {
		r, _ = slotRecord(k.Record)
	}
	return r.kind, r.slot
}

// Newer reports whether the record was written by a newer version of the
// game: the one thing about it the player can act on.
func (k *KeptAside) Newer() bool { return strings.HasPrefix(k.Reason, newerReason) }
