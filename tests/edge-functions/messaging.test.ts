import { describe, expect, it } from "vitest";
import { countSegments, fitSegments, isGsm7, toGsm7 } from "../../supabase/functions/_shared/messaging/segments.ts";
import {
  metaSignature,
  twilioSignature,
  verifyMetaSignature,
  verifyTwilioSignature,
} from "../../supabase/functions/message-status/signatures.ts";
import { PHONE_PURPOSES, WHATSAPP_TEMPLATES, phoneTexts } from "../../supabase/functions/_shared/messaging/texts.ts";
import { messageStatus } from "../../supabase/functions/message-status/callbacks.ts";
import type { RpcCall } from "../../supabase/functions/_shared/clients.ts";

describe("SMS segments (3GPP TS 23.038)", () => {
  it("counts GSM-7 texts 160 then 153 a segment, the extension characters twice", () => {
    expect(countSegments("a".repeat(160))).toEqual({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(countSegments("a".repeat(161))).toEqual({ encoding: "GSM-7", units: 161, segments: 2 });
    expect(countSegments("a".repeat(306)).segments).toBe(2);
    expect(countSegments("a".repeat(307)).segments).toBe(3);
    expect(countSegments("€".repeat(80))).toEqual({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(isGsm7("Réglez à Abidjan, où ça ?")).toBe(false); // ç is not in the default alphabet (Ç is)
    expect(isGsm7("Reglez à Abidjan, où ? é è ù Ç")).toBe(true);
  });

  it("counts UCS-2 texts 70 then 67 a segment, in UTF-16 units", () => {
    expect(countSegments("ê".repeat(70))).toEqual({ encoding: "UCS-2", units: 70, segments: 1 });
    expect(countSegments("ê".repeat(71)).segments).toBe(2);
    expect(countSegments("ê".repeat(134)).segments).toBe(2);
    expect(countSegments("ê".repeat(135)).segments).toBe(3);
    expect(countSegments("👍").units).toBe(2);
  });

  it("writes French letters GSM-7 lacks with their nearest, and shortens the variable part to fit", () => {
    expect(toGsm7("Maîtrise d’œuvre « façade » — tête")).toBe('Maitrise d\'oeuvre "facade" - tete');
    const text = fitSegments(
      (title) => `Convocation: ${title}. Lien: https://example.com/mes-formations`,
      "x".repeat(400),
    );
    expect(countSegments(text).segments).toBe(2);
    expect(text).toContain("...");
    expect(text).toContain("https://example.com/mes-formations");
  });
});

describe("the phone texts (decision 1008)", () => {
  const session = {
    title:
      "Gouvernance des systèmes d'information et pilotage de la transformation numérique à l'ère de l'IA générative",
    startsOn: "2030-06-02",
    endsOn: "2030-06-04",
    city: "Abidjan",
    format: "Présentiel",
    timeZone: "Africa/Abidjan",
  };
  const link = "https://pontatlantique.example/mes-formations?payer=123456";
  const texts = [
    phoneTexts.convocation(session, link),
    phoneTexts.reminder(session, link),
    phoneTexts.dayBefore(session, link),
    phoneTexts.holdReminder(session, "2030-05-20T18:00:00Z", link),
    phoneTexts.seatOffered(session, "2030-05-20T18:00:00Z", link),
    phoneTexts.paymentReceived(session.title, "950 000 F CFA", link),
    phoneTexts.sessionMoved(session, link),
    phoneTexts.sessionCancelled(session, link),
    phoneTexts.attendanceCode(session.title, link),
    phoneTexts.evaluation(session.title, link),
    phoneTexts.certificate(session.title, link),
    phoneTexts.bankTransfer(
      session.title,
      "950 000 F CFA",
      "PAC-2030-000123",
      "20/05 à 12:00",
      "IBAN : CI93 CI04 2012 3456 7890 1234 5678 BIC : BIAOCIAB",
      link,
    ),
    phoneTexts.call("booked", "Pont Atlantique Conseil", "2030-01-09T09:00:00Z", "Europe/Paris", link),
    phoneTexts.call("moved", "Pont Atlantique Conseil", "2030-01-09T09:00:00Z", "Europe/Paris", link),
    phoneTexts.call("reminder", "Pont Atlantique Conseil", "2030-01-09T09:00:00Z", "Europe/Paris", link),
    phoneTexts.callCancelled(
      "Pont Atlantique Conseil",
      "2030-01-09T09:00:00Z",
      "Europe/Paris",
      "Consultant indisponible pour une raison de santé imprévue ce jour-là",
      link,
    ),
  ];

  it("covers every purpose, each within two GSM-7 segments, with its one link and the STOP line", () => {
    expect(texts.map((text) => text.purpose).sort()).toEqual([...PHONE_PURPOSES].sort());
    for (const text of texts) {
      expect(countSegments(text.body), text.purpose).toMatchObject({ encoding: "GSM-7" });
      expect(countSegments(text.body).segments, text.purpose).toBeLessThanOrEqual(2);
      expect(text.body.match(/https?:\/\//g), text.purpose).toHaveLength(1);
      expect(text.body).toContain(link);
      expect(text.body).toMatch(/STOP/);
    }
  });

  it("names each purpose's approved template with as many parameters as its body has, the link last", () => {
    for (const text of texts) {
      const body = WHATSAPP_TEMPLATES[text.purpose];
      expect(text.template.name).toBe(`${text.purpose.replace(/-/g, "_")}_v1`);
      expect(new Set(body.match(/\{\{\d+\}\}/g)).size, text.purpose).toBe(text.template.params.length);
      expect(text.template.params.at(-1)).toBe(link);
    }
  });

  it("a cancelled session's text and template carry the reason staff gave, cut to stay within two segments", () => {
    const text = phoneTexts.sessionCancelled(session, link, "Formateur indisponible");
    expect(text.body).toContain("(motif: Formateur indisponible)");
    expect(text.template.params).toEqual([expect.any(String), "02/06/2030", "Formateur indisponible", link]);
    const long = phoneTexts.sessionCancelled(
      session,
      link,
      "Nombre d'inscrits insuffisant pour tenir la session dans de bonnes conditions",
    );
    expect(long.body).toContain("(motif: Nombre d'inscrits insuffisant pour tenir...)");
    expect(countSegments(long.body).segments).toBeLessThanOrEqual(2);
  });

  it("tells the visitor's call at their own time, with the link to change or cancel it (decision 1066)", () => {
    const text = phoneTexts.call("reminder", "Pont Atlantique Conseil", "2030-01-09T09:00:00Z", "Europe/Paris", link);
    expect(text.body).toBe(
      `Rappel: premier échange de 15 min avec Pont Atlantique Conseil le 09/01 à 10:00 (votre heure). Changer ou annuler: ${link}\nSTOP SMS: repondez STOP`,
    );
    expect(text.template).toEqual({
      name: "call_reminder_v1",
      language: "fr",
      params: ["Pont Atlantique Conseil", "09/01 à 10:00", link],
    });
  });

  it("tells a hold's end in the session's time zone", () => {
    const text = phoneTexts.holdReminder(
      { ...session, title: "Audit", timeZone: "America/Toronto" },
      "2030-05-20T18:00:00Z",
      link,
    );
    expect(text.body).toContain("20/05 à 14:00");
  });
});

describe("the providers' callback signatures (decision 1009)", () => {
  it("computes Twilio's documented example (HMAC-SHA1 of the URL and sorted parameters)", async () => {
    const url = "https://mycompany.com/myapp.php?foo=1&bar=2";
    const params: [string, string][] = [
      ["CallSid", "CA1234567890ABCDE"],
      ["Caller", "+12349013030"],
      ["Digits", "1234"],
      ["From", "+12349013030"],
      ["To", "+18005551212"],
    ];
    expect(await twilioSignature("12345", url, params)).toBe("0/KCTR6DLpKmkAf8muzZqo1nDgQ=");
    expect(await verifyTwilioSignature("12345", url, params.reverse(), "0/KCTR6DLpKmkAf8muzZqo1nDgQ=")).toBe(true);
    expect(
      await verifyTwilioSignature("12345", url, [...params, ["Body", "STOP"]], "0/KCTR6DLpKmkAf8muzZqo1nDgQ="),
    ).toBe(false);
    expect(await verifyTwilioSignature("12345", url, params, null)).toBe(false);
    expect(await verifyTwilioSignature("", url, params, "0/KCTR6DLpKmkAf8muzZqo1nDgQ=")).toBe(false);
  });

  it("computes Meta's X-Hub-Signature-256 (sha256= and the hex HMAC-SHA256 of the raw body)", async () => {
    // RFC 4231 test case 2: HMAC-SHA256("Jefe", "what do ya want for nothing?").
    expect(await metaSignature("Jefe", "what do ya want for nothing?")).toBe(
      "sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    );
    const body = '{"object":"whatsapp_business_account","entry":[]}';
    const header = await metaSignature("secret", body);
    expect(await verifyMetaSignature("secret", body, header)).toBe(true);
    expect(await verifyMetaSignature("secret", `${body} `, header)).toBe(false);
    expect(await verifyMetaSignature("other", body, header)).toBe(false);
  });

  it("refuses an unsigned callback with 401 before reading anything", async () => {
    const calls: string[] = [];
    const deps = {
      // Never reached: the signature is checked first.
      call: (async (fn: string) => {
        calls.push(fn);
        return null;
      }) as RpcCall,
      settings: (name: string) =>
        ({ TWILIO_AUTH_TOKEN: "t", WHATSAPP_APP_SECRET: "s", SITE_URL: "https://x.example" })[name],
    };
    const twilio = await messageStatus(
      new Request("https://x.example/functions/v1/message-status?provider=twilio", {
        method: "POST",
        body: "MessageSid=SM1&MessageStatus=delivered",
      }),
      deps,
    );
    const meta = await messageStatus(
      new Request("https://x.example/functions/v1/message-status?provider=whatsapp", {
        method: "POST",
        headers: { "x-hub-signature-256": "sha256=00" },
        body: "{}",
      }),
      deps,
    );
    expect([twilio.status, meta.status]).toEqual([401, 401]);
    expect(calls).toEqual([]);
  });
});
