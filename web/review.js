// review.js draws what follows a game, below the page (#after): the review of
// the rows (#review), the button that shares the game (#share), the button
// that asks for the review of a game under way (#review-button) and the
// history of the games finished on this device (#history), with export,
// import and clear. The page's Go program computes the review in the solver's
// worker and hands it over through window.solverAfter(info), where info is
// {mode, length, contrast, over, review: {summary, solved, rows: [{guess,
// colors, best, guesses, bestGuesses, exact, skill, luck, before, after,
// worst, bestWorst}]}} (review is absent when there is none for the board as
// it stands); it sets window.solverAskReview for the button, and
// window.solverSeeReview for the page's "See the review" at a game's end. It
// is plain JavaScript because the page's program has a size budget
// (docs/design.md#size).
//
// The review is written for a player who has never read how it works: in
// guesses, with the words left counted as the board counts them, each row's
// tiles, "solved" on the row that solved it, and for each best guess the
// reason it is best (the most words it could have left).
//
// It also draws the form that reviews a game played elsewhere (#elsewhere):
// the share text, the answer and, optionally, the words; Review calls
// window.solverAskReview(text, answer, words), and the worker's answer comes
// back as info.shared ({summary, solved, answer, error, field, rows: [...,
// could, estimated]}). The form is built once and kept, so that nothing
// typed is lost when the rest of #after is drawn again.
//
// The history is kept in localStorage at "wordle-solver:history" as
// {version: 1, games: [{mode, guesses, skill, at, id, summary}]}: guesses is 0
// for a game not solved, skill the review's mean (0-100), at the time it ended
// (ms), id its rows, so that a review shown again (after a reload) is not
// counted twice. The page's program keeps the games on several boards there
// (app/multi_history.go): their guesses are the score (from the boards to 5
// more), skill is there once the review is, with its summary. The export file
// is the same object. The figures are one mode's: a Quordle's 7 never counts
// beside a Wordle's 4.
(function () {
  "use strict";

  var KEY = "wordle-solver:history", VERSION = 1, ROWS = 6, MAX_FILE = 4 << 20;
  var MODES = { wordle: "Wordle", english: "English", sutom: "Sutom", dordle: "Dordle", quordle: "Quordle", octordle: "Octordle" };
  var BOARDS = { dordle: 2, quordle: 4, octordle: 8 }, RECENT = 8, COLOR_NAMES = ["grey", "yellow", "green"];
  var info = null, note = "", histErr = "", shared = null, form = null, cleared = null;

  function el(tag, attrs, children) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === "text") e.textContent = attrs[k];
      else if (k === "onclick" || k === "onchange") e[k] = attrs[k];
      else e.setAttribute(k, attrs[k]);
    });
    (children || []).forEach(function (c) { if (c) e.appendChild(c); });
    return e;
  }

  // checkList throws, in the player's words, unless h is a history of this page
  // with a list of games.
  function checkList(h) {
    var bad = "not a history file of this page";
    if (!h || typeof h !== "object" || Array.isArray(h)) throw new Error(bad);
    if (h.version !== VERSION) throw new Error(bad + ": version " + h.version + ", want " + VERSION);
    if (!Array.isArray(h.games)) throw new Error(bad + ": no list of games");
  }

  // fewest and most return the scores a mode's won games can have: 1 to 6 on
  // one board, from the boards to 5 more on several.
  function fewest(mode) { return BOARDS[mode] || 1; }
  function most(mode) { return BOARDS[mode] ? BOARDS[mode] + 5 : ROWS; }

  // checkGame throws, in the player's words, unless g, the history's game i, reads.
  // A game on several boards has a skill once its review came.
  function checkGame(g, i) {
    var n = "game " + (i + 1) + ": ";
    if (!g || !MODES[g.mode]) throw new Error(n + "unknown mode " + JSON.stringify(g && g.mode));
    var lo = fewest(g.mode), hi = most(g.mode);
    if (!Number.isInteger(g.guesses) || g.guesses !== 0 && (g.guesses < lo || g.guesses > hi)) {
      throw new Error(n + "guesses " + g.guesses + ", want 0 (not solved) or " + lo + " to " + hi);
    }
    if (!(BOARDS[g.mode] && g.skill === undefined) && (!Number.isInteger(g.skill) || g.skill < 0 || g.skill > 100)) {
      throw new Error(n + "skill " + g.skill + ", want 0 to 100");
    }
    if (typeof g.at !== "number" || typeof g.id !== "string") throw new Error(n + "no time or rows");
    if (g.summary !== undefined && typeof g.summary !== "string") throw new Error(n + "its summary is not text");
  }

  // foreign reports whether g is a game of a mode this page does not know, whole
  // enough to be one (a time and its rows).
  function foreign(g) {
    return !!g && typeof g.mode === "string" && !MODES.hasOwnProperty(g.mode) && typeof g.at === "number" && typeof g.id === "string";
  }

  // check throws, in the player's words, unless h is a history of this page.
  function check(h) {
    checkList(h);
    h.games.forEach(checkGame);
    return h;
  }

  // load returns the history kept on the device. What of it cannot be read is set
  // aside at KEY + ":unreadable" (the first such text is never written over) before
  // anything is kept again, so that no game of it is lost; the games that read are
  // kept. A game of a mode this page does not know (kept by a newer page in another
  // tab) is kept as it is, neither drawn nor counted: it is no fault.
  function load() {
    var text;
    try {
      text = localStorage.getItem(KEY);
    } catch (err) {
      histErr = "This browser would not let the page read its history.";
      return { version: VERSION, games: [] };
    }
    if (!text) return { version: VERSION, games: [] };
    var h, why = "", games = [];
    try {
      h = JSON.parse(text);
      checkList(h);
      h.games.forEach(function (g, i) {
        if (foreign(g)) return games.push(g);
        try {
          checkGame(g, i);
          games.push(g);
        } catch (err) {
          why = why || err.message;
        }
      });
    } catch (err) {
      why = err.message;
    }
    if (!why) return h;
    try {
      if (!localStorage.getItem(KEY + ":unreadable")) localStorage.setItem(KEY + ":unreadable", text);
    } catch (err) {
      // Storage refused: keep() will say so.
    }
    histErr = "Some games kept on this device could not be read (" + why + "): they are set aside, the others kept.";
    return { version: VERSION, games: games };
  }

  // keep saves the history through the page's program (window.solverKeep),
  // which also writes it to the copy that a killed browser keeps.
  function keep(h) {
    var text = JSON.stringify({ version: VERSION, games: h.games }), kept;
    try {
      kept = window.solverKeep ? window.solverKeep(KEY, text) : (localStorage.setItem(KEY, text), true);
    } catch (err) {
      kept = false;
    }
    if (!kept) histErr = "This browser would not keep the history (its storage may be full).";
  }

  // record keeps a finished game, unless it is its mode's last game again.
  function record(r) {
    var h = load(), id = r.rows.map(function (x) { return x.guess + ":" + x.colors; }).join(" ");
    for (var i = h.games.length - 1; i >= 0; i--) {
      if (h.games[i].mode === info.mode) {
        if (h.games[i].id === id) return;
        break;
      }
    }
    var skill = r.rows.reduce(function (s, x) { return s + x.skill; }, 0);
    h.games.push({ mode: info.mode, guesses: r.solved ? r.rows.length : 0,
      skill: r.rows.length ? Math.round(skill / r.rows.length) : 0, at: Date.now(), id: id });
    keep(h);
  }

  // dayOf returns the local day of a time in ms, as a number of days.
  function dayOf(ms) {
    var d = new Date(ms);
    return Math.round(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / 864e5);
  }

  // tally sums a mode's games. The streak counts days, as the NYT's does: each day with
  // a game won, the day after the last; a day whose games are all lost ends it.
  // The average score is of the games won; the average skill of the games reviewed.
  function tally(h, mode) {
    var t = { played: 0, won: 0, skill: 0, rated: 0, score: 0, streak: 0, best: 0, dist: [0, 0, 0, 0, 0, 0] }, days = {};
    h.games.forEach(function (g) {
      if (g.mode !== mode) return;
      t.played++;
      if (g.skill !== undefined) { t.skill += g.skill; t.rated++; }
      var d = dayOf(g.at);
      if (!(d in days)) days[d] = false;
      if (!g.guesses) return;
      days[d] = true;
      t.won++;
      t.score += g.guesses;
      t.dist[g.guesses - fewest(mode)]++;
    });
    var prev = null;
    Object.keys(days).map(Number).sort(function (a, b) { return a - b; }).forEach(function (d) {
      if (!days[d]) { t.streak = 0; prev = d; return; }
      t.streak = prev !== null && d === prev + 1 && t.streak > 0 ? t.streak + 1 : 1;
      t.best = Math.max(t.best, t.streak);
      prev = d;
    });
    var today = dayOf(Date.now());
    if (prev !== null && prev < today - 1) t.streak = 0; // a day without a win since
    t.skill = t.rated ? Math.round(t.skill / t.rated) : 0;
    t.score = t.won ? t.score / t.won : 0;
    return t;
  }

  function fixed(x) { return x.toFixed(2); }
  function signed(x) { return x >= 0.005 ? "+" + fixed(x) : x <= -0.005 ? "−" + fixed(-x) : "0.00"; }
  function count(n, one, many) { return n.toLocaleString("en-US") + " " + (n === 1 ? one : many); }
  function words(n) { return count(n, "word", "words"); }
  function guessCount(x) { return count(Math.round(10 * x) / 10, "guess", "guesses"); }

  // tiles shows a guess as the board's tiles, small, in its colours; a
  // screen reader reads the word and the colours.
  function tiles(guess, colors) {
    var names = colors.split("").map(function (c) { return COLOR_NAMES["byg".indexOf(c)]; }).join(", ");
    return el("span", { "class": "guess", role: "img", "aria-label": guess.toUpperCase() + ": " + names },
      guess.split("").map(function (l, i) { return el("span", { "class": "lt lt-" + colors[i], text: l.toUpperCase() }); }));
  }

  // reason says what the row's guess was worth and why the best is best:
  // the guesses each expects to finish, and the most words each could leave.
  function reason(x) {
    var about = x.exact ? "" : "about ";
    if (x.before === 1) return "The only word left.";
    var mine = about + fixed(x.guesses) + " guesses expected to finish";
    if (x.best === x.guess) return "The best guess here: " + mine + "; it could leave at most " + words(x.worst) + ".";
    var most = "would have left at most " + words(x.bestWorst) + " (yours up to " + x.worst.toLocaleString("en-US") + ")";
    if (x.skill === 100) return "As good as the best: " + mine + ". " + x.best.toUpperCase() + " " + most + ".";
    return "Yours: " + mine + ". Best: " + x.best.toUpperCase() + ", " + about + fixed(x.bestGuesses) + " guesses expected; it " + most + ".";
  }

  function reviewRow(x, i) {
    var solved = x.colors.indexOf("b") < 0 && x.colors.indexOf("y") < 0;
    return el("li", { "class": "review-row" + (x.guess.length > 6 ? " long" : ""), "data-review-row": i, "data-best": x.best,
      "data-skill": x.skill, "data-luck": fixed(x.luck) }, [
      tiles(x.guess, x.colors),
      el("span", { "class": "skill", text: "skill " + x.skill }),
      el("span", { "class": "luck", text: "luck " + signed(x.luck) }),
      el("span", { "class": "left" + (solved ? " solved" : ""), text: solved ? (x.before === 1 ? "Solved." :
        "Solved, out of " + words(x.before) + ".") : words(x.before) + " → " + words(x.after) + " left" }),
      el("span", { "class": "expect", text: reason(x) })
    ]);
  }

  // summary is the review in one line, in guesses: the score, what the
  // choices cost against the best play, and what luck gave or took.
  function summary(r) {
    var n = r.rows.length, cost = 0, luck = 0;
    r.rows.forEach(function (x) { cost += Math.max(0, x.guesses - x.bestGuesses); luck += x.luck; });
    var head = r.solved ? "Solved in " + count(n, "guess", "guesses") : info.over ? "Not solved in " + n :
      count(n, "guess", "guesses") + " so far";
    var choices = cost < 0.05 ? "your choices cost no guesses against the best play" :
      "your choices cost " + guessCount(cost) + " against the best play";
    var lucky = luck >= 0.05 ? "luck saved you " + guessCount(luck) : luck <= -0.05 ? "luck cost you " + guessCount(-luck) : "luck was even";
    return head + ": " + choices + "; " + lucky + ".";
  }

  function reviewSection(r) {
    var estimated = r.rows.some(function (x) { return !x.exact; });
    return el("section", { id: "review", "class": "review", "aria-labelledby": "review-title" }, [
      el("h2", { id: "review-title", tabindex: "-1", text: "Review" }),
      el("p", { id: "review-summary", "class": "summary", text: summary(r) }),
      el("ol", { "class": "review-rows" }, r.rows.map(reviewRow)),
      el("p", { "class": "review-key", text: "Skill: 100 for the best guess, or one as good; less the more guesses a choice " +
        "costs on average: 82 for a tenth of a guess, 37 for half a guess, 14 for a whole one. Luck: the guesses the " +
        "colours you got saved (+) or cost (−), against what that guess gets on average. Guesses expected count the row's own. Words left: counted as " +
        "the board counts them." + (estimated ? " About: an estimate, where no tree or finished search knows the figures." : "") }),
      el("div", { "class": "share" }, [
        el("button", { id: "share", type: "button", text: "Share", onclick: share }),
        el("span", { id: "share-status", role: "status", text: note })
      ])
    ]);
  }

  // shareText is the game without its letters: its score, the review's
  // summary and a row of squares per guess, in the board's colours.
  // puzzle returns the number of today's NYT Wordle in the player's time zone, as
  // its share text writes it: #0 was 2021-06-19.
  function puzzle() {
    return (dayOf(Date.now()) - Math.round(Date.UTC(2021, 5, 19) / 864e5)).toLocaleString("en-US");
  }

  // lightTheme reports whether the page shows its light theme, where the NYT's share
  // text greys with ⬜.
  function lightTheme() {
    var c = document.getElementById("solver").classList;
    return c.contains("theme-light") || !c.contains("theme-dark") && matchMedia("(prefers-color-scheme: light)").matches;
  }

  function shareText() {
    var r = info.review, grey = lightTheme() ? "⬜" : "⬛", sq = [grey, "🟨", "🟩"];
    if (info.mode === "sutom") sq = ["🟦", "🟡", "🟥"];
    else if (info.contrast) sq = [grey, "🟦", "🟧"];
    var title = info.mode === "wordle" ? "Wordle " + puzzle() : MODES[info.mode] + " " + info.length + " letters";
    var lines = [title + " " + (r.solved ? r.rows.length : "X") + "/" + ROWS + " (Wordle Solver)", summary(r), ""];
    r.rows.forEach(function (x) {
      lines.push(x.colors.split("").map(function (c) { return sq["byg".indexOf(c)]; }).join(""));
    });
    return lines.join("\n");
  }

  function share() {
    var text = shareText(), nav = navigator;
    var done = function (msg) { note = msg; var s = document.getElementById("share-status"); if (s) s.textContent = msg; };
    var failed = function (what) { return function (err) { done(what + (err && err.message ? ": " + err.message : "") + "."); }; };
    if (matchMedia("(pointer: coarse)").matches && typeof nav.share === "function") {
      nav.share({ text: text }).then(function () { done("Shared."); }, failed("Not shared"));
    } else if (nav.clipboard) {
      nav.clipboard.writeText(text).then(function () { done("Copied to the clipboard: paste it anywhere."); }, failed("Could not copy"));
    } else {
      done("This browser cannot copy from the page.");
    }
  }

  function exportHistory() {
    var h = load(), a = el("a", { download: "wordle-solver-history.json" });
    a.href = URL.createObjectURL(new Blob([JSON.stringify({ version: VERSION, games: h.games }, null, 2)], { type: "application/json" }));
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(function () { URL.revokeObjectURL(a.href); }, 1000);
  }

  function importHistory(e) {
    var file = e.target.files && e.target.files[0];
    e.target.value = "";
    if (!file) return;
    var refuse = function (why) { histErr = "Import refused: " + why + ". Your games are unchanged."; draw(); };
    if (file.size > MAX_FILE) return refuse("this file is too large to be a history of this page");
    file.text().then(function (text) {
      var got;
      try { got = check(JSON.parse(text)); } catch (err) {
        return refuse(err instanceof SyntaxError ? "not a history file of this page: not JSON" : err.message);
      }
      var h = load(), seen = {};
      h.games.forEach(function (g) { seen[JSON.stringify(g)] = true; });
      got.games.forEach(function (g) {
        g = { mode: g.mode, guesses: g.guesses, skill: g.skill, at: g.at, id: g.id, summary: g.summary };
        if (!seen[JSON.stringify(g)]) h.games.push(g);
      });
      h.games.sort(function (a, b) { return a.at - b.at; });
      histErr = "";
      keep(h);
      draw();
    }, function () { refuse("this file could not be read"); });
  }

  // clearHistory clears the history, and keeps what it held for #history-undo while
  // the page stays open: one tap must not lose every game for good.
  function clearHistory() {
    histErr = "";
    cleared = load().games;
    keep({ games: [] });
    draw();
  }

  // undoClear brings the cleared games back, but none an import brought back since.
  function undoClear() {
    var h = load(), seen = {};
    h.games.forEach(function (g) { seen[JSON.stringify(g)] = true; });
    h.games = cleared.filter(function (g) { return !seen[JSON.stringify(g)]; }).concat(h.games);
    cleared = null;
    keep(h);
    draw();
  }

  // figures is the line of a mode's figures: on several boards the average
  // score (of the games won) stands where one board's streak does.
  function figures(t, mode) {
    if (!t.played) return "No games kept yet: each game you finish here is counted.";
    var s = "Played " + t.played + " · won " + Math.round(100 * t.won / t.played) + "%";
    if (!BOARDS[mode]) return s + " · streak " + t.streak + " " + (t.streak === 1 ? "day" : "days") + " (best " + t.best + ") · average skill " + t.skill;
    return s + (t.won ? " · average score " + fixed(t.score) : "") + (t.rated ? " · average skill " + t.skill : "");
  }

  // perMode is a table of each mode's games, once games of two modes are kept.
  function perMode(h) {
    var modes = Object.keys(MODES).filter(function (m) { return h.games.some(function (g) { return g.mode === m; }); });
    if (modes.length < 2) return null;
    var cell = function (tag, text) { return el(tag, { text: text }); };
    return el("table", { id: "history-modes", "class": "history-modes" }, [
      el("caption", { text: "Each game's own figures" }),
      el("thead", {}, [el("tr", {}, ["Game", "Played", "Won", "Average score"].map(function (x) { return el("th", { scope: "col", text: x }); }))]),
      el("tbody", {}, modes.map(function (m) {
        var t = tally(h, m);
        return el("tr", { "data-mode": m, "data-played": t.played, "data-won": t.won }, [
          el("th", { scope: "row", text: MODES[m] }), cell("td", String(t.played)),
          cell("td", Math.round(100 * t.won / t.played) + "%"), cell("td", t.won ? fixed(t.score) + " / " + most(m) : "–")
        ]);
      }))
    ]);
  }

  // recent lists the last games kept, of every mode, the latest first: the
  // game, its score, its day and the review's summary, or its skill.
  function recent(h) {
    var games = h.games.filter(function (g) { return !foreign(g); });
    if (!games.length) return null;
    var thisYear = new Date().getFullYear();
    return el("ol", { id: "history-games", "class": "history-games", "aria-label": "Your last games" },
      games.slice(-RECENT).reverse().map(function (g) {
        var day = new Date(g.at), score = (g.guesses || "X") + "/" + most(g.mode);
        var what = g.summary ? g.summary.replace(/^\S+ [\dX]+\/\d+: /, "") : g.skill !== undefined ? "skill " + g.skill : "";
        what = what.charAt(0).toUpperCase() + what.slice(1);
        return el("li", { "data-mode": g.mode, "data-guesses": g.guesses, "data-at": g.at }, [
          el("strong", { text: MODES[g.mode] + " " + score }),
          el("time", { datetime: new Date(g.at - day.getTimezoneOffset() * 6e4).toISOString().slice(0, 10), text: day.toLocaleDateString("en-GB",
            day.getFullYear() === thisYear ? { day: "numeric", month: "short" } : { day: "numeric", month: "short", year: "numeric" }) }),
          what ? el("span", { "class": "what", text: what }) : null
        ]);
      }));
  }

  function historySection() {
    var h = load(), mode = info.mode, t = tally(h, mode), top = Math.max.apply(null, t.dist.concat([1])), lo = fewest(mode);
    return el("section", { id: "history", "class": "history", "aria-labelledby": "history-title" }, [
      el("h2", { id: "history-title", text: "Your games (" + MODES[mode] + ")" }),
      el("p", { id: "history-figures", text: figures(t, mode) }),
      el("ol", { id: "history-chart", "class": "chart", "aria-label": BOARDS[mode] ? "Games won by score" : "Games won by number of guesses" }, t.dist.map(function (n, i) {
        return el("li", { "data-guesses": i + lo, "data-count": n }, [
          el("span", { "class": "label", text: String(i + lo) }),
          el("span", { "class": "bar", style: "width: " + (2 + Math.round(78 * n / top)) + "%" }),
          el("span", { "class": "count", text: String(n) })
        ]);
      })),
      el("div", { "class": "history-actions" }, [
        el("button", { id: "history-export", type: "button", text: "Export", onclick: exportHistory }),
        el("label", { "class": "import" }, [document.createTextNode("Import"),
          el("input", { id: "history-import", type: "file", accept: ".json,application/json", onchange: importHistory })]),
        t.played ? el("button", { id: "history-clear", type: "button", text: "Clear", onclick: clearHistory }) : null
      ]),
      cleared && cleared.length ? el("p", { id: "history-cleared", "class": "message", role: "status" }, [
        document.createTextNode(cleared.length + (cleared.length === 1 ? " game" : " games") + " cleared. "),
        el("button", { id: "history-undo", type: "button", text: "Undo", onclick: undoClear })
      ]) : null,
      histErr ? el("p", { id: "history-error", "class": "message error", role: "alert", text: histErr }) : null,
      perMode(h),
      recent(h)
    ]);
  }


  var sharedKey = "null";

  function field(id, label, input, hint) {
    return el("div", { "class": "field" }, [
      el("label", { "for": id, text: label }), hint ? el("span", { id: id + "-hint", "class": "hint", text: hint }) : null, input
    ]);
  }

  // elsewhereForm builds the form once: its fields keep what the player typed.
  function elsewhereForm() {
    var text = el("textarea", { id: "elsewhere-share", rows: "8", spellcheck: "false", autocomplete: "off",
      placeholder: "Wordle 1,234 4/6\n\n⬛🟨⬛⬛⬛\n…" });
    var answer = el("input", { id: "elsewhere-answer", type: "text", autocomplete: "off", autocapitalize: "none",
      spellcheck: "false", enterkeyhint: "go" });
    var words = el("input", { id: "elsewhere-words", type: "text", autocomplete: "off", autocapitalize: "none",
      spellcheck: "false", enterkeyhint: "go", "aria-describedby": "elsewhere-words-hint" });
    var f = el("form", { "class": "elsewhere-form", novalidate: "" }, [
      field("elsewhere-share", "The text the game shared", text),
      field("elsewhere-answer", "The answer", answer),
      field("elsewhere-words", "Your words (optional)", words, "One a row, in order, with - for one you forget: they add the skill."),
      el("button", { id: "elsewhere-review", type: "submit", text: "Review this game" }),
      el("p", { id: "elsewhere-status", role: "status", "class": "hint" })
    ]);
    f.onsubmit = function (e) {
      e.preventDefault();
      if (!window.solverAskReview) return;
      document.getElementById("elsewhere-status").textContent = "Reviewing…";
      window.solverAskReview(text.value, answer.value, words.value.replace(/[,;]/g, " "));
    };
    var box = el("details", { id: "elsewhere", "class": "elsewhere" }, [
      el("summary", { id: "elsewhere-title", text: "Review a game played elsewhere" }),
      el("p", { "class": "hint", text: "Paste what the NYT's Wordle shares (its squares, no letters) and type the answer: " +
        "the review shows how many words could give each row's colours, the words left and the luck of each row." }),
      f,
      el("div", { id: "elsewhere-result" })
    ]);
    return el("section", { "aria-labelledby": "elsewhere-title" }, [box]);
  }

  function sharedRow(x, i) {
    var names = x.colors.split("").map(function (c) { return COLOR_NAMES["byg".indexOf(c)]; }).join(", ");
    var attrs = { "class": "review-row shared-row", "data-elsewhere-row": i, "data-could": x.could, "data-before": x.before,
      "data-after": x.after, "data-luck": fixed(x.luck) };
    if (x.skill >= 0) { attrs["data-skill"] = x.skill; attrs["data-best"] = x.best; }
    var mark = x.estimated ? "~" : "";
    return el("li", attrs, [
      el("span", { "class": "squares", role: "img", "aria-label": names }, x.colors.split("").map(function (c) {
        return el("span", { "class": "sq sq-" + c });
      })),
      el("span", { "class": "guess", text: x.guess ? x.guess.toUpperCase() : "?" }),
      el("span", { "class": "luck", text: "luck " + mark + signed(x.luck) }),
      el("span", { "class": "could", text: x.could + (x.could === 1 ? " word gives" : " words give") + " these colours" }),
      el("span", { "class": "left", text: "words left: " + x.before + " → " + x.after }),
      x.skill >= 0 ? el("span", { "class": "skill", text: "skill " + x.skill + "; best " + x.best.toUpperCase() }) : null
    ]);
  }

  // drawShared shows the answer to the last Review, or why there is none,
  // beside the field at fault.
  function drawShared() {
    var result = document.getElementById("elsewhere-result"), r = shared;
    ["share", "answer", "words"].forEach(function (f) {
      var input = document.getElementById("elsewhere-" + f), bad = r && r.error && r.field === f;
      var old = document.getElementById("elsewhere-error");
      if (bad) input.setAttribute("aria-invalid", "true"); else input.removeAttribute("aria-invalid");
      var by = ((f === "words" ? "elsewhere-words-hint " : "") + (bad ? "elsewhere-error" : "")).trim();
      if (by) input.setAttribute("aria-describedby", by); else input.removeAttribute("aria-describedby");
      if (bad) {
        if (old) old.remove();
        input.parentNode.insertBefore(el("p", { id: "elsewhere-error", "class": "message error", role: "alert", text: r.error }), input);
      }
    });
    if (!(r && r.error)) { var e = document.getElementById("elsewhere-error"); if (e) e.remove(); }
    var status = document.getElementById("elsewhere-status");
    if (status) status.textContent = r ? (r.error ? "Not reviewed: see above." : "Reviewed.") : "";
    if (!r || r.error) { result.replaceChildren(); return; }
    var estimated = r.rows.some(function (x) { return x.estimated; });
    result.replaceChildren(el("section", { id: "shared-review", "class": "review", "aria-labelledby": "shared-title" }, [
      el("h3", { id: "shared-title", tabindex: "-1", text: "That game, row by row" }),
      el("p", { id: "elsewhere-summary", "class": "summary", text: r.summary }),
      el("ol", { "class": "review-rows" }, r.rows.map(sharedRow)),
      el("p", { "class": "review-key", text: "Words left: those the rows leave possible, counted as the board counts them." +
        (estimated ? " Where your word is not given, what the colours alone leave, and ~ the luck averaged over the words that give those colours." : "") +
        " Luck: the guesses the colours saved (+) or cost (−) against the guess's average." })
    ]));
  }

  // draw draws #after as the last child of #solver, whose theme it takes; the
  // page's own parts, added after it as the page builds, go before it.
  function draw() {
    var box = document.getElementById("after"), root = document.getElementById("solver");
    if (!box) {
      box = el("div", { id: "after", "class": "after" });
      new MutationObserver(function () {
        if (box.parentNode && box.nextSibling) box.parentNode.appendChild(box);
      }).observe(root, { childList: true });
    }
    if (box.parentNode !== root || box.nextSibling) root.appendChild(box);
    if (!form) {
      form = elsewhereForm();
      box.replaceChildren(el("div", { "class": "slot" }), form, el("div", { "class": "slot" }));
    }
    form.hidden = !!BOARDS[info.mode]; // it reviews one board's games
    var r = info.review;
    box.firstChild.replaceChildren.apply(box.firstChild, [
      r && r.rows.length ? reviewSection(r) : null,
      r && r.rows.length || !info.played ? null : el("button", { id: "review-button", type: "button", "class": "more",
        text: "Review the game so far", onclick: function () { if (window.solverAskReview) window.solverAskReview(); } })
    ].filter(Boolean));
    box.lastChild.replaceChildren(historySection());
  }

  // solverSeeReview brings the review into view for a player who asked for it
  // (the page's "See the review"), and the focus to its title; before the
  // review comes, the place where it will show. Nothing scrolls on its own.
  window.solverSeeReview = function () {
    var t = document.getElementById("review-title") || document.getElementById("review-button") || document.getElementById("after");
    if (!t) return;
    t.scrollIntoView({ block: "start" });
    if (t.id === "after") return;
    t.focus({ preventScroll: true });
  };

  window.solverAfter = function (next) {
    if (!next.review) note = "";
    info = next;
    if (next.review && next.over) record(next.review);
    draw();
    var key = JSON.stringify(next.shared || null);
    if (key !== sharedKey) {
      sharedKey = key;
      shared = next.shared || null;
      drawShared();
      var focus = shared && (shared.error ? document.getElementById("elsewhere-" + shared.field) : document.getElementById("shared-title"));
      if (focus && form.contains(document.activeElement)) focus.focus();
    }
  };
})();
