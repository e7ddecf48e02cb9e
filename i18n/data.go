package i18n

import "strings"

// A DataText is a text whose English is kept in a data file (the rules
// pages, the challenges) and whose translations are in the catalogues
// under a key the data derives: English's catalogue does not hold it.
type DataText struct {
	Key     Key
	English string
}

// In is t in w's language: the catalogue's text for its key, else its
// English, never the key (a Words gives back the key itself for a key
// that neither its language nor English holds). A nil w is English.
func (t DataText) In(w Words) string {
	if w == nil {
		return t.English
	}
	if s := w.T(t.Key); s != string(t.Key) && strings.TrimSpace(s) != "" {
		return s
	}
	return t.English
}
