// Tutorial pages on wide screens: the current step's files move into the sticky panel beside the
// prose and follow the reader's scroll. Figures are moved, not copied, so ids stay unique and
// the copy buttons keep working; on narrow screens (or without this script) every step's code
// stays under its prose.
(function () {
  "use strict";
  var article = document.querySelector(".article.tutorial");
  var panel = article && article.querySelector(".tutorial-panel");
  if (!panel) return;
  var wide = window.matchMedia("(min-width: 68rem)");

  // Steps in page order: the figures of one step share the id prefix step-S-N.
  var steps = [];
  var byKey = {};
  Array.prototype.forEach.call(article.querySelectorAll(".tutorial-prose figure.tutorial-step"), function (figure) {
    var match = /^step-(\d+)-(\d+)/.exec(figure.id);
    if (!match) return;
    var key = match[0];
    if (!byKey[key]) {
      byKey[key] = { key: key, figures: [], placeholders: [], prose: [] };
      steps.push(byKey[key]);
    }
    var placeholder = document.createElement("div");
    placeholder.className = "step-placeholder";
    figure.parentNode.insertBefore(placeholder, figure);
    byKey[key].figures.push(figure);
    byKey[key].placeholders.push(placeholder);
  });
  if (!steps.length) return;
  // The prose of a step: the paragraphs (and lists) just before its first file.
  steps.forEach(function (step) {
    var node = step.placeholders[0].previousElementSibling;
    while (node && /^(P|UL|OL|BLOCKQUOTE)$/.test(node.tagName)) {
      step.prose.unshift(node);
      node = node.previousElementSibling;
    }
  });

  var current = null;
  function show(step) {
    if (step === current) return;
    if (current) {
      current.figures.forEach(function (figure, index) {
        current.placeholders[index].parentNode.insertBefore(figure, current.placeholders[index].nextSibling);
      });
      current.prose.forEach(function (node) { node.classList.remove("is-current-step"); });
    }
    current = step;
    if (!step) return;
    step.figures.forEach(function (figure) { panel.appendChild(figure); });
    step.prose.forEach(function (node) { node.classList.add("is-current-step"); });
  }

  function pick() {
    var line = window.innerHeight * 0.45;
    var chosen = steps[0];
    var root = document.documentElement;
    if (window.scrollY > 0 && window.innerHeight + window.scrollY >= root.scrollHeight - 2) {
      show(steps[steps.length - 1]);  // the end of the page: the last step, however short its prose
      return;
    }
    for (var i = 0; i < steps.length; i++) {
      var anchor = steps[i].prose[0] || steps[i].placeholders[0];
      if (anchor.getBoundingClientRect().top <= line) chosen = steps[i];
      else break;
    }
    show(chosen);
  }

  // pick() reads a few rectangles and moves at most a handful of nodes, so it runs on every
  // scroll event rather than waiting for an animation frame.
  function onScroll() { pick(); }

  function apply() {
    if (wide.matches) {
      article.classList.add("tutorial-js");
      panel.hidden = false;
      pick();
      window.addEventListener("scroll", onScroll, { passive: true });
    } else {
      window.removeEventListener("scroll", onScroll);
      show(null);
      panel.hidden = true;
      article.classList.remove("tutorial-js");
    }
  }
  // Keyboard readers: focusing a link in a step's prose brings that step's code.
  article.addEventListener("focusin", function (event) {
    if (!wide.matches) return;
    for (var i = 0; i < steps.length; i++) {
      if (steps[i].prose.some(function (node) { return node.contains(event.target); })) show(steps[i]);
    }
  });
  if (wide.addEventListener) wide.addEventListener("change", apply);
  apply();
})();
