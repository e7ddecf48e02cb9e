//go:build !js

package locales

import (
	"embed"

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
