// Package wasm is the browser version's folder: the page (index.html), the
// computer player's worker script (aiworker.js) and, once `make web-build`
// has run, the built game and worker next to them.
//
// Its Go code is only tests: they build the browser version, serve it with
// cmd/webserve and play it in headless Chromium through chromedp, with
// real mouse clicks on the canvas (browser_test.go). The package never
// imports Ebitengine. `make bench-web` runs figures_test.go for the
// README's figures.
package wasm
