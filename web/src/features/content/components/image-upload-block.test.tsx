import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ResponsiveImage } from "~/features/blog";
import { ImageUploadBlock, type ImageUploadBlockProps } from "./image-upload-block";

const stored: ResponsiveImage = {
  alt: "Portrait d'Aïcha Koné",
  width: 800,
  height: 600,
  src: "/images/contenu/abc-800.webp",
  avifSrcSet: "/images/contenu/abc-800.avif 800w",
  webpSrcSet: "/images/contenu/abc-800.webp 800w",
};

function renderBlock(overrides: Partial<ImageUploadBlockProps> = {}) {
  const props: ImageUploadBlockProps = {
    legend: "Photo",
    image: null,
    altHint: "« Portrait d'Aïcha Koné »",
    addLabel: "Ajouter la photo",
    upload: vi.fn(async () => ({ id: "abc", image: stored })),
    onUploaded: vi.fn(),
    onState: vi.fn(),
    ...overrides,
  };
  const view = render(<ImageUploadBlock {...props} />);
  return { props, view };
}

const file = () => new File(["x"], "portrait.png", { type: "image/png" });

describe("ImageUploadBlock", () => {
  // Review 2026-12-06 finding 17: the browser's own file button (in the browser's language) becomes the site's
  // French button, the native input still labelled and reached with the keyboard.
  it("offers a French « Choisir une image » button, reached with Tab under the field's label, and names the file chosen", async () => {
    renderBlock();
    const input = screen.getByLabelText("Fichier image (JPEG, PNG, WebP, AVIF)");
    expect(input).toHaveAttribute("type", "file");
    expect(screen.getByText("Choisir une image")).toBeVisible();
    expect(screen.getByText("Aucun fichier choisi")).toBeInTheDocument();
    await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.upload(input, file());
    expect(screen.getByText(/^portrait\.png \(0\sKo\)$/)).toBeInTheDocument();
  });

  it("sends nothing without a file, nor without the alternative text", async () => {
    const { props } = renderBlock();
    expect(screen.getByRole("group", { name: "Photo" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ajouter la photo" })).toBeDisabled();
    await userEvent.upload(screen.getByLabelText(/Fichier image/), file());
    await userEvent.type(screen.getByLabelText(/Texte alternatif/), "   ");
    await userEvent.click(screen.getByRole("button", { name: "Ajouter la photo" }));
    expect(props.onState).toHaveBeenLastCalledWith({
      kind: "error",
      message: "Décrivez l'image (texte alternatif) avant de l'ajouter.",
    });
    expect(props.upload).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Texte alternatif/)).toBeRequired();
  });

  it("uploads the file with its trimmed alternative text and hands the stored image to the editor", async () => {
    const { props, view } = renderBlock();
    const chosen = file();
    await userEvent.upload(screen.getByLabelText(/Fichier image/), chosen);
    await userEvent.type(screen.getByLabelText(/Texte alternatif/), "  Portrait d'Aïcha Koné ");
    await userEvent.click(screen.getByRole("button", { name: "Ajouter la photo" }));
    await waitFor(() =>
      expect(props.onUploaded).toHaveBeenCalledWith({ id: "abc", image: stored, alt: "Portrait d'Aïcha Koné" }),
    );
    expect(props.upload).toHaveBeenCalledWith(chosen, "Portrait d'Aïcha Koné");
    expect(props.onState).toHaveBeenNthCalledWith(1, { kind: "saving" });
    expect(props.onState).toHaveBeenLastCalledWith({ kind: "idle" });

    // The editor shows the stored image as the preview, with its size and alt text.
    view.rerender(<ImageUploadBlock {...props} image={stored} />);
    const preview = screen.getByRole("img", { name: "Portrait d'Aïcha Koné" });
    expect(preview).toHaveAttribute("src", stored.src);
    expect(preview).toHaveAttribute("width", "800");
    expect(preview).toHaveAttribute("height", "600");
  });

  it("says the server's refusal and keeps the extra actions for when there is an image", async () => {
    const { props } = renderBlock({
      upload: vi.fn(async () => Promise.reject(new Error("Ce fichier n'est pas une image lisible."))),
      initialAlt: "Un motif",
      children: <button type="button">Insérer aussi l'image dans le texte</button>,
    });
    expect(screen.getByLabelText(/Texte alternatif/)).toHaveValue("Un motif");
    expect(screen.queryByRole("button", { name: /Insérer aussi/ })).not.toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText(/Fichier image/), file());
    await userEvent.click(screen.getByRole("button", { name: "Ajouter la photo" }));
    await waitFor(() =>
      expect(props.onState).toHaveBeenLastCalledWith({
        kind: "error",
        message: "Ce fichier n'est pas une image lisible.",
      }),
    );
    expect(props.onUploaded).not.toHaveBeenCalled();
  });

  it("offers to remove the image only when there is one, and is busy while sending", async () => {
    let finish: (value: { id: string; image: ResponsiveImage }) => void = () => {};
    const onRemove = vi.fn();
    const { props, view } = renderBlock({
      onRemove,
      removeLabel: "Retirer la photo",
      upload: vi.fn(() => new Promise<{ id: string; image: ResponsiveImage }>((resolve) => (finish = resolve))),
    });
    expect(screen.queryByRole("button", { name: "Retirer la photo" })).not.toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText(/Fichier image/), file());
    await userEvent.type(screen.getByLabelText(/Texte alternatif/), "Portrait");
    await userEvent.click(screen.getByRole("button", { name: "Ajouter la photo" }));
    expect(screen.getByRole("button", { name: "Envoi…" })).toBeDisabled();
    finish({ id: "abc", image: stored });
    await waitFor(() => expect(screen.getByRole("button", { name: "Ajouter la photo" })).toBeEnabled());
    expect(props.onUploaded).toHaveBeenCalledWith({ id: "abc", image: stored, alt: "Portrait" });

    view.rerender(<ImageUploadBlock {...props} image={stored} />);
    await userEvent.click(screen.getByRole("button", { name: "Retirer la photo" }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
