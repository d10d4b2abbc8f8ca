// compile.js is the script of a short-lived Web Worker that web/boot.js
// starts: it downloads and compiles the page's Go program off the page's
// thread, and posts the compiled WebAssembly.Module to the page, which only
// instantiates it (appInstantiate in boot.js).
//
// Messages to the page: {received: bytes} as the download goes, then
// {module: WebAssembly.Module}, or {error: "..."} if it cannot compile.
"use strict";

self.onmessage = async (e) => {
  try {
    self.postMessage({ module: await compile(e.data) });
  } catch (err) {
    self.postMessage({ error: String(err && err.message || err) });
  }
  self.close();
};

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
