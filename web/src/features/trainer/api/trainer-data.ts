import { useTrainerCourses } from "./trainer-courses";
import { useTrainerEnrollments } from "./trainer-enrollments";

/** The trainer's courses, then their enrolments: one loading and one error state for the screens. */
export function useTrainerData(trainerId: string | null | undefined) {
  const courses = useTrainerCourses(trainerId);
  const enrollments = useTrainerEnrollments(courses.data?.map((course) => course.id));
  return {
    courses: courses.data ?? [],
    enrollments: enrollments.data ?? [],
    isPending: courses.isPending || enrollments.isPending,
    isError: courses.isError || enrollments.isError,
    refetch: () => void (courses.isError ? courses.refetch() : enrollments.refetch()),
  };
}
