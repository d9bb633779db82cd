import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SEND_FAILURE_MESSAGES } from "~/features/enquiries";
import {
  backend,
  http,
  json,
  postgrestError,
  renderWithProviders,
  restInsert,
  setupFakeBackend,
  storageUpload,
} from "~/test";
import { ApplicationForm, type ApplicationFormHandle } from "./application-form";
import { isAcceptedCv } from "./application-form-schema";

setupFakeBackend();

const THANKS = "Candidature envoyée avec succès";
const CV_UPLOAD = /^\/storage\/v1\/object\/cv\//;
const uploads = () => backend.requestsTo(CV_UPLOAD, "POST");
const stored = () => backend.requestsTo("/rest/v1/enquiries", "POST").map((request) => request.body);

const MB = 1024 * 1024;
const pdf = (name = "cv.pdf", size = 1000) => new File([new Uint8Array(size)], name, { type: "application/pdf" });
const cvInput = () => screen.getByLabelText(/CV \(PDF, DOC ou DOCX, 5 Mo maximum\)/) as HTMLInputElement;

function setup(ref?: React.Ref<ApplicationFormHandle>) {
  renderWithProviders(<ApplicationForm ref={ref} />, { path: "/carrieres" });
  // applyAccept off: a visitor can always pick "all files" in the system dialog.
  return userEvent.setup({ applyAccept: false });
}

async function fillText(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Nom complet/), "Moussa Camara");
  await user.type(screen.getByLabelText(/Adresse email/), "moussa.camara@example.com");
  await user.type(screen.getByLabelText(/Poste recherché/), "Consultant(e) en gestion de projet");
  await user.type(screen.getByLabelText(/^Message/), "Dix ans d'expérience en gestion de projet.");
}

