// boards.js draws and keeps a game on several boards (Dordle, Quordle,
// Octordle: docs/boards.md) in #multi, which the page's Go program renders
// empty while such a game is open (app/multi.go). The board being coloured
// is shown large, its live row of tiles to tap; the others are small
// summaries, each a button that shows its board large, so that every tap
// target stays 44 px on a phone with eight boards. #confirm commits every
// board's row at once.
//
// The Go program calls window.solverBoards(cmd, sent): cmd a game's name
// ("dordle", "quordle", "octordle") opens it, "" closes it, "new" and "undo"
// act on it; sent is the last query ID the program posted, and this script
// numbers its own queries after it (the worker answers the newest ID); it
// returns its last ID. While a game is open (window.solverBoardsOn) the
// program hands every message of the worker to window.solverBoardsView, and
// this script posts its queries to window.solverWorker itself, in the wire
// format of app/worker/wire.go: a row is "row crane \"bbybg,-,ggggg\"", one
// colouring a board, "-" for a board solved before. The worker checks the
// rows (an error names the board and the row) and ranks the guesses
// (engine.Solver.BoardsRank): each suggestion comes with the boards where it
// can be the answer and the chance it solves one.
//
// The game is kept in localStorage at "wordle-solver:boards:NAME" as
// {rows: [{guess, colors: [...]}], guess, colors: [...], edited}. It is plain
// JavaScript because the page's program has a size budget (docs/design.md).
(function () {
  "use strict";

  var GAMES = { dordle: 2, quordle: 4, octordle: 8 }, EXTRA = 5, LEN = 5;
  var STATES = { b: "absent", y: "present", g: "correct" }, NEXT = { b: "y", y: "g", g: "b" };
  var name = "", n = 0, g = null, sel = 0, view = null, err = "", errRow = -1;
  var lastID = 0, waiting = 0, ready = false, focusKey = "";

  function el(tag, attrs, children) {
    var e = document.createElement(tag);
    for (var k in attrs || {}) {
      if (attrs[k] !== null && attrs[k] !== undefined && attrs[k] !== false) e.setAttribute(k, attrs[k]);
    }
    (children || []).forEach(function (c) {
      if (c !== null && c !== undefined) e.append(c);
    });
    return e;
  }

  function key() { return "wordle-solver:boards:" + name; }

  function fresh() {
    g.guess = "";
    g.edited = false;
    g.colors = [];
    for (var b = 0; b < n; b++) g.colors.push(solvedAt(b) >= 0 ? "-" : "bbbbb");
  }

  function load() {
    g = null;
    try {
      g = JSON.parse(localStorage.getItem(key()) || "null");
    } catch (e) {}
    if (!g || !Array.isArray(g.rows) || !Array.isArray(g.colors) || g.colors.length !== n) {
      g = { rows: [] };
      fresh();
    }
  }

  function save() {
    try {
      localStorage.setItem(key(), JSON.stringify(g));
    } catch (e) {}
  }

  // solvedAt returns the row that solved board b, or -1.
  function solvedAt(b) {
    for (var r = 0; r < g.rows.length; r++) {
      if (g.rows[r].colors[b] === "ggggg") return r;
    }
    return -1;
  }

  function unsolved() {
    var k = 0;
    for (var b = 0; b < n; b++) if (solvedAt(b) < 0) k++;
    return k;
  }

  function firstOpen() {
    for (var b = 0; b < n; b++) if (solvedAt(b) < 0) return b;
    return 0;
  }

  function over() { return unsolved() > 0 && g.rows.length >= n + EXTRA; }
  function done() { return unsolved() === 0 || over(); }

  function quote(s) { return JSON.stringify(s); }

  // ask posts the game to the worker, with confirm the request to commit
  // the active row.
  function ask(confirm) {
    lastID++;
    var q = "id " + lastID + "\nvariant " + name + "\n";
    g.rows.forEach(function (r) { q += "row " + r.guess + " " + quote(r.colors.join(",")) + "\n"; });
    if (g.guess) q += "active " + g.guess + " " + quote(g.colors.join(",")) + "\n";
    if (confirm) {
      q += "confirm\n";
      waiting = lastID;
    }
    ready = false;
    markReady();
    if (window.solverWorker) window.solverWorker.postMessage(q);
  }

  function markReady() {
    var root = document.getElementById("solver");
    if (root) root.setAttribute("data-ready", String(ready && !waiting && !!document.getElementById("multi")));
  }

  // tokens splits a line of the wire format into its values.
  function tokens(s) {
    return (s.match(/"(?:[^"\\]|\\.)*"|[^ ]+/g) || []).map(function (t) {
      return t[0] === '"' ? JSON.parse(t) : t;
    });
  }

  function parse(text) {
    var v = { id: 0, suggestions: [], boards: [] };
    text.split("\n").forEach(function (line) {
      if (!line) return;
      var sp = line.indexOf(" "), tag = sp < 0 ? line : line.slice(0, sp), f = sp < 0 ? [] : tokens(line.slice(sp + 1));
      switch (tag) {
        case "id": v.id = Number(f[0]); break;
        case "partial": case "accepted": case "ready": v[tag] = true; break;
        case "refused": case "fatal": case "task": v[tag] = f[0]; break;
        case "refusedRow": case "progress": v[tag] = Number(f[0]); break;
        case "suggestion": v.suggestions.push({ word: f[0], bits: Number(f[1]), solves: 0, finish: 0 }); break;
        case "finish":
          var t = v.suggestions[v.suggestions.length - 1];
          if (t) { t.solves = Number(f[0]); t.finish = Number(f[1]); }
          break;
        case "board": v.boards.push({ left: Number(f[0]), some: f.slice(1) }); break;
      }
    });
    return v;
  }

  window.solverBoardsView = function (text) {
    var v = parse(String(text));
    if (v.id !== lastID) return;
    if (v.fatal) {
      err = "The solver failed: " + v.fatal;
      waiting = 0;
      return render();
    }
    if (waiting === v.id && v.refused) {
      waiting = 0;
      ready = true;
      err = v.refused;
      errRow = v.refusedRow || 0;
      var m = /^Board (\d+)/.exec(err);
      if (m && Number(m[1]) <= n) sel = Number(m[1]) - 1; // the board at fault, large
      return render();
    }
    if (waiting === v.id && v.accepted) {
      g.rows.push({ guess: g.guess, colors: g.colors.slice() });
      fresh();
      sel = firstOpen();
      waiting = 0;
    }
    if (v.partial) return render();
    view = v;
    if (v.suggestions.length && !g.edited) g.guess = v.suggestions[0].word;
    ready = !!v.ready;
    save();
    render();
  };

  window.solverBoards = function (cmd, sent) {
    if (GAMES[cmd]) {
      name = cmd;
      n = GAMES[cmd];
      lastID = Math.max(lastID, sent);
      load();
      sel = firstOpen();
      view = null;
      err = "";
      waiting = 0;
      window.solverBoardsOn = true;
      ask(false);
      render();
    } else if (cmd === "") {
      window.solverBoardsOn = false;
      name = "";
    } else if (name && cmd === "new") {
      g = { rows: [] };
      fresh();
      newRow();
    } else if (name && cmd === "undo" && g.rows.length && !waiting) {
      var last = g.rows.pop();
      g.guess = last.guess;
      g.colors = last.colors.slice();
      g.edited = true;
      newRow();
    }
    return lastID;
  };

  function newRow() {
    err = "";
    sel = firstOpen();
    save();
    ask(false);
    render();
  }

  function edit() {
    err = "";
    save();
    render();
  }

  function tap(b, c) {
    if (waiting || c >= g.guess.length || g.colors[b] === "-" || done()) return;
    var cs = g.colors[b].split("");
    cs[c] = NEXT[cs[c]];
    g.colors[b] = cs.join("");
    edit();
  }

  function confirm() {
    if (g.guess.length !== LEN || waiting || done()) return;
    err = "";
    ask(true);
    render();
  }

  function onKey(e) {
    if (!window.solverBoardsOn || e.ctrlKey || e.metaKey || e.altKey || waiting || done()) return;
    var t = e.target, tag = t && t.tagName;
    if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") return;
    var k = e.key;
    if (k === "Enter") {
      if (tag === "BUTTON" && t.closest("#multi") && t.id !== "confirm") return; // the button's own
      e.preventDefault();
      return confirm();
    }
    if (k === "Backspace" && g.guess) g.guess = g.guess.slice(0, -1);
    else if (/^[a-zA-Z]$/.test(k) && g.guess.length < LEN) g.guess += k.toLowerCase();
    else return;
    g.edited = true;
    edit();
  }
  document.addEventListener("keydown", onKey);

  function onClick(e) {
    var t = e.target.closest("button");
    if (!t || !t.closest("#multi")) return;
    focusKey = t.getAttribute("data-key") || "";
    if (t.id === "confirm") return confirm();
    if (t.hasAttribute("data-pick")) {
      sel = Number(t.getAttribute("data-pick"));
      focusKey = "";
      return render();
    }
    if (t.hasAttribute("data-suggestion")) {
      g.guess = t.getAttribute("data-suggestion");
      g.edited = true;
      return edit();
    }
    if (t.hasAttribute("data-col")) tap(sel, Number(t.getAttribute("data-col")));
  }
  document.addEventListener("click", onClick);

  // boardRows returns board b's rows: its guesses and colourings until it
  // was solved, then the live row while it is open.
  function boardRows(b) {
    var rows = [];
    for (var r = 0; r < g.rows.length; r++) {
      var c = g.rows[r].colors[b];
      if (c === "-") break;
      rows.push({ guess: g.rows[r].guess, colors: c });
    }
    if (g.colors[b] !== "-" && !over()) rows.push({ guess: g.guess, colors: g.colors[b], live: true });
    return rows;
  }

  function left(b) { return view && view.boards[b] ? view.boards[b] : null; }

  function mini(b) {
    var l = left(b), solved = solvedAt(b) >= 0, state = solved ? "solved" : l ? l.left + " left" : "counting";
    var kids = [el("span", { class: "mini-head" }, [String(b + 1) + " · ",
      el("span", { "data-board-count": b }, [l ? String(l.left) : ""]), solved ? " ✓" : ""])];
    var attrs = { type: "button", class: "mini", "data-pick": b, "aria-pressed": String(b === sel), "aria-label": "Board " + (b + 1) + ": " + state, "data-key": "pick" + b };
    if (b !== sel) {
      attrs["data-board"] = b;
      attrs["data-solved"] = String(solved);
      kids.push(el("span", { class: "mini-rows", "aria-hidden": "true" }, boardRows(b).map(function (row, r) {
        return el("span", { class: "mini-row" }, row.colors.split("").map(function (c, i) {
          return el("span", { class: "sq " + STATES[c], "data-row": r, "data-col": i, "data-letter": row.guess.charAt(i), "data-state": row.guess.charAt(i) ? STATES[c] : "empty" });
        }));
      })));
    }
    return el("button", attrs, kids);
  }

  function bigBoard(b) {
    var r0 = solvedAt(b), l = left(b), head = "Board " + (b + 1) + ": ";
    if (r0 >= 0) head += "solved in " + (r0 + 1) + " (" + g.rows[r0].guess.toUpperCase() + ")";
    else if (l) head += l.left + (l.left === 1 ? " word" : " words") + " left" + (l.left <= 8 ? ": " + l.some.join(" ").toUpperCase() : "");
    else head += "counting the words left";
    return el("div", { class: "mboard", "data-board": b, "data-solved": String(r0 >= 0), role: "group", "aria-labelledby": "mboard-head" },
      [el("h2", { class: "mboard-head", id: "mboard-head" }, [head])].concat(boardRows(b).map(function (row, r) {
        var cls = "mrow" + (row.live ? " live" : "") + (err && r === errRow ? " wrong" : "");
        var tiles = [];
        for (var c = 0; c < LEN; c++) {
          var letter = row.guess.charAt(c), st = letter ? STATES[row.colors.charAt(c)] : "empty";
          tiles.push(el("button", { type: "button", class: "tile " + st, "data-row": r, "data-col": c, "data-letter": letter, "data-state": st,
            disabled: !row.live, "data-key": "tile" + c, "aria-label": "Board " + (b + 1) + ", row " + (r + 1) + ", letter " + (c + 1) + ": " + (letter ? letter.toUpperCase() + ", " + st : "empty") }, [letter.toUpperCase()]));
        }
        return el("div", { class: cls, role: "group", "aria-label": "Row " + (r + 1) + (row.live ? ", to colour" : "") }, tiles);
      })));
  }

  function finishText(mask) {
    var s = [];
    for (var b = 0; b < n; b++) if (mask & (1 << b)) s.push(b + 1);
    return s.join(", ");
  }

  // finishLine says where a guess may finish a board: "any board" when it
  // can be the answer on every board still open.
  function finishLine(t) {
    if (!t.finish) return "finishes no board";
    var chance = t.solves < 0.001 ? "under 0.1%" : (100 * t.solves).toFixed(1) + "%";
    var where = t.finish && finishText(t.finish).split(", ").length === unsolved() && unsolved() > 1 ? "any board" : "board " + finishText(t.finish);
    return "may finish " + where + " (" + chance + ")";
  }

  function tips() {
    var items = (view ? view.suggestions : []).map(function (t) {
      var f = finishText(t.finish);
      return el("li", {}, [el("button", { type: "button", class: "suggestion multi-tip" + (t.word === g.guess ? " chosen" : ""),
        "data-suggestion": t.word, "data-bits": t.bits.toFixed(2), "data-finish": f, "aria-pressed": t.word === g.guess ? "true" : null, "data-key": "tip" + t.word }, [
        el("span", { class: "word" }, [t.word.toUpperCase()]),
        el("span", { class: "bits" }, [t.bits.toFixed(2) + " bits"]),
        el("span", { class: "finish" }, [finishLine(t)])])]);
    });
    return el("section", { class: "suggestions" + (ready ? "" : " stale"), "aria-labelledby": "suggestions-title" }, [
      el("h2", { id: "suggestions-title" }, ["Best guesses"]),
      el("ol", { id: "suggestions" }, items),
      el("p", { class: "legend" }, ["Bits: information expected, summed over the boards. “May finish”: the boards where the word can be the answer, and the chance it solves one. Tap a board above to colour it."])]);
  }

  function line() {
    if (err) return el("p", { id: "error", class: "message error", role: "alert" }, [err]);
    if (unsolved() === 0) return el("p", { id: "solved", class: "message solved" }, ["All " + n + " boards solved in " + g.rows.length + " guesses."]);
    if (over()) return el("p", { id: "game-over", class: "message over" }, ["Out of guesses: " + unsolved() + " of " + n + " boards unsolved."]);
    var open = unsolved(), hint = open > 1 ? "tap each board's tiles to the game's colours, then confirm once." : "tap the tiles to the game's colours, then confirm.";
    return el("p", { class: "multi-line" }, ["Guess " + (g.rows.length + 1) + " of " + (n + EXTRA) + ": " + hint]);
  }

  function render() {
    var root = document.getElementById("multi");
    if (!name) return;
    if (!root) return void requestAnimationFrame(render); // the page has yet to draw it
    root.setAttribute("data-boards", n);
    root.setAttribute("data-rows", g.rows.length);
    var minis = [];
    for (var b = 0; b < n; b++) minis.push(mini(b));
    var kids = [line(), el("div", { class: "minis", role: "group", "aria-label": "Boards: tap one to colour it" }, minis), bigBoard(sel),
      el("button", { type: "button", id: "confirm", class: "confirm", "data-board": "true", "data-key": "confirm",
        disabled: g.guess.length !== LEN || !!waiting, hidden: done() }, ["Confirm colours on every board"])];
    if (!done()) kids.push(tips());
    root.replaceChildren.apply(root, kids);
    if (focusKey) {
      var f = root.querySelector('[data-key="' + focusKey + '"]');
      if (f && !f.disabled) f.focus();
    }
    markReady();
  }
})();
