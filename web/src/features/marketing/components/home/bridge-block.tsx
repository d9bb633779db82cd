import { ArrowRightIcon, CheckIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Section, SectionHeading } from "~/components/ui/section";
import { bridge } from "~/content/home";
import { BridgeMap } from "./bridge-map";

export function BridgeBlock() {
  return (
    <Section aria-labelledby="home-bridge-title" containerClassName="grid items-center gap-12 lg:grid-cols-2">
      <div>
        <SectionHeading id="home-bridge-title" eyebrow={bridge.eyebrow} title={bridge.title} className="mb-6" />
        <p className="text-lg text-muted-foreground">{bridge.text}</p>
        <ul className="mt-6 space-y-3">
          {bridge.points.map((point) => (
            <li key={point} className="flex gap-3">
              <CheckIcon className="mt-1 size-5 shrink-0 text-warm" aria-hidden="true" />
              <span>{point}</span>
            </li>
          ))}
        </ul>
        <Link to={bridge.to} className={`${buttonVariants({ variant: "default" })} mt-8`}>
          {bridge.linkLabel}
          <ArrowRightIcon aria-hidden="true" />
        </Link>
      </div>
      <BridgeMap offices={bridge.offices} />
    </Section>
  );
}
