// compile.js is the script of a short-lived Web Worker that web/boot.js
// starts: it downloads and compiles the page's Go program off the page's
// thread, and posts the compiled WebAssembly.Module to the page, which only
// instantiates it (appInstantiate in boot.js).
//
// Before it posts the module it runs the program's first task once, here
// (warmUp), so that the page's thread finds that task's code compiled.
//
// It starts as soon as its script runs, with the program's URL its own: a
// message from the page would reach it only once the page's thread, busy
// parsing and painting the page as it loads, passes it on (150-190 ms later
// on a phone's throttled CPU, docs/performance.md).
//
// Messages to the page: {received: bytes} as the download goes, then
// {module: WebAssembly.Module, warmUp: {ms} or {error}}, or {error: "..."}
// if it cannot compile.
"use strict";

const wasmURL = "/web/app.wasm";

(async () => {
  try {
    const compiling = compile(wasmURL);
    const loaded = loadGo(); // while the program downloads
    const module = await compiling;
    self.postMessage({ module, warmUp: await warmUp(module, loaded) });
    // The page has the module; the collector's code is compiled here
    // meanwhile (goWarmUp, set by the program's package pause).
    if (typeof self.goWarmUp === "function") {
      self.goWarmUp();
    }
  } catch (err) {
    self.postMessage({ error: String(err && err.message || err) });
  }
  // The warmed-up program waits for a message it never gets.
  self.close();
})();

// loadGo loads go-app's copy of Go's wasm_exec.js, which defines Go, for
// warmUp. It returns why it could not, or "".
function loadGo() {
  try {
    importScripts("/wasm_exec.js");
    return "";
  } catch (err) {
    return String(err && err.message || err);
  }
}

// warmUp runs the program up to its first wait for the browser: Go's
// runtime start-up and the first packages' inits, up to app/internal/pause's,
// right after syscall/js. On the page's thread that would be the longest
// task before the page mounts, most of it the browser compiling functions on
// their first call. Compiled code belongs to the module, which the threads
// it is posted to share, so the page's thread then only runs that code.
// Running the next tasks here too (up to the pause after regexp, or the one
// before go-app starts) makes the page's longest task before its mount
// longer, in alternating runs: the page waits for the module meanwhile. It
// returns {ms}, what the instantiation and the task took here, or {error}:
// why Go is missing (loaded), or that the program ended instead of waiting.
async function warmUp(module, loaded) {
  if (loaded) {
    return { error: loaded };
  }
  try {
    const start = performance.now();
    const go = new Go();
    const instance = await WebAssembly.instantiate(module, go.importObject);
    // run returns once every goroutine waits; its promise settles only
    // if the program ends, and a failure there is the page's too.
    go.run(instance).catch(() => {});
    const ms = performance.now() - start;
    return go.exited ? { error: "the program ended in its start-up" } : { ms };
  } catch (err) {
    return { error: String(err && err.message || err) };
  }
}

// compile compiles the program at url while it downloads or, where the
// browser lacks compileStreaming or streaming fails (a Content-Type other
// than application/wasm, say), from its bytes.
async function compile(url) {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(url + ": " + response.status + " " + response.statusText);
  }
  // One copy of the body compiles, the other counts the bytes for the
  // loader's progress: the first keeps the response's URL, so the browser
  // may cache the compiled code.
  count(response.clone().body);
  if (!WebAssembly.compileStreaming) {
    return WebAssembly.compile(await response.arrayBuffer());
  }
  try {
    return await WebAssembly.compileStreaming(response);
  } catch (err) {
    console.warn("compile: compiling " + url + " from bytes:", err);
    return WebAssembly.compile(await (await fetch(url)).arrayBuffer());
  }
}

// count reads body to its end, posting how many bytes came so far at most
// every 50 ms.
async function count(body) {
  const reader = body.getReader();
  let received = 0;
  let posted = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) {
      self.postMessage({ received });
      return;
    }
    received += value.byteLength;
    const now = performance.now();
    if (now - posted >= 50) {
      posted = now;
      self.postMessage({ received });
    }
  }
}
