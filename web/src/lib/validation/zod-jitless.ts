import { z } from "zod";

// zod probes for `new Function` to speed up parsing; the site's Content-Security-Policy forbids eval, so the probe
// would be reported as a violation on every page with a form. Every schema imports zod from here, configured once.
z.config({ jitless: true });

export { z };
