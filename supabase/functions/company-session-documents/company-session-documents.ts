import type { ContractBody } from "../_shared/contract.ts";
import { zipSync } from "fflate";
import { z } from "zod";
import { pagePaths } from "@common/urls";
import { agreementPdf, type AgreementRecord } from "../_shared/agreements.ts";
import { renderAttendanceSheetPdf, type AttendanceSheet } from "../_shared/attendance-sheet-pdf.ts";
import { field } from "../_shared/body.ts";
import { callRpc, jsonAs } from "../_shared/clients.ts";
import { renderCompletionCertificatePdf, type CompletionCertificate } from "../_shared/completion-pdf.ts";
import { requiredEnv } from "../_shared/env.ts";
import { positiveId } from "../_shared/request-values.ts";
import { functionError } from "../_shared/responses.ts";
import { userFunction } from "../_shared/user-function.ts";

/** What public.function_company_session_documents gives: the company's part of the session, nothing of others'. */
export interface CompanySessionDocuments {
  agreement_number: string;
  sheet: AttendanceSheet;
  certificates: CompletionCertificate[];
}

/** A file name without accents, spaces or separators: the ZIP opens the same on every system. */
export function zipEntryName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9.-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
}

/** The ZIP's entries: the agreement, the attendance sheet of the company's trainees, each certificate of completion. */
export async function sessionDocumentsZip(
  documents: CompanySessionDocuments,
  agreement: Uint8Array,
  siteUrl: string,
): Promise<Uint8Array> {
  const files: Record<string, Uint8Array> = {
    [`convention-${zipEntryName(documents.agreement_number)}.pdf`]: agreement,
    [`emargement-session-${documents.sheet.session.id}.pdf`]: await renderAttendanceSheetPdf(documents.sheet),
  };
  const { starts_on, ends_on, city, trainer_name } = documents.sheet.session;
  const sheetSession = { starts_on, ends_on, city, trainer_name };
  for (const certificate of documents.certificates) {
    const url = `${siteUrl}${pagePaths.verifyCertificate(certificate.number)}`;
    files[`certificats/realisation-${zipEntryName(certificate.learner_name)}-${zipEntryName(certificate.number)}.pdf`] =
      await renderCompletionCertificatePdf({ ...certificate, session: certificate.session ?? sheetSession }, url);
  }
  // PDFs are compressed already: stored, the ZIP is built at once within the function's CPU time.
  return zipSync(files, { level: 0 });
}

const notFound = () =>
  functionError(404, "agreement_not_found", "Cette session ne fait pas partie des conventions de votre entreprise.");

/**
 * POST /functions/v1/company-session-documents { agreement_id, session_id } — every document of one session of an
 * agreement as one ZIP (issue 43 item 5, decision 1011), for the organisation's training managers and staff: the
 * agreement (signed once both signed), the attendance sheet of the company's own trainees and their certificates of
 * completion. Anyone else: 404, as for an unknown agreement.
 */
export const companySessionDocuments = userFunction({
  body: z.object({
    agreement_id: field(positiveId, "agreement_not_found", "Indiquez la convention (agreement_id)."),
    session_id: field(positiveId, "invalid_session", "Indiquez la session (session_id)."),
  }) satisfies ContractBody<"company-session-documents">,
  async handler({ claims, body }) {
    const documents = jsonAs<CompanySessionDocuments | null>(await callRpc("function_company_session_documents", {
      p_caller: claims,
      p_agreement: body.agreement_id,
      p_session: body.session_id,
    }));
    if (!documents) return notFound();
    const record = jsonAs<AgreementRecord | null>(await callRpc("function_agreement_for", {
      p_caller: claims.sub,
      p_agreement: body.agreement_id,
    }));
    if (!record?.content) return notFound();
    const zip = await sessionDocumentsZip(documents, await agreementPdf(record), requiredEnv("SITE_URL"));
    return new Response(zip as BlobPart, {
      headers: {
        // application/octet-stream: supabase-js's functions.invoke gives it back as a Blob (application/zip it reads as text).
        "content-type": "application/octet-stream",
        "content-disposition": `attachment; filename="documents-${zipEntryName(documents.agreement_number)}-session-${body.session_id}.zip"`,
        "cache-control": "private, no-store",
      },
    });
  },
});
