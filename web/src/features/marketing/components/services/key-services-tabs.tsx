import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { CheckList } from "~/components/page/check-list";
import { Button } from "~/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { keyServices } from "~/content/services";

/** Tabs of the four key services (spec: project management, programme management, MOA assistance, trainings). */
export function KeyServicesTabs() {
  return (
    <Tabs defaultValue={keyServices[0].id}>
      <TabsList aria-label="Services clés">
        {keyServices.map((service) => (
          <TabsTrigger key={service.id} value={service.id}>
            {service.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {keyServices.map((service) => (
        <TabsContent key={service.id} value={service.id} className="rounded-lg border bg-card p-6 md:p-8">
          <div className="grid gap-8 md:grid-cols-2">
            <div>
              <h3 className="text-xl font-semibold text-primary">{service.title}</h3>
              <p className="mt-3 text-muted-foreground">{service.description}</p>
              <Button asChild variant="outline" className="mt-6 h-auto min-h-10 max-w-full whitespace-normal">
                <Link to={service.href}>
                  {service.linkLabel}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </div>
            <CheckList items={service.points} className="content-start" />
          </div>
        </TabsContent>
      ))}
    </Tabs>
  );
}
