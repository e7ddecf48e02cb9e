package challenges

import (
	"strings"
	"testing"

	"mancala/engine"
)

// embeddedSet loads the built-in challenges or stops the test.
func embeddedSet(t *testing.T) *Set {
	t.Helper()
	set, err := Embedded()
	if err != nil {
		t.Fatal(err)
	}
	return set
}

func TestEveryChallengeIsProvenByTheEngine(t *testing.T) {
	for _, c := range embeddedSet(t).All() {
		t.Run(c.ID, func(t *testing.T) {
			if _, err := Verify(c); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestEveryVariantHasFifteenChallengesAndSixtyInAll(t *testing.T) {
	set := embeddedSet(t)
	if set.Len() < 60 {
		t.Errorf("%d challenges, want at least 60", set.Len())
	}
	for v := engine.KalahGame; v <= engine.BaoGame; v++ {
		if n := len(set.Variant(v)); n < 15 {
			t.Errorf("%s has %d challenges, want at least 15", v, n)
		}
	}
}

func TestChallengesSpreadOverGoalKindsAndDifficulties(t *testing.T) {
	set := embeddedSet(t)
	kinds := map[Kind]int{}
	for v := engine.KalahGame; v <= engine.BaoGame; v++ {
		vk, levels := map[Kind]bool{}, map[int]bool{}
		for _, c := range set.Variant(v) {
			vk[c.Goal.Kind], levels[c.Difficulty] = true, true
			kinds[c.Goal.Kind]++
		}
		if len(vk) < 2 || len(levels) < 4 {
			t.Errorf("%s: %d goal kinds and %d difficulties, want at least 2 and 4", v, len(vk), len(levels))
		}
	}
	for k := Capture; k <= Immobilise; k++ {
		if kinds[k] == 0 {
			t.Errorf("no %q challenge", k)
		}
	}
}

func TestChallengesAreWrittenForAPerson(t *testing.T) {
	for _, c := range embeddedSet(t).All() {
		for field, s := range map[string]string{"title": c.Title, "hint": c.Hint, "explanation": c.Explanation} {
			if strings.Contains(s, "TODO") || strings.Contains(s, "[") {
				t.Errorf("%s: %s %q is not curated", c.ID, field, s)
			}
		}
		if len(c.Title) > 40 {
			t.Errorf("%s: title %q is longer than 40 characters", c.ID, c.Title)
		}
	}
}
