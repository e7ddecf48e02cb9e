package saves

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"strconv"
	"time"
)

// backend keeps named records: files in a directory on the desktop, keys
// in localStorage in the browser. The rules (envelope, validation, keeping
// aside) live in Store, above it, so both backends share them.
type backend interface {
	// read returns the record, or an error wrapping fs.ErrNotExist when
	// there is none.
	read(name string) ([]byte, error)
	// write replaces the record as one step: a reader sees the old record
	// or the new one, never a mix.
	write(name string, data []byte) error
	// exists reports whether the record is there.
	exists(name string) bool
	// rename moves a record to a name that is not taken.
	rename(from, to string) error
	// remove deletes the record; a missing record is no error.
	remove(name string) error
	// where says where the records live, for messages.
	where() string
}

// Store keeps the saved data: settings, the game in progress and the
// challenge progress, each in its own record so that one bad record never
// costs the others. A record that cannot be read is kept aside, never
// written over: see KeptAside. Load a record before saving it, so that a
// bad one is set aside first. A Store is used from one goroutine.
type Store struct {
	b backend
	// held are records that could be neither read nor kept aside: they are
	// left untouched, so saving over them is refused.
	held map[string]bool
	// now is the clock that stamps saved games.
	now func() time.Time
}

func newStore(b backend) *Store { return &Store{b: b, held: map[string]bool{}, now: time.Now} }

// Where says where the records live: a directory on the desktop, the
// browser's localStorage in the browser.
func (s *Store) Where() string { return s.b.where() }

// LoadSettings returns the saved settings, normalized (see Normalized), or
// the defaults when there are none or they are unreadable (*KeptAside).
func (s *Store) LoadSettings() (Settings, error) {
	st := DefaultSettings()
	_, err := s.load(settingsRecord, func(raw json.RawMessage) error {
		if err := json.Unmarshal(raw, &st); err != nil {
			st = DefaultSettings()
			return flaw("malformed settings", err)
		}
		return nil
	})
	return st.Normalized(), err
}

// SaveSettings saves the settings, normalized.
func (s *Store) SaveSettings(st Settings) error {
	return s.save(settingsRecord, st.Normalized())
}

// remove deletes record r unless it is held (unreadable, left in place).
func (s *Store) remove(r record) error {
	if s.held[r.name] {
		return nil
	}
	if err := s.b.remove(r.name); err != nil {
		return fmt.Errorf("saves: cannot remove %s from %s: %w", r.name, s.Where(), err)
	}
	return nil
}

// LoadProgress returns the challenge progress: empty when there is none or
// it is unreadable (*KeptAside).
func (s *Store) LoadProgress() (Progress, error) {
	var p Progress
	_, err := s.load(progressRecord, func(raw json.RawMessage) error {
		if err := json.Unmarshal(raw, &p); err != nil {
			return flaw("malformed progress", err)
		}
		return p.check()
	})
	if err != nil {
		return Progress{}, err
	}
	return p, nil
}

// SaveProgress saves the challenge progress.
func (s *Store) SaveProgress(p Progress) error {
	if err := p.check(); err != nil {
		return fmt.Errorf("saves: not saving progress: %w", err)
	}
	return s.save(progressRecord, p)
}

// load reads record r and hands its data to use. It reports whether the
// record was there; a record that is unreadable or that use rejects is
// kept aside and reported as a *KeptAside.
func (s *Store) load(r record, use func(json.RawMessage) error) (bool, error) {
	data, err := s.b.read(r.name)
	if errors.Is(err, fs.ErrNotExist) {
		delete(s.held, r.name)
		return false, nil
	}
	if err != nil {
		s.held[r.name] = true
		return true, &KeptAside{Record: r.name, Reason: "cannot read it", Where: s.Where(), Err: err}
	}
	body, err := decode(data, r.key)
	if err == nil {
		err = use(body)
	}
	if err != nil {
		return true, s.keepAside(r, err)
	}
	delete(s.held, r.name)
	return true, nil
}

// keepAside renames the record r, unreadable for the reason in why, to the
// first free name r.name.bad-N.
func (s *Store) keepAside(r record, why error) *KeptAside {
	k := &KeptAside{Record: r.name, Reason: "unreadable", Where: s.Where(), Err: why}
	var u *unreadable
	if errors.As(why, &u) {
		k.Reason, k.Err = u.reason, u.err
	}
	aside := s.freeAside(r.name)
	if err := s.b.rename(r.name, aside); err != nil {
		s.held[r.name] = true
		k.Err = fmt.Errorf("could not keep it aside as %s: %w", aside, err)
		return k
	}
	delete(s.held, r.name)
	k.Aside = aside
	return k
}

// freeAside returns name.bad-N for the first N from 1 that is not taken,
// so an earlier kept-aside record is never written over.
func (s *Store) freeAside(name string) string {
	for n := 1; ; n++ {
		aside := name + ".bad-" + strconv.Itoa(n)
		if !s.b.exists(aside) {
			return aside
		}
	}
}

// save writes v as record r unless r is held (unreadable and left in
// place). The error names the record and where it lives.
func (s *Store) save(r record, v any) error {
	if s.held[r.name] {
		return fmt.Errorf("saves: %s in %s could not be read and is left as it is; not saving over it", r.name, s.Where())
	}
	data, err := encode(r.key, v)
	if err != nil {
		return err
	}
	if err := s.b.write(r.name, data); err != nil {
		return fmt.Errorf("saves: cannot save %s in %s: %w", r.name, s.Where(), err)
	}
	return nil
}
