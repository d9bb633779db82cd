// Inline in <head> of every page (root.tsx); acts on island pages only (docs/decisions/0800). Such a page paints from
// the critical CSS inline in its HTML. The full stylesheet (with the web font's faces and the rules for what islands
// render later: open menus, dialogs) and the island runtime, which <html> names in data-island-stylesheet and
// data-island-runtime, and the page's icon (its link's data-href) are requested only once the page has painted, so
// that nothing competes with the HTML on a slow link (docs/decisions/0937). A browser that has had the stylesheet
// before gets it at once from its cache, so later pages paint in Inter from the start.
// Plain ES5, no imports: it runs as is, and the server allows it by its hash.
(function () {
  var root = document.documentElement;
  var STYLESHEET_SEEN_KEY = "island-stylesheet";
  if (!root.hasAttribute("data-island-page")) return;

  function afterFirstPaint(task) {
    var done = false;
    function run() {
      if (done) return;
      done = true;
      setTimeout(task, 0);
    }
    var paintTiming = false;
    try {
      paintTiming = PerformanceObserver.supportedEntryTypes.indexOf("paint") !== -1;
    } catch (_error) {
      paintTiming = false;
    }
    if (paintTiming) {
      new PerformanceObserver(function (list, observer) {
        if (list.getEntriesByName("first-contentful-paint").length === 0) return;
        observer.disconnect();
        run();
      }).observe({ type: "paint", buffered: true });
    }
    addEventListener("load", function () {
      // A page loaded in a background tab paints when it is shown; never wait longer than this.
      if (paintTiming) setTimeout(run, 5000);
      else requestAnimationFrame(run);
    });
  }

  function loadStylesheet() {
    var href = root.getAttribute("data-island-stylesheet");
    if (!href) return;
    var link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = href;
    // The runtime hydrates an island only once the rules its open states need have arrived.
    window.__islandStylesheet = new Promise(function (resolve) {
      link.onload = function () {
        try {
          localStorage.setItem(STYLESHEET_SEEN_KEY, href);
        } catch (_error) {
          // Private mode may refuse storage: the next page waits for its first paint again.
        }
        resolve();
      };
      link.onerror = function () {
        resolve();
      };
    });
    document.head.appendChild(link);
  }

  function loadRuntime() {
    var src = root.getAttribute("data-island-runtime");
    if (!src) return;
    var script = document.createElement("script");
    script.type = "module";
    script.src = src;
    document.head.appendChild(script);
  }

  function showIcon() {
    var icon = document.querySelector('link[rel="icon"][data-href]');
    if (icon) icon.setAttribute("href", icon.getAttribute("data-href"));
  }

  var cached = false;
  try {
    cached = localStorage.getItem(STYLESHEET_SEEN_KEY) === root.getAttribute("data-island-stylesheet");
  } catch (_error) {
    cached = false;
  }
  if (cached) loadStylesheet();
  afterFirstPaint(function () {
    if (!cached) loadStylesheet();
    loadRuntime();
    showIcon();
  });
})();
