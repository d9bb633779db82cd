import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import { adminMeta } from "~/components/back-office/admin-meta";
import { LoadError } from "~/components/back-office/load-error";
import { Skeleton } from "~/components/ui/skeleton";
import { contentKeys, saveArticle, uploadImage, useArticle, useRevisions, type ArticleDraft } from "../api/articles";
import { coverImage, previewArticle } from "../api/preview";
import { ArticleEditor, type EditorServices } from "../components/article-editor";
import { ContentEditorsOnly } from "../components/content-editors-only";
import { RevisionHistory } from "../components/editor-parts";

export function meta() {
  return adminMeta("Article", "Écrire, prévisualiser et publier un article.");
}

const services: EditorServices = { save: saveArticle, upload: uploadImage, preview: previewArticle };

const EMPTY: ArticleDraft = {
  title: "",
  slug: "",
  summary: "",
  body: "",
  theme: "",
  tags: [],
  author_name: "",
  author_position: "",
  cover_image: null,
  cover_alt: null,
  seo_title: null,
  seo_description: null,
};

function History({ id }: { id: number }) {
  const { data } = useRevisions(id);
  return <RevisionHistory revisions={data} />;
}

function Editor({ id }: { id: number | null }) {
  const queryClient = useQueryClient();
  const article = useArticle(id);
  const cover = useQuery({
    queryKey: ["content_images", article.data?.cover_image ?? ""],
    enabled: Boolean(article.data?.cover_image),
    queryFn: () => coverImage(article.data!.cover_image, article.data!.cover_alt),
  });
  if (id !== null && article.isPending) return <Skeleton className="h-96 w-full" />;
  if (id !== null && article.isError)
    return <LoadError message="Impossible de charger l'article" onRetry={() => void article.refetch()} />;
  if (article.data?.cover_image && cover.isPending) return <Skeleton className="h-96 w-full" />;
  const row = article.data;
  const initial = row
    ? {
        id: row.id,
        title: row.title,
        slug: row.slug,
        summary: row.summary,
        body: row.body,
        theme: row.theme,
        tags: row.tags,
        author_name: row.author_name,
        author_position: row.author_position,
        cover_image: row.cover_image,
        cover_alt: row.cover_alt,
        seo_title: row.seo_title,
        seo_description: row.seo_description,
        status: row.status as "draft" | "published",
        published_at: row.published_at,
      }
    : EMPTY;
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
          // The address follows the new article without remounting the editor (its unsaved fields would be lost).
          if (id === null) window.history.replaceState(window.history.state, "", `/contenus/articles/${saved.id}`);
        }}
      />
      {id !== null && <History id={id} />}
    </>
  );
}

export default function ArticleEditRoute() {
  const { id } = useParams();
  const articleId = id && /^\d+$/.test(id) ? Number(id) : null;
  return (
    <ContentEditorsOnly>
      <div className="mx-auto grid max-w-5xl gap-6">
        <h1 className="text-2xl font-bold tracking-tight text-primary md:text-3xl">
          {articleId === null ? "Nouvel article" : "Modifier l'article"}
        </h1>
        <Editor id={articleId} />
      </div>
    </ContentEditorsOnly>
  );
}
