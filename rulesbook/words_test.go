package rulesbook

import (
	"strings"
	"testing"

	"mancala/engine"
	"mancala/i18n"
)

// words is a catalogue for the tests: its messages by key, the key itself
// where it has none (as i18n.Catalog does).
type words map[i18n.Key]string

func (w words) T(key i18n.Key, _ ...i18n.Arg) string {
	if s, ok := w[key]; ok {
		return s
	}
	return string(key)
}

func TestTextsAreKeyedByGamePageParagraphDemoAndEvent(t *testing.T) {
	b := book(t)
	got := map[i18n.Key]string{}
	for _, tx := range b.Texts() {
		if _, twice := got[tx.Key]; twice {
			t.Errorf("%q twice", tx.Key)
		}
		got[tx.Key] = tx.English
	}
	kalah, bao := b.Pages(engine.KalahGame), b.Pages(engine.BaoGame)
	want := map[i18n.Key]string{
		"rules.kalah.1.title":                kalah[0].Title,
		"rules.kalah.1.body.2":               strings.Split(kalah[0].Body, "\n")[1],
		"rules.kalah.1.demo.1.intro":         kalah[0].Demos[0].Intro,
		"rules.kalah.1.demo.1.say.pass-turn": kalah[0].Demos[0].Say[engine.PassTurn],
		"rules.kalah.3.demo.2.say.pass-turn": kalah[2].Demos[1].Say[engine.PassTurn],
		"rules.bao.2.demo.2.intro":           bao[1].Demos[1].Intro,
	}
	for k, s := range want {
		if got[k] != s || s == "" {
			t.Errorf("%q is %q, want %q", k, got[k], s)
		}
	}
	n := 0
	for v := engine.KalahGame; v <= engine.BaoGame; v++ {
		for _, pg := range b.Pages(v) {
			n += 1 + len(strings.Split(pg.Body, "\n"))
			for _, d := range pg.Demos {
				n += 1 + len(d.Say)
			}
		}
	}
	if len(got) != n {
		t.Errorf("%d texts, want %d: a title, the paragraphs, the intros and the captions", len(got), n)
	}
}

func TestPagesInTakeTheCataloguesWordsAndEnglishWhereItHasNone(t *testing.T) {
	b := book(t)
	en := b.Pages(engine.KalahGame)
	w := words{
		"rules.kalah.1.title":                "Le plateau",
		"rules.kalah.1.body.2":               "Deux.",
		"rules.kalah.1.demo.1.intro":         "Vous semez",
		"rules.kalah.1.demo.1.say.pass-turn": "Le tour passe",
	}
	got := b.PagesIn(engine.KalahGame, w)
	paras := strings.Split(en[0].Body, "\n")
	paras[1] = "Deux."
	d := got[0].Demos[0]
	switch {
	case got[0].Title != "Le plateau" || got[0].Body != strings.Join(paras, "\n"):
		t.Errorf("page 1: %q, %q", got[0].Title, got[0].Body)
	case d.Intro != "Vous semez" || d.Say[engine.PassTurn] != "Le tour passe":
		t.Errorf("demo 1: %q, %v", d.Intro, d.Say)
	case d.Say[engine.Drop] != en[0].Demos[0].Say[engine.Drop]:
		t.Errorf("an untranslated caption is %q", d.Say[engine.Drop])
	case got[1].Title != en[1].Title:
		t.Errorf("an untranslated title is %q", got[1].Title)
	}
}

func TestPagesInLeaveTheBookAndItsClipsAsTheyAre(t *testing.T) {
	b := book(t)
	before := b.Pages(engine.KalahGame)[0]
	intro, say := before.Demos[0].Intro, before.Demos[0].Say[engine.PassTurn]
	got := b.PagesIn(engine.KalahGame, words{"rules.kalah.1.demo.1.say.pass-turn": "x", "rules.kalah.1.demo.1.intro": "y"})
	after := b.Pages(engine.KalahGame)[0]
	if after.Demos[0].Intro != intro || after.Demos[0].Say[engine.PassTurn] != say {
		t.Fatalf("the book's own captions changed: %q, %v", after.Demos[0].Intro, after.Demos[0].Say)
	}
	if c, d := got[0].Demos[0].Clip(), after.Demos[0].Clip(); c.Move != d.Move || c.Start != d.Start || len(c.Trace.Events) != len(d.Trace.Events) {
		t.Fatal("the translated page plays another clip")
	}
	if en := b.PagesIn(engine.KalahGame, nil); en[0].Title != before.Title {
		t.Fatalf("no words gave %q", en[0].Title)
	}
}
