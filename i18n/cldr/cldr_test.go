package cldr

import (
	"bytes"
	"os"
	"testing"
)

// TestTheLocalesFileIsCurrent fails when i18n/locales_gen.go is not what
// cmd/i18n-gen writes today (run make i18n-gen).
func TestTheLocalesFileIsCurrent(t *testing.T) {
	want, err := Source()
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("../locales_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Error("i18n/locales_gen.go is out of date: run make i18n-gen")
	}
}

func TestALanguageWithMorePluralFormsIsRefused(t *testing.T) {
	if _, err := Compile(Spec{"ru", "Русский", "Russian"}); err == nil {
		t.Error("Russian's few and many forms were taken")
	}
}
