package challenges

import "mancala/i18n"

// The words of a challenge are written in English in its data file; their
// translations live in the game's catalogues under keys derived from the
// challenge's id: "challenge.<id>.title", "challenge.<id>.hint" and, where
// it has one, "challenge.<id>.explanation". English's catalogue does not
// hold them (the data file is English's), so a language that lacks one
// shows the data's English, never a key.

// TitleIn is the challenge's title in w's language.
func (c *Challenge) TitleIn(w i18n.Words) string { return c.wordsIn(w, "title", c.Title) }

// HintIn is the challenge's hint in w's language.
func (c *Challenge) HintIn(w i18n.Words) string { return c.wordsIn(w, "hint", c.Hint) }

// ExplanationIn is the challenge's explanation in w's language; "" where
// the challenge has none.
func (c *Challenge) ExplanationIn(w i18n.Words) string {
	if c.Explanation == "" {
		return ""
	}
	return c.wordsIn(w, "explanation", c.Explanation)
}

// Text is one of a challenge's texts: its catalogue key and its English,
// the data's.
type Text = i18n.DataText

// Texts are the challenge's texts: its title, its hint, and its
// explanation where it has one.
func (c *Challenge) Texts() []Text {
	out := []Text{c.text("title", c.Title), c.text("hint", c.Hint)}
	if c.Explanation != "" {
		out = append(out, c.text("explanation", c.Explanation))
	}
	return out
}

// text is the challenge's field ("title", "hint", "explanation") with
// its English: its catalogue key is "challenge.<id>.<field>".
func (c *Challenge) text(field, english string) Text {
	return Text{Key: i18n.Key("challenge." + c.ID + "." + field), English: english}
}

// wordsIn is the challenge's field in w's language, english where w has
// no text for it.
func (c *Challenge) wordsIn(w i18n.Words, field, english string) string {
	return c.text(field, english).In(w)
}
