import { act } from "@testing-library/react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { EARLY_INTERACTIONS_SCRIPT, replayEarlyInteractions } from "./early-interactions";

const root = document.documentElement;

beforeAll(() => {
  // The inline <head> script, run as the browser runs it.
  new Function(EARLY_INTERACTIONS_SCRIPT)();
});

afterEach(() => {
  root.removeAttribute("data-hydrated");
  document.body.innerHTML = "";
});

/** Prerendered markup of `element`, in the page, not yet hydrated. */
function prerender(element: React.ReactElement) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}

/** Hydrates, marks the page interactive as root.tsx does, then replays. */
async function hydrateAndReplay(container: HTMLElement, element: React.ReactElement) {
  await act(async () => {
    hydrateRoot(container, element);
  });
  root.dataset.hydrated = "true";
  await act(async () => {
    await replayEarlyInteractions();
  });
}

function type(field: HTMLInputElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

function ControlledSignIn({ onSubmit }: { onSubmit: (email: string) => void }) {
  const [email, setEmail] = useState("");
  return (
    <form method="post" onSubmit={(event) => (event.preventDefault(), onSubmit(email))}>
      <input aria-label="Email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <button type="submit">Se connecter</button>
    </form>
  );
}

function HookFormSignIn({ onSubmit }: { onSubmit: (values: { email: string; password: string }) => void }) {
  const form = useForm({ defaultValues: { email: "", password: "" } });
  return (
    <form method="post" onSubmit={form.handleSubmit(onSubmit)}>
      <input aria-label="Email" {...form.register("email")} />
      <input aria-label="Mot de passe" type="password" {...form.register("password")} />
      <button type="submit">Se connecter</button>
    </form>
  );
}

function Toggles({ onClick, onMouseDown }: { onClick: () => void; onMouseDown: () => void }) {
  return (
    <div>
      <button type="button" onClick={onClick}>
        Ouvrir le menu
      </button>
      <button type="button" role="tab" onMouseDown={onMouseDown}>
        Inscription
      </button>
    </div>
  );
}

describe("interactions before hydration", () => {
  it("holds a submission (no native navigation), then submits once with the typed value through the app", async () => {
    const onSubmit = vi.fn();
    const page = <ControlledSignIn onSubmit={onSubmit} />;
    const container = prerender(page);
    type(container.querySelector("input")!, "awa@example.com");
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    container.querySelector("form")!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(root.hasAttribute("data-early-interaction")).toBe(true);

    await hydrateAndReplay(container, page);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith("awa@example.com");
    expect(root.hasAttribute("data-early-interaction")).toBe(false);
  });

  it("gives back to react-hook-form the values its hydration reset to the defaults", async () => {
    const onSubmit = vi.fn();
    const page = <HookFormSignIn onSubmit={onSubmit} />;
    const container = prerender(page);
    const [email, password] = container.querySelectorAll("input");
    type(email!, "awa@example.com");
    type(password!, "Formation2027");
    container.querySelector("form")!.requestSubmit();

    await hydrateAndReplay(container, page);
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ email: "awa@example.com", password: "Formation2027" });
    expect(email!.value).toBe("awa@example.com");
  });

  it("replays the last tap once, with the pointer events controls listen to", async () => {
    const onClick = vi.fn();
    const onMouseDown = vi.fn();
    const page = <Toggles onClick={onClick} onMouseDown={onMouseDown} />;
    const container = prerender(page);
    const [menu, tab] = container.querySelectorAll("button");
    menu!.click();
    tab!.dispatchEvent(new MouseEvent("mousedown", { bubbles: true }));
    tab!.click();

    await hydrateAndReplay(container, page);
    expect(onMouseDown).toHaveBeenCalledTimes(1);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("lets events through untouched once the page is interactive", async () => {
    const onClick = vi.fn();
    const page = <Toggles onClick={onClick} onMouseDown={() => undefined} />;
    const container = prerender(page);
    await hydrateAndReplay(container, page);
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    document.body.append(Object.assign(document.createElement("form"), { method: "post" }));
    document.querySelector("form")!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);

    container.querySelector("button")!.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    await act(async () => {
      await replayEarlyInteractions();
    });
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("shows the held tap at once: the control looks pressed until the app performs it, then gets its own look back", async () => {
    const onClick = vi.fn();
    const page = <Toggles onClick={onClick} onMouseDown={() => undefined} />;
    const container = prerender(page);
    const [menu, tab] = container.querySelectorAll("button");
    tab!.style.boxShadow = "0 0 1px red";
    tab!.click();
    expect(tab!.hasAttribute("data-early-pressed")).toBe(true);
    expect(tab!.style.boxShadow).toContain("inset");
    // A second tap moves the pressed look: only the tap that will be replayed shows it.
    menu!.click();
    expect(tab!.hasAttribute("data-early-pressed")).toBe(false);
    expect(tab!.style.boxShadow).toBe("0 0 1px red");
    expect(menu!.hasAttribute("data-early-pressed")).toBe(true);

    await hydrateAndReplay(container, page);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(menu!.hasAttribute("data-early-pressed")).toBe(false);
    expect(menu!.style.boxShadow).toBe("");
  });

  it("shows a held submission on the form's submit button", async () => {
    const onSubmit = vi.fn();
    const page = <ControlledSignIn onSubmit={onSubmit} />;
    const container = prerender(page);
    container.querySelector("form")!.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    const button = container.querySelector("button")!;
    expect(button.hasAttribute("data-early-pressed")).toBe(true);

    await hydrateAndReplay(container, page);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute("data-early-pressed")).toBe(false);
  });

  it("has the browser say at once what a held submission misses, and still holds it for the app (decision 1052)", () => {
    const container = prerender(
      <form method="post" noValidate>
        <input name="email" type="email" required />
        <button type="submit">S'inscrire</button>
      </form>,
    );
    const form = container.querySelector("form")!;
    const field = container.querySelector("input")!;
    const invalid = vi.fn();
    field.addEventListener("invalid", invalid);
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(invalid).toHaveBeenCalledTimes(1);

    // A form that meets its constraints is held without a word from the browser.
    field.value = "quelqu.un@example.com";
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    expect(invalid).toHaveBeenCalledTimes(1);
  });
});
