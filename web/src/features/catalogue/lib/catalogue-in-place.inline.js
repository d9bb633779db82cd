// Inline after the catalogue's browser island (/formations, decision 1073). Its theme buttons submit a GET form and
// « Voir plus » is a link: both work without any script, the server answering the address filtered. Until the island
// has hydrated, this does the same in place: it asks the server for that address, puts the island's markup of the
// answer in place of the page's (the island's props come with it, so it hydrates on what is shown) and updates the
// address. Once the island is there, it filters at once itself and this steps aside (its handler has run first).
// Plain ES5, no imports; allowed by its hash.
(function () {
  var ISLAND = '[data-island="catalogue-browser"]';
  if (!window.fetch || !window.DOMParser || !window.history.pushState) return;
  var asked = 0;

  function current() {
    var marker = document.querySelector(ISLAND);
    return marker && !marker.hasAttribute("data-island-hydrated") ? marker : null;
  }

  function show(url, marker) {
    var ticket = ++asked;
    marker.setAttribute("aria-busy", "true");
    fetch(url, { headers: { accept: "text/html" }, credentials: "same-origin" })
      .then(function (response) {
        if (!response.ok) throw new Error("HTTP " + response.status);
        return response.text();
      })
      .then(function (html) {
        if (ticket !== asked) return;
        var next = new DOMParser().parseFromString(html, "text/html").querySelector(ISLAND);
        var now = document.querySelector(ISLAND);
        if (!next || !now) throw new Error("no catalogue");
        window.history.pushState(null, "", url);
        if (now.hasAttribute("data-island-hydrated")) {
          // The island came meanwhile: it reads the new address.
          window.dispatchEvent(new PopStateEvent("popstate"));
          now.removeAttribute("aria-busy");
          return;
        }
        var adopted = document.adoptNode(next);
        now.parentNode.replaceChild(adopted, now);
        // Someone filters: the island is fetched now, so that the next filter is at once.
        if (window.__islandWake) window.__islandWake(adopted);
        var hash = url.split("#")[1];
        var target = hash && document.getElementById(hash);
        var link = target && target.querySelector("a[href]");
        if (link) link.focus();
      })
      .catch(function () {
        window.location.assign(url);
      });
  }

  document.addEventListener("submit", function (event) {
    var form = event.target;
    var marker = current();
    var submitter = event.submitter;
    if (event.defaultPrevented || !marker || !marker.contains(form) || !submitter || submitter.name !== "theme") return;
    event.preventDefault();
    var theme = submitter.value;
    var pressed = marker.querySelectorAll('[name="theme"][aria-pressed="true"]');
    for (var i = 0; i < pressed.length; i++) pressed[i].setAttribute("aria-pressed", "false");
    submitter.setAttribute("aria-pressed", "true");
    show("/formations" + (theme ? "?theme=" + encodeURIComponent(theme) : ""), marker);
  });

  document.addEventListener("click", function (event) {
    var link = event.target && event.target.closest ? event.target.closest("a[data-catalogue-more]") : null;
    var marker = current();
    if (event.defaultPrevented || !link || !marker || !marker.contains(link) || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    show(link.href, marker);
  });
})();
