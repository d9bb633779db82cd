import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// jsdom lays nothing out, so it has no scrolling: a component that scrolls a section into view (an editor's preview)
// gets the browser's method as a no-op instead of an uncaught TypeError after its test has ended. (Tests of the build
// run in Node, without a DOM.)
if (typeof Element !== "undefined") Element.prototype.scrollIntoView ??= function scrollIntoView() {};

afterEach(() => cleanup());

// jsdom has <dialog> without its methods: they open and close it as the browser does (the modal's top layer, focus
// trap and backdrop are the browser's, checked in e2e specs).
if (typeof HTMLDialogElement !== "undefined") {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.show ??= function show(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event("close"));
  };
}

// jsdom has no invoker commands either: a click on a `commandfor` button performs its command as the browser does
// (the project dialog's « Contactez-nous », decision 1053).
if (typeof document !== "undefined" && !("command" in HTMLButtonElement.prototype)) {
  document.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest?.("button[commandfor]");
    const target = button && document.getElementById(button.getAttribute("commandfor") ?? "");
    if (!button || !(target instanceof HTMLDialogElement) || event.defaultPrevented) return;
    const command = button.getAttribute("command");
    if (command === "show-modal" && !target.open) target.showModal();
    else if (command === "close" && target.open) target.close();
  });
}
