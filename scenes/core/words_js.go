//go:build js

package core

import "syscall/js"

// devicePreferences are the browser's preferred languages, best first
// (navigator.languages).
func devicePreferences() []string {
	langs := js.Global().Get("navigator").Get("languages")
	if langs.Type() != js.TypeObject {
		return nil
	}
	prefs := make([]string, langs.Length())
	for i := range prefs {
		prefs[i] = langs.Index(i).String()
	}
	return prefs
}
