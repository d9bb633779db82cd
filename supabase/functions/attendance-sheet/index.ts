import { attendanceSheet } from "./attendance-sheet.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(attendanceSheet));
