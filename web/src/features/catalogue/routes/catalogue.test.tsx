import { screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { invalidateShownSessions } from "~/lib/formation-sessions";
import { demoFormationRows } from "~/lib/formations";
import { backend, http, renderWithProviders, restGet, setupFakeBackend } from "~/test";
import CatalogueRoute from "./catalogue";

setupFakeBackend();
const catalogueReads = () => backend.requestsTo("/rest/v1/formations", "GET");

const session = (id: number, formationId: number, startsOn: string, seatsLeft: number, status = "open") => ({
  id,
  formation_id: formationId,
  starts_on: startsOn,
  ends_on: startsOn,
  format: "Présentiel",
  city: "Abidjan",
  venue: "",
  capacity: 20,
  reserved_seats: 0,
  seats_held: 20 - seatsLeft,
  seats_left: seatsLeft,
  trainer_id: null,
  status,
  formations: { title: demoFormationRows.find((row) => row.id === formationId)!.title },
});
/** Four sessions ahead, plus a cancelled one and a past one that the page must not list. */
const sessions = [
  session(1, 22, "2027-01-11", 8),
  session(2, 1, "2027-02-08", 18),
  session(3, 5, "2027-03-08", 20),
  session(4, 12, "2027-04-12", 15),
  session(5, 3, "2027-01-20", 10, "cancelled"),
  session(6, 4, "2020-01-20", 10),
];

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderCatalogue(url = "/formations") {
  return renderWithProviders(
    <>
      <CatalogueRoute />
      <LocationProbe />
    </>,
    { path: "/formations", url },
  );
}

/** The page once the catalogue has come back from the backend. */
async function renderLoaded(url = "/formations") {
  const view = renderCatalogue(url);
  await screen.findAllByTestId("formation-card", {}, { timeout: 5000 });
  return view;
}

const cards = () => screen.queryAllByTestId("formation-card");
/** A theme card is named by its visible text: the theme, then its summary (WCAG 2.5.3 Label in Name). */
const themeCard = (theme: string) =>
  within(screen.getByRole("list", { name: "Thèmes de formation" })).getByRole("button", {
    name: new RegExp(`^${theme} `),
  });

const filterBar = () => screen.getByRole("group", { name: "Filtrer les formations par thème" });
const filterButtons = () => within(filterBar()).getAllByRole("button");
const filterButton = (name: string) => within(filterBar()).getByRole("button", { name });

beforeEach(() => {
  invalidateShownSessions(); // the sessions are shared by the page's components for 15 s: each test reads its own
  backend.use(
    restGet("formations", demoFormationRows as unknown as Record<string, unknown>[]),
    restGet("course_sessions", sessions),
  );
});

// The whole page with its 30 cards, driven by user-event: several seconds a test on a loaded 2-core machine.
describe("catalogue filters", { timeout: 20_000 }, () => {
  it("shows the first 12 formations of the backend with 'Tous' pressed, and 12 more at each « Voir plus »", async () => {
    const { user } = await renderLoaded();
    // One read of the first page, with the anon key, and no further request: the 30 formations fit in it.
    expect(catalogueReads()).toHaveLength(1);
    expect(catalogueReads()[0].search.get("order")).toBe("id.asc");
    expect(catalogueReads()[0].headers.get("apikey")).toBe("test-anon-key");
    expect(filterButton("Tous")).toHaveAttribute("aria-pressed", "true");
    expect(filterButtons().map((button) => button.textContent)).toEqual([
      "Tous",
      "Leadership",
      "Gouvernance",
      "IA stratégique",
      "IA appliquée",
      "Éthique numérique",
      "Transformation digitale",
      "Conformité",
      "Gestion",
      "Communication",
      "Finance",
    ]);
    expect(cards()).toHaveLength(12);
    expect(screen.getByText("12 formations sur 30")).toBeInTheDocument();
    // A link that works without JavaScript (decision 1074); with the island, more cards in place.
    const more = screen.getByRole("link", { name: "Voir plus" });
    expect(more).toHaveAttribute("href", "/formations?page=2#formation-13");
    await user.click(more);
    expect(cards()).toHaveLength(24);
    expect(screen.getByTestId("location")).toHaveTextContent("/formations?page=2");
    await waitFor(() => expect(within(cards()[12]!).getByRole("link", { name: "Découvrir" })).toHaveFocus());
    await user.click(screen.getByRole("link", { name: "Voir plus" }));
    expect(cards()).toHaveLength(30);
    expect(screen.queryByRole("link", { name: "Voir plus" })).not.toBeInTheDocument();
  });

  it("selects a theme card on click and clears it on a second click, keeping the URL in sync", async () => {
    const { user } = await renderLoaded();
    // Submit buttons of the catalogue's GET form (decision 1073): `theme=<theme>`, or empty on the pressed card.
    expect(themeCard("Leadership")).toHaveAttribute("type", "submit");
    expect(themeCard("Leadership")).toHaveAttribute("value", "Leadership");
    const form = themeCard("Leadership").closest("form")!;
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("action", "/formations#nos-formations");
    await user.click(themeCard("Leadership"));
    expect(themeCard("Leadership")).toHaveAttribute("aria-pressed", "true");
    expect(themeCard("Leadership")).toHaveAttribute("value", "");
    expect(cards()).toHaveLength(3);
    expect(cards().every((card) => within(card).getByText("Leadership"))).toBe(true);
    expect(filterButton("Leadership")).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByTestId("location")).toHaveTextContent("/formations?theme=Leadership");

    await user.click(themeCard("Leadership"));
    expect(themeCard("Leadership")).toHaveAttribute("aria-pressed", "false");
    expect(cards()).toHaveLength(12);
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/formations$/);
  });

  it("preselects the theme given in ?theme=", async () => {
    await renderLoaded("/formations?theme=Finance");
    expect(themeCard("Finance")).toHaveAttribute("aria-pressed", "true");
    expect(cards().map((card) => within(card).getByRole("heading").textContent)).toEqual(
      demoFormationRows.filter((f) => f.theme === "Finance").map((f) => f.title),
    );
  });

  it("shows the pages given in ?page=", async () => {
    await renderLoaded("/formations?page=2");
    expect(cards()).toHaveLength(24);
    expect(screen.getByRole("link", { name: "Voir plus" })).toHaveAttribute("href", "/formations?page=3#formation-25");
  });

  it("keeps the theme across « Voir plus », and shows no « Voir plus » once every formation is there", async () => {
    // 20 more formations in Finance: a theme with two pages.
    const rows = demoFormationRows.map((row, index) => (index < 20 ? { ...row, theme: "Finance" } : row));
    const finance = rows.filter((row) => row.theme === "Finance").length;
    backend.use(restGet("formations", rows as unknown as Record<string, unknown>[]));
    const { user } = await renderLoaded("/formations?theme=Finance");
    expect(cards()).toHaveLength(12);
    expect(screen.getByText(`12 formations sur ${finance}`)).toBeInTheDocument();
    const more = screen.getByRole("link", { name: "Voir plus" });
    expect(more).toHaveAttribute("href", "/formations?theme=Finance&page=2#formation-13");
    await user.click(more);
    expect(cards()).toHaveLength(finance);
    expect(cards().every((card) => within(card).getByText("Finance"))).toBe(true);
    expect(screen.getByTestId("location")).toHaveTextContent("/formations?theme=Finance&page=2");
    await waitFor(() => expect(within(cards()[12]!).getByRole("link", { name: "Découvrir" })).toHaveFocus());
    expect(screen.queryByRole("link", { name: "Voir plus" })).not.toBeInTheDocument();
    expect(screen.queryByText(/formations sur/)).not.toBeInTheDocument();
  });

  it("reads the next page of a large catalogue in place at « Voir plus » (decision 1174)", async () => {
    const rows = Array.from({ length: 50 }, (_, index) => ({ ...demoFormationRows[index % 30]!, id: index + 1 }));
    backend.use(restGet("formations", rows as unknown as Record<string, unknown>[]));
    const { user } = await renderLoaded();
    expect(screen.getByText("12 formations sur 50")).toBeInTheDocument();
    for (const shown of [24, 36]) {
      await user.click(screen.getByRole("link", { name: "Voir plus" }));
      expect(cards()).toHaveLength(shown);
    }
    expect(catalogueReads().some((read) => read.search.get("offset") === "36")).toBe(false);
    await user.click(screen.getByRole("link", { name: "Voir plus" }));
    await waitFor(() => expect(cards()).toHaveLength(48));
    expect(catalogueReads().some((read) => read.search.get("offset") === "36")).toBe(true);
    expect(screen.getByTestId("location")).toHaveTextContent("/formations?page=4");
    await waitFor(() => expect(within(cards()[36]!).getByRole("link", { name: "Découvrir" })).toHaveFocus());
    expect(screen.getByText("48 formations sur 50")).toBeInTheDocument();
  });

  it("filters with the filter bar, and 'Tous' shows the first page again", async () => {
    const { user } = await renderLoaded();
    await user.click(filterButton("IA appliquée"));
    expect(cards()).toHaveLength(3);
    expect(screen.getByTestId("location")).toHaveTextContent("theme=IA+Appliqu%C3%A9e");
    await user.click(filterButton("Tous"));
    expect(cards()).toHaveLength(12);
  });

  it("has one theme card per theme of the filter bar, each leading to its formations", async () => {
    const { user } = await renderLoaded();
    const tabs = filterButtons().map((tab) => tab.textContent);
    const themes = within(screen.getByRole("list", { name: "Thèmes de formation" }))
      .getAllByRole("button")
      .map((card) => card.querySelector("span")?.textContent);
    expect(themes).toEqual(tabs.slice(1));
    for (const theme of themes) {
      if (themeCard(theme!).getAttribute("aria-pressed") === "true") continue;
      await user.click(themeCard(theme!));
      expect(cards().length).toBeGreaterThan(0);
    }
  });

  it("shows the empty state for an unknown theme in the address and clears it with 'Voir toutes les formations'", async () => {
    const { user } = renderCatalogue("/formations?theme=Innovation");
    expect(
      await screen.findByText("Aucune formation trouvée pour cette catégorie", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
    expect(filterButtons().some((tab) => tab.getAttribute("aria-pressed") === "true")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Voir toutes les formations" }));
    expect(cards()).toHaveLength(12);
  });

  it("shows three skeleton cards while the formations load", async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    backend.use(
      http("GET", "/rest/v1/formations", async () => {
        await answered;
        return { body: demoFormationRows };
      }),
    );
    renderCatalogue();
    expect(screen.getAllByTestId("formation-card-skeleton")).toHaveLength(3);
    expect(screen.getByText("Chargement des formations…").closest("[role=status]")).not.toBeNull();
    expect(cards()).toHaveLength(0);
    answer();
    expect(await screen.findAllByTestId("formation-card")).toHaveLength(12);
    expect(screen.queryAllByTestId("formation-card-skeleton")).toHaveLength(0);
  });

  it("shows each formation's price, duration, expert, first format and a 'Découvrir' link", async () => {
    await renderLoaded("/formations?theme=Gestion");
    const pmp = cards()[0]!;
    expect(within(pmp).getByTestId("formation-price").textContent?.replace(/\s/g, " ")).toBe("950 000 F CFA");
    expect(within(pmp).getByText("5 jours")).toBeInTheDocument();
    expect(within(pmp).getByText("Jean-François Gagnon")).toBeInTheDocument();
    expect(within(pmp).getByText("Présentiel")).toBeInTheDocument();
    expect(within(pmp).getByRole("link", { name: "Découvrir" })).toHaveAttribute("href", "/formations/22");
  });

  it("links 'Catalogue PDF' to the PDF the server generates", async () => {
    await renderLoaded();
    const link = screen.getByRole("link", { name: "Catalogue PDF" });
    expect(link).toHaveAttribute("href", "/catalogue.pdf");
    expect(link).toHaveAttribute("download");
  });

  it("lists the four sessions ahead with seat levels in words and enrollment links", async () => {
    await renderLoaded();
    await waitFor(() => expect(backend.requestsTo("/rest/v1/course_sessions", "GET")).toHaveLength(1));
    // The backend's sessions replace the built-in ones shown until it answers (theirs span several days).
    await waitFor(() => expect(screen.getAllByTestId("session-row")[0]).toHaveTextContent("11 janvier 2027"));
    const rows = screen.getAllByTestId("session-row");
    // Each cell names itself for a phone, where the rows are cards (« Dates : », for screen readers).
    expect(rows.map((row) => row.querySelector("td")?.textContent)).toEqual([
      "Dates\u00a0: 11 janvier 2027",
      "Dates\u00a0: 8 février 2027",
      "Dates\u00a0: 8 mars 2027",
      "Dates\u00a0: 12 avril 2027",
    ]);
    expect(rows[0]).toHaveTextContent(sessions[0].formations.title);
    expect(within(rows[0]!).getByText("8 / 20 places restantes")).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/Places limitées/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/Places disponibles/)).toBeInTheDocument();
    expect(within(rows[0]!).getByRole("link", { name: "S'inscrire" })).toHaveAttribute(
      "href",
      "/formations/22/inscription",
    );
  });
});
