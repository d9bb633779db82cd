import { asCaller } from "../_shared/clients.ts";
import { functionError } from "../_shared/responses.ts";
import { renderConvocationPdf } from "./convocation-pdf.ts";
import { signedIn, enrollmentIdOf, pdfResponse } from "../_shared/documents.ts";

interface ConvocationRow {
  user_id: string;
  payment_reference: string;
  formations: { title: string; description: string; duration: string };
  course_sessions: { starts_on: string; ends_on: string; format: string; city: string; venue: string };
}

/**
 * POST /functions/v1/convocation { enrollment_id } (or GET ?enrollment_id=) — the convocation PDF of a confirmed (or
 * completed) enrollment in a dated session that is not cancelled. Read as the caller: RLS gives a learner their own.
 */
export async function convocation(request: Request): Promise<Response> {
  const caller = await signedIn(request);
  if (caller instanceof Response) return caller;
  const enrollmentId = await enrollmentIdOf(request, "convocation");
  if (!enrollmentId) return functionError(422, "invalid_enrollment", "Indiquez l'inscription (enrollment_id).");
  const client = asCaller(request);
  const { data, error } = await client
    .from("enrollments")
    .select(
      `user_id, payment_reference, formations(title, description, duration),
       course_sessions!inner(starts_on, ends_on, format, city, venue)`,
    )
    .eq("id", enrollmentId)
    .in("status", ["confirmed", "completed"])
    .neq("course_sessions.status", "cancelled")
    .maybeSingle();
  if (error) throw new Error(`convocation read failed: ${error.message}`);
  if (!data) {
    return functionError(
      404,
      "convocation_not_found",
      "Aucune convocation pour cette inscription (pas encore confirmée, annulée, ou pas la vôtre).",
    );
  }
  const row = data as unknown as ConvocationRow;
  const { data: profile } = await client.from("profiles").select("full_name, email").eq("id", row.user_id).maybeSingle();
  const pdf = await renderConvocationPdf({
    learner_name: profile?.full_name?.trim() || profile?.email || "Participant",
    formation_title: row.formations.title,
    formation_description: row.formations.description,
    duration: row.formations.duration,
    ...row.course_sessions,
    payment_reference: row.payment_reference,
  });
  return pdfResponse(pdf, `convocation-${row.payment_reference}.pdf`);
}
