import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Formation } from "~/lib/database";
import { findDemoFormation } from "~/lib/formations";

type CourseQuery = {
  data: Formation | null | undefined;
  isSuccess: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
};
const course = vi.hoisted(() => ({ query: undefined as unknown as CourseQuery, requestedId: null as number | null }));
vi.mock("../api/get-formation", () => ({
  useFormation: (id: number | null) => {
    course.requestedId = id;
    return course.query;
  },
}));
vi.mock("../api/get-related-formations", () => ({
  useRelatedFormations: () => ({ data: [findDemoFormation(23), findDemoFormation(24)] }),
}));
vi.mock("~/lib/auth", () => ({ useAuth: () => ({ user: null, loading: false, ensureReady: () => {} }) }));
const toast = vi.hoisted(() => vi.fn());
vi.mock("~/components/ui/toast", () => ({ toast }));
const subscribeNewsletter = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock("~/features/newsletter/api/newsletter", () => ({ subscribeNewsletter }));

const { default: CourseDetailRoute } = await import("./course-detail");

const loaded = (data: Formation | null): CourseQuery => ({
  data,
  isSuccess: true,
  isError: false,
  isPlaceholderData: false,
});

function AuthStub() {
  const location = useLocation();
  return (
    <>
      <h1>Connexion</h1>
      <p data-testid="where">{location.pathname + location.search}</p>
    </>
  );
}

function renderCourse(url: string) {
  const Stub = createRoutesStub([
    { path: "/formations/:id", Component: CourseDetailRoute },
    { path: "/formations", Component: () => <h1>Catalogue</h1> },
    { path: "/auth", Component: AuthStub },
  ]);
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <Stub initialEntries={[url]} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  toast.mockClear();
  course.query = loaded(findDemoFormation(22)!);
});

describe("course detail page", () => {
  it("shows the header, the price card and the related courses", () => {
    renderCourse("/formations/22");
    expect(course.requestedId).toBe(22);
    expect(screen.getByRole("heading", { level: 1, name: "Préparation à la certification PMP®" })).toBeInTheDocument();
    const aside = screen.getByRole("complementary", { name: "Inscription et informations pratiques" });
    expect(within(aside).getByTestId("course-price").textContent?.replace(/\s/g, " ")).toBe("950 000 XOF");
    expect(within(aside).getByText("Par participant, hors taxes")).toBeInTheDocument();
    expect(within(aside).getByText("Suivi post-formation de 3 mois")).toBeInTheDocument();
    expect(within(aside).getByRole("link", { name: "Demander un devis" })).toHaveAttribute(
      "href",
      "/devis?formation=22",
    );
    expect(
      within(screen.getByRole("list", { name: "Formations associées" })).getAllByTestId("course-card"),
    ).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Retour aux formations" })).toHaveAttribute("href", "/formations");
  });

  it("says 'Sur demande' for a course without price", () => {
    course.query = loaded({ ...findDemoFormation(22)!, price: null });
    renderCourse("/formations/22");
    const aside = screen.getByRole("complementary", { name: "Inscription et informations pratiques" });
    expect(within(aside).getByTestId("course-price")).toHaveTextContent("Sur demande");
    expect(within(aside).queryByText("Par participant, hors taxes")).not.toBeInTheDocument();
  });

  it("lays out the programme day by day with the spec's schedule", async () => {
    const user = userEvent.setup();
    renderCourse("/formations/22");
    await user.click(screen.getByRole("tab", { name: "Programme" }));
    const days = within(screen.getByRole("tabpanel")).getAllByRole("heading", { level: 3 });
    expect(days.map((d) => d.textContent?.match(/^Jour \d+/)?.[0])).toEqual([
      "Jour 1",
      "Jour 2",
      "Jour 3",
      "Jour 4",
      "Jour 5",
    ]);
    expect(screen.getAllByText("14h00-17h30")).toHaveLength(4);
    expect(screen.getAllByText("14h00-16h30")).toHaveLength(1);
  });

  it("newsletter box: empty e-mail → 'Erreur'; valid e-mail → subscription asked, confirmation explained, field cleared", async () => {
    const user = userEvent.setup();
    renderCourse("/formations/22");
    const box = screen.getByRole("form", { name: "Newsletter des formations" });
    await user.click(within(box).getByRole("button", { name: "S'abonner" }));
    expect(toast).toHaveBeenLastCalledWith({
      title: "Erreur",
      description: "Veuillez saisir votre adresse email",
      variant: "destructive",
    });
    await user.type(within(box).getByLabelText("Adresse email"), "awa@example.com");
    await user.click(within(box).getByRole("button", { name: "S'abonner" }));
    await vi.waitFor(() =>
      expect(toast).toHaveBeenLastCalledWith(
        expect.objectContaining({ title: "Confirmez votre inscription", duration: 5000 }),
      ),
    );
    expect(subscribeNewsletter).toHaveBeenCalledWith("awa@example.com");
    expect(within(box).getByLabelText("Adresse email")).toHaveValue("");
  });

  it("enrolling signed out shows 'Connexion requise' and goes to /auth, which will bring the person back here", async () => {
    const user = userEvent.setup();
    renderCourse("/formations/22");
    await user.click(screen.getByRole("button", { name: "S'inscrire à cette formation" }));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Connexion requise", variant: "destructive" }));
    expect(await screen.findByRole("heading", { name: "Connexion" })).toBeInTheDocument();
    expect(screen.getByTestId("where")).toHaveTextContent("/auth?redirect=%2Fformations%2F22");
  });

  it("sends a malformed id back to /formations without querying", async () => {
    renderCourse("/formations/abc");
    expect(await screen.findByRole("heading", { name: "Catalogue" })).toBeInTheDocument();
    expect(course.requestedId).toBeNull();
  });

  it("sends an id with neither backend nor demo course back to /formations", async () => {
    course.query = loaded(null);
    renderCourse("/formations/9999");
    expect(await screen.findByRole("heading", { name: "Catalogue" })).toBeInTheDocument();
  });
});
