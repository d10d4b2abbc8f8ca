// boot.js runs while the page's <head> is parsed: it is a plain script there,
// so it runs before go-app's deferred app.js. It does seven things, one
// block each below:
//   - in a browser that blocks the site's storage, where reading
//     localStorage throws (and go-app reads it as it starts), it puts a
//     storage kept in memory in its place, and sets window.solverNoStorage
//     for the page to say that the game will not be kept;
//   - it opens the durable copy of the page's storage, in IndexedDB, and
//     reads it all while the page's program downloads (app/durable_js.go
//     puts back what a killed browser lost of localStorage);
//   - it starts the solver's Web Worker (web/solver.js), so that the two Go
//     programs download and compile side by side;
//   - it starts the compile of the page's own program in a worker
//     (web/compile.js), for app.js to instantiate (appInstantiate) once the
//     solver's worker is warm;
//   - it gives the board's tiles their keys (colours, arrows), and empty
//     tiles their empty data-letter;
//   - it tells the service worker when the page is ready, so that its
//     offline cache fills after the page's first load, not during it;
//   - it puts the theme the player chose on <html> (theme-light or
//     theme-dark), from the saved game before the page's program starts and
//     then as #solver's changes: go-app's loader, and the page around
//     #solver, take the page's colours from it (web/app.css).
//
// Until the page's Go code takes over solverWorker.onmessage, the worker's
// messages (strings, in the format of worker.AppendView) wait in
// window.solverOutbox; the Go code drains it when it attaches. A browser
// without Web Workers or WebAssembly gets no worker, only a fatal message in
// solverOutbox for the page to show.
(function () {
  "use strict";

  ["localStorage", "sessionStorage"].forEach(function (name) {
    try {
      window[name].length;
    } catch (err) {
      var items = new Map();
      var memory = {
        get length() { return items.size; },
        key: function (i) { var k = Array.from(items.keys())[i]; return k === undefined ? null : k; },
        getItem: function (k) { k = String(k); return items.has(k) ? items.get(k) : null; },
        setItem: function (k, v) { items.set(String(k), String(v)); },
        removeItem: function (k) { items.delete(String(k)); },
        clear: function () { items.clear(); },
      };
      try {
        Object.defineProperty(window, name, { value: memory, configurable: true });
        if (name === "localStorage") {
          window.solverNoStorage = true; // the page keeps its game there
        }
      } catch (err2) {
        // Left as it is: go-app then fails to start, and says so.
      }
    }
  });
})();

// window.solverSaved resolves to {db, keys, values}: the copy's open
// database and its records, or to null when the browser has no IndexedDB or
// it fails. It never rejects.
(function () {
  "use strict";

  window.solverSaved = new Promise(function (resolve) {
    // version is undefined at first (open whatever version is there); a
    // database found without its store (damaged, or made by hand) is opened
    // once more one version up, whose upgrade makes the store again.
    function openCopy(version, again) {
      var open;
      try {
        open = version === undefined ? indexedDB.open("wordle-solver") : indexedDB.open("wordle-solver", version);
      } catch (err) {
        resolve(null);
        return;
      }
      open.onupgradeneeded = function () {
        if (!open.result.objectStoreNames.contains("saves")) {
          open.result.createObjectStore("saves");
        }
      };
      open.onerror = function () { resolve(null); };
      open.onsuccess = function () {
        var db = open.result;
        if (!db.objectStoreNames.contains("saves")) {
          var next = db.version + 1;
          db.close();
          if (again) {
            resolve(null);
          } else {
            openCopy(next, true);
          }
          return;
        }
        // Another tab that deletes or upgrades the database must not wait on
        // this one; the page's next write finds it closed and keeps no copy.
        db.onversionchange = function () { db.close(); };
        try {
          var tx = db.transaction("saves", "readonly"), store = tx.objectStore("saves");
          var keys = store.getAllKeys(), values = store.getAll();
          tx.oncomplete = function () { resolve({ db: db, keys: keys.result, values: values.result }); };
          tx.onabort = function () { resolve(null); };
        } catch (err) {
          resolve(null);
        }
      };
    }
    openCopy(undefined, false);
  });
})();

