// Installed by the e2e harness with Page.addScriptToEvaluateOnNewDocument,
// so it runs in every document before the page's own scripts.
(() => {
  const e2e = { longTasks: [], csp: [], readyAt: 0, suggestedAt: 0 };
  Object.defineProperty(window, "__e2e", { value: e2e });

  // Main-thread tasks over 50 ms, from the very start of the document.
  try {
    new PerformanceObserver((list) => {
      for (const t of list.getEntries()) {
        e2e.longTasks.push({ start: t.startTime, duration: t.duration, name: t.name });
      }
    }).observe({ type: "longtask", buffered: true });
  } catch (err) {
    e2e.observerError = String(err);
  }

  // The Go program's WebAssembly memory, kept to read its size (it only grows,
  // so its size is the peak): instantiate is wrapped to catch the instance,
  // which instantiate gives itself when given a compiled module.
  for (const name of ["instantiate", "instantiateStreaming"]) {
    const orig = WebAssembly[name];
    if (!orig) continue;
    WebAssembly[name] = async function (...args) {
      const result = await orig.apply(this, args);
      const instance = result instanceof WebAssembly.Instance ? result : result && result.instance;
      const mem = instance && instance.exports.mem;
      if (mem) e2e.wasmMemory = mem;
      return result;
    };
  }

  document.addEventListener("securitypolicyviolation", (ev) => {
    e2e.csp.push(
      `${ev.effectiveDirective} blocked ${ev.blockedURI || "inline"} at ${ev.sourceFile}:${ev.lineNumber}`
    );
  });

  // The first time the page is ready (the contract's #solver[data-ready="true"]
  // with go-app's loader gone), in ms since the navigation started.
  const ready = () =>
    document.querySelector('#solver[data-ready="true"]') !== null &&
    document.getElementById("app-wasm-loader") === null;
  // The first time a suggestion is on screen, which can be before the page is
  // ready: before the rest of the page is built, or while a table fills.
  const suggested = () =>
    document.querySelector("#suggestions [data-suggestion]") !== null &&
    document.getElementById("app-wasm-loader") === null;
  const mo = new MutationObserver(() => {
    if (!e2e.suggestedAt && suggested()) {
      e2e.suggestedAt = performance.now();
    }
    if (ready()) {
      e2e.readyAt = performance.now();
      e2e.suggestedAt = e2e.suggestedAt || e2e.readyAt;
      mo.disconnect();
    }
  });
  mo.observe(document, { subtree: true, childList: true, attributes: true });
})();
