import * as React from "react";
import { renderToString } from "react-dom/server";
import { createElement as h, type FunctionComponent } from "preact";
import { useState } from "preact/hooks";
import { act } from "preact/test-utils";
import { afterEach, describe, expect, it } from "vitest";
import { hydrateRoot } from "./react-dom-client";
import { useId } from "./react";

/**
 * One field written once for both libraries: React renders it at build time, Preact (through the island bundle's
 * adapters) hydrates it. Its hint is there from the start, its error only after a submission: the error's id is
 * Preact's, and `aria-describedby` must still name the hint.
 */
interface Library {
  h: (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;
  useId: () => string;
  useState: <T>(initial: T) => [T, (value: T) => void];
}

function fieldOf(lib: Library) {
  return function Field() {
    const id = lib.useId();
    const [error, setError] = lib.useState("");
    const count = 3;
    return lib.h(
      "form",
      { onSubmit: (event: Event) => (event.preventDefault(), setError("Adresse invalide")) },
      lib.h("label", { htmlFor: id }, "Adresse email"),
      lib.h("input", { id, "aria-describedby": [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") }),
      lib.h("p", { id: `${id}-hint` }, "Il reste ", count, " places"),
      error ? lib.h("p", { id: `${id}-error` }, error) : null,
      lib.h("button", { type: "submit" }, "Envoyer"),
    );
  };
}

const ReactField = fieldOf({
  h: React.createElement as Library["h"],
  useId: React.useId,
  useState: React.useState,
}) as React.FunctionComponent;
const PreactField = fieldOf({
  h: h as Library["h"],
  useId,
  useState: useState as Library["useState"],
}) as FunctionComponent;

/** An island marker as the build serves it: React's markup, rendered with the island's prefix. */
function served(prefix: string): HTMLElement {
  const marker = document.createElement("div");
  marker.innerHTML = renderToString(React.createElement(ReactField), { identifierPrefix: prefix });
  document.body.append(marker);
  return marker;
}

function hydrate(marker: HTMLElement, prefix: string) {
  act(() => void hydrateRoot(marker, h(PreactField, null), { identifierPrefix: prefix }));
}

/** Every id an attribute of the marker names exists in the document. */
function danglingReferences(marker: HTMLElement): string[] {
  return [...marker.querySelectorAll("[for], [aria-describedby]")].flatMap((element) =>
    `${element.getAttribute("for") ?? ""} ${element.getAttribute("aria-describedby") ?? ""}`
      .split(" ")
      .filter((id) => id !== "" && !document.getElementById(id)),
  );
}

afterEach(() => document.body.replaceChildren());

describe("Preact hydrating an island served by React", () => {
  it("keeps the served elements and their text, without React's separators doubling or losing any", () => {
    const marker = served("i1-");
    expect(marker.innerHTML).toContain("<!-- -->");
    const elements = [...marker.querySelectorAll("*")];
    hydrate(marker, "i1-");
    expect(elements.every((element) => element.isConnected)).toBe(true);
    expect(marker.querySelector("p")!.textContent).toBe("Il reste 3 places");
    expect(marker.querySelectorAll("*")).toHaveLength(elements.length);
  });

  it("brings ids in line with Preact's, so that what a later render writes names existing elements", () => {
    const marker = served("i1-");
    hydrate(marker, "i1-");
    const input = marker.querySelector("input")!;
    expect(input.id).toMatch(/^i1-P/);
    expect(marker.querySelector("label")!.htmlFor).toBe(input.id);
    expect(danglingReferences(marker)).toEqual([]);

    act(() => void marker.querySelector("form")!.requestSubmit());
    expect(marker.querySelectorAll("p")).toHaveLength(2);
    expect(input.getAttribute("aria-describedby")).toBe(`${input.id}-hint ${input.id}-error`);
    expect(danglingReferences(marker)).toEqual([]);
  });

  it("gives two islands of a page distinct ids, as React's identifierPrefix did", () => {
    const first = served("i1-");
    const second = served("i2-");
    hydrate(first, "i1-");
    hydrate(second, "i2-");
    const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(second.querySelector("input")!.id).toMatch(/^i2-P/);
  });
});
