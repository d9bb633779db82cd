import { companyInvoiceDocument } from "./company-invoices.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(companyInvoiceDocument));
