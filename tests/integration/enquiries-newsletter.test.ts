import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import { DEV_SERVICE_ROLE_KEY, backends, client, signedUpClient, uniqueEmail } from "../support";

/** Newsletter double opt-in through supabase-js: subscribe, confirm by the mailed link, unsubscribe by its link. */
interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  link?: string;
}

const untyped = (supabase: unknown) => supabase as SupabaseClient;

describe.each(backends())("newsletter on $name", ({ url }) => {
  const anon = untyped(client(url));
  const service = untyped(client(url, DEV_SERVICE_ROLE_KEY));
  let admin: SupabaseClient;
  let learner: SupabaseClient;

  const mailsTo = async (email: string) => {
    await fetch(`${url}/_dev/jobs/run`, { method: "POST" });
    return ((await (await fetch(`${url}/_dev/outbox`)).json()) as OutboxMail[]).filter((mail) => mail.to === email);
  };
  const tokenOf = (link: string) => new URL(link).searchParams.get("token")!;
  const unsubscribeLinkIn = (mail: OutboxMail) =>
    /https?:\/\/\S+\/newsletter\/desinscription\?token=[\w-]+/.exec(mail.text)?.[0];
  const subscription = async (email: string) =>
    (await service.from("newsletter_subscriptions").select("*").eq("email", email)).data?.[0];
  const subscribe = (email: string, consent = true) =>
    anon.rpc("subscribe_newsletter", {
      p_email: email,
      p_source_path: "/",
      p_consent: consent,
      p_consent_text: "J'accepte de recevoir l'infolettre.",
    });

  beforeAll(async () => {
    const adminUser = await signedUpClient(url, "Admin Infolettre");
    await service.rpc("set_user_role", { target_user: adminUser.user.id, new_role: "admin" });
    admin = untyped(adminUser.supabase);
    learner = untyped((await signedUpClient(url, "Apprenante Infolettre")).supabase);
  }, 60_000);

  it("confirms a subscription by its mailed link, then unsubscribes by the link every mail carries", async () => {
    const email = uniqueEmail("lectrice");
    const subscribed = await subscribe(email.toUpperCase());
    expect(subscribed.error).toBeNull();
    expect(await subscription(email)).toMatchObject({
      status: "pending",
      source_path: "/",
      consent_text: "J'accepte de recevoir l'infolettre.",
      confirmed_at: null,
    });

    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe("Confirmez votre inscription à l'infolettre");
    expect(mail.link).toContain("/newsletter/confirmation?token=");
    const unsubscribeLink = unsubscribeLinkIn(mail);
    expect(unsubscribeLink).toBeDefined();
    expect(mail.html).toContain("Se désinscrire de l'infolettre");

    expect((await anon.rpc("confirm_newsletter", { p_token: "pas-un-jeton" })).data).toBe("invalid");
    expect((await anon.rpc("confirm_newsletter", { p_token: tokenOf(mail.link!) })).data).toBe("confirmed");
    expect((await anon.rpc("confirm_newsletter", { p_token: tokenOf(mail.link!) })).data).toBe("confirmed"); // opened twice
    expect(await subscription(email)).toMatchObject({ status: "confirmed", confirmed_at: expect.any(String) });

    expect((await anon.rpc("unsubscribe_newsletter", { p_token: tokenOf(mail.link!) })).data).toBe("invalid"); // wrong kind of token
    expect((await anon.rpc("unsubscribe_newsletter", { p_token: tokenOf(unsubscribeLink!) })).data).toBe(
      "unsubscribed",
    );
    expect(await subscription(email)).toMatchObject({ status: "unsubscribed", unsubscribed_at: expect.any(String) });
  });

  it("answers the same whatever the address's state, and mails a confirmed address nothing more", async () => {
    const email = uniqueEmail("abonne");
    await subscribe(email);
    const [mail] = await mailsTo(email);
    await anon.rpc("confirm_newsletter", { p_token: tokenOf(mail.link!) });

    const again = await subscribe(email);
    expect(again.error).toBeNull();
    expect(again.status).toBe((await subscribe(uniqueEmail("nouveau"))).status);
    expect(await mailsTo(email)).toHaveLength(1);
    // A second request within ten minutes for a pending address does not send a second mail either.
    const pending = uniqueEmail("presse");
    await subscribe(pending);
    await subscribe(pending);
    expect(await mailsTo(pending)).toHaveLength(1);
  });

  it("erases addresses never confirmed after 30 days", async () => {
    const stale = uniqueEmail("oubli");
    await subscribe(stale);
    await service
      .from("newsletter_subscriptions")
      .update({ created_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .eq("email", stale);
    expect(await subscription(stale)).toBeDefined();
    await subscribe(uniqueEmail("suivant"));
    expect(await subscription(stale)).toBeUndefined();
  });

  it("refuses a subscription without consent or with an invalid address, with 400", async () => {
    const email = uniqueEmail("sans-consentement");
    const refused = await subscribe(email, false);
    expect(refused.status).toBe(400);
    expect(refused.error?.code).toBe("23514");
    const invalid = await subscribe("pas-une-adresse");
    expect(invalid.status).toBe(400);
    // A consent that is not a boolean (found by tests/security/enquiry-fuzz.test.ts: PGlite used to answer 500).
    const notBoolean = await anon.rpc("subscribe_newsletter", { p_email: email, p_consent: {} });
    expect(notBoolean.status).toBe(400);
    expect(await subscription(email)).toBeUndefined();
  });

  it("shows the subscriber list to admins only, and the tokens to nobody", async () => {
    const email = uniqueEmail("liste");
    await subscribe(email);
    expect((await admin.from("newsletter_subscriptions").select("email, status").eq("email", email)).data).toEqual([
      { email, status: "pending" },
    ]);
    expect((await learner.from("newsletter_subscriptions").select("*").eq("email", email)).data).toEqual([]);
    expect((await anon.from("newsletter_subscriptions").select("*").eq("email", email)).error?.code).toBe("42501");
    const forged = await anon
      .from("newsletter_subscriptions")
      .insert({ email: uniqueEmail("force"), status: "confirmed" });
    expect(forged.error?.code).toBe("42501");
    const promoted = await admin.from("newsletter_subscriptions").update({ status: "confirmed" }).eq("email", email);
    expect(promoted.error?.code).toBe("42501");
    expect((await admin.from("newsletter_tokens").select("*")).status).toBe(404);
    expect((await subscription(email))!.status).toBe("pending");
  });
});
