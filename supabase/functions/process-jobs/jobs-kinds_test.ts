import { expect } from "chai";
import { EDGE_JOB_KINDS, enquiryReceivedMails, mailOfJob, MAIL_JOB, newsletterConfirmationJobMail } from "./jobs-kinds.ts";
import { runners } from "./jobs.ts";
import type { EnquiryForMail } from "./mail/enquiry-mails.ts";

Deno.test("every job kind the database queues has exactly one runner in process-jobs, and no runner is orphaned", () => {
  expect(new Set(EDGE_JOB_KINDS).size, "a kind listed twice").to.equal(EDGE_JOB_KINDS.length);
  expect(Object.keys(runners).sort()).to.deep.equal([...EDGE_JOB_KINDS].sort());
  for (const kind of EDGE_JOB_KINDS) expect(kind, kind).to.match(/^[a-z_]+(\.[a-z0-9_-]+)+$/);
  expect(EDGE_JOB_KINDS).to.include.members([MAIL_JOB, "enquiry.received", "sessions.hold-expiry", "payments.receipt"]);
});

Deno.test("a mail.send job's message is named by the job, with only well-formed attachments", () => {
  const payload = {
    to: "ana@example.org",
    subject: "Convocation",
    text: "Bonjour",
    html: "<p>Bonjour</p>",
    link: "https://site.test/compte",
    attachments: [
      { filename: "session.ics", contentType: "text/calendar", content: "QkVHSU4=" },
      { filename: "broken.pdf", contentType: "application/pdf" },
      "nonsense",
    ],
  };
  expect(mailOfJob({ id: 81, payload })).to.deep.equal({
    to: "ana@example.org",
    subject: "Convocation",
    text: "Bonjour",
    html: "<p>Bonjour</p>",
    messageId: "job-81",
    link: "https://site.test/compte",
    attachments: [{ filename: "session.ics", contentType: "text/calendar", content: "QkVHSU4=" }],
  });
  expect(() => mailOfJob({ id: 82, payload: { to: "ana@example.org", subject: "x", text: "y" } })).to.throw(
    /without to, subject, text and html/,
  );
});

const enquiry: EnquiryForMail = {
  id: "0b0e5f6e-7d1c-4a53-9f3e-2b8c9a4d1e70",
  kind: "quote",
  full_name: "Awa Diop",
  email: "A.wa+devis@gmail.com",
  phone: null,
  organisation: "Sonatel",
  subject: "Formation PMP",
  message: "<script>alert(1)</script> pour 12 personnes",
  details: {},
  source_path: "/demande-de-devis",
  created_at: "2027-01-05T10:00:00Z",
};

Deno.test("a new enquiry notifies the firm with everything and acknowledges the sender with nothing they typed", () => {
  const now = Date.parse("2027-01-05T10:04:00Z");
  const [notify, ack] = enquiryReceivedMails(enquiry, { siteUrl: "https://site.test", notifyEmail: "contact@firm.test", now });
  expect(notify.message.to).to.equal("contact@firm.test");
  expect(notify.dedupe_key).to.equal(`enquiry.notify:${enquiry.id}`);
  expect(notify.message.subject).to.include("Awa Diop");
  expect(notify.message.text).to.include("Formation PMP");
  expect(notify.message.html).to.include("&lt;script&gt;").and.not.include("<script>");
  expect(notify.message.link).to.match(new RegExp(`^https://site\\.test/.+${enquiry.id}$`));
  expect(ack.message.to).to.equal(enquiry.email);
  for (const typed of ["Awa", "Formation PMP", "script", "Sonatel"]) {
    expect(ack.message.text, typed).to.not.include(typed);
    expect(ack.message.html, typed).to.not.include(typed);
  }
});

Deno.test("acknowledgements to one mailbox are deduplicated per ten minutes, whatever the spelling of the address", () => {
  const settings = { siteUrl: "https://site.test", notifyEmail: "contact@firm.test" };
  const ackKey = (email: string, at: string) =>
    enquiryReceivedMails({ ...enquiry, email }, { ...settings, now: Date.parse(at) })[1].dedupe_key;
  const first = ackKey("awa@gmail.com", "2027-01-05T10:00:30Z");
  expect(ackKey("A.wa+devis@gmail.com", "2027-01-05T10:09:59Z")).to.equal(first);
  expect(ackKey("awa@googlemail.com", "2027-01-05T10:05:00Z")).to.equal(first);
  expect(ackKey("awa@gmail.com", "2027-01-05T10:10:00Z")).to.not.equal(first);
  expect(ackKey("a.wa@example.org", "2027-01-05T10:00:30Z")).to.not.equal(ackKey("awa@example.org", "2027-01-05T10:00:30Z"));
});

Deno.test("the newsletter's double opt-in mail carries the confirmation and unsubscribe links", () => {
  const mail = newsletterConfirmationJobMail("awa@example.org", "https://site.test", {
    confirm: "c0nf1rm",
    unsubscribe: "uNsub",
  });
  expect(mail.to).to.equal("awa@example.org");
  expect(mail.link).to.equal("https://site.test/newsletter/confirmation?token=c0nf1rm");
  expect(mail.text).to.include("https://site.test/newsletter/confirmation?token=c0nf1rm");
  expect(mail.text).to.include("https://site.test/newsletter/desinscription?token=uNsub");
});
