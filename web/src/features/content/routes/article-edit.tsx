import { useQueryClient } from "@tanstack/react-query";
import { adminMeta } from "~/components/back-office/admin-meta";
import { contentKeys, saveArticle, uploadImage, useArticle, useRevisions } from "../api/articles";
import { previewArticle, useContentImage } from "../api/preview";
import { ArticleEditor, EMPTY_ARTICLE, type EditorServices } from "../components/article-editor";
import { beforeEditor, ContentEditPage, followNewItem } from "../components/content-edit-page";
import { RevisionHistory } from "../components/editor/revision-history";
import { draftFromRow, publicationOf } from "../components/use-content-draft";

export function meta() {
  return adminMeta("Article", "Écrire, prévisualiser et publier un article.");
}

const services: EditorServices = { save: saveArticle, upload: uploadImage, preview: previewArticle };

function History({ id }: { id: number }) {
  const { data } = useRevisions(id);
  return <RevisionHistory revisions={data} />;
}

function Editor({ id }: { id: number | null }) {
  const queryClient = useQueryClient();
  const article = useArticle(id);
  const cover = useContentImage(article.data?.cover_image, article.data?.cover_alt);
  const waiting = beforeEditor(
    id,
    article,
    "Impossible de charger l'article",
    Boolean(article.data?.cover_image) && cover.isPending,
  );
  if (waiting) return waiting;
  const row = article.data;
  const initial = row ? { ...draftFromRow(EMPTY_ARTICLE, row), ...publicationOf(row) } : EMPTY_ARTICLE;
  return (
    <>
      <ArticleEditor
        key={row?.id ?? "nouveau"}
        initial={initial}
        initialCover={cover.data ?? null}
        services={services}
        onSaved={(saved) => {
          void queryClient.invalidateQueries({ queryKey: contentKeys.articles });
          void queryClient.invalidateQueries({ queryKey: contentKeys.revisions(saved.id) });
          followNewItem(id, `/contenus/articles/${saved.id}`);
        }}
      />
      {id !== null && <History id={id} />}
    </>
  );
}

export default function ArticleEditRoute() {
  return (
    <ContentEditPage newTitle="Nouvel article" editTitle="Modifier l'article">
      {(id) => <Editor id={id} />}
    </ContentEditPage>
  );
}
