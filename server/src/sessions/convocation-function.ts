import { functionError, type EdgeFunction } from "../functions/edge-function";
import { renderConvocationPdf, type ConvocationData } from "./convocation-pdf";
import { positiveId } from "../../../supabase/functions/_shared/request-values.ts";

/**
 * POST /functions/v1/convocation { enrollment_id } (or GET ?enrollment_id=) — the convocation PDF of a confirmed (or
 * completed) enrolment in a dated session. Read as the caller: Row Level Security gives a learner their own only.
 */
export const convocationFunction: EdgeFunction = async (c, context) => {
  let raw: unknown = c.req.query("enrollment_id");
  if (c.req.method === "POST")
    raw = ((await c.req.json().catch(() => ({}))) as { enrollment_id?: unknown }).enrollment_id;
  const enrollmentId = positiveId(typeof raw === "number" ? raw : String(raw ?? ""));
  if (enrollmentId === null)
    return functionError(c, 422, "invalid_enrollment", "Indiquez l'inscription (enrollment_id).");
  const data = await context.asCaller(async (tx) => {
    const { rows } = await tx.query<ConvocationData>(
      `select coalesce(nullif(trim(p.full_name), ''), p.email, 'Participant') as learner_name,
              f.title as formation_title, f.description as formation_description, f.duration,
              to_char(s.starts_on, 'YYYY-MM-DD') as starts_on, to_char(s.ends_on, 'YYYY-MM-DD') as ends_on,
              s.format, s.city, s.venue, e.payment_reference
         from public.enrollments e
         join public.course_sessions s on s.id = e.session_id
         join public.formations f on f.id = e.formation_id
         left join public.profiles p on p.id = e.user_id
        where e.id = $1 and e.status in ('confirmed', 'completed') and s.status <> 'cancelled'`,
      [enrollmentId],
    );
    return rows[0];
  });
  if (!data)
    return functionError(
      c,
      404,
      "convocation_not_found",
      "Aucune convocation pour cette inscription (pas encore confirmée, annulée, ou pas la vôtre).",
    );
  const bytes = await renderConvocationPdf(data);
  return new Response(bytes as BlobPart, {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="convocation-${data.payment_reference}.pdf"`,
      "cache-control": "private, no-store",
    },
  });
};
