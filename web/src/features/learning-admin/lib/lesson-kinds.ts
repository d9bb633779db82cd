import type { LessonKind } from "../api/content";

/** The kinds of lesson an author can add, as the « Type » list names them. */
export const LESSON_KINDS: { value: LessonKind; label: string }[] = [
  { value: "text", label: "Texte" },
  { value: "file", label: "Fichier (PDF, diaporama, tableur)" },
  { value: "video", label: "Vidéo déposée" },
  { value: "embed", label: "Vidéo YouTube ou Vimeo" },
  { value: "link", label: "Lien" },
  { value: "scorm", label: "Paquet SCORM 1.2 (.zip)" },
];
