/** A file sent with an e-mail (e.g. a calendar invitation, decision 1020): its bytes in base64. */
export interface MailAttachment {
  filename: string;
  /** MIME type, e.g. `text/calendar; charset=utf-8; method=REQUEST`. */
  contentType: string;
  /** The bytes, base64-encoded (as the e-mail API carries them). */
  content: string;
}

/** An e-mail ready to leave, as both runtimes send it (the Node server's mailers, the functions' e-mail API). */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link of the message, kept apart so development tools can follow it (the X-Action-Link header). */
  link?: string;
  /**
   * The same for every attempt to send this one message (the job's id), by which a repeat is recognised: the outbox
   * writes it once, SMTP sends it as the Message-ID, the e-mail API as the Idempotency-Key (decision 0774).
   */
  messageId?: string;
  /** Files sent with it (the outbox keeps them, SMTP attaches them, the e-mail API posts them as Resend does). */
  attachments?: MailAttachment[];
}
