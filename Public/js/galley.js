// Galley page behaviour. Everything here is progressive enhancement: pages read fully without it.
//   - copy buttons on code figures (visible code only, never diff marks or screen-reader words)
//   - the table of contents starts collapsed on narrow screens and follows the reading position
//   - the sidebar opens beside the page where ::details-content is missing, its current link in view
//   - search over the per-locale index, matching without diacritics (cvor finds čvor, dorada đorada);
//     a `?q=` query in the page URL runs a search on load, so results can be linked to
// Under Node (no `document`), only the pure functions are exported, for tests of the folding.
(function () {
  "use strict";

  // MARK: - Copy buttons

  /** The text of a code block as the reader sees it, one line per `.line`. */
  function visibleCode(code) {
    var lines = code.querySelectorAll(".line");
    if (lines.length === 0) return code.textContent;
    return Array.prototype.map.call(lines, function (line) {
      var copy = line.cloneNode(true);
      copy.querySelectorAll("[data-nocopy]").forEach(function (node) { node.remove(); });
      return copy.textContent;
    }).join("\n");
  }

  function copyWithSelection(text) {
    var area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    var ok = false;
    try { ok = document.execCommand("copy"); } catch (e) { ok = false; }
    area.remove();
    return ok;
  }

  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text).then(
        function () { return true; },
        function () { return copyWithSelection(text); });
    }
    return Promise.resolve(copyWithSelection(text));
  }

  function announce(message) {
    var status = document.getElementById("galley-status");
    if (!status) {
      status = document.createElement("p");
      status.id = "galley-status";
      status.className = "vh";
      status.setAttribute("role", "status");
      document.body.appendChild(status);
    }
    status.textContent = "";
    window.setTimeout(function () { status.textContent = message; }, 50);
  }

  function addCopyButtons() {
    document.querySelectorAll(".snippet").forEach(function (figure) {
      var bar = figure.querySelector(".snippet-bar");
      var code = figure.querySelector("pre.code > code");
      if (!bar || !code) return;
      var label = figure.getAttribute("data-copy-label") || "Copy";
      var done = figure.getAttribute("data-copied-label") || label;
      var button = document.createElement("button");
      button.type = "button";
      button.className = "copy-button";
      button.textContent = label;
      var timer = 0;
      button.addEventListener("click", function () {
        copyText(visibleCode(code)).then(function (ok) {
          if (!ok) return;
          button.textContent = done;
          button.setAttribute("data-copied", "");
          announce(done);
          window.clearTimeout(timer);
          timer = window.setTimeout(function () {
            button.textContent = label;
            button.removeAttribute("data-copied");
          }, 2000);
        });
      });
      bar.appendChild(button);
    });
  }

  // MARK: - Table of contents

  function enhanceTableOfContents() {
    var details = document.querySelector(".toc-details");
    if (!details) return;
    if (window.matchMedia("(max-width: 67.99rem)").matches) details.open = false;
    if (!("IntersectionObserver" in window)) return;
    var links = {};
    details.querySelectorAll("a[href^='#']").forEach(function (link) {
      links[decodeURIComponent(link.getAttribute("href").slice(1))] = link;
    });
    var headings = Object.keys(links).map(function (id) { return document.getElementById(id); })
      .filter(Boolean);
    var current = null;
    var observer = new IntersectionObserver(function (entries) {
      entries.forEach(function (entry) {
        if (!entry.isIntersecting) return;
        if (current) current.removeAttribute("aria-current");
        current = links[entry.target.id];
        if (current) current.setAttribute("aria-current", "location");
      });
    }, { rootMargin: "0px 0px -70% 0px" });
    headings.forEach(function (heading) { observer.observe(heading); });
  }

  // MARK: - Sidebar

  /** Opens the sidebar where it stands beside the page (a browser without ::details-content
   *  keeps the closed disclosure there), and scrolls its current link into its view. */
  function enhanceSidebar() {
    var details = document.querySelector(".sidebar-disclosure");
    if (!details || !window.matchMedia("(min-width: 75rem)").matches) return;
    details.open = true;
    var sidebar = details.closest(".sidebar");
    var current = details.querySelector("a[aria-current='page']");
    if (sidebar && current && sidebar.scrollHeight > sidebar.clientHeight) {
      sidebar.scrollTop = Math.max(0, current.offsetTop - sidebar.clientHeight / 3);
    }
  }

  // MARK: - Search

  /** Lowercase, without combining marks, with đ as d: how queries and the index's text are
   *  compared (the index holds the text as written; `folded` folds each entry once). */
  function fold(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/đ/g, "d")
      .replace(/Đ/g, "d").toLowerCase();
  }

  /** Folds `text` and keeps, for each folded position, the index of its source character. */
  function foldWithMap(text) {
    var folded = "";
    var map = [];
    for (var i = 0; i < text.length; i++) {
      var part = fold(text[i]);
      for (var j = 0; j < part.length; j++) { folded += part[j]; map.push(i); }
    }
    map.push(text.length);
    return { folded: folded, map: map };
  }

  function element(name, className, text) {
    var node = document.createElement(name);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  /** An excerpt of `text` around the first query term, with every term marked. */
  function excerpt(text, terms) {
    var mapped = foldWithMap(text);
    var ranges = [];
    terms.forEach(function (term) {
      var from = 0;
      var at;
      while ((at = mapped.folded.indexOf(term, from)) !== -1) {
        ranges.push([mapped.map[at], mapped.map[at + term.length]]);
        from = at + term.length;
      }
    });
    ranges.sort(function (a, b) { return a[0] - b[0]; });
    var start = ranges.length ? Math.max(0, ranges[0][0] - 60) : 0;
    var end = Math.min(text.length, start + 180);
    var fragment = document.createDocumentFragment();
    if (start > 0) fragment.appendChild(document.createTextNode("…"));
    var position = start;
    ranges.forEach(function (range) {
      if (range[0] < position || range[1] > end) return;
      fragment.appendChild(document.createTextNode(text.slice(position, range[0])));
      fragment.appendChild(element("mark", "", text.slice(range[0], range[1])));
      position = range[1];
    });
    fragment.appendChild(document.createTextNode(text.slice(position, end)));
    if (end < text.length) fragment.appendChild(document.createTextNode("…"));
    return fragment;
  }

  /** An entry's title, and its title and text, folded: once per entry, on its first search. */
  function folded(entry) {
    if (entry.foldedBody === undefined) {
      entry.foldedTitle = fold(entry.title);
      entry.foldedBody = entry.foldedTitle + " " + fold(entry.text);
    }
    return entry;
  }

  function search(entries, query) {
    var terms = fold(query).split(/\s+/).filter(Boolean);
    if (terms.length === 0) return { terms: terms, hits: [] };
    var hits = [];
    entries.forEach(function (entry) {
      var title = folded(entry).foldedTitle;
      var body = entry.foldedBody;
      var score = 0;
      for (var i = 0; i < terms.length; i++) {
        var inTitle = title.indexOf(terms[i]) !== -1;
        if (!inTitle && body.indexOf(terms[i]) === -1) return;
        score += inTitle ? 10 : 1;
      }
      hits.push({ entry: entry, score: score });
    });
    hits.sort(function (a, b) { return b.score - a.score; });
    return { terms: terms, hits: hits.slice(0, 20) };
  }

  function enableSearch() {
    var box = document.querySelector(".search");
    if (!box || !window.fetch || !String.prototype.normalize) return;
    var input = box.querySelector(".search-input");
    var results = box.querySelector(".search-results");
    var status = box.querySelector("[role='status']");
    var indexURL = box.getAttribute("data-index");
    var loading = null;
    var entries = null;
    box.hidden = false;

    function load() {
      if (!loading) {
        loading = fetch(indexURL)
          .then(function (response) {
            if (!response.ok) throw new Error(String(response.status));
            return response.json();
          })
          .then(function (index) { entries = index.entries || []; return entries; })
          .catch(function () { entries = null; loading = null; return null; });
      }
      return loading;
    }

    function close() {
      results.hidden = true;
      input.setAttribute("aria-expanded", "false");
    }

    function message(text) {
      results.replaceChildren(element("p", "search-empty", text));
      status.textContent = text;
    }

    function render() {
      var query = input.value.trim();
      if (!query) { close(); return; }
      load().then(function (loaded) {
        if (query !== input.value.trim()) return;
        results.hidden = false;
        input.setAttribute("aria-expanded", "true");
        if (!loaded) { message(box.getAttribute("data-error")); return; }
        var found = search(loaded, query);
        if (found.hits.length === 0) { message(box.getAttribute("data-no-results")); return; }
        status.textContent = "";
        var list = element("ol");
        found.hits.forEach(function (hit) {
          var link = element("a");
          link.href = hit.entry.url;
          link.appendChild(element("span", "search-result-title", hit.entry.title));
          var text = element("span", "search-result-text");
          text.appendChild(excerpt(hit.entry.text, found.terms));
          link.appendChild(text);
          var item = element("li");
          item.appendChild(link);
          list.appendChild(item);
        });
        results.replaceChildren(list);
      });
    }

    var timer = 0;
    input.addEventListener("input", function () {
      window.clearTimeout(timer);
      timer = window.setTimeout(render, 80);
    });
    input.addEventListener("focus", function () { load(); if (input.value.trim()) render(); });
    box.addEventListener("keydown", function (event) {
      var links = Array.prototype.slice.call(results.querySelectorAll("a"));
      var index = links.indexOf(document.activeElement);
      if (event.key === "Escape") { close(); input.focus(); event.preventDefault(); }
      else if (event.key === "ArrowDown" && links.length) {
        links[Math.min(index + 1, links.length - 1)].focus();
        event.preventDefault();
      } else if (event.key === "ArrowUp" && index >= 0) {
        (index === 0 ? input : links[index - 1]).focus();
        event.preventDefault();
      }
    });
    document.addEventListener("click", function (event) {
      if (!box.contains(event.target)) close();
    });
    var linked = new URLSearchParams(window.location.search).get("q");
    if (linked && linked.trim()) {
      input.value = linked;
      render();
    }
    document.addEventListener("keydown", function (event) {
      var target = event.target;
      var typing = target instanceof HTMLElement &&
        (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
      if (event.key === "/" && !typing && !event.metaKey && !event.ctrlKey) {
        input.focus();
        event.preventDefault();
      }
    });
  }

  // Compiler hovers: CSS shows a token's popover as a panel at the bottom of the window; here it
  // is placed beside the token instead, kept inside the window, and closed by Escape.
  function enhanceHovers() {
    var margin = 8;
    function place(token) {
      var pop = token.querySelector(".hv-pop");
      if (!pop) return;
      token.classList.remove("hv-dismissed");
      pop.classList.add("hv-placed");
      pop.style.left = "0px";
      pop.style.top = "0px";
      var box = token.getBoundingClientRect();
      var size = pop.getBoundingClientRect();
      var left = Math.min(box.left, window.innerWidth - size.width - margin);
      var top = box.bottom + 4;
      if (top + size.height > window.innerHeight - margin && box.top - size.height - 4 >= margin) {
        top = box.top - size.height - 4;
      }
      pop.style.left = Math.max(margin, left) + "px";
      pop.style.top = Math.max(margin, top) + "px";
    }
    document.querySelectorAll(".hv").forEach(function (token) {
      token.addEventListener("mouseenter", function () { place(token); });
      token.addEventListener("focus", function () { place(token); });
      token.addEventListener("mouseleave", function () { token.classList.remove("hv-dismissed"); });
      token.addEventListener("blur", function () { token.classList.remove("hv-dismissed"); });
    });
    // A placed popover is fixed to the window: it follows its token when the page or the code scrolls.
    document.addEventListener("scroll", function () {
      document.querySelectorAll(".hv:not(.hv-dismissed):hover, .hv:not(.hv-dismissed):focus-within").forEach(place);
    }, { capture: true, passive: true });
    document.addEventListener("keydown", function (event) {
      if (event.key !== "Escape") return;
      document.querySelectorAll(".hv:hover, .hv:focus-within").forEach(function (token) {
        token.classList.add("hv-dismissed");
      });
    });
  }

  function start() {
    addCopyButtons();
    enhanceHovers();
    enhanceTableOfContents();
    enhanceSidebar();
    enableSearch();
  }

  if (typeof document === "undefined") {
    if (typeof module === "object" && module.exports) module.exports = { fold: fold, search: search };
    return;
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
