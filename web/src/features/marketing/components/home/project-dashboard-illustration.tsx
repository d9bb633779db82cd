import { CheckCircle2Icon } from "lucide-react";
import { cn } from "~/lib/utils";

const tasks = [
  { label: "Cadrage et charte", progress: 100 },
  { label: "Planification détaillée", progress: 100 },
  { label: "Déploiement pilote", progress: 72 },
  { label: "Formation des équipes", progress: 45 },
];

/** Decorative project-dashboard card drawn with HTML (no image to load). */
export function ProjectDashboardIllustration({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn("relative", className)}>
      <div className="rounded-xl bg-white p-6 text-slate-800 shadow-2xl ring-1 ring-black/5">
        <div className="flex items-center justify-between">
          <div>
            <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Programme de modernisation</p>
            <p className="mt-1 text-lg font-semibold text-[#0b3a6e]">Tableau de bord projet</p>
          </div>
          <span className="rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-800">
            Dans les délais
          </span>
        </div>
        <ul className="mt-6 space-y-4">
          {tasks.map((task) => (
            <li key={task.label}>
              <div className="flex justify-between text-sm">
                <span>{task.label}</span>
                <span className="font-semibold text-slate-600">{task.progress} %</span>
              </div>
              <div className="mt-1.5 h-2 rounded-full bg-slate-100">
                <div
                  className={cn("h-2 rounded-full", task.progress === 100 ? "bg-[#0b3a6e]" : "bg-[#d97706]")}
                  style={{ width: `${task.progress}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-6 grid grid-cols-3 gap-3 border-t border-slate-100 pt-5 text-center">
          <div>
            <p className="text-xl font-bold text-[#0b3a6e]">98 %</p>
            <p className="text-xs text-slate-500">Budget maîtrisé</p>
          </div>
          <div>
            <p className="text-xl font-bold text-[#0b3a6e]">12</p>
            <p className="text-xs text-slate-500">Jalons atteints</p>
          </div>
          <div>
            <p className="text-xl font-bold text-[#0b3a6e]">0</p>
            <p className="text-xs text-slate-500">Risque critique</p>
          </div>
        </div>
      </div>
      <div className="absolute -bottom-6 -left-6 flex items-center gap-3 rounded-lg bg-white px-4 py-3 text-sm font-medium text-slate-800 shadow-xl ring-1 ring-black/5">
        <CheckCircle2Icon className="size-5 text-emerald-600" />
        Jalon validé par le comité de pilotage
      </div>
    </div>
  );
}
