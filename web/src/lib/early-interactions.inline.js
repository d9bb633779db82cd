// Inline in <head> of every page (root.tsx), before any markup: until the app marks <html data-hydrated>, it holds
// the last tap on a control and the last form submission, and notes what is typed into fields, so that
// early-interactions.ts replays them once the page is interactive (docs/decisions/0720). A held submission never
// reaches the network. On an island page (<html data-island-page>, docs/decisions/0800) the same holds inside each
// island until that island is hydrated, and using an island asks the island runtime to hydrate it.
// Plain ES5, no imports: it runs as is, and the server allows it by its hash.
(function () {
  var root = document.documentElement;
  var CONTROL =
    'button,[role="button"],[role="tab"],[role="checkbox"],[role="switch"],[role="radio"],[role="combobox"],[role="menuitem"]';
  var held = { fields: [], action: null };
  window.__earlyInteractions = held;

  var islandPage = root.hasAttribute("data-island-page");

  function islandOf(target) {
    var island = target && target.closest ? target.closest("[data-island]") : null;
    return island && !island.hasAttribute("data-island-hydrated") ? island : null;
  }

  function waiting(target) {
    return islandPage ? islandOf(target) !== null : !root.hasAttribute("data-hydrated");
  }

  // Someone uses an island: the runtime hydrates it (or, not loaded yet, finds it marked when it starts). It is asked
  // after the next frame, so that what the tap shows at once (a pressed look, an open menu) is painted before the
  // island's code arrives and runs (docs/decisions/0959).
  function wake(target) {
    var island = islandPage ? islandOf(target) : null;
    if (!island || island.hasAttribute("data-island-wanted")) return;
    island.setAttribute("data-island-wanted", "");
    requestAnimationFrame(function () {
      setTimeout(function () {
        if (window.__islandWake) window.__islandWake(island);
      }, 0);
    });
  }

  // The control tapped (or the form's submit button) shows at once that it was heard: it looks pressed until the app
  // performs the tap (early-interactions.ts lifts it). Inline style, so it needs no rule from the full stylesheet,
  // which may not have arrived; the element's own box-shadow is kept in the attribute and put back.
  var PRESSED = "data-early-pressed";
  function unpress() {
    var pressed = document.querySelectorAll("[" + PRESSED + "]");
    for (var i = 0; i < pressed.length; i++) {
      pressed[i].style.boxShadow = pressed[i].getAttribute(PRESSED);
      pressed[i].removeAttribute(PRESSED);
    }
  }
  function press(control) {
    unpress();
    if (!control || !control.style) return;
    control.setAttribute(PRESSED, control.style.boxShadow || "");
    control.style.boxShadow = "inset 0 0 0 100vmax rgba(0, 0, 0, 0.16)";
  }

  function hold(action) {
    held.action = action;
    root.setAttribute("data-early-interaction", "");
    press(
      action.kind === "tap"
        ? action.target
        : action.submitter ||
            action.target.querySelector('button[type="submit"],button:not([type]),input[type="submit"]'),
    );
  }

  // A control whose effect needs the app. A submit button is left to the browser: its submit event is held below.
  function controlOf(target) {
    var control = target && target.closest ? target.closest(CONTROL) : null;
    if (!control || control.disabled || control.closest("a[href]")) return null;
    if (control.form && control.type === "submit") return null;
    return control;
  }

  // A control the browser performs itself, a popover's or a dialog's invoker (docs/decisions/0959): the menu or the
  // dialog opens at once without the app, so its tap is not held; the island only hydrates and takes the state.
  var nativePopover = typeof HTMLElement.prototype.showPopover === "function";
  var nativeCommand = typeof HTMLButtonElement !== "undefined" && "command" in HTMLButtonElement.prototype;
  function performedByBrowser(control) {
    return (
      (nativePopover && control.hasAttribute("popovertarget")) || (nativeCommand && control.hasAttribute("commandfor"))
    );
  }

  function onPointer(event) {
    if (!waiting(event.target)) return;
    var control = controlOf(event.target);
    if (!control) return;
    wake(control);
    // React may already be hydrating: it must not see this tap as well as its replay.
    event.stopImmediatePropagation();
    if (performedByBrowser(control)) return;
    if (event.type === "click") {
      event.preventDefault();
      hold({ kind: "tap", target: control });
    }
  }

  function onSubmit(event) {
    // A GET form that works by itself (the catalogue's filter, decision 1073): the browser, or its page's script, has it.
    if (!waiting(event.target) || event.target.hasAttribute("data-early-native")) return;
    wake(event.target);
    event.preventDefault();
    event.stopImmediatePropagation();
    hold({ kind: "submit", target: event.target, submitter: event.submitter || null });
    // What is missing is said at once, by the browser, from the fields' own constraints (required, type): the app's
    // own messages follow when the replayed submission reaches it (the forms are noValidate; decision 1052).
    // (reportValidity shows nothing for a form that meets them.)
    if (event.target.reportValidity) event.target.reportValidity();
  }

  function isField(target) {
    var tag = target && target.tagName;
    return tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT";
  }

  // Focus on a field or a control (keyboard, or a tap that focuses) is reason enough to start hydrating.
  function onFocus(event) {
    if (waiting(event.target) && (isField(event.target) || controlOf(event.target))) wake(event.target);
  }

  function onField(event) {
    if (!waiting(event.target)) return;
    var field = event.target;
    if (!isField(field)) return;
    wake(field);
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
  window.addEventListener("focusin", onFocus, true);
})();
