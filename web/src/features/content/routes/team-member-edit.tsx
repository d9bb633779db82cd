import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import { adminMeta } from "~/components/back-office/admin-meta";
import { LoadError } from "~/components/back-office/load-error";
import { Skeleton } from "~/components/ui/skeleton";
import { uploadImage } from "../api/articles";
import { coverImage } from "../api/preview";
import { saveTeamMember, teamMemberKeys, useTeamMember, useTeamMemberRevisions } from "../api/team-members";
import { ContentEditorsOnly } from "../components/content-editors-only";
import { RevisionHistory } from "../components/editor-parts";
import { EMPTY_TEAM_MEMBER, TeamMemberEditor, type TeamMemberEditorServices } from "../components/team-member-editor";

export function meta() {
  return adminMeta("Membre de l'équipe", "Présenter un membre de l'équipe, avec sa photo, et le publier.");
}

const services: TeamMemberEditorServices = { save: saveTeamMember, upload: uploadImage };

function History({ id }: { id: number }) {
  const { data } = useTeamMemberRevisions(id);
  return <RevisionHistory revisions={data} />;
}

function Editor({ id }: { id: number | null }) {
  const queryClient = useQueryClient();
  const member = useTeamMember(id);
  const photo = useQuery({
    queryKey: ["content_images", member.data?.photo ?? ""],
    enabled: Boolean(member.data?.photo),
    queryFn: () => coverImage(member.data!.photo, member.data!.photo_alt),
  });
  if (id !== null && member.isPending) return <Skeleton className="h-96 w-full" />;
  if (id !== null && member.isError)
    return <LoadError message="Impossible de charger ce membre" onRetry={() => void member.refetch()} />;
  if (member.data?.photo && photo.isPending) return <Skeleton className="h-96 w-full" />;
  const row = member.data;
  const initial = row
    ? {
        id: row.id,
        name: row.name,
        slug: row.slug,
        position: row.position,
        department: row.department,
        offices: row.offices,
        bio: row.bio,
        expertise: row.expertise,
        photo: row.photo,
        photo_alt: row.photo_alt,
        sort_order: row.sort_order,
        status: row.published ? ("published" as const) : ("draft" as const),
      }
    : EMPTY_TEAM_MEMBER;
  return (
    <>
      <TeamMemberEditor
        key={row?.id ?? "nouveau"}
        initial={initial}
        initialPhoto={photo.data ?? null}
        services={services}
        onSaved={(saved) => {
          void queryClient.invalidateQueries({ queryKey: teamMemberKeys.list });
          void queryClient.invalidateQueries({ queryKey: teamMemberKeys.revisions(saved.id) });
          if (id === null) window.history.replaceState(window.history.state, "", `/contenus/equipe/${saved.id}`);
        }}
      />
      {id !== null && <History id={id} />}
    </>
  );
}

export default function TeamMemberEditRoute() {
  const { id } = useParams();
  const memberId = id && /^\d+$/.test(id) ? Number(id) : null;
  return (
    <ContentEditorsOnly>
      <div className="mx-auto grid max-w-5xl gap-6">
        <h1 className="text-2xl font-bold tracking-tight text-primary md:text-3xl">
          {memberId === null ? "Nouveau membre de l'équipe" : "Modifier un membre de l'équipe"}
        </h1>
        <Editor id={memberId} />
      </div>
    </ContentEditorsOnly>
  );
}
