package challenges

import (
	"bytes"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"strings"
	"sync"

	"mancala/engine"
)

// data holds the challenge files built into the program.
//
//go:embed data/*.json
var data embed.FS

// embedded is the built-in set, loaded once on first use.
var embedded struct {
	once sync.Once
	set  *Set
	err  error
}

// Embedded returns the challenges built into the program, loaded and
// validated on first use. Their goals are not searched again here: the
// tests and "mancala-engine verify-challenges" prove every one before it
// ships (TestEveryChallengeIsProvenByTheEngine), and the files cannot
// change after the build. So opening the challenges costs a few
// milliseconds natively and a tenth of a second as wasm, not the 0.2 and
// 0.6 s that searching the goals again took.
func Embedded() (*Set, error) {
	embedded.once.Do(func() {
		sub, err := fs.Sub(data, "data")
		if err != nil {
			embedded.err = err
			return
		}
		embedded.set, embedded.err = load(sub, nil)
	})
	return embedded.set, embedded.err
}

// Load reads and validates every .json file at the top of fsys, proving
// each goal reachable. Ids must be unique across the files.
func Load(fsys fs.FS) (*Set, error) { return load(fsys, reachable) }

// load is Load, checking each challenge with check (nil: none).
func load(fsys fs.FS, check func(*Challenge) error) (*Set, error) {
	names, err := fs.Glob(fsys, "*.json")
	if err != nil {
		return nil, fmt.Errorf("challenges: %w", err)
	}
	var all []*Challenge
	seen := map[string]*Challenge{}
	for _, name := range names {
		b, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, fmt.Errorf("challenges: %w", err)
		}
		list, err := parse(name, b, check)
		if err != nil {
			return nil, err
		}
		for i, c := range list {
			if d, ok := seen[c.ID]; ok {
				return nil, fieldErr(name, i, c.ID, "id", fmt.Errorf("duplicate id, also in %s", d.File))
			}
			seen[c.ID] = c
		}
		all = append(all, list...)
	}
	return newSet(all), nil
}

// Record is one challenge as the data files write it: Parse reads an
// array of them; cmd/challenge-gen writes them.
type Record struct {
	_           [0]func() // not comparable: no equality code in the page
	ID          string    `json:"id"`
	Title       string    `json:"title"`
	Variant     string    `json:"variant"`
	Options     string    `json:"options,omitempty"`
	Position    string    `json:"position"`
	Goal        string    `json:"goal"`
	Difficulty  int       `json:"difficulty"`
	Hint        string    `json:"hint"`
	Explanation string    `json:"explanation,omitempty"`
}

// Parse reads and validates the challenges of one file, a JSON array of
// challenges; file names the file in errors. Every challenge's goal is
// proven reachable.
func Parse(file string, b []byte) ([]*Challenge, error) { return parse(file, b, reachable) }

// parse is Parse, checking each challenge with check (nil: none). The
// embedded set is read without a check, so that a program that only
// plays the challenges (the browser's page) carries no solver.
func parse(file string, b []byte, check func(*Challenge) error) ([]*Challenge, error) {
	var raws []json.RawMessage
	if err := json.Unmarshal(b, &raws); err != nil {
		return nil, fmt.Errorf("challenges: %s: want a JSON array of challenges: %w", file, err)
	}
	var list []*Challenge
	ids := map[string]bool{}
	for i, raw := range raws {
		c, err := parseOne(file, i, raw, check)
		if err != nil {
			return nil, err
		}
		if ids[c.ID] {
			return nil, fieldErr(file, i, c.ID, "id", errors.New("duplicate id"))
		}
		ids[c.ID] = true
		list = append(list, c)
	}
	return list, nil
}

