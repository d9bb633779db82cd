import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApplicationForm, type ApplicationFormHandle } from "./application-form";
import { isPdf } from "./application-form-schema";

const toastMock = vi.hoisted(() => vi.fn());
vi.mock("~/components/ui/toast", () => ({ toast: toastMock }));

const MB = 1024 * 1024;
const pdf = (name = "cv.pdf", size = 1000) => new File([new Uint8Array(size)], name, { type: "application/pdf" });
const cvInput = () => screen.getByLabelText(/CV \(PDF, 5 Mo maximum\)/) as HTMLInputElement;

function setup(ref?: React.Ref<ApplicationFormHandle>) {
  // applyAccept off: a visitor can always pick "all files" in the system dialog.
  const user = userEvent.setup({ applyAccept: false });
  render(<ApplicationForm ref={ref} />);
  return user;
}

async function fillText(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Nom complet/), "Moussa Camara");
  await user.type(screen.getByLabelText(/Adresse email/), "moussa.camara@example.com");
  await user.type(screen.getByLabelText(/Poste recherché/), "Consultant(e) en gestion de projet");
  await user.type(screen.getByLabelText(/^Message/), "Dix ans d'expérience en gestion de projet.");
}

describe("ApplicationForm", () => {
  beforeEach(() => toastMock.mockReset());
  afterEach(() => vi.useRealTimers());

  it("states the PDF and 5 Mo rule in the label and only offers PDF files", () => {
    setup();
    expect(cvInput()).toHaveAttribute("type", "file");
    expect(cvInput()).toHaveAttribute("accept", ".pdf,application/pdf");
    expect(cvInput()).toHaveAttribute("aria-required", "true");
    expect(screen.getByLabelText(/Téléphone/)).not.toHaveAttribute("aria-required");
    expect(screen.getByLabelText(/Adresse email/)).toHaveAttribute("type", "email");
  });

  it("requires every field but the phone, including the CV", async () => {
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Envoyer ma candidature" }));
    expect(await screen.findByText("Veuillez joindre votre CV au format PDF.")).toBeInTheDocument();
    expect(screen.getByText("Veuillez indiquer votre nom.")).toBeInTheDocument();
    expect(screen.getByText("Veuillez indiquer votre adresse email.")).toBeInTheDocument();
    expect(screen.getByText("Veuillez indiquer le poste recherché.")).toBeInTheDocument();
    expect(screen.getByText("Veuillez présenter votre candidature en quelques lignes.")).toBeInTheDocument();
    expect(screen.queryByText(/numéro de téléphone/)).not.toBeInTheDocument();
    expect(toastMock).not.toHaveBeenCalled();
  });

  it("refuses a file that is not a PDF as soon as it is chosen", async () => {
    const user = setup();
    await user.upload(cvInput(), new File(["x"], "cv.docx", { type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" }));
    expect(await screen.findByText("Le CV doit être un fichier PDF (.pdf).")).toBeInTheDocument();
    expect(cvInput()).toHaveAttribute("aria-invalid", "true");
  });

  it("refuses a PDF larger than 5 Mo with a French message, and accepts one of exactly 5 Mo", async () => {
    const user = setup();
    await user.upload(cvInput(), pdf("cv.pdf", 5 * MB + 1));
    expect(await screen.findByText("Le fichier dépasse la taille maximale de 5 Mo.")).toBeInTheDocument();
    await user.upload(cvInput(), pdf("cv.pdf", 5 * MB));
    await vi.waitFor(() => expect(screen.queryByText("Le fichier dépasse la taille maximale de 5 Mo.")).not.toBeInTheDocument());
  });

  it("on a valid application shows the busy state, then a success toast, and empties the form", async () => {
    const user = setup();
    await fillText(user);
    expect(screen.getByText("Aucun fichier choisi")).toBeInTheDocument();
    await user.upload(cvInput(), pdf("moussa-camara.pdf", 300 * 1024));
    expect(screen.getByText("moussa-camara.pdf (0,3 Mo)")).toBeInTheDocument();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole("button", { name: "Envoyer ma candidature" }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole("button", { name: "Envoi en cours..." })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: "Candidature envoyée avec succès" }));
    expect(screen.getByLabelText(/Nom complet/)).toHaveValue("");
    expect(screen.getByLabelText(/Poste recherché/)).toHaveValue("");
    expect(cvInput().value).toBe("");
    expect(screen.getByText("Aucun fichier choisi")).toBeInTheDocument();
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

describe("isPdf", () => {
  it("accepts a .pdf with the PDF type or no type, and nothing else", () => {
    expect(isPdf({ name: "CV.PDF", type: "application/pdf" })).toBe(true);
    expect(isPdf({ name: "cv.pdf", type: "" })).toBe(true);
    expect(isPdf({ name: "cv.pdf", type: "image/png" })).toBe(false);
    expect(isPdf({ name: "cv.png", type: "application/pdf" })).toBe(false);
  });
});
