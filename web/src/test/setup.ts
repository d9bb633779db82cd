import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// jsdom lays nothing out, so it has no scrolling: a component that scrolls a section into view (an editor's preview)
// gets the browser's method as a no-op instead of an uncaught TypeError after its test has ended. (Tests of the build
// run in Node, without a DOM.)
if (typeof Element !== "undefined") Element.prototype.scrollIntoView ??= function scrollIntoView() {};

afterEach(() => cleanup());