describe("ApplicationForm", () => {
  beforeEach(() => {
    backend.use(storageUpload("cv"), restInsert("enquiries"));
  });

  it("states the format and 5 Mo rule in the label and only offers PDF, DOC and DOCX files", () => {
    setup();
    expect(cvInput()).toHaveAttribute("type", "file");
    expect(cvInput()).toHaveAttribute(
      "accept",
      ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(cvInput()).toHaveAttribute("aria-required", "true");
    expect(screen.getByLabelText(/Téléphone/)).not.toHaveAttribute("aria-required");
    expect(screen.getByLabelText(/Adresse email/)).toHaveAttribute("type", "email");
  });

  it("requires every field but the phone, including the CV", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Envoyer ma candidature" }));
    expect(await screen.findByText("Veuillez joindre votre CV (PDF, DOC ou DOCX).")).toBeInTheDocument();
    expect(screen.getByText("Veuillez indiquer votre nom.")).toBeInTheDocument();
    expect(screen.getByText("Veuillez indiquer votre adresse email.")).toBeInTheDocument();
    expect(screen.getByText("Veuillez indiquer le poste recherché.")).toBeInTheDocument();
    expect(screen.getByText("Veuillez présenter votre candidature en quelques lignes.")).toBeInTheDocument();
    expect(screen.queryByText(/numéro de téléphone/)).not.toBeInTheDocument();
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
    expect(uploads()).toEqual([]);
    expect(stored()).toEqual([]);
  });

  it("refuses a file that is not a PDF, DOC or DOCX as soon as it is chosen", async () => {
    const user = setup();
    await user.upload(cvInput(), new File(["x"], "cv.exe", { type: "application/x-msdownload" }));
    expect(await screen.findByText("Le CV doit être un fichier PDF, DOC ou DOCX.")).toBeInTheDocument();
    expect(cvInput()).toHaveAttribute("aria-invalid", "true");
  });

  it("refuses a PDF larger than 5 Mo with a French message, and accepts one of exactly 5 Mo", async () => {
    const user = setup();
    await user.upload(cvInput(), pdf("cv.pdf", 5 * MB + 1));
    expect(await screen.findByText("Le fichier dépasse la taille maximale de 5 Mo.")).toBeInTheDocument();
    await user.upload(cvInput(), pdf("cv.pdf", 5 * MB));
    await vi.waitFor(() =>
      expect(screen.queryByText("Le fichier dépasse la taille maximale de 5 Mo.")).not.toBeInTheDocument(),
    );
  });

  it("uploads the CV, stores the application pointing to it, then thanks and empties the form", async () => {
    let store!: () => void;
    const held = new Promise<void>((resolve) => (store = resolve));
    backend.use(
      http("POST", "/rest/v1/enquiries", async () => {
        await held;
        return { status: 201 };
      }),
    );
    const user = setup();
    await fillText(user);
    expect(screen.getByText("Aucun fichier choisi")).toBeInTheDocument();
    await user.upload(cvInput(), pdf("moussa-camara.pdf", 300 * 1024));
    expect(screen.getByText("moussa-camara.pdf (0,3 Mo)")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Envoyer ma candidature" }));

    expect(await screen.findByRole("button", { name: "Envoi en cours..." })).toBeDisabled();
    await vi.waitFor(() => expect(stored()).toHaveLength(1));
    expect(uploads()).toHaveLength(1);
    const sent = (uploads()[0].body as FormData).get("") as File; // the chosen file's bytes, labelled as a PDF
    expect(sent.size).toBe(300 * 1024);
    expect(sent.type).toBe("application/pdf");
    const cvPath = uploads()[0].path.replace("/storage/v1/object/cv/", "");
    expect(cvPath).toMatch(/^applications\/[0-9a-f-]{36}\/moussa-camara\.pdf$/);
    expect(stored()[0]).toEqual(
      expect.objectContaining({
        kind: "application",
        full_name: "Moussa Camara",
        email: "moussa.camara@example.com",
        details: {
          position: "Consultant(e) en gestion de projet",
          cv_path: cvPath,
          cv_name: "moussa-camara.pdf",
        },
        website: "",
      }),
    );
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();

    store();
    expect(await screen.findByText(THANKS)).toBeInTheDocument();
    expect(screen.getByLabelText(/Nom complet/)).toHaveValue("");
    expect(screen.getByLabelText(/Poste recherché/)).toHaveValue("");
    expect(cvInput().value).toBe("");
    expect(screen.getByText("Aucun fichier choisi")).toBeInTheDocument();
  });

  it("keeps everything typed when the CV is refused, and does not upload it twice after a failed insert", async () => {
    backend.use(
      // The storage refuses the first file by its content (415), then accepts; the first insert fails.
      http("POST", CV_UPLOAD, () => json({ statusCode: "415", error: "Error", message: "Type refusé" }, 415), 1),
      http("POST", "/rest/v1/enquiries", () => postgrestError("boom", "XX000", 500), 1),
    );
    const user = setup();
    await fillText(user);
    await user.upload(cvInput(), pdf("moussa-camara.pdf"));
    await user.click(screen.getByRole("button", { name: "Envoyer ma candidature" }));
    expect((await screen.findByRole("alert")).textContent).toContain(SEND_FAILURE_MESSAGES.cvRefused);
    expect(stored()).toEqual([]);
    expect(screen.getByLabelText(/Nom complet/)).toHaveValue("Moussa Camara");
    expect(screen.getByText("moussa-camara.pdf (1 Ko)")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Envoyer ma candidature" }));
    await vi.waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(SEND_FAILURE_MESSAGES.failed));
    expect(stored()).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Envoyer ma candidature" }));
    expect(await screen.findByText(THANKS)).toBeInTheDocument();
    expect(uploads()).toHaveLength(2); // the refused one, then one upload for the two inserts
    expect(stored()).toHaveLength(2);
    const cvPaths = stored().map((body) => (body as { details: { cv_path: string } }).details.cv_path);
    expect(cvPaths[0]).toBe(cvPaths[1]);
    expect(uploads()[1].path).toBe(`/storage/v1/object/cv/${cvPaths[0]}`);
  });

  it("on an offer's page, prefills the position with the offer and names the offer in the application", async () => {
    renderWithProviders(
      <ApplicationForm offer={{ slug: "formateur-agilite-dakar", title: "Formateur(trice) en agilité" }} />,
      {
        path: "/carrieres/formateur-agilite-dakar",
      },
    );
    const user = userEvent.setup({ applyAccept: false });
    expect(screen.getByRole("form", { name: "Candidature\u00a0: Formateur(trice) en agilité" })).toBeInTheDocument();
    expect(screen.getByLabelText(/Poste recherché/)).toHaveValue("Formateur(trice) en agilité");
    await user.type(screen.getByLabelText(/Nom complet/), "Moussa Camara");
    await user.type(screen.getByLabelText(/Adresse email/), "moussa.camara@example.com");
    await user.type(screen.getByLabelText(/^Message/), "Scrum Master depuis six ans.");
    await user.upload(cvInput(), pdf());
    await user.click(screen.getByRole("button", { name: "Envoyer ma candidature" }));
    await vi.waitFor(() => expect(stored()).toHaveLength(1));
    // The prefilled title is the form's own value: never « Veuillez indiquer le poste recherché » (finding 12).
    expect(screen.queryByText("Veuillez indiquer le poste recherché.")).not.toBeInTheDocument();
    // A real confirmation that stays, naming what was received (decision 1032), not a passing toast.
    const sent = await screen.findByTestId("application-sent");
    expect(sent).toHaveAttribute("role", "status");
    expect(sent).toHaveTextContent(
      /Nous avons bien reçu votre candidature au poste « Formateur\(trice\) en agilité » et votre CV \(.*\)\. Un accusé de réception part à moussa\.camara@example\.com/,
    );
    expect(stored()[0]).toEqual(
      expect.objectContaining({
        subject: "Candidature\u00a0: Formateur(trice) en agilité",
        details: expect.objectContaining({
          position: "Formateur(trice) en agilité",
          job_offer: "formateur-agilite-dakar",
        }),
      }),
    );
  });

  it("'Postuler' fills the position sought and focuses the form", async () => {
    const ref = createRef<ApplicationFormHandle>();
    setup(ref);
    Element.prototype.scrollIntoView = vi.fn();
    act(() => ref.current!.applyFor("Formateur(trice) en agilité"));
    expect(screen.getByLabelText(/Poste recherché/)).toHaveValue("Formateur(trice) en agilité");
    expect(screen.getByLabelText(/Nom complet/)).toHaveFocus();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });
});

describe("isAcceptedCv", () => {
  it("accepts .pdf, .doc and .docx with their own type or no type, and nothing else", () => {
    expect(isAcceptedCv({ name: "CV.PDF", type: "application/pdf" })).toBe(true);
    expect(isAcceptedCv({ name: "cv.pdf", type: "" })).toBe(true);
    expect(isAcceptedCv({ name: "cv.doc", type: "application/msword" })).toBe(true);
    expect(
      isAcceptedCv({
        name: "cv.docx",
        type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      }),
    ).toBe(true);
    expect(isAcceptedCv({ name: "cv.pdf", type: "image/png" })).toBe(false);
    expect(isAcceptedCv({ name: "cv.docx", type: "application/pdf" })).toBe(false);
    expect(isAcceptedCv({ name: "cv.png", type: "application/pdf" })).toBe(false);
    expect(isAcceptedCv({ name: "pdf", type: "" })).toBe(false);
  });
});
