import type { ResponsiveImageSources } from "../content-images.ts";
import type { CheckedValues, PaymentMethod } from "../database.ts";
import type { Questionnaire } from "../evaluation-questionnaire.ts";
import type { PaymentChannel } from "../payment-channels.ts";
import type {
  CancelResult,
  ChangedAgreement,
  CreatePaymentAnswer,
  EnrolResult,
  LinkedAgreement,
  LinkedPayment,
  LinkedQuote,
  MadeLink,
  PayerPayment,
  SavedContent,
} from "./answers.ts";

/**
 * The Edge Functions the web calls, by name: the body each reads (`request`), the JSON it answers (`response`; `Blob`
 * for a PDF or a ZIP) and, for a link read without an account, the GET query (`query`) and its answer (`read`).
 * The web's one client (web/src/lib/invoke-function.ts) and each Deno function (its parsed body and its answer) are
 * typed by this map, so a renamed function or field fails `npm run check` on both sides (decision 1103).
 */
export interface FunctionContract {
  enrol: {
    request: {
      session_id: number;
      payment_method: PaymentMethod;
      /** A promotion code and a plan of 2 or 3 payments (decision 1002). */
      promo_code?: string;
      instalments?: number;
    };
    response: EnrolResult;
  };
  "join-waitlist": {
    request: { session_id: number; payment_method?: PaymentMethod };
    /** The learner's place in the queue (1 = next). */
    response: { position: number };
  };
  "leave-waitlist": { request: { session_id: number }; response: { session_id: number; status: "left" } };
  cancel: { request: { enrollment_id: number; reason?: string }; response: CancelResult };
  "enrollment-move": {
    request: { enrollment_id: number; session_id: number };
    response: { transfer_id: number };
  };
  "enrollment-replace": {
    request: { enrollment_id: number; email: string; reason: string };
    response: { transfer_id: number; status: "done" | "invited" };
  };
  "create-payment": {
    request: { enrollment_id: number; channel: PaymentChannel; phone?: string };
    response: CreatePaymentAnswer;
  };
  "payment-status": {
    request: { payment_id: number };
    response: { payment_id: number; status: CheckedValues["payments"]["status"] };
  };
  "instalment-payment": {
    request: { enrollment_id: number; channel: PaymentChannel; phone?: string };
    /** The gateway's page for the next instalment (`instalment`: « 2/3 »). */
    response: { payment_id: number; checkout_url: string; instalment: string };
  };
  "reconcile-transfer": {
    request: { payment_id: number; note?: string };
    response: { payment_id: number; status: string };
  };
  "refund-payment": {
    request: { refund_id: number; reference?: string };
    response: { refund_id: number; status: string; through: string; provider_refund_id: string | null };
  };
  "payment-link": {
    request:
      | { action: "create"; enrollment_id: number; recipient_email: string; recipient_name: string }
      | { action: "revoke"; enrollment_id: number };
    response: MadeLink | { revoked: number };
  };
  "payment-link-payer": {
    request: {
      token: string;
      channel: string;
      phone?: string;
      payer_name?: string;
      payer_company?: string;
      payer_email?: string;
    };
    response: PayerPayment;
    /** `payment`: that attempt's status re-read from the gateway; `format=pdf`: the invoice once paid. */
    query: { token: string; payment?: number; format?: "pdf" };
    read: LinkedPayment | Blob;
  };
  /** `number`: an invoice by its number (staff), instead of the enrollment's. */
  invoice: { request: { enrollment_id: number; number?: string }; response: Blob };
  /** `number`: one of the enrollment's credit notes (a seat paid in instalments has one per refund); else its first. */
  "credit-note": { request: { enrollment_id: number; number?: string }; response: Blob };
  convocation: { request: { enrollment_id: number }; response: Blob };
  "completion-certificate": { request: { number: string }; response: Blob };
  "attendance-sheet": { request: { session_id: number }; response: Blob };
  "quality-report": { request: { session_id: number }; response: Blob };
  "company-invoice": { request: { invoice_id: number } | { credit_note_id: number }; response: Blob };
  "company-session-documents": { request: { agreement_id: number; session_id: number }; response: Blob };
  evaluation: {
    /** `{ token }` alone reads the questionnaire; with the answers, records them once. */
    request: { token: string; comment?: string } & Record<string, number | string | null>;
    response: Questionnaire | { answered: true };
  };
  quote: { request: { quote_id: number }; response: Blob };
  "quote-send": {
    request: { quote_id: number };
    response: { id: number; number: string; status: CheckedValues["quotes"]["status"] };
  };
  "quote-response": {
    request: { token: string; decision: "accept" | "decline"; name: string; role: string; confirmed: boolean };
    response: { status: CheckedValues["quotes"]["status"] };
    query: { token: string; format?: "pdf" };
    read: LinkedQuote | Blob;
  };
  agreement: {
    request: { agreement_id: number } & (
      | { action: "sign"; name: string; role: string; confirmed: boolean }
      | { action: "countersign"; confirmed: true }
      | { action: "cancel"; reason: string }
      | { action: "pdf" }
    );
    response: ChangedAgreement | Blob;
  };
  "agreement-send": { request: { agreement_id: number }; response: ChangedAgreement };
  "agreement-response": {
    request: { token: string; name: string; role: string; confirmed: boolean };
    response: ChangedAgreement;
    query: { token: string; format?: "pdf" };
    read: LinkedAgreement | Blob;
  };
  "content-article": { request: ContentSave; response: SavedContent };
  "content-job-offer": { request: ContentSave; response: SavedContent };
  "content-case-study": { request: ContentSave; response: SavedContent };
  "content-team-member": {
    request: Record<string, unknown> & { published: boolean };
    response: { id: number; slug: string; published: boolean; updated_at: string };
  };
  "content-image": {
    request: { object: string; alt: string };
    response: { id: string; image: ResponsiveImageSources };
  };
  "learning-lesson": {
    request: {
      id?: number;
      module_id: number;
      title: string;
      kind: CheckedValues["learning_lessons"]["kind"];
      position: number;
      minutes: number;
      body: string;
      file_path?: string | null;
      file_name?: string | null;
      file_type?: string | null;
      file_size?: number | null;
      embed_url?: string | null;
      link_url?: string | null;
    };
    /** The lesson's row as saved (its columns beside these). */
    response: { id: number; module_id: number };
  };
  /** A SCORM 1.2 package sent as the body (application/zip) with the module in the query (decision 1025). */
  "learning-scorm": {
    request: Blob;
    query: { module_id: number; position: number; title?: string; minutes?: number };
    response: { id: number; module_id: number; title: string; files: number };
  };
}

/** A draft sent to a content function: its fields, what to do with it and, for a planned publication, when. */
export type ContentSave = Record<string, unknown> & {
  action: "save" | "publish" | "unpublish";
  publish_at: string | null;
};

export type FunctionName = keyof FunctionContract;
export type FunctionRequest<N extends FunctionName> = FunctionContract[N]["request"];
export type FunctionResponse<N extends FunctionName> = FunctionContract[N]["response"];

/** The functions a link opens without an account by GET, and what their query and answer are. */
export type ReadFunctionName = {
  [N in FunctionName]: FunctionContract[N] extends { read: unknown } ? N : never;
}[FunctionName];
export type FunctionQuery<N extends FunctionName> = FunctionContract[N] extends { query: infer Q } ? Q : never;
export type FunctionRead<N extends ReadFunctionName> = FunctionContract[N] extends { read: infer R } ? R : never;
