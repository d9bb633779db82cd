import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

/**
 * A react-hook-form resolver that downloads zod and the form's schema on first validation (the first submit or
 * field check, or at idle once the form is in use — see `warm`), not with the page: the form is prerendered and usable at once, and zod (~37 KiB gzip) stays off
 * the up-front path of public pages (see docs/performance.md).
 */
export function lazyZodResolver<Values extends FieldValues>(
  loadSchema: () => Promise<ZodType<unknown, Values>>,
): Resolver<Values> & { warm: () => Promise<unknown> } {
  let ready: Promise<Resolver<Values>> | undefined;
  const load = () =>
    (ready ??= import("zod")
      .then(({ config }) => {
        // Before any schema is built: zod's JIT would probe `new Function`, which the site's CSP refuses (and
        // Chrome reports as a CSP issue, costing Lighthouse best-practices points).
        config({ jitless: true });
        return Promise.all([import("@hookform/resolvers/zod"), loadSchema()]);
      })
      .then(([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<Values>)
      .catch((error: unknown) => {
        ready = undefined; // a failed chunk download may succeed next time
        throw error;
      }));
  const resolver: Resolver<Values> = async (values, context, options) => (await load())(values, context, options);
  // A form warms its resolver at idle once it is in use (lib/warm-up.ts), so the submit downloads nothing.
  return Object.assign(resolver, { warm: load });
}
