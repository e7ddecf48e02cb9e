module mancala

go 1.26.8

require (
	github.com/chromedp/cdproto v0.159.0
	github.com/chromedp/chromedp v0.23.0
	github.com/hajimehoshi/ebiten/v2 v2.8.8
	github.com/tinne26/etxt v0.0.10
	golang.org/x/image v0.48.0
)

require (
	github.com/ebitengine/gomobile v0.0.0-20240911145611-4856209ac325 // indirect
	github.com/ebitengine/hideconsole v1.0.0 // indirect
	github.com/ebitengine/oto/v3 v3.3.3 // indirect
	github.com/ebitengine/purego v0.8.0 // indirect
	github.com/go-json-experiment/json v0.0.0-20260213210345-44df1a37e875 // indirect
	github.com/jezek/xgb v1.1.1 // indirect
	golang.org/x/exp v0.0.0-20240409090435-93d18d7e34b8 // indirect
	golang.org/x/sync v0.25.0 // indirect
	golang.org/x/sys v0.50.0 // indirect
	golang.org/x/text v0.44.0 // indirect
	seehuhn.de/go/dijkstra v0.9.3 // indirect
	seehuhn.de/go/postscript v0.5.0 // indirect
	seehuhn.de/go/sfnt v0.5.0
)

// cmdline must initialise before Ebitengine: see cmdline/cmdline.go.
require cmdline v0.0.0

replace cmdline => ./cmdline
