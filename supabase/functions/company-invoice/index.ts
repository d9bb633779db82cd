import { companyInvoiceDocument } from "../_shared/company-invoices.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(companyInvoiceDocument));
