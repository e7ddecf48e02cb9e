//go:build js

package locales

import (
	"encoding/json"
	"errors"
	"syscall/js"

	"mancala/browser"
	"mancala/i18n"
)

// Load returns the catalogue of the language with code: in the browser
// English is embedded and any other is fetched from locales/ beside the
// page (the service worker keeps them for offline play). It waits for the
// network: call it off the browser's event loop (the game's main before
// it starts, or a Job).
func Load(code string) (*i18n.Catalog, error) {
	if code == "en" {
		return English(), nil
	}
	resp, err := browser.Await(js.Global().Call("fetch", "locales/"+FileName(code)))
	if err != nil {
		return nil, err
	}
	if !resp.Get("ok").Bool() {
		return nil, errors.New("locales: " + FileName(code) + ": " + resp.Get("statusText").String())
	}
	text, err := browser.Await(resp.Call("text"))
	if err != nil {
		return nil, err
	}
	return Parse(code, []byte(text.String()))
}

// Texts returns every message of the language with code by key, as its
// file holds them: in the page English only (tests read the others
// natively).
func Texts(code string) (map[string]string, error) {
	if code != "en" {
		return nil, errors.New("locales: only English is in the page")
	}
	var m map[string]string
	return m, json.Unmarshal(englishJSON, &m)
}
