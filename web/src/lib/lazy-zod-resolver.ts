import type { FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

/**
 * A react-hook-form resolver that downloads zod and the form's schema on first validation (the first submit or
 * field check), not with the page: the form is prerendered and usable at once, and zod (~37 KiB gzip) stays off
 * the up-front path of public pages (see docs/performance.md).
 */
export function lazyZodResolver<Values extends FieldValues>(
  loadSchema: () => Promise<ZodType<unknown, Values>>,
): Resolver<Values> {
  let ready: Promise<Resolver<Values>> | undefined;
  return async (values, context, options) => {
    ready ??= import("zod")
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
      });
    return (await ready)(values, context, options);
  };
}
