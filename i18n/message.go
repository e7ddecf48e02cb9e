package i18n

import "strings"

// An Arg fills a placeholder of a message: a word (S), a number written
// the language's way (N), or the count that chooses the plural form
// (Count, shown as {{count}}).
type Arg struct {
	_      [0]func() // not comparable: no equality code for its arrays in the page
	name   string
	text   string
	number int
	kind   argKind
}

// argKind is what an Arg holds.
type argKind uint8

const (
	word    argKind = iota // text as it is
	numeral                // a number, written the language's way
	count                  // a number that chooses the plural form too
)

// S fills {{name}} with text as it is.
func S(name, text string) Arg { return Arg{name: name, text: text} }

// N fills {{name}} with the number n, grouped the language's way.
func N(name string, n int) Arg { return Arg{name: name, number: n, kind: numeral} }

// Count chooses the plural form of the message by n and fills {{count}}
// with it.
func Count(n int) Arg { return Arg{name: "count", number: n, kind: count} }

// A Key names a message. The game writes keys as literals only, in calls
// of T or in tables of Keys, so that a test finds every key it uses (see
// package locales' tests).
type Key string

// T is the message of key with its placeholders filled by args; the
// English message where this catalogue lacks key, the key itself where
// English lacks it too (which the catalogues' test forbids).
func (c *Catalog) T(key Key, args ...Arg) string {
	text, ok := c.lookup(string(key), args)
	if !ok {
		return string(key)
	}
	return c.fill(text, args)
}

// lookup finds the text of key in the form its count asks for, here or
// in the fallback.
func (c *Catalog) lookup(key string, args []Arg) (string, bool) {
	for cat := c; cat != nil; cat = cat.fallback {
		for _, arg := range args {
			if arg.kind == count {
				if text, ok := cat.messages[key+"_"+cat.lang.pluralForm(arg.number)]; ok {
					return text, true
				}
				if text, ok := cat.messages[key+"_other"]; ok {
					return text, true
				}
			}
		}
		if text, ok := cat.messages[key]; ok {
			return text, true
		}
	}
	return "", false
}

// fill puts args into text's placeholders; a placeholder with no
// argument stays as it is.
func (c *Catalog) fill(text string, args []Arg) string {
	if !strings.Contains(text, "{{") {
		return text
	}
	var b strings.Builder
	for {
		open := strings.Index(text, "{{")
		if open < 0 {
			break
		}
		end := open + strings.Index(text[open:], "}}")
		b.WriteString(text[:open])
		name := strings.TrimSpace(text[open+2 : end])
		if v, ok := c.value(name, args); ok {
			b.WriteString(v)
		} else {
			b.WriteString(text[open : end+2])
		}
		text = text[end+2:]
	}
	b.WriteString(text)
	return b.String()
}

// value is the text of the argument called name.
func (c *Catalog) value(name string, args []Arg) (string, bool) {
	for _, a := range args {
		if a.name != name {
			continue
		}
		if a.kind != word {
			return c.lang.Number(a.number), true
		}
		return a.text, true
	}
	return "", false
}

// Words are what gives messages in a language: a Catalog, or what holds
// the game's (the scenes' App).
type Words interface {
	T(key Key, args ...Arg) string
}
