import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SEND_FAILURE_MESSAGES, SendFailedError } from "~/features/enquiries";
import { ApplicationForm, type ApplicationFormHandle } from "./application-form";
import { isAcceptedCv } from "./application-form-schema";

const toastMock = vi.hoisted(() => vi.fn());
const sendEnquiry = vi.hoisted(() => vi.fn());
const uploadCv = vi.hoisted(() => vi.fn());
vi.mock("~/components/ui/toast", () => ({ toast: toastMock }));
vi.mock("~/features/enquiries/api/send-enquiry", () => ({ sendEnquiry }));
vi.mock("~/features/enquiries/api/upload-cv", () => ({ uploadCv, safeFileName: (name: string) => name }));

const MB = 1024 * 1024;
const pdf = (name = "cv.pdf", size = 1000) => new File([new Uint8Array(size)], name, { type: "application/pdf" });
const cvInput = () => screen.getByLabelText(/CV \(PDF, DOC ou DOCX, 5 Mo maximum\)/) as HTMLInputElement;

function setup(ref?: React.Ref<ApplicationFormHandle>) {
  // applyAccept off: a visitor can always pick "all files" in the system dialog.
  const user = userEvent.setup({ applyAccept: false });
  render(
    <MemoryRouter>
      <ApplicationForm ref={ref} />
    </MemoryRouter>,
  );
  return user;
}

async function fillText(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Nom complet/), "Moussa Camara");
  await user.type(screen.getByLabelText(/Adresse email/), "moussa.camara@example.com");
  await user.type(screen.getByLabelText(/Poste recherché/), "Consultant(e) en gestion de projet");
  await user.type(screen.getByLabelText(/^Message/), "Dix ans d'expérience en gestion de projet.");
}

describe("ApplicationForm", () => {
  beforeEach(() => {
    toastMock.mockReset();
    sendEnquiry.mockReset();
    uploadCv.mockReset();
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
    expect(toastMock).not.toHaveBeenCalled();
    expect(uploadCv).not.toHaveBeenCalled();
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
    uploadCv.mockResolvedValue({ path: "applications/u-1/moussa-camara.pdf", name: "moussa-camara.pdf" });
    let store!: () => void;
    sendEnquiry.mockReturnValue(new Promise<void>((resolve) => (store = resolve)));
    const user = setup();
    await fillText(user);
    expect(screen.getByText("Aucun fichier choisi")).toBeInTheDocument();
    await user.upload(cvInput(), pdf("moussa-camara.pdf", 300 * 1024));
    expect(screen.getByText("moussa-camara.pdf (0,3 Mo)")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Envoyer ma candidature" }));

    expect(await screen.findByRole("button", { name: "Envoi en cours..." })).toBeDisabled();
    await vi.waitFor(() => expect(sendEnquiry).toHaveBeenCalled());
    expect(uploadCv.mock.calls[0][0]).toBeInstanceOf(File);
    expect(sendEnquiry).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: "application",
        full_name: "Moussa Camara",
        details: {
          position: "Consultant(e) en gestion de projet",
          cv_path: "applications/u-1/moussa-camara.pdf",
          cv_name: "moussa-camara.pdf",
        },
        website: "",
      }),
    );
    expect(toastMock).not.toHaveBeenCalled();

    store();
    await vi.waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: "Candidature envoyée avec succès" })),
    );
    expect(screen.getByLabelText(/Nom complet/)).toHaveValue("");
    expect(screen.getByLabelText(/Poste recherché/)).toHaveValue("");
    expect(cvInput().value).toBe("");
    expect(screen.getByText("Aucun fichier choisi")).toBeInTheDocument();
  });

  it("keeps everything typed when the CV is refused, and does not upload it twice after a failed insert", async () => {
    uploadCv.mockRejectedValueOnce(new SendFailedError(415, undefined, SEND_FAILURE_MESSAGES.cvRefused));
    const user = setup();
    await fillText(user);
    await user.upload(cvInput(), pdf("moussa-camara.pdf"));
    await user.click(screen.getByRole("button", { name: "Envoyer ma candidature" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(SEND_FAILURE_MESSAGES.cvRefused);
    expect(sendEnquiry).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Nom complet/)).toHaveValue("Moussa Camara");
    expect(screen.getByText("moussa-camara.pdf (1 Ko)")).toBeInTheDocument();

    uploadCv.mockResolvedValue({ path: "applications/u-2/moussa-camara.pdf", name: "moussa-camara.pdf" });
    sendEnquiry.mockRejectedValueOnce(new SendFailedError(500));
    await user.click(screen.getByRole("button", { name: "Envoyer ma candidature" }));
    await vi.waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(SEND_FAILURE_MESSAGES.failed));

    sendEnquiry.mockResolvedValueOnce(undefined);
    await user.click(screen.getByRole("button", { name: "Envoyer ma candidature" }));
    await vi.waitFor(() => expect(toastMock).toHaveBeenCalled());
    expect(uploadCv).toHaveBeenCalledTimes(2); // the refused one, then one upload for the two inserts
    expect(sendEnquiry).toHaveBeenCalledTimes(2);
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
