//go:build !js

package locales

import (
	"embed"
	"encoding/json"

	"mancala/i18n"
)

//go:embed *.json
var files embed.FS

// Load returns the catalogue of the language with code: natively every
// catalogue is embedded.
func Load(code string) (*i18n.Catalog, error) {
	if code == "en" {
		return English(), nil
	}
	data, err := files.ReadFile(FileName(code))
	if err != nil {
		return nil, err
	}
	return Parse(code, data)
}

// Texts returns every message of the language with code by key, as its
// file holds them (tests read them whole).
func Texts(code string) (map[string]string, error) {
	data, err := files.ReadFile(FileName(code))
	if err != nil {
		return nil, err
	}
	var m map[string]string
	return m, json.Unmarshal(data, &m)
}
