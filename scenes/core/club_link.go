package core

import (
	"net/url"
	"strings"

	"mancala/online/proto"
)

// JoinCode returns the invite code in what the player typed or pasted, or
// the game was started with: a code alone ("AB23CD45", any case, spaces
// ignored) or a link whose query says join=CODE; "" when it holds none.
func JoinCode(text string) string {
	s := strings.TrimSpace(text)
	if strings.Contains(s, "join=") {
		if i := strings.Index(s, "?"); i >= 0 {
			s = s[i+1:]
		}
		q, err := url.ParseQuery(s)
		if err != nil {
			return ""
		}
		s = q.Get("join")
	}
	s = strings.ToUpper(strings.ReplaceAll(s, " ", ""))
	if len(s) != proto.CodeLength || strings.Trim(s, proto.CodeAlphabet) != "" {
		return ""
	}
	return s
}