(function () {
  "use strict";

  function fatal(message) {
    return "fatal " + JSON.stringify(message); // a JSON string is a Go quoted string
  }

  window.solverOutbox = [];
  var warm;
  window.solverWarm = new Promise(function (resolve) { warm = resolve; });
  if (typeof Worker === "undefined" || typeof WebAssembly === "undefined") {
    window.solverOutbox.push(fatal("This browser cannot run the solver: it needs Web Workers and WebAssembly."));
    warm();
    return;
  }
  var worker;
  try {
    worker = new Worker("/web/solver.js");
  } catch (err) {
    // Some browsers throw here, not in onerror, for a worker they refuse.
    window.solverOutbox.push(fatal("The solver could not start: " + (err && err.message || err)));
    warm();
    return;
  }
  // The worker's compiled program (see solver.js) is held here, and its
  // word that it is warm (worker.Run) resolves solverWarm, neither passed
  // on: this listener comes before onmessage, which the page's Go code takes
  // over, and that code reads only strings (views, see worker.ParseView).
  worker.addEventListener("message", function (e) {
    if (e.data instanceof WebAssembly.Module) {
      window.solverModule = e.data;
      e.stopImmediatePropagation();
    } else if (e.data && e.data.warm === true) {
      warm();
      e.stopImmediatePropagation();
    } else if (typeof e.data === "string" && e.data.indexOf("fatal ") === 0) {
      warm(); // it will not warm up
    }
  });
  worker.onmessage = function (e) {
    window.solverOutbox.push(e.data);
  };
  // An error event carries a message when the worker's code threw; when its
  // script could not be fetched (offline before the first visit completed,
  // a missing file), it carries none.
  worker.onerror = function (e) {
    warm();
    window.solverOutbox.push(fatal(e.message ?
      "The solver stopped: " + e.message :
      "The solver could not start: its script did not load."));
  };
  window.solverWorker = worker;
})();