// parseOne decodes and validates the challenge at index i of file, and
// checks it with check (nil: none).
func parseOne(file string, i int, raw json.RawMessage, check func(*Challenge) error) (*Challenge, error) {
	var rec Record
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&rec); err != nil {
		return nil, fieldErr(file, i, idOf(raw), "", err)
	}
	c, field, err := rec.challenge()
	if err == nil && check != nil {
		field, err = "goal", check(c)
	}
	if err != nil {
		return nil, fieldErr(file, i, rec.ID, field, err)
	}
	c.File = file
	return c, nil
}

// idOf digs the id out of a record that does not decode, for the error.
func idOf(raw json.RawMessage) string {
	var v struct {
		ID string `json:"id"`
	}
	_ = json.Unmarshal(raw, &v)
	return v.ID
}

// idPattern is the shape of an id: lowercase words joined by hyphens.
var idPattern = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)

// challenge validates rec and builds its Challenge; on error it names the
// field at fault.
func (rec *Record) challenge() (*Challenge, string, error) {
	if field := rec.missing(); field != "" {
		return nil, field, errors.New("missing")
	}
	if !idPattern.MatchString(rec.ID) {
		return nil, "id", errors.New(`want lowercase letters and digits joined by "-"`)
	}
	c := &Challenge{ID: rec.ID, Title: rec.Title, Difficulty: rec.Difficulty,
		Hint: rec.Hint, Explanation: rec.Explanation}
	if field, err := rec.game(c); err != nil {
		return nil, field, err
	}
	if rec.Difficulty < 1 || rec.Difficulty > 5 {
		return nil, "difficulty", fmt.Errorf("%d is not 1 to 5", rec.Difficulty)
	}
	return c, "", nil
}

// missing returns the first required field that is missing, or "".
func (rec *Record) missing() string {
	for _, f := range []struct{ name, val string }{
		{"id", rec.ID}, {"title", rec.Title}, {"variant", rec.Variant},
		{"position", rec.Position}, {"goal", rec.Goal}, {"hint", rec.Hint},
	} {
		if strings.TrimSpace(f.val) == "" {
			return f.name
		}
	}
	if rec.Difficulty == 0 {
		return "difficulty"
	}
	return ""
}

// game reads the rules, position and goal into c.
func (rec *Record) game(c *Challenge) (string, error) {
	v, err := engine.ParseVariant(rec.Variant)
	if err != nil {
		return "variant", err
	}
	if rec.Options != "" && v != engine.KalahGame {
		return "options", fmt.Errorf("%s takes no options", v)
	}
	if c.Rules, err = engine.ParseRules(rec.Variant + " " + rec.Options); err != nil {
		return "options", err
	}
	if c.Position, err = engine.ParsePosition(c.Rules, rec.Position); err != nil {
		return "position", err
	}
	if c.Rules.Outcome(c.Position).Over() {
		return "position", errors.New("the game is already over")
	}
	if c.Goal, err = ParseGoal(rec.Goal); err != nil {
		return "goal", err
	}
	return "goal", c.Goal.Allowed(v)
}

// FieldError is a validation error: the file, the challenge (its place in
// the file and its id) and the field at fault.
type FieldError struct {
	_     [0]func() // not comparable: no equality code in the page
	File  string
	Index int // 0-based place in the file
	ID    string
	Field string // empty when the record itself does not decode
	Err   error
}

// Error writes "challenges: kalah.json: challenge 3 (id "k-3"): goal: ...".
func (e *FieldError) Error() string {
	msg := strings.TrimPrefix(e.Err.Error(), "challenges: ")
	field := ""
	if e.Field != "" {
		field = " field " + e.Field + ":"
	}
	return fmt.Sprintf("challenges: %s: challenge %d (id %q):%s %s", path.Base(e.File), e.Index+1, e.ID, field, msg)
}

// Unwrap returns the underlying error.
func (e *FieldError) Unwrap() error { return e.Err }

// fieldErr builds a FieldError.
func fieldErr(file string, i int, id, field string, err error) error {
	return &FieldError{File: file, Index: i, ID: id, Field: field, Err: err}
}
