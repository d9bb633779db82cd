import { Link } from "react-router";
import { adminMeta } from "~/components/back-office/admin-meta";
import { LoadError } from "~/components/back-office/load-error";
import { TableSkeleton } from "~/components/back-office/table-skeleton";
import { Button } from "~/components/ui/button";
import { useArticles } from "../api/articles";
import { ContentEditorsOnly } from "../components/content-editors-only";

export function meta() {
  return adminMeta("Contenus", "Les articles du blog : brouillons, publiés et programmés.");
}

const statusLabel = (status: string, publishedAt: string | null) =>
  status === "draft" ? "Brouillon" : publishedAt && new Date(publishedAt) > new Date() ? "Programmé" : "Publié";

function ArticleList() {
  const query = useArticles();
  if (query.isPending) return <TableSkeleton label="Chargement des articles" />;
  if (query.isError)
    return <LoadError message="Impossible de charger les articles" onRetry={() => void query.refetch()} />;
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">Articles</caption>
        <thead className="bg-muted text-left">
          <tr>
            <th scope="col" className="p-3">
              Titre
            </th>
            <th scope="col" className="p-3">
              État
            </th>
            <th scope="col" className="p-3">
              Modifié le
            </th>
          </tr>
        </thead>
        <tbody>
          {query.data.map((article) => (
            <tr key={article.id} className="border-t">
              <td className="p-3">
                <Link
                  className="font-medium text-primary underline-offset-4 hover:underline"
                  to={`/contenus/articles/${article.id}`}
                >
                  {article.title}
                </Link>
              </td>
              <td className="p-3">{statusLabel(article.status, article.published_at)}</td>
              <td className="p-3">{new Date(article.updated_at).toLocaleString("fr-FR")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function ContentListRoute() {
  return (
    <ContentEditorsOnly>
      <div className="mx-auto grid max-w-6xl gap-6">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div className="grid gap-1">
            <h1 className="text-2xl font-bold tracking-tight text-primary md:text-3xl">Contenus</h1>
            <p className="max-w-prose text-muted-foreground">
              Écrivez, relisez et publiez les articles du blog. Un article publié est en ligne en quelques secondes.
            </p>
          </div>
          <Button asChild>
            <Link to="/contenus/articles/nouveau">Nouvel article</Link>
          </Button>
        </header>
        <ArticleList />
      </div>
    </ContentEditorsOnly>
  );
}
