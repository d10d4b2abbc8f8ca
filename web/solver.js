// solver.js is the script of the solver's dedicated Web Worker, which
// web/boot.js starts. It runs the Go program /web/solver.wasm (cmd/worker)
// with go-app's /wasm_exec.js, the one the page's own program runs with.
//
// Every message between the page and the worker is a string (a query in the
// format of worker.AppendQuery from the page, a view in that of
// worker.AppendView back), but the compiled program, which the worker posts
// once for the page to hold, and {warm: true}, which the Go program posts
// once it has warmed up (worker.Run; the page's own program waits for it,
// see boot.js). The
// page's queries that arrive before Go starts wait in self.solverInbox; the
// Go program takes over onmessage and drains it. If the program cannot
// start, or stops, the page gets a view of one line, fatal "...", to show
// the player.
"use strict";

self.solverInbox = [];
self.onmessage = (e) => self.solverInbox.push(e.data);

const wasmURL = "/web/solver.wasm";

// The program's download starts before wasm_exec.js is fetched or
// revalidated, not one round trip after it.
const download = fetch(wasmURL);

function fatal(message) {
  // A JSON string is a Go quoted string, as worker.ParseView reads it.
  self.postMessage("fatal " + JSON.stringify(message));
}

// instantiate compiles the program while it downloads or, where the browser
// lacks instantiateStreaming, from its bytes once downloaded. If streaming
// fails (a Content-Type other than application/wasm, say), it downloads the
// program again and compiles the bytes, or reports why it cannot.
async function instantiate(go) {
  let response;
  if (!WebAssembly.instantiateStreaming) {
    response = await download;
  } else {
    try {
      return await WebAssembly.instantiateStreaming(download, go.importObject);
    } catch (err) {
      console.warn("solver: compiling " + wasmURL + " from bytes:", err);
      response = await fetch(wasmURL);
    }
  }
  if (!response.ok) {
    throw new Error(wasmURL + ": " + response.status + " " + response.statusText);
  }
  return WebAssembly.instantiate(await response.arrayBuffer(), go.importObject);
}

async function start() {
  importScripts("/wasm_exec.js");
  const go = new Go();
  let exitCode = 0;
  go.exit = (code) => { exitCode = code; };
  const result = await instantiate(go);
  // The program's memory, for DevTools and the e2e tests (WorkerMemory in
  // cmd/internal/e2e): its size is the worker's peak, as it never shrinks.
  self.solverMemory = result.instance.exports.mem;
  // The compiled program, for the page to hold (solverModule in boot.js). The
  // browser keeps a compiled program in memory while any page or worker holds
  // it, and compiles the same bytes again only once none does. The page's
  // thread outlives its document on a reload, until its next garbage
  // collection, so the reload's worker finds the program compiled, its hot
  // code optimised. A browser that cannot post it loses only that.
  try {
    self.postMessage(result.module);
  } catch (err) {
    console.warn("solver: the page cannot hold the compiled program:", err);
  }
  // run settles only if the program ends, which it never does on purpose:
  // the page would wait for its answers forever.
  go.run(result.instance).then(
    () => fatal("The solver stopped (exit code " + exitCode + "); reload the page."),
    (err) => fatal("The solver stopped: " + (err && err.message || err))
  );
}

start().catch((err) => fatal("The solver could not start: " + (err && err.message || err)));