// The page's own program, app.wasm, is compiled off the page's thread, by a
// worker of its own (web/compile.js) started here, while the head is parsed.
// go-app's app.js would compile it on the page's thread; app.Generate
// (app/site.go) rewrites its call so that it asks appInstantiate for the
// program, which only instantiates the compiled module. If the worker cannot
// compile it, appInstantiate falls back to go-app's own way, which app.js
// passes it. The worker also runs the program's first task once before it
// posts the module, so that the page's thread finds that task's code
// compiled (warmUp there).
(function () {
  "use strict";

  var wasmURL = "/web/app.wasm"; // web/compile.js compiles the same
  // The page's program starts once the solver's worker is warm (solverWarm),
  // or this many ms after it is compiled, whichever comes first: on 2 cores
  // the worker's start-up (its program's first run, its first answer, and V8
  // optimising the code they made hot) made each of the page's start-up
  // tasks last longer.
  var solverWaitMax = 1500;
  var received = 0;
  var onProgress = null;

  var compiled = new Promise(function (resolve) {
    if (typeof Worker === "undefined" || typeof WebAssembly === "undefined") {
      resolve(null);
      return;
    }
    var worker;
    try {
      worker = new Worker("/web/compile.js");
    } catch (err) {
      resolve(null);
      return;
    }
    worker.onmessage = function (e) {
      var m = e.data;
      if (m.received !== undefined) {
        received = m.received;
        if (onProgress) onProgress();
      } else if (m.module) {
        resolve(m.module);
        reportWarmUp(m.warmUp);
      } else {
        console.warn("boot: " + wasmURL + " could not be compiled in a worker: " + m.error);
        resolve(null);
      }
    };
    worker.onerror = function () {
      resolve(null);
    };
  });

  // reportWarmUp records the compile worker's run of the program's first
  // task (warmUp in web/compile.js) as the performance measure "app-warm-up",
  // ending now, or warns why it did not run (w is missing from a compile.js
  // older than this boot.js).
  function reportWarmUp(w) {
    if (!w || w.error) {
      console.warn("boot: " + wasmURL + " was not warmed up: " + (w ? w.error : "the compile worker did not say"));
      return;
    }
    try {
      performance.measure("app-warm-up", { end: performance.now(), duration: w.ms });
    } catch (err) {
      // A browser without User Timing Level 3: the measure is only for tests.
    }
  }

  // appInstantiate returns {module, instance} for the program at url, with
  // the imports of go-app's Go object, reporting the download's percentage to
  // progress (of size bytes, app.wasm uncompressed); fallback is go-app's own
  // loader, for a url other than app.wasm or a worker that failed.
  window.appInstantiate = async function (url, imports, progress, size, fallback) {
    if (url !== wasmURL) {
      return fallback();
    }
    onProgress = function () {
      showProgress(Math.min(100, Math.round(received * 100 / size)));
    };
    // go-app's loader is hidden under the page the bundle rendered: its
    // #progress shows the download too.
    function showProgress(pct) {
      progress(pct);
      var bar = document.querySelector(".prerender #progress");
      if (bar) {
        bar.value = pct;
        bar.setAttribute("aria-valuenow", pct);
      }
    }
    onProgress();
    var module = await compiled;
    onProgress = null;
    if (!module) {
      return fallback();
    }
    showProgress(100);
    await solverWarmOrLate();
    var instance = await WebAssembly.instantiate(module, imports);
    // app.js starts Go as soon as this returns; in the same task, the
    // instantiation and Go's start-up would make one longer task.
    await nextTask();
    return { module: module, instance: instance };
  };

  // solverWarmOrLate resolves once the solver's worker has warmed up
  // (window.solverWarm, see above) or solverWaitMax ms have passed.
  function solverWarmOrLate() {
    return Promise.race([
      window.solverWarm || Promise.resolve(),
      new Promise(function (resolve) { setTimeout(resolve, solverWaitMax); }),
    ]);
  }

  // nextTask resolves in a task of its own, after the browser's waiting ones.
  function nextTask() {
    return new Promise(function (resolve) {
      var ch = new MessageChannel();
      ch.port1.onmessage = function () { resolve(); };
      ch.port2.postMessage(null);
    });
  }
})();

// The board's keys on a tile the player reached with the keyboard: Enter and
// Space turn it to its next colour, 1, 2 and 3 set it grey, yellow and green,
// by clicking it as often as that takes (the page's click on a tile turns
// its colour); the arrow keys move the focus between tiles. The listener
// runs first (window, capture) and stops the key there, so that the page's
// own keydown listener, for which Enter confirms the row, never sees it. A
// tile tapped or clicked gives the focus back to the document, so that
// Enter then confirms, as before the tap. This lives here, not in Go: the
// page's program has a size budget.
(function () {
  "use strict";

  var states = ["absent", "present", "correct"];
  var moves = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
  function isTile(el) {
    return el && el.dataset && el.dataset.col !== undefined && el.dataset.row !== undefined;
  }
  window.addEventListener("keydown", function (e) {
    var t = e.target;
    if (!isTile(t) || e.ctrlKey || e.metaKey || e.altKey) {
      return;
    }
    var clicks = 0;
    if (e.key === "Enter" || e.key === " ") {
      clicks = 1;
    } else if (e.key === "1" || e.key === "2" || e.key === "3") {
      clicks = (Number(e.key) - 1 - states.indexOf(t.dataset.state) + 3) % 3;
    } else if (moves[e.key]) {
      var d = moves[e.key];
      var next = document.querySelector('[data-row="' + (Number(t.dataset.row) + d[0]) + '"][data-col="' + (Number(t.dataset.col) + d[1]) + '"]');
      if (next) {
        next.focus();
      }
    } else {
      return;
    }
    e.preventDefault();
    e.stopPropagation();
    for (var i = 0; i < clicks; i++) {
      t.click();
    }
  }, true);
  document.addEventListener("click", function (e) {
    if (e.detail > 0 && isTile(e.target)) {
      e.target.blur();
    }
  }, true);

  // solverMarkEmptyTiles gives every tile without a letter an empty
  // data-letter, as the page's test hooks have it: go-app leaves out an
  // attribute whose value is empty. The page calls it after each render of
  // the board (markEmptyTiles in app/browser_js.go).
  window.solverMarkEmptyTiles = function () {
    document.querySelectorAll("[data-row][data-col]:not([data-letter])").forEach(function (t) {
      t.setAttribute("data-letter", "");
    });
  };
})();

