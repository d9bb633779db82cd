import { CheckCircle2Icon, QuoteIcon } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { DrawnPortrait } from "~/features/marketing";
import type { Formation } from "@common/database";
import { expertProfileFor } from "../content/experts";
import { COMMON_PREREQUISITES, type ThemeContent } from "../content/theme-content";
import { buildProgramme } from "../lib/programme";
import { ExpertDialogs } from "./expert-dialogs";

interface FormationTabsProps {
  formation: Formation;
  content: ThemeContent;
}

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid gap-2">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <CheckCircle2Icon className="mt-1 size-4 shrink-0 text-success" aria-hidden="true" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function PanelSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-3">
      <h3 className="text-lg font-semibold text-primary">{title}</h3>
      {children}
    </section>
  );
}

export function FormationTabs({ formation, content }: FormationTabsProps) {
  const programme = buildProgramme(formation.duration, content.modules);
  const expert = expertProfileFor(formation.expert, content.expertSpecialty);
  return (
    <Tabs defaultValue="description">
      <TabsList aria-label="Détails de la formation" className="flex-nowrap overflow-x-auto">
        <TabsTrigger value="description">Description</TabsTrigger>
        <TabsTrigger value="programme">Programme</TabsTrigger>
        <TabsTrigger value="expert">Expert</TabsTrigger>
      </TabsList>

      <TabsContent value="description" className="grid gap-8 pt-4">
        <PanelSection title="Objectifs de la formation">
          <Bullets items={content.objectives} />
        </PanelSection>
        <PanelSection title="Prérequis">
          <Bullets items={[...COMMON_PREREQUISITES, content.extraPrerequisite]} />
        </PanelSection>
        <PanelSection title="Méthodes pédagogiques">
          <p className="text-muted-foreground">30% d'apports théoriques, 70% de pratique :</p>
          <Bullets items={content.methods} />
        </PanelSection>
        <PanelSection title="Évaluation">
          <Bullets items={content.evaluation} />
        </PanelSection>
      </TabsContent>

      <TabsContent value="programme" className="pt-4">
        <ol className="grid gap-4">
          {programme.map((day) => (
            <li key={day.day} className="rounded-lg border bg-card p-5">
              <h3 className="font-semibold text-primary">
                Jour {day.day} : {day.title}
              </h3>
              <ul className="mt-3 grid gap-2 text-sm">
                {day.slots.map((slot) => (
                  <li key={slot.time} className="grid gap-1 sm:grid-cols-[8rem_1fr]">
                    <span className="font-medium text-foreground tabular-nums">{slot.time}</span>
                    <span className="text-muted-foreground">{slot.topic}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </TabsContent>

      <TabsContent value="expert" className="grid gap-6 pt-4">
        <div className="flex items-center gap-4">
          <DrawnPortrait name={formation.expert.replace(/^Dr\.?\s+/i, "")} beside />
          <div>
            <h3 className="text-lg font-semibold text-foreground">{formation.expert}</h3>
            <p className="text-sm text-muted-foreground">
              <span className="font-medium text-foreground">Spécialité :</span> {expert.specialty}
            </p>
          </div>
        </div>
        <p>{expert.bio}</p>
        <figure className="rounded-lg border-l-4 border-warm bg-warm-subtle p-5 text-warm-subtle-foreground">
          <QuoteIcon className="size-5" aria-hidden="true" />
          <blockquote className="mt-2 italic">« {content.testimonial.quote} »</blockquote>
          <figcaption className="mt-3 text-sm font-semibold">
            {content.testimonial.author}, {content.testimonial.role}
          </figcaption>
        </figure>
        <ExpertDialogs name={formation.expert} profile={expert} />
      </TabsContent>
    </Tabs>
  );
}
