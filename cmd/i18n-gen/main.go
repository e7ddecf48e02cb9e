// Command i18n-gen writes i18n/locales_gen.go: the plural rules and number
// formats of the languages the game ships, compiled from CLDR by package
// i18n/cldr. Run it from the module's root (make i18n-gen) after adding a
// language to cldr.Shipped.
package main

import (
	"fmt"
	"os"

	"mancala/i18n/cldr"
)

func main() {
	src, err := cldr.Source()
	if err == nil {
		err = os.WriteFile("i18n/locales_gen.go", src, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "i18n-gen:", err)
		os.Exit(1)
	}
}
