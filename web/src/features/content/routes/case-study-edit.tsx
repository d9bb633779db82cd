import { useQueryClient } from "@tanstack/react-query";
import { adminMeta } from "~/components/back-office/admin-meta";
import { keyFigures } from "~/features/case-studies";
import { uploadImage } from "../api/articles";
import {
  caseStudyKeys,
  previewCaseStudy,
  saveCaseStudy,
  useCaseStudy,
  useCaseStudyRevisions,
} from "../api/case-studies";
import { CaseStudyEditor, EMPTY_CASE_STUDY, type CaseStudyEditorServices } from "../components/case-study-editor";
import { beforeEditor, ContentEditPage, followNewItem } from "../components/content-edit-page";
import { RevisionHistory } from "../components/editor/revision-history";
import { draftFromRow, publicationOf } from "../components/use-content-draft";

export function meta() {
  return adminMeta("Étude de cas", "Rédiger, prévisualiser, publier et programmer une étude de cas.");
}

const services: CaseStudyEditorServices = { save: saveCaseStudy, preview: previewCaseStudy, upload: uploadImage };

function History({ id }: { id: number }) {
  const { data } = useCaseStudyRevisions(id);
  return <RevisionHistory revisions={data} />;
}

function Editor({ id }: { id: number | null }) {
  const queryClient = useQueryClient();
  const study = useCaseStudy(id);
  const waiting = beforeEditor(id, study, "Impossible de charger l'étude de cas");
  if (waiting) return waiting;
  const row = study.data?.row;
  const initial = row
    ? { ...draftFromRow(EMPTY_CASE_STUDY, { ...row, figures: keyFigures(row.figures) }), ...publicationOf(row) }
    : EMPTY_CASE_STUDY;
  return (
    <>
      <CaseStudyEditor
        key={row?.id ?? "nouvelle"}
        initial={initial}
        initialCover={study.data?.cover ?? null}
        services={services}
        onSaved={(saved) => {
          void queryClient.invalidateQueries({ queryKey: caseStudyKeys.list });
          void queryClient.invalidateQueries({ queryKey: caseStudyKeys.revisions(saved.id) });
          followNewItem(id, `/contenus/etudes-de-cas/${saved.id}`);
        }}
      />
      {id !== null && <History id={id} />}
    </>
  );
}

export default function CaseStudyEditRoute() {
  return (
    <ContentEditPage newTitle="Nouvelle étude de cas" editTitle="Modifier l'étude de cas">
      {(id) => <Editor id={id} />}
    </ContentEditPage>
  );
}
