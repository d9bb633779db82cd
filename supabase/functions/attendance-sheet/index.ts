import { attendanceSheet } from "../_shared/documents.ts";

Deno.serve(attendanceSheet);