// The service worker (app/app-worker.js) fills its offline cache only once
// the page is ready, so that it does not compete with the page's first load:
// this tells it, when #solver first turns ready, and tells a newer worker that
// installs later while the page is open.
(function () {
  "use strict";

  if (!("serviceWorker" in navigator) || typeof MutationObserver === "undefined") {
    return;
  }
  function tell(reg) {
    var sw = reg && (reg.installing || reg.waiting);
    if (sw) {
      sw.postMessage({ type: "page-ready" });
    }
  }
  var seen = new MutationObserver(function () {
    if (!document.querySelector('#solver[data-ready="true"]')) {
      return;
    }
    seen.disconnect();
    navigator.serviceWorker.getRegistration().then(function (reg) {
      if (!reg) {
        return;
      }
      tell(reg);
      reg.addEventListener("updatefound", function () {
        tell(reg);
      });
    }, function () {
      // No service worker here (the player blocks the site's storage, say):
      // nothing to tell.
    });
  });
  seen.observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });
})();

(function () {
  "use strict";

  function set(theme) {
    var c = document.documentElement.classList;
    c.toggle("theme-light", theme === "light");
    c.toggle("theme-dark", theme === "dark");
  }
  try {
    set(JSON.parse(localStorage.getItem("wordle-solver") || "{}").settings.theme);
  } catch (err) {
    // No game saved, or one the page's program will say it cannot read.
  }
  if (typeof MutationObserver === "undefined") {
    return;
  }
  new MutationObserver(function (records) {
    for (var i = 0; i < records.length; i++) {
      var t = records[i].target;
      if (t.id === "solver") {
        set(t.classList.contains("theme-light") ? "light" : t.classList.contains("theme-dark") ? "dark" : "auto");
        return;
      }
    }
  }).observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: ["class"] });
})();

