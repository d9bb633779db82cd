import { useId, type ComponentType } from "react";
import { useLocation } from "react-router";
import type { IslandName } from "./registry";
import { IslandProviders } from "./providers";
import { useIslandPage } from "./island-page";
import { renderIslandHtml } from "./render-island";

/** When an island's JavaScript is fetched and the island hydrated (the runtime, runtime.ts, reads it). */
export type IslandWhen = "interaction" | "visible" | "idle";

interface IslandProps<P extends object> {
  /** The registry entry the browser loads to hydrate it: it must name the same component. */
  name: IslandName;
  component: ComponentType<P>;
  props?: P;
  when?: IslandWhen;
  /**
   * Query parameters the island reads from the URL: when the page is opened with one of them, the island hydrates
   * at once (the prerendered markup was built without them), whatever `when` says.
   */
  urlParams?: readonly string[];
}

/** React's useId (":r1:" or "«r1»") as an identifier prefix: letters, digits and dashes only. */
const prefixOf = (id: string) => `i${id.replace(/[^a-zA-Z0-9]/g, "")}-`;

/**
 * An interactive part of a public page. On an island page at build time it is rendered on its own, inside a
 * marker the runtime hydrates when `when` says (docs/decisions/0800); everywhere else it is just the component.
 * Props travel as JSON in the markup: keep them plain data.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  when = "interaction",
  urlParams,
}: IslandProps<P>) {
  const islandPage = useIslandPage();
  const id = useId();
  const { pathname, search } = useLocation();
  const element = <Component {...((props ?? {}) as P)} />;
  if (!islandPage) return element;
  const prefix = prefixOf(id);
  const html = renderIslandHtml(<IslandProviders location={{ pathname, search }}>{element}</IslandProviders>, prefix);
  return (
    <div
      data-island={name}
      data-island-prefix={prefix}
      data-island-when={when}
      data-island-props={props ? JSON.stringify(props) : undefined}
      data-island-params={urlParams?.join(" ")}
      style={{ display: "contents" }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
