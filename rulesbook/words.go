package rulesbook

import (
	"fmt"
	"maps"
	"strings"

	"mancala/engine"
	"mancala/i18n"
)

// The book's words are English in its files; translations live in the
// message catalogues (i18n/locales), under keys derived from where a
// text stands, numbers counted from 1:
//
//	rules.<game>.<page>.title
//	rules.<game>.<page>.body.<paragraph>
//	rules.<game>.<page>.demo.<demo>.intro
//	rules.<game>.<page>.demo.<demo>.say.<event>
//
// where <game> is the variant's name ("kalah") and <event> the event's
// name as the file's say writes it ("pass-turn"). English's catalogue
// holds none of them: the files are the English.

// Text is one text of the book: its catalogue key and its English words.
type Text = i18n.DataText

// Texts returns every text of the book, game by game in engine.Variant
// order, each game's in reading order.
func (b *Book) Texts() []Text {
	var out []Text
	for v := range b.pages {
		for i, pg := range b.Pages(engine.Variant(v)) {
			pg = pg.own()
			pg.eachText(engine.Variant(v), i, func(k i18n.Key, s *string) {
				out = append(out, Text{Key: k, English: *s})
			})
		}
	}
	return out
}

// PagesIn returns the pages of game v in the language of w: each text
// the language's catalogue has, else the file's English (never a key).
// The demonstrations' moves and clips are the book's own, shared; only
// their captions change. A nil w is English.
func (b *Book) PagesIn(v engine.Variant, w i18n.Words) []Page {
	src := b.Pages(v)
	out := make([]Page, len(src))
	for i := range src {
		out[i] = src[i].own()
		if w == nil {
			continue
		}
		out[i].eachText(v, i, func(k i18n.Key, s *string) { *s = Text{Key: k, English: *s}.In(w) })
	}
	return out
}

// own returns a copy of pg whose texts can change without changing pg's:
// its demonstrations and their captions are copied, their clips shared.
func (pg Page) own() Page {
	pg.Demos = append([]Demo(nil), pg.Demos...)
	for i := range pg.Demos {
		pg.Demos[i].Say = maps.Clone(pg.Demos[i].Say)
	}
	return pg
}

// eachText calls f with the key of each text of pg, page i (from 0) of
// game v, and the text to read or replace, in reading order: the title,
// the paragraphs, then each demonstration's intro and captions (by event,
// in the engine's order).
func (pg *Page) eachText(v engine.Variant, i int, f func(k i18n.Key, s *string)) {
	at := func(place string, n ...any) i18n.Key {
		return i18n.Key(fmt.Sprintf("rules.%s.%d.", v, i+1) + fmt.Sprintf(place, n...))
	}
	f(at("title"), &pg.Title)
	paras := strings.Split(pg.Body, "\n")
	for j := range paras {
		f(at("body.%d", j+1), &paras[j])
	}
	pg.Body = strings.Join(paras, "\n")
	for j := range pg.Demos {
		d := &pg.Demos[j]
		f(at("demo.%d.intro", j+1), &d.Intro)
		for k := engine.Lift; k <= engine.GameOver; k++ {
			if s, ok := d.Say[k]; ok {
				f(at("demo.%d.say.%s", j+1, k), &s)
				d.Say[k] = s
			}
		}
	}
}
