import { useTrainerFormations } from "./trainer-formations";
import { useTrainerEnrollments } from "./trainer-enrollments";

/** The trainer's formations, then their enrollments: one loading and one error state for the screens. */
export function useTrainerData(trainerId: string | null | undefined) {
  const formations = useTrainerFormations(trainerId);
  const enrollments = useTrainerEnrollments(formations.data?.map((formation) => formation.id));
  return {
    formations: formations.data ?? [],
    enrollments: enrollments.data ?? [],
    isPending: formations.isPending || enrollments.isPending,
    isError: formations.isError || enrollments.isError,
    refetch: () => void (formations.isError ? formations.refetch() : enrollments.refetch()),
  };
}
