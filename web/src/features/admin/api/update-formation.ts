import { useMutation, useQueryClient } from "@tanstack/react-query";
import { courseKeys } from "~/domain/course";
import type { Formation } from "~/lib/database";
import { getSupabase } from "~/lib/supabase";
import { AdminApiError } from "../lib/admin-errors";
import type { CourseInput } from "../lib/course-schema";

export async function updateFormation({ id, input }: { id: number; input: CourseInput }): Promise<Formation> {
  const client = await getSupabase();
  const { data, error } = await client.from("formations").update(input).eq("id", id).select().single();
  if (error) throw new AdminApiError(error);
  return data;
}

export function useUpdateFormation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFormation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
