/**
 * What the island bundle gets for `import … from "react-dom/client"` (island-pages.ts, docs/decisions/0980):
 * Preact's roots, with hydrateRoot honouring `identifierPrefix` and bringing the served ids in line with Preact's.
 *
 * The served markup comes from React's renderToString, whose `useId` values Preact cannot reproduce. Preact's
 * hydration attaches the handlers and leaves every attribute as served, and later renders only write what changed
 * since its own first render: a field's hint would keep React's id while the `aria-describedby` written when an
 * error appears names Preact's. So while an island hydrates, the attributes that hold or name an id are set to the
 * values Preact renders (the rest of the markup is left as served).
 */
import { createElement, hydrate, options, render, type ComponentChild, type VNode } from "preact";
import { IdentifierPrefix } from "./react";

/** Props that hold an element's id or name one, and their attribute (`htmlFor` is `for`). */
const ID_ATTRIBUTES: Record<string, string> = {
  id: "id",
  htmlFor: "for",
  for: "for",
  popoverTarget: "popovertarget",
  popovertarget: "popovertarget",
  commandFor: "commandfor",
  commandfor: "commandfor",
  headers: "headers",
  list: "list",
  form: "form",
};
for (const name of [
  "activedescendant",
  "controls",
  "describedby",
  "details",
  "errormessage",
  "flowto",
  "labelledby",
  "owns",
])
  ID_ATTRIBUTES[`aria-${name}`] = `aria-${name}`;

let hydrating = false;

/** Preact's name for a vnode's DOM node (stable within a major version: preact/debug and its devtools read it too). */
type RenderedVNode = VNode & { __e?: Node | null };

const previousDiffed = options.diffed;
options.diffed = (vnode) => {
  const dom = (vnode as RenderedVNode).__e;
  if (hydrating && typeof vnode.type === "string" && dom instanceof Element) {
    const props = vnode.props as Record<string, unknown>;
    for (const prop in props) {
      const attribute = ID_ATTRIBUTES[prop];
      const value = props[prop];
      if (attribute && typeof value === "string" && dom.getAttribute(attribute) !== value)
        dom.setAttribute(attribute, value);
    }
  }
  previousDiffed?.(vnode);
};

interface Root {
  render(children: ComponentChild): void;
  unmount(): void;
}

export function createRoot(container: Element, options?: { identifierPrefix?: string }): Root {
  const withPrefix = (children: ComponentChild) =>
    createElement(IdentifierPrefix.Provider, { value: options?.identifierPrefix ?? "" }, children);
  return {
    render: (children) => render(withPrefix(children), container),
    unmount: () => render(null, container),
  };
}

export function hydrateRoot(container: Element, children: ComponentChild, options?: { identifierPrefix?: string }) {
  const root = createRoot(container, options);
  hydrating = true;
  try {
    hydrate(createElement(IdentifierPrefix.Provider, { value: options?.identifierPrefix ?? "" }, children), container);
  } finally {
    hydrating = false;
  }
  return root;
}

export default { createRoot, hydrateRoot };
