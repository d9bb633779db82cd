import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { adminMeta } from "~/components/back-office/admin-meta";
import { LoadError } from "~/components/back-office/load-error";
import { Skeleton } from "~/components/ui/skeleton";
import { uploadImage } from "../api/articles";
import { coverImage } from "../api/preview";
import { deleteTestimonial, saveTestimonial, testimonialKeys, useTestimonial } from "../api/testimonials";
import { ContentEditorsOnly } from "../components/content-editors-only";
import { EMPTY_TESTIMONIAL, TestimonialEditor, type TestimonialEditorServices } from "../components/testimonial-editor";

export function meta() {
  return adminMeta("Témoignage", "Écrire le témoignage d'un client et le publier sur la page d'accueil.");
}

const services: TestimonialEditorServices = { save: saveTestimonial, remove: deleteTestimonial, upload: uploadImage };

function Editor({ id }: { id: number | null }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const testimonial = useTestimonial(id);
  const photo = useQuery({
    queryKey: ["content_images", testimonial.data?.photo ?? ""],
    enabled: Boolean(testimonial.data?.photo),
    queryFn: () => coverImage(testimonial.data!.photo, testimonial.data!.photo_alt),
  });
  if (id !== null && testimonial.isPending) return <Skeleton className="h-96 w-full" />;
  if (id !== null && testimonial.isError)
    return <LoadError message="Impossible de charger ce témoignage" onRetry={() => void testimonial.refetch()} />;
  if (testimonial.data?.photo && photo.isPending) return <Skeleton className="h-96 w-full" />;
  const row = testimonial.data;
  const initial = row
    ? {
        id: row.id,
        quote: row.quote,
        person_name: row.person_name,
        person_role: row.person_role,
        organisation: row.organisation,
        photo: row.photo,
        photo_alt: row.photo_alt,
        sort_order: row.sort_order,
        status: row.status === "published" ? ("published" as const) : ("draft" as const),
      }
    : EMPTY_TESTIMONIAL;
  return (
    <TestimonialEditor
      key={row?.id ?? "nouveau"}
      initial={initial}
      initialPhoto={photo.data ?? null}
      services={services}
      onSaved={(saved) => {
        void queryClient.invalidateQueries({ queryKey: testimonialKeys.list });
        if (id === null) window.history.replaceState(window.history.state, "", `/contenus/temoignages/${saved.id}`);
      }}
      onRemoved={() => {
        void queryClient.invalidateQueries({ queryKey: testimonialKeys.list });
        void navigate("/contenus");
      }}
    />
  );
}

export default function TestimonialEditRoute() {
  const { id } = useParams();
  const testimonialId = id && /^\d+$/.test(id) ? Number(id) : null;
  return (
    <ContentEditorsOnly>
      <div className="mx-auto grid max-w-5xl gap-6">
        <h1 className="text-2xl font-bold tracking-tight text-primary md:text-3xl">
          {testimonialId === null ? "Nouveau témoignage" : "Modifier un témoignage"}
        </h1>
        <Editor id={testimonialId} />
      </div>
    </ContentEditorsOnly>
  );
}
