// Inline right after the /auth island (decision 1142). The island's markup holds the sign-in, phone and sign-up
// forms, the inactive ones `hidden`, and its tabs are links to `/auth?tab=…`. Until the island has hydrated, this
// shows at once the tab the address names, switches the tabs on a tap or the arrow keys (updating the address, which
// the island reads when it hydrates) and asks for the island to hydrate. Once hydrated, the island does it itself
// (its handlers run first and cancel the link; this steps aside). It never runs in the app. Plain ES5, no imports;
// allowed by its hash.
(function () {
  var ISLAND = '[data-island="auth-panel"]';
  var TAB = 'a[role="tab"][data-tab]';
  if (!window.history.replaceState || !window.URLSearchParams) return;

  function pending() {
    var marker = document.querySelector(ISLAND);
    return marker && !marker.hasAttribute("data-island-hydrated") ? marker : null;
  }

  function tabsOf(marker) {
    return marker.querySelectorAll(TAB);
  }

  function show(marker, chosen) {
    var tabs = tabsOf(marker);
    for (var i = 0; i < tabs.length; i++) {
      var active = tabs[i] === chosen;
      tabs[i].setAttribute("aria-selected", active ? "true" : "false");
      tabs[i].setAttribute("data-state", active ? "active" : "inactive");
      tabs[i].tabIndex = active ? 0 : -1;
      var panel = document.getElementById(tabs[i].getAttribute("aria-controls") || "");
      if (panel) {
        panel.hidden = !active;
        panel.setAttribute("data-state", active ? "active" : "inactive");
      }
    }
  }

  // The address with `value` open, the rest of the query (?redirect=, ?session=) kept.
  function addressOf(value) {
    var params = new URLSearchParams(window.location.search);
    params["delete"]("tab");
    var rest = params.toString();
    var query = value === "signin" ? rest : "tab=" + encodeURIComponent(value) + (rest ? "&" + rest : "");
    return window.location.pathname + (query ? "?" + query : "") + window.location.hash;
  }

  // As the early-interactions script does: after the next frame, so that the tab shown is painted first.
  function wake(marker) {
    if (marker.hasAttribute("data-island-wanted")) return;
    marker.setAttribute("data-island-wanted", "");
    requestAnimationFrame(function () {
      setTimeout(function () {
        if (window.__islandWake) window.__islandWake(marker);
      }, 0);
    });
  }

  function choose(marker, tab) {
    show(marker, tab);
    window.history.replaceState(window.history.state, "", addressOf(tab.getAttribute("data-tab")));
    wake(marker);
  }

  function tabOf(event) {
    var tab = event.target && event.target.closest ? event.target.closest(TAB) : null;
    var marker = pending();
    return !event.defaultPrevented && tab && marker && marker.contains(tab) ? { tab: tab, marker: marker } : null;
  }

  // The tab the address names (a link to /auth?tab=signup, a reload), shown before the page is painted.
  var first = pending();
  var asked = first ? new URLSearchParams(window.location.search).get("tab") : null;
  if (first && asked) {
    var tabs = tabsOf(first);
    for (var i = 0; i < tabs.length; i++) if (tabs[i].getAttribute("data-tab") === asked) show(first, tabs[i]);
  }

  document.addEventListener("click", function (event) {
    var found = tabOf(event);
    if (!found || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    choose(found.marker, found.tab);
  });

  var MOVES = { ArrowRight: 1, ArrowLeft: -1, Home: "first", End: "last" };
  document.addEventListener("keydown", function (event) {
    var found = tabOf(event);
    if (!found) return;
    if (event.key === " ") {
      event.preventDefault();
      choose(found.marker, found.tab);
      return;
    }
    if (!Object.prototype.hasOwnProperty.call(MOVES, event.key)) return;
    var move = MOVES[event.key];
    event.preventDefault();
    var tabs = tabsOf(found.marker);
    var index = Array.prototype.indexOf.call(tabs, found.tab);
    var next = move === "first" ? 0 : move === "last" ? tabs.length - 1 : (index + move + tabs.length) % tabs.length;
    tabs[next].focus();
    choose(found.marker, tabs[next]);
  });
})();
