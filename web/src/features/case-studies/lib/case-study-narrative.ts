import type { CaseStudy } from "~/content/case-studies";

export interface NarrativeSection {
  heading: string;
  paragraphs: string[];
}

function listPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} et ${items[items.length - 1]}`;
}

/** The long text of a study page, written once as a template and filled from the study's data (spec: "a long templated text"). */
export function caseStudyNarrative(study: CaseStudy): NarrativeSection[] {
  return [
    {
      heading: "Le contexte",
      paragraphs: [
        `En ${study.year}, ${study.clientInSentence} nous a sollicités pour un mandat dans le secteur ${sectorPhrase(study.sector)}. L'organisation faisait face à ${study.challenge}.`,
        `Au-delà de l'urgence opérationnelle, la direction souhaitait se doter de pratiques durables : des décisions prises sur des informations fiables, des responsabilités claires et des équipes capables de poursuivre la démarche sans appui extérieur.`,
      ],
    },
    {
      heading: "Notre démarche",
      paragraphs: [
        `Nous avons commencé par un diagnostic de quelques semaines : entretiens avec les dirigeants et les équipes, analyse des documents de pilotage existants et observation des instances de décision. Ce diagnostic a permis de partager un constat commun et de fixer des objectifs mesurables.`,
        `Sur ${study.duration}, nos consultants ont ensuite mis en place ${listPhrase(study.actions)}.`,
        `Chaque outil a été conçu avec les équipes du client, testé sur un périmètre pilote puis étendu. Nous avons privilégié des solutions simples, adaptées aux réalités locales et aux outils déjà en place, plutôt que des dispositifs lourds difficiles à maintenir.`,
      ],
    },
    {
      heading: "Les résultats",
      paragraphs: [
        `${study.result} Ces résultats ont été mesurés avec la direction de notre client à partir des indicateurs définis lors du diagnostic, et présentés à ses instances de gouvernance.`,
        `Le transfert de compétences faisait partie intégrante du mandat : à la fin de notre intervention, les méthodes, les modèles de documents et les tableaux de bord ont été remis aux équipes, accompagnés d'un guide d'utilisation et d'une période de suivi.`,
      ],
    },
  ];
}

function sectorPhrase(sector: CaseStudy["sector"]): string {
  switch (sector) {
    case "Énergie":
      return "de l'énergie";
    case "Finance":
      return "financier";
    case "Télécoms":
      return "des télécommunications";
    case "Secteur public":
      return "public";
    case "Mines":
      return "minier";
  }
}
