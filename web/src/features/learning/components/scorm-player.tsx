import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Skeleton } from "~/components/ui/skeleton";
import { functionAddress } from "~/lib/invoke-function";
import { loadRuntimeConfig } from "~/lib/runtime-config";
import { getSupabase } from "~/lib/supabase";
import { learningKeys } from "../api/learning";
import { createScormApi, type ScormCommit, type ScormStart } from "../lib/scorm-api";

interface ScormLaunch extends ScormStart {
  token: string;
  launch: string;
}

/**
 * A SCORM 1.2 lesson (decision 1025): the package's launch page in a frame, served by learning-scorm under this
 * launch's token, and the SCORM API on this window, where the package looks for it. Each commit is saved by
 * scorm_commit; when the package says « completed » or « passed », the outline is read again (the lesson is done).
 */
export function ScormPlayer({
  enrollmentId,
  lessonId,
  title,
}: {
  enrollmentId: number;
  lessonId: number;
  title: string;
}) {
  const queryClient = useQueryClient();
  const [saveError, setSaveError] = useState<string | null>(null);
  const launch = useQuery({
    queryKey: ["learning", "scorm", enrollmentId, lessonId],
    staleTime: Infinity,
    gcTime: 0,
    queryFn: async () => {
      const client = await getSupabase();
      const { data, error } = await client.rpc("scorm_launch", { p_enrollment: enrollmentId, p_lesson: lessonId });
      if (error) throw new Error(error.message);
      const { supabaseUrl } = await loadRuntimeConfig();
      const started = data as unknown as ScormLaunch;
      const src = functionAddress(supabaseUrl, "learning-scorm", `/${lessonId}/${started.token}/${started.launch}`);
      return { ...started, src };
    },
  });
  const started = launch.data;

  useEffect(() => {
    if (!started) return;
    const save = (cmi: ScormCommit) => {
      void (async () => {
        const client = await getSupabase();
        const { data, error } = await client.rpc("scorm_commit", {
          p_enrollment: enrollmentId,
          p_lesson: lessonId,
          p_cmi: cmi,
        });
        if (error) return setSaveError(`Votre progression n'a pas été enregistrée : ${error.message}`);
        setSaveError(null);
        if ((data as unknown as { done?: boolean }).done)
          await queryClient.invalidateQueries({ queryKey: learningKeys.outline(enrollmentId) });
      })();
    };
    const host = window as unknown as { API?: unknown };
    host.API = createScormApi(started, save);
    return () => {
      delete host.API;
    };
  }, [started, enrollmentId, lessonId, queryClient]);

  if (launch.isError) return <p className="text-destructive">{launch.error.message}</p>;
  if (!started) return <Skeleton className="h-96 w-full" />;
  return (
    <div className="grid gap-2">
      <iframe
        src={started.src}
        title={title}
        className="h-[70vh] min-h-96 w-full rounded-md border bg-white"
        allow="fullscreen"
      />
      {saveError ? (
        <p role="alert" className="text-destructive">
          {saveError}
        </p>
      ) : null}
    </div>
  );
}
