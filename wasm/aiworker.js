// aiworker.js runs the computer player's search in a Web Worker: it loads
// the Go runtime support (wasm_exec.js, copied from the Go toolchain at
// build time) and aiworker.wasm (cmd/aiworker), both next to this file.
// Requests that arrive while the wasm loads wait in self.aiPending; the Go
// program answers them, then every later one. If loading fails, the page
// gets {failed: reason} and starts a new worker (a few times at most).
importScripts("wasm_exec.js");

self.aiPending = [];
self.onmessage = (e) => self.aiPending.push(e.data);

(async () => {
  try {
    const go = new Go();
    const resp = await fetch("aiworker.wasm");
    if (!resp.ok) {
      throw new Error("aiworker.wasm: HTTP " + resp.status);
    }
    const { instance } = await WebAssembly.instantiate(await resp.arrayBuffer(), go.importObject);
    go.run(instance);
  } catch (err) {
    self.postMessage({ failed: String(err) });
  }
})();
