import { useQueryClient } from "@tanstack/react-query";
import { adminMeta } from "~/components/back-office/admin-meta";
import { uploadImage } from "../api/articles";
import { useContentImage } from "../api/preview";
import { saveTeamMember, teamMemberKeys, useTeamMember, useTeamMemberRevisions } from "../api/team-members";
import { beforeEditor, ContentEditPage, followNewItem } from "../components/content-edit-page";
import { RevisionHistory } from "../components/editor/revision-history";
import { EMPTY_TEAM_MEMBER, TeamMemberEditor, type TeamMemberEditorServices } from "../components/team-member-editor";
import { draftFromRow } from "../components/use-content-draft";

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
  const photo = useContentImage(member.data?.photo, member.data?.photo_alt);
  const waiting = beforeEditor(
    id,
    member,
    "Impossible de charger ce membre",
    Boolean(member.data?.photo) && photo.isPending,
  );
  if (waiting) return waiting;
  const row = member.data;
  const initial = row
    ? { ...draftFromRow(EMPTY_TEAM_MEMBER, row), status: row.published ? ("published" as const) : ("draft" as const) }
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
          followNewItem(id, `/contenus/equipe/${saved.id}`);
        }}
      />
      {id !== null && <History id={id} />}
    </>
  );
}

export default function TeamMemberEditRoute() {
  return (
    <ContentEditPage newTitle="Nouveau membre de l'équipe" editTitle="Modifier un membre de l'équipe">
      {(id) => <Editor id={id} />}
    </ContentEditPage>
  );
}
