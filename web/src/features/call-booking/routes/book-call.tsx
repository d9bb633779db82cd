import { Container } from "~/components/ui/container";
import { site } from "~/config/site";
import { BookingForm } from "../components/booking-form";

export function meta() {
  return [
    { title: `Réserver un premier échange de 15 minutes | ${site.name}` },
    {
      name: "description",
      content:
        "Choisissez un créneau libre avec un consultant de Montréal, d'Abidjan ou de Dakar : 15 minutes offertes et sans engagement, en visioconférence.",
    },
  ];
}

/** /rendez-vous: the « premier échange » call-to-action's booking page (issue 44 item 5, decision 1021). */
export default function BookCallRoute() {
  return (
    <Container className="max-w-3xl py-10 md:py-16">
      <h1 className="text-3xl font-bold text-primary">Réserver un premier échange de 15 minutes</h1>
      <p className="mt-3 text-muted-foreground">
        Offert et sans engagement : un consultant écoute votre besoin et vous propose la bonne approche. Vous recevez
        une confirmation par e-mail avec l'invitation pour votre agenda et le lien de la visioconférence.
      </p>
      <div className="mt-8">
        <BookingForm />
      </div>
    </Container>
  );
}
