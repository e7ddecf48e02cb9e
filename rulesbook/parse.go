package rulesbook

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"mancala/engine"
)

// pageRecord is a page as the files write it.
type pageRecord struct {
	Title string       `json:"title"`
	Body  []string     `json:"body"`
	Demos []demoRecord `json:"demos"`
}

// demoRecord is a demonstration as the files write it.
type demoRecord struct {
	Rules    string            `json:"rules,omitempty"`
	Position string            `json:"position"`
	Move     string            `json:"move"`
	Intro    string            `json:"intro"`
	Say      map[string]string `json:"say,omitempty"`
}

// Parse reads and checks the pages of game v from one file's bytes; file
// names the file in errors.
func Parse(v engine.Variant, file string, raw []byte) ([]Page, error) {
	var recs []pageRecord
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&recs); err != nil {
		return nil, fmt.Errorf("rulesbook: %s: want a JSON array of pages: %w", file, err)
	}
	if len(recs) == 0 {
		return nil, fmt.Errorf("rulesbook: %s: no pages", file)
	}
	pages := make([]Page, len(recs))
	for i := range recs {
		pg, err := recs[i].page(v)
		if err != nil {
			return nil, fmt.Errorf("rulesbook: %s: page %d (%q): %w", file, i+1, recs[i].Title, err)
		}
		pages[i] = pg
	}
	return pages, nil
}

// page checks rec and builds its Page.
func (rec *pageRecord) page(v engine.Variant) (Page, error) {
	if strings.TrimSpace(rec.Title) == "" {
		return Page{}, errors.New("title: missing")
	}
	if err := checkBody(rec.Body); err != nil {
		return Page{}, err
	}
	if len(rec.Demos) == 0 {
		return Page{}, errors.New("demos: missing")
	}
	pg := Page{Title: rec.Title, Body: strings.Join(rec.Body, "\n")}
	for i := range rec.Demos {
		d, err := rec.Demos[i].demo(v)
		if err != nil {
			return Page{}, fmt.Errorf("demo %d: %w", i+1, err)
		}
		pg.Demos = append(pg.Demos, d)
	}
	return pg, nil
}

// checkBody checks that a body has paragraphs, none empty or holding a
// line break of its own.
func checkBody(paras []string) error {
	if len(paras) == 0 {
		return errors.New("body: missing")
	}
	for i, s := range paras {
		if strings.TrimSpace(s) == "" || strings.Contains(s, "\n") {
			return fmt.Errorf("body: paragraph %d is empty or holds a line break", i+1)
		}
	}
	return nil
}

// demo checks rec as a demonstration of game v and plays it.
func (rec *demoRecord) demo(v engine.Variant) (Demo, error) {
	d := Demo{Rules: rec.Rules, Position: rec.Position, Move: rec.Move, Intro: rec.Intro}
	if strings.TrimSpace(rec.Intro) == "" {
		return Demo{}, errors.New("intro: missing")
	}
	var err error
	if d.clip, err = d.play(v); err != nil {
		return Demo{}, err
	}
	if d.Say, err = captions(rec.Say, &d.clip.Trace); err != nil {
		return Demo{}, fmt.Errorf("say: %w", err)
	}
	return d, nil
}

// play parses d as a demonstration of game v: the rules, the position and
// the move must parse, and the move must be legal. It returns the clip
// with the move's trace.
func (d *Demo) play(v engine.Variant) (Clip, error) {
	r, err := demoRules(v, d.Rules)
	if err != nil {
		return Clip{}, fmt.Errorf("rules: %w", err)
	}
	p, err := engine.ParsePosition(r, d.Position)
	if err != nil {
		return Clip{}, fmt.Errorf("position: %w", err)
	}
	m, err := engine.ParseMove(r, d.Move)
	if err != nil {
		return Clip{}, fmt.Errorf("move: %w", err)
	}
	if !engine.IsLegal(r, p, m) {
		return Clip{}, fmt.Errorf("move: %s is not legal at %s", d.Move, d.Position)
	}
	c := Clip{Rules: r, Start: p, Move: m}
	r.Apply(p, m, &c.Trace)
	return c, nil
}

// demoRules reads the rules of a demonstration of game v; empty is the
// game's standard rules.
func demoRules(v engine.Variant, spec string) (engine.Rules, error) {
	if spec == "" {
		spec = v.String()
	}
	r, err := engine.ParseRules(spec)
	if err == nil && r.Board().Variant != v {
		err = fmt.Errorf("%q are not %s's", spec, v)
	}
	return r, err
}

// captions reads the captions of say, by event name, and checks that the
// move makes each event they describe: a caption for an event that never
// happens would never be shown.
func captions(say map[string]string, tr *engine.Trace) (map[engine.EventKind]string, error) {
	if len(say) == 0 {
		return nil, nil
	}
	out := map[engine.EventKind]string{}
	for name, s := range say {
		k, ok := eventKind(name)
		switch {
		case !ok:
			return nil, fmt.Errorf("%q is not an event", name)
		case !makes(tr, k):
			return nil, fmt.Errorf("the move makes no %q event for the caption %q", name, s)
		case strings.TrimSpace(s) == "":
			return nil, fmt.Errorf("%q: empty caption", name)
		}
		out[k] = s
	}
	return out, nil
}

// eventKind returns the event kind named name, as EventKind.String writes
// it.
func eventKind(name string) (engine.EventKind, bool) {
	for k := engine.Lift; k <= engine.GameOver; k++ {
		if k.String() == name {
			return k, true
		}
	}
	return 0, false
}

// makes reports whether tr holds an event of kind k.
func makes(tr *engine.Trace, k engine.EventKind) bool {
	for _, e := range tr.Events {
		if e.Kind == k {
			return true
		}
	}
	return false
}
