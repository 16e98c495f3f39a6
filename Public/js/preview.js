// Links a preview's drawing with its environment inspector: hovering or focusing an element
// that read environment values highlights it, marks its entry in the list under the preview,
// and shows that entry in a bubble beside it. Without JavaScript the list says the same.
(function () {
  "use strict";

  function setUp(panel) {
    var bubble = null;

    function entry(id) {
      return panel.querySelector('.preview-reads li[data-gp-el="' + id + '"]');
    }

    function clear() {
      panel.querySelectorAll(".gp-current, .is-current").forEach(function (node) {
        node.classList.remove("gp-current", "is-current");
      });
      if (bubble) {
        bubble.remove();
        bubble = null;
      }
    }

    function show(element) {
      clear();
      var id = element.getAttribute("data-gp-el");
      var item = entry(id);
      element.classList.add("gp-current");
      if (!item) return;
      item.classList.add("is-current");
      var frame = element.closest(".preview-frame");
      if (!frame) return;
      bubble = document.createElement("div");
      bubble.className = "preview-bubble";
      bubble.setAttribute("role", "status");
      bubble.innerHTML = item.innerHTML;
      frame.style.position = "relative";
      frame.appendChild(bubble);
      var frameBox = frame.getBoundingClientRect();
      var box = element.getBoundingClientRect();
      var top = box.bottom - frameBox.top + 6;
      var left = Math.max(0, Math.min(box.left - frameBox.left, frameBox.width - bubble.offsetWidth));
      bubble.style.top = top + "px";
      bubble.style.left = left + "px";
    }

    function target(event) {
      var node = event.target.closest ? event.target.closest("[data-gp-el]") : null;
      return node && panel.contains(node) && node.closest(".preview-frame") ? node : null;
    }

    panel.addEventListener("mouseover", function (event) {
      var node = target(event);
      if (node) show(node);
    });
    panel.addEventListener("mouseout", function (event) {
      if (target(event) && !panel.contains(document.activeElement)) clear();
    });
    panel.addEventListener("focusin", function (event) {
      var node = target(event);
      if (node) show(node);
    });
    panel.addEventListener("focusout", function () {
      clear();
    });
    panel.addEventListener("keydown", function (event) {
      if (event.key === "Escape") clear();
    });
    panel.querySelectorAll(".preview-reads li").forEach(function (item) {
      item.addEventListener("mouseenter", function () {
        var id = item.getAttribute("data-gp-el");
        panel.querySelectorAll('.preview-frame [data-gp-el="' + id + '"]').forEach(function (node) {
          node.classList.add("gp-current");
        });
        item.classList.add("is-current");
      });
      item.addEventListener("mouseleave", clear);
    });
  }

  document.querySelectorAll(".panel-preview").forEach(setUp);
})();