// The page the bundle rendered (.prerender: fixStaticPage and page.prerender
// in app/) shows the default list's opener in the first row, with the words
// that say to play it, before the page's program runs. This block fits it to
// the saved game as the document is parsed, before its first paint, and
// keeps the player's taps on that row for the program:
//   - saved settings of another list, strategy or hard mode: that opening's
//     word, from the table in <meta name="solver-openings">, or the
//     player's own opener where the optimal strategy plays it; the best
//     guesses, which are the default's, hidden;
//   - a Wordle game in progress: its rows, and no best guesses;
//   - a game other than Wordle (several boards too), or settings the table does not know: no
//     word and no best guesses, rather than wrong ones;
//   - the saved theme and high contrast on the rendered root, as on the
//     program's.
// A tap on a tile of the first row turns its colour, as the program's own
// tiles do, and is kept; solverTakeOver, which the page's program calls once
// its own page is built (takeOver in app/page.go), hands the taps over,
// then removes the rendered page.
(function () {
  "use strict";

  var early = { word: "", taps: [] };
  var want = null; // the word to show, "" for none; null: the rendered one
  var game = null; // a saved Wordle game in progress, shown instead
  var classes = [];
  try {
    var table = JSON.parse(document.querySelector('meta[name="solver-openings"]').content);
    var saved = JSON.parse(localStorage.getItem("wordle-solver") || "null");
    var s = saved && saved.settings || {};
    var last = localStorage.getItem("wordle-solver:game");
    var link = new URLSearchParams(location.search).get("mode");
    if (s.theme === "light" || s.theme === "dark") classes.push("theme-" + s.theme);
    if (s.contrast) classes.push("contrast");
    var boards = localStorage.getItem("wordle-solver:boards-open"); // a Dordle, Quordle or Octordle open
    if (link ? link !== "wordle" : last !== null && last !== '""' || boards !== null && boards !== '""') {
      want = "";
    } else if (saved && ((saved.rows && saved.rows.length) || saved.edited)) {
      want = "";
      game = saved;
    } else if (saved) {
      want = s.strategy === "optimal" && s.list === "classic" && s.opener ? s.opener :
        table[s.list + " " + s.strategy + " " + (s.hard ? "hard" : "normal")] || "";
    }
  } catch (err) {
    want = ""; // a save the page's program will say it cannot read
  }

  function fit(root) {
    root.classList.add.apply(root.classList, classes);
    var tiles = root.querySelectorAll('[data-row="0"][data-col]');
    var shown = Array.prototype.map.call(tiles, function (t) { return t.dataset.letter || ""; }).join("");
    if (want !== null && want !== shown) {
      root.classList.add("early-other");
      var next = root.querySelector("#next");
      if (next) {
        next.textContent = want ? next.textContent.replace(shown.toUpperCase(), want.toUpperCase()) : "";
      }
      tiles.forEach(function (t, i) {
        var l = want.charAt(i);
        setTile(t, l, l ? "absent" : "empty");
      });
      shown = want;
    }
    early.word = shown;
    if (game) {
      showGame(root);
    }
  }

  // showGame shows the saved game's rows, its colours, and its live row,
  // and keeps no tap: the program's own page plays them (its first row is
  // no longer the one a tap there would colour).
  function showGame(root) {
    early.taps = null;
    var rows = (game.rows || []).concat([game.active || {}]);
    var states = { b: "absent", y: "present", g: "correct" };
    root.querySelectorAll("#board .row").forEach(function (row, r) {
      var live = r === rows.length - 1;
      row.classList.toggle("active", live);
      row.setAttribute("aria-label", "Row " + (r + 1) + (live ? ", to colour" : ""));
    });
    rows.forEach(function (g, r) {
      var letters = String(g.letters || ""), colors = String(g.colors || "");
      root.querySelectorAll('[data-row="' + r + '"][data-col]').forEach(function (t, c) {
        var l = letters.charAt(c);
        setTile(t, l, l ? states[colors.charAt(c)] || "absent" : "empty");
      });
    });
  }

  function setTile(t, letter, state) {
    t.textContent = letter.toUpperCase();
    t.dataset.letter = letter;
    t.dataset.state = state;
    t.className = "tile " + state;
    t.setAttribute("aria-label", "Row " + (Number(t.dataset.row) + 1) + ", letter " + (Number(t.dataset.col) + 1) + ": " +
      (letter ? letter.toUpperCase() + ", " + state : "empty"));
  }

  // A mutation observer's callback runs before the browser paints what the
  // parser added: the rendered page is fitted once its board is parsed,
  // before it shows.
  var seen = new MutationObserver(function () {
    var root = document.querySelector(".prerender");
    if (root && root.querySelector("#confirm")) { // the board complete
      seen.disconnect();
      fit(root);
    }
  });
  seen.observe(document.documentElement, { childList: true, subtree: true });

  var turn = { absent: "present", present: "correct", correct: "absent" };
  document.addEventListener("click", function (e) {
    var t = e.target;
    if (early.taps === null || !t.closest || !t.closest(".prerender") || t.dataset.row !== "0" || !turn[t.dataset.state]) {
      return;
    }
    setTile(t, t.dataset.letter, turn[t.dataset.state]);
    early.taps.push(0, Number(t.dataset.col));
  }, true);

  window.solverTakeOver = function () {
    var taps = early.taps || [];
    if (taps.length) {
      early.taps = [];
    } else {
      early.taps = null;
      var root = document.querySelector(".prerender");
      if (root) {
        root.remove();
      }
    }
    return { word: early.word, taps: taps };
  };
})();
