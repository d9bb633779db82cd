/**
 * What the signed-in app's client build gets for `import … from "react-dom/client"` when it runs on Preact
 * (vite.config.ts, docs/decisions/1080): Preact's roots, able to hydrate a whole document as React Router's
 * `hydrateRoot(document, …)` asks.
 *
 * Preact renders into `document.documentElement` when given the document, and its hydration matches each element with
 * the first unclaimed node of the same tag and removes every node no element claimed. React's document is different:
 * `<html>`, `<head>` and `<body>` are the page's own, and React leaves in `<head>` what it did not render. So, in a
 * document root:
 * - `<html>` renders as a fragment: its `<head>` and `<body>` are `document.documentElement`'s children;
 * - `<head>` is the served one, kept as it is (the build's preloads, the inline scripts allowed by their hash, the
 *   stylesheet): its children (React Router's `<Meta>` and `<Links>`) render into a detached element instead, and
 *   the route's `<title>` is copied to `document.title` after each render.
 */
import { Fragment, createElement, createPortal, hydrate, options, render, type ComponentChildren } from "preact";
import { useLayoutEffect } from "preact/hooks";

/** Never written: Preact neither hydrates nor rewrites the content of an element given the same inner HTML. */
const SERVED_HEAD = { __html: "" };
let documentRoot = false;
let creatingHead = false;

function Head({ children }: { children?: ComponentChildren }) {
  // Meta and Links render in an element outside the document; the route's `<title>` is read after each render.
  const detached = detachedHead();
  useLayoutEffect(() => {
    const title = detached.querySelector("title")?.textContent;
    if (title && title !== document.title) document.title = title;
  });
  return createElement(Fragment, null, servedHead(), createPortal(children, detached));
}

/** The served `<head>`, created past the hook below that turns every other `<head>` into `Head`. */
function servedHead() {
  creatingHead = true;
  try {
    return createElement("head", { dangerouslySetInnerHTML: SERVED_HEAD });
  } finally {
    creatingHead = false;
  }
}

let sharedDetached: HTMLElement | undefined;
function detachedHead(): HTMLElement {
  sharedDetached ??= document.createElement("div");
  return sharedDetached;
}

const previousVnode = options.vnode;
options.vnode = (vnode) => {
  if (documentRoot && !creatingHead) {
    const props = vnode.props as { children?: ComponentChildren };
    if (vnode.type === "html") {
      vnode.type = Fragment;
      vnode.props = { children: props.children };
    } else if (vnode.type === "head") {
      vnode.type = Head as unknown as typeof vnode.type;
      vnode.props = { children: props.children };
    }
  }
  previousVnode?.(vnode);
};

interface Root {
  render(children: ComponentChildren): void;
  unmount(): void;
}

function rootOf(container: Element | Document): Root {
  const target = container instanceof Document ? container.documentElement : container;
  return {
    render: (children) => render(children, target),
    unmount: () => render(null, target),
  };
}

export function createRoot(container: Element | Document): Root {
  if (container instanceof Document) documentRoot = true;
  return rootOf(container);
}

export function hydrateRoot(container: Element | Document, children: ComponentChildren): Root {
  if (container instanceof Document) documentRoot = true;
  hydrate(children, container instanceof Document ? container.documentElement : container);
  return rootOf(container);
}

export default { createRoot, hydrateRoot };
