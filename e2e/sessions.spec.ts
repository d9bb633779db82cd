import { expect, signInAs, test } from "./fixtures";
import { createSession, createUserWithRole, rest } from "./learner-fixtures";

interface OutboxMail {
  to: string;
  subject: string;
}

// Issue 13: seats in dated sessions, a waitlist that promotes itself.
test.describe("sessions and waitlist", () => {
  test.slow(); // sign-ins and several page loads on a shared machine

  test("a full session offers the waitlist, and the learner is told their place in it", async ({
    page,
    baseURL,
    user,
  }) => {
    await createSession(baseURL!, 7, { capacity: 12, left: 0 });
    await signInAs(page, baseURL!, user);
    await page.goto("/formations/7");
    // Formation 7 also has demo sessions with seats (decision 0874): the learner picks the full one.
    await page.getByRole("radio", { name: /16 – 18 septembre 2030.*Complet/ }).click();
    await expect(page.getByRole("radio", { name: /16 – 18 septembre 2030.*Complet/ })).toBeChecked();
    await expect(page.getByRole("button", { name: "S'inscrire à cette formation" })).toHaveCount(0);
    await page.getByRole("button", { name: "Complet — rejoindre la liste d'attente" }).click();
    await expect(page.getByRole("status").filter({ hasText: "liste d'attente" })).toHaveText(
      "Vous êtes sur la liste d'attente (1re position)",
    );
    await expect(page.getByRole("button", { name: "Quitter la liste d'attente" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    const mine = await rest<{ status: string }[]>(
      baseURL!,
      `/rest/v1/session_waitlist?user_id=eq.${user.id}&select=status`,
      { as: user },
    );
    expect(mine).toEqual([{ status: "waiting" }]);
  });

  test("an admin cancels a seat and the first waitlisted learner is promoted, with an e-mail in the outbox", async ({
    page,
    baseURL,
  }) => {
    const sessionId = await createSession(baseURL!, 8, { capacity: 1 });
    const holder = await createUserWithRole(baseURL!, "client", "Titulaire Place");
    const waiting = await createUserWithRole(baseURL!, "client", "Premier Attente");
    const admin = await createUserWithRole(baseURL!, "admin", "Admin Sessions");
    const held = await rest<{ enrollment_id: number }>(baseURL!, "/functions/v1/enrol", {
      method: "POST",
      body: { session_id: sessionId, payment_method: "virement" },
      as: holder,
    });
    await rest(baseURL!, "/functions/v1/join-waitlist", {
      method: "POST",
      body: { session_id: sessionId },
      as: waiting,
    });

    await signInAs(page, baseURL!, admin);
    await page.goto(`/paiements?q=${encodeURIComponent(holder.email)}`);
    const row = page.getByTestId("enrollment-row");
    await row.getByRole("button", { name: /^Annuler l'inscription/ }).click();
    // The dialog asks why, names who is e-mailed and what is owed (decision 1040); the reason is required.
    const dialog = page.getByRole("dialog", { name: "Annuler cette inscription ?" });
    await expect(dialog.getByTestId("cancellation-consequences")).toContainText(
      "Un e-mail avec le motif est envoyé à Titulaire Place.",
    );
    await expect(dialog.getByTestId("cancellation-consequences")).toContainText("rien à rembourser");
    await dialog.getByRole("button", { name: "Confirmer l'annulation" }).click();
    await expect(dialog.getByText(/Choisissez le motif de l'annulation/)).toBeVisible();
    await dialog.getByRole("radio", { name: "Paiement non reçu" }).click();
    await dialog.getByRole("button", { name: "Confirmer l'annulation" }).click();
    await expect(row).toContainText("Annulée");

    const cancelled = await rest<{ status: string }[]>(
      baseURL!,
      `/rest/v1/enrollments?id=eq.${held.enrollment_id}&select=status`,
    );
    expect(cancelled).toEqual([{ status: "cancelled" }]);
    const promoted = await rest<{ status: string; hold_expires_at: string | null }[]>(
      baseURL!,
      `/rest/v1/enrollments?user_id=eq.${waiting.id}&session_id=eq.${sessionId}&select=status,hold_expires_at`,
    );
    expect(promoted).toHaveLength(1);
    expect(promoted[0].status).toBe("pending");
    expect(promoted[0].hold_expires_at).not.toBeNull();

    await expect
      .poll(async () => {
        await fetch(`${baseURL}/_dev/jobs/run`, { method: "POST" });
        const outbox = (await (await fetch(`${baseURL}/_dev/outbox`)).json()) as OutboxMail[];
        // Their waitlist e-mail (position) came first; the promotion is sent once.
        return outbox
          .filter((mail) => mail.to === waiting.email && !mail.subject.startsWith("Liste d'attente"))
          .map((mail) => mail.subject);
      })
      .toEqual(["Une place s'est libérée : Piloter un programme de transformation par l'IA"]);

    await page.goto("/gestion-sessions");
    const sessionRow = page
      .getByTestId("admin-session-row")
      .filter({ hasText: "16 – 18 septembre 2030" })
      .filter({ hasText: "Piloter un programme" });
    await expect(sessionRow).toContainText("0 libre");
    await expect(sessionRow).toContainText("1 inscrit");
  });

  test("an admin creates a session that the formation page offers, raises its capacity, then cancels it", async ({
    page,
    baseURL,
  }) => {
    const admin = await createUserWithRole(baseURL!, "admin", "Admin Planning");
    await signInAs(page, baseURL!, admin);
    await page.goto("/gestion-sessions");
    await expect(page.getByRole("heading", { level: 1, name: "Sessions" })).toBeVisible();
    await page.getByRole("button", { name: "Nouvelle session" }).click();
    const form = page.getByRole("dialog", { name: "Nouvelle session" });
    await form.getByRole("button", { name: "Enregistrer la session" }).click();
    await expect(form.getByText("Choisissez la formation.")).toBeVisible();
    await form.getByLabel("Formation").selectOption({ label: "Gouvernance d'entreprise et conseils d'administration" });
    await form.getByLabel("Premier jour").fill("2031-05-05");
    await form.getByLabel("Dernier jour").fill("2031-05-07");
    await form.getByLabel("Ville").fill("Dakar");
    await form.getByLabel("Capacité").fill("12");
    await form.getByRole("button", { name: "Enregistrer la session" }).click();
    await expect(form).toHaveCount(0);
    const row = page.getByTestId("admin-session-row").filter({ hasText: "5 – 7 mai 2031" });
    await expect(row).toContainText("12 libres");

    await page.goto("/formations/6");
    await expect(page.getByRole("radio", { name: /5 – 7 mai 2031.*Dakar.*12 \/ 12 places restantes/ })).toBeVisible();

    await page.goto("/gestion-sessions");
    await row.getByRole("button", { name: "Modifier" }).click();
    const edit = page.getByRole("dialog", { name: "Modifier la session" });
    await edit.getByLabel("Capacité").fill("15");
    await edit.getByRole("button", { name: "Enregistrer la session" }).click();
    await expect(row).toContainText("15 libres");

    await row.getByRole("button", { name: "Annuler la session" }).click();
    const cancel = page.getByRole("dialog", { name: "Annuler cette session ?" });
    await expect(cancel).toContainText("Elle n'a aucune inscription en cours.");
    await cancel.getByRole("radio", { name: "Nombre d'inscrits insuffisant" }).click();
    await cancel.getByRole("button", { name: "Confirmer l'annulation" }).click();
    await expect(row).toContainText("Annulée");
    await page.goto("/formations/6");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("radio", { name: /5 – 7 mai 2031/ })).toHaveCount(0);
  });
});
