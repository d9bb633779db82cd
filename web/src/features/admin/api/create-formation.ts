import { useMutation, useQueryClient } from "@tanstack/react-query";
import { courseKeys } from "~/domain/course";
import type { Formation } from "~/lib/database";
import { getSupabase } from "~/lib/supabase";
import { AdminApiError } from "../lib/admin-errors";
import type { CourseInput } from "../lib/course-schema";

export async function createFormation(input: CourseInput): Promise<Formation> {
  const client = await getSupabase();
  const { data, error } = await client.from("formations").insert(input).select().single();
  if (error) throw new AdminApiError(error);
  return data;
}

export function useCreateFormation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFormation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
