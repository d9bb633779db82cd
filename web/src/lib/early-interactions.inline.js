// Inline in <head> of every page (root.tsx), before any markup: until the app marks <html data-hydrated>, it holds
// the last tap on a control and the last form submission, and notes what is typed into fields, so that
// early-interactions.ts replays them once the page is interactive (docs/decisions/0720). A held submission never
// reaches the network. Plain ES5, no imports: it runs as is, and the server allows it by its hash.
(function () {
  var root = document.documentElement;
  var CONTROL = 'button,[role="button"],[role="tab"],[role="checkbox"],[role="switch"],[role="radio"],[role="combobox"],[role="menuitem"]';
  var held = { fields: [], action: null };
  window.__earlyInteractions = held;

  function waiting() {
    return !root.hasAttribute("data-hydrated");
  }

  function hold(action) {
    held.action = action;
    root.setAttribute("data-early-interaction", "");
  }

  // A control whose effect needs the app. A submit button is left to the browser: its submit event is held below.
  function controlOf(target) {
    var control = target && target.closest ? target.closest(CONTROL) : null;
    if (!control || control.disabled || control.closest("a[href]")) return null;
    if (control.form && control.type === "submit") return null;
    return control;
  }

  function onPointer(event) {
    if (!waiting()) return;
    var control = controlOf(event.target);
    if (!control) return;
    // React may already be hydrating: it must not see this tap as well as its replay.
    event.stopImmediatePropagation();
    if (event.type === "click") {
      event.preventDefault();
      hold({ kind: "tap", target: control });
    }
  }

  function onSubmit(event) {
    if (!waiting()) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    hold({ kind: "submit", target: event.target, submitter: event.submitter || null });
  }

  function onField(event) {
    if (!waiting()) return;
    var field = event.target;
    var tag = field && field.tagName;
    if (tag !== "INPUT" && tag !== "TEXTAREA" && tag !== "SELECT") return;
    for (var i = 0; i < held.fields.length; i++) {
      if (held.fields[i].field === field) held.fields.splice(i, 1);
    }
    held.fields.push({ field: field, value: field.value, checked: field.checked });
  }

  var pointerEvents = ["pointerdown", "mousedown", "pointerup", "mouseup", "click"];
  for (var i = 0; i < pointerEvents.length; i++) window.addEventListener(pointerEvents[i], onPointer, true);
  window.addEventListener("submit", onSubmit, true);
  window.addEventListener("input", onField, true);
  window.addEventListener("change", onField, true);
})();
