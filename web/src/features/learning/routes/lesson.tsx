import { ArrowLeft, ArrowRight, CheckCircle2, Download, ExternalLink } from "lucide-react";
import { Link, useParams } from "react-router";
import { LoadError } from "~/components/back-office/list-states";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { ARTICLE_BODY_CLASSES } from "~/features/blog";
import { useLearningTime, useLesson, useMarkDone, useOutline, useSignedFile, type Lesson } from "../api/learning";
import { ScormPlayer } from "../components/scorm-player";
import { learningMeta } from "../lib/learning-meta";
import { learningPaths, lessonInOutline } from "../lib/outline";

export function meta() {
  return learningMeta("Leçon", "Une leçon de votre formation en ligne.");
}

/** The lesson's file or video, by a signed URL of a few minutes (the bucket is private). */
function LessonMedia({ lesson, enrollmentId }: { lesson: Lesson; enrollmentId: number }) {
  const signed = useSignedFile(lesson.kind === "file" || lesson.kind === "video" ? lesson.file_path : null);
  if (lesson.kind === "embed" && lesson.embed_url)
    return (
      <div className="aspect-video w-full overflow-hidden rounded-md bg-muted">
        <iframe
          src={lesson.embed_url}
          title={lesson.title}
          className="size-full"
          allow="fullscreen; picture-in-picture"
          sandbox="allow-scripts allow-same-origin allow-presentation"
          loading="lazy"
        />
      </div>
    );
  if (lesson.kind === "scorm")
    return <ScormPlayer enrollmentId={enrollmentId} lessonId={lesson.id} title={lesson.title} />;
  if (lesson.kind === "link" && lesson.link_url)
    return (
      <Button asChild variant="outline" className="justify-self-start">
        <a href={lesson.link_url} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" /> Ouvrir la ressource
        </a>
      </Button>
    );
  if (lesson.kind !== "file" && lesson.kind !== "video") return null;
  if (signed.isError) return <p className="text-destructive">{signed.error.message}</p>;
  if (signed.isPending) return <Skeleton className="h-10 w-48" />;
  if (lesson.kind === "video")
    return (
      <video controls preload="metadata" className="w-full rounded-md bg-black" src={signed.data}>
        <track kind="captions" />
      </video>
    );
  return (
    <Button asChild variant="outline" className="justify-self-start">
      <a href={`${signed.data}&download=${encodeURIComponent(lesson.file_name ?? "document")}`}>
        <Download aria-hidden="true" /> Télécharger {lesson.file_name ?? "le document"}
      </a>
    </Button>
  );
}

/** A lesson, readable on a phone: its text, its file or video, « Marquer comme terminée » and the next lesson. */
export default function LessonRoute() {
  const { enrollmentId = "", lessonId = "" } = useParams();
  const enrollment = Number(enrollmentId);
  const outline = useOutline(enrollment);
  const lesson = useLesson(Number(lessonId));
  const markDone = useMarkDone(enrollment);
  const place = outline.data ? lessonInOutline(outline.data, Number(lessonId)) : null;
  // Time on content, counted while the lesson is open and shown (decision 1023).
  useLearningTime(enrollment, Number(lessonId), Boolean(lesson.data && place));
  const back = (
    <Link to={learningPaths.space(enrollment)} className="inline-flex items-center gap-1 text-sm text-primary">
      <ArrowLeft className="size-4" aria-hidden="true" /> Le parcours
    </Link>
  );

  if (lesson.isPending || outline.isPending)
    return (
      <div role="status" aria-label="Chargement de la leçon" className="mx-auto grid w-full max-w-3xl gap-4">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  if (outline.isError)
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-4">
        {back}
        <h1 className="text-2xl font-bold tracking-tight text-primary">Leçon</h1>
        <LoadError message={outline.error.message} onRetry={() => void outline.refetch()} />
      </div>
    );
  if (lesson.isError || !lesson.data || !place)
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-4">
        {back}
        <Card className="p-6">
          <h1 className="text-xl font-semibold">Leçon verrouillée</h1>
          <p className="mt-2 text-muted-foreground">
            Cette leçon n'est pas encore ouverte pour vous : terminez d'abord le module précédent, ou attendez sa date
            d'ouverture.
          </p>
        </Card>
      </div>
    );
  const data = lesson.data;
  const done = place.lesson.state === "done";
  const next = place.next && place.next.state !== "locked" ? place.next : null;
  return (
    <article className="mx-auto grid w-full max-w-3xl min-w-0 gap-5">
      {back}
      <header className="grid gap-1">
        <p className="text-sm text-muted-foreground break-words">{place.module.title}</p>
        <h1 className="text-2xl font-bold tracking-tight break-words text-primary">{data.title}</h1>
      </header>
      <LessonMedia lesson={data} enrollmentId={enrollment} />
      {data.body_html ? (
        <div
          className={`min-w-0 break-words ${ARTICLE_BODY_CLASSES}`}
          dangerouslySetInnerHTML={{ __html: data.body_html }}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-3 border-t pt-4">
        {done ? (
          <p className="flex items-center gap-2 font-medium text-success-foreground">
            <CheckCircle2 className="size-5" aria-hidden="true" /> Leçon terminée
          </p>
        ) : data.kind === "scorm" ? (
          <p className="text-muted-foreground">Le module enregistre lui-même votre progression.</p>
        ) : (
          <Button onClick={() => markDone.mutate(data.id)} disabled={markDone.isPending}>
            <CheckCircle2 aria-hidden="true" /> Marquer comme terminée
          </Button>
        )}
        {next ? (
          <Button asChild variant={done ? "default" : "outline"}>
            <Link to={learningPaths.lesson(enrollment, next.id)}>
              Leçon suivante <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        ) : null}
      </div>
      {markDone.isError ? (
        <p role="alert" className="text-destructive">
          {markDone.error.message}
        </p>
      ) : null}
    </article>
  );
}
