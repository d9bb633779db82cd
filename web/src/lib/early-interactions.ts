/**
 * Taps and submissions made before the page is interactive are replayed once it is (docs/decisions/0720).
 * EARLY_INTERACTIONS_SCRIPT runs inline in <head> and holds them; replayEarlyInteractions, called once the app has
 * hydrated, puts back what was typed (hydration may have reset the form's fields to their defaults) and then
 * performs the held tap or submission, once, through the app's own handlers.
 */
import script from "./early-interactions.inline.js?raw";

export const EARLY_INTERACTIONS_SCRIPT = script;

/** Set by the inline script on the control whose tap (or the form whose submission) is held. */
const PRESSED = "data-early-pressed";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface HeldField {
  field: Field;
  value: string;
  checked: boolean;
}

type HeldAction =
  { kind: "tap"; target: HTMLElement } | { kind: "submit"; target: HTMLFormElement; submitter: HTMLElement | null };

export interface HeldInteractions {
  fields: HeldField[];
  action: HeldAction | null;
}

declare global {
  interface Window {
    __earlyInteractions?: HeldInteractions;
  }
}

/**
 * Gives a field back the value typed before hydration so that the app sees it as typed: React only reports a
 * change when the value differs from the one it last recorded, so the field first goes through the element's own
 * setter (which React watches), then the prototype's (which it does not), then the input event fires.
 */
function restoreField({ field, value, checked }: HeldField) {
  if (!field.isConnected) return;
  if (field instanceof HTMLInputElement && field.type === "file") {
    // The browser keeps the chosen file; the app only has to hear about it.
    if (field.files?.length) field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
    if (field.type === "radio" && !checked) return;
    field.checked = !checked;
    field.click();
    return;
  }
  if (field.value === value && value === "") return;
  const nativeSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
  field.value = value === "" ? " " : "";
  if (nativeSetter) nativeSetter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

/** Gives back the look EARLY_INTERACTIONS_SCRIPT gave the control held (its own box-shadow is in the attribute). */
function liftPressed(doc: Document, scope?: Element) {
  for (const control of doc.querySelectorAll<HTMLElement>(`[${PRESSED}]`)) {
    if (scope && !scope.contains(control)) continue;
    control.style.boxShadow = control.getAttribute(PRESSED) ?? "";
    control.removeAttribute(PRESSED);
  }
}

/** The events of a real tap, so that controls acting on pointerdown or mousedown (Radix tabs, menus) respond too. */
function tap(target: HTMLElement) {
  const view = target.ownerDocument.defaultView ?? window;
  const Pointer = view.PointerEvent ?? view.MouseEvent;
  const init = { bubbles: true, cancelable: true, composed: true, button: 0 };
  const pointer = { ...init, pointerId: 1, pointerType: "mouse", isPrimary: true };
  target.dispatchEvent(new Pointer("pointerdown", { ...pointer, buttons: 1 }));
  target.dispatchEvent(new view.MouseEvent("mousedown", { ...init, buttons: 1 }));
  target.dispatchEvent(new Pointer("pointerup", pointer));
  target.dispatchEvent(new view.MouseEvent("mouseup", init));
  target.click();
}

/**
 * Replays what EARLY_INTERACTIONS_SCRIPT held, once; safe to call when nothing was held. With `scope` (an island
 * that has just hydrated, docs/decisions/0800) only what was held inside it is replayed; the rest stays held. Call it from the root's
 * first effect (every other effect of the first render has run, so a form has already reset its fields), in the
 * task that marks the page hydrated: from then on events go straight to the app, and the fields must already hold
 * what was typed. The tap or submission waits one more task, so components keeping values in state re-render first.
 */
export async function replayEarlyInteractions(win: Window = window, scope?: Element): Promise<void> {
  const held = win.__earlyInteractions;
  if (!held) return;
  const inScope = (element: Element) => !scope || scope.contains(element);
  const fields = held.fields.filter(({ field }) => inScope(field));
  held.fields = held.fields.filter(({ field }) => !inScope(field));
  const action = held.action && inScope(held.action.target) ? held.action : null;
  if (action) held.action = null;
  if (!held.action) win.document.documentElement.removeAttribute("data-early-interaction");

  for (const field of fields) restoreField(field);
  if (!action) return;
  liftPressed(win.document, scope);
  await new Promise((resolve) => win.setTimeout(resolve, 0));
  if (!action.target.isConnected) return;
  if (action.kind === "tap") {
    tap(action.target);
    return;
  }
  const { submitter } = action;
  if (submitter?.isConnected && submitter.closest("form") === action.target) action.target.requestSubmit(submitter);
  else action.target.requestSubmit();
}
