import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { adminMeta } from "~/components/back-office/admin-meta";
import { uploadImage } from "../api/articles";
import { useContentImage } from "../api/preview";
import { deleteTestimonial, saveTestimonial, testimonialKeys, useTestimonial } from "../api/testimonials";
import { blockRevisionKeys } from "../api/block-revisions";
import { BlockHistory } from "../components/block-history";
import { beforeEditor, ContentEditPage, followNewItem } from "../components/content-edit-page";
import { EMPTY_TESTIMONIAL, TestimonialEditor, type TestimonialEditorServices } from "../components/testimonial-editor";
import { draftFromRow, publicationOf } from "../components/use-content-draft";

export function meta() {
  return adminMeta("Témoignage", "Écrire le témoignage d'un client et le publier sur la page d'accueil.");
}

const services: TestimonialEditorServices = { save: saveTestimonial, remove: deleteTestimonial, upload: uploadImage };

function Editor({ id }: { id: number | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const testimonial = useTestimonial(id);
  const photo = useContentImage(testimonial.data?.photo, testimonial.data?.photo_alt);
  const waiting = beforeEditor(
    id,
    testimonial,
    "Impossible de charger ce témoignage",
    Boolean(testimonial.data?.photo) && photo.isPending,
  );
  if (waiting) return waiting;
  const row = testimonial.data;
  const initial = row
    ? { ...draftFromRow(EMPTY_TESTIMONIAL, row), status: publicationOf(row).status }
    : EMPTY_TESTIMONIAL;
  return (
    <>
      <TestimonialEditor
        key={row?.id ?? "nouveau"}
        initial={initial}
        initialPhoto={photo.data ?? null}
        services={services}
        onSaved={(saved) => {
          void queryClient.invalidateQueries({ queryKey: testimonialKeys.list });
          void queryClient.invalidateQueries({ queryKey: blockRevisionKeys.of("testimonials", String(saved.id)) });
          followNewItem(id, `/contenus/temoignages/${saved.id}`);
        }}
        onRemoved={() => {
          void queryClient.invalidateQueries({ queryKey: testimonialKeys.list });
          void navigate("/contenus");
        }}
      />
      {id !== null && <BlockHistory block="testimonials" blockKey={id} />}
    </>
  );
}

export default function TestimonialEditRoute() {
  return (
    <ContentEditPage newTitle="Nouveau témoignage" editTitle="Modifier un témoignage">
      {(id) => <Editor id={id} />}
    </ContentEditPage>
  );
}
