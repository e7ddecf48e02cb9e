// harness.js runs wasm/aiworker.js under Node as a browser would run it in
// a Web Worker: it supplies self, importScripts, fetch and postMessage,
// posts the requests given as JSON in argv[3] (before and after the wasm
// has loaded), and prints each reply as a JSON line.
// Usage: node harness.js <dir with aiworker.js, wasm_exec.js, aiworker.wasm> '<json array>'
"use strict";
const fs = require("fs");
const path = require("path");
const vm = require("vm");

const dir = process.argv[2];
const requests = JSON.parse(process.argv[3]);
let replies = 0;

globalThis.self = globalThis;
globalThis.importScripts = (f) => vm.runInThisContext(fs.readFileSync(path.join(dir, f), "utf8"));
globalThis.fetch = async (f) => {
  const file = path.join(dir, f);
  if (!fs.existsSync(file)) {
    return { ok: false, status: 404 };
  }
  const data = fs.readFileSync(file);
  return { ok: true, arrayBuffer: async () => data.buffer.slice(data.byteOffset, data.byteOffset + data.length) };
};
// Replies are written synchronously: console.log to a pipe is
// asynchronous, and process.exit would cut a long reply short.
globalThis.postMessage = (msg) => {
  fs.writeSync(1, JSON.stringify(msg) + "\n");
  if (msg.failed || ++replies === requests.length) {
    process.exit(0);
  }
};

vm.runInThisContext(fs.readFileSync(path.join(dir, "aiworker.js"), "utf8"));
// The first request arrives while the wasm loads; the rest after.
self.onmessage({ data: requests[0] });
setTimeout(() => requests.slice(1).forEach((q) => self.onmessage({ data: q })), 500);
setTimeout(() => { console.log(JSON.stringify({ timeout: true })); process.exit(1); }, 60000);
