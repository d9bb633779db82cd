import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";

const api = vi.hoisted(() => ({ join: vi.fn(), data: null as unknown, error: null as unknown }));
vi.mock("../api/live-classes", () => ({
  useLiveClasses: () => ({ data: api.data }),
  useJoinLiveClass: () => ({ mutate: api.join, isPending: false, isError: api.error !== null, error: api.error }),
}));

import { LiveClassesCard, classWhen } from "./live-classes";

beforeEach(() => {
  vi.clearAllMocks();
  api.error = null;
  api.data = {
    has_link: true,
    classes: [
      {
        slot_id: 1,
        starts_at: "2027-03-01T14:00:00Z",
        ends_at: "2027-03-01T17:30:00Z",
        time_zone: "Africa/Dakar",
        state: "open",
        attended: false,
      },
      {
        slot_id: 2,
        starts_at: "2027-03-02T14:00:00Z",
        ends_at: "2027-03-02T17:30:00Z",
        time_zone: "Africa/Dakar",
        state: "upcoming",
        attended: false,
      },
    ],
  };
});

describe("LiveClassesCard", () => {
  it("tells the class's time in the learner's zone", () => {
    expect(
      classWhen({ starts_at: "2027-03-01T14:00:00Z", ends_at: "2027-03-01T17:30:00Z" }, "America/Toronto"),
    ).toMatch(/^1er\smars 2027, de 9\sh à 12\sh\s30$/);
    render(<LiveClassesCard enrollmentId={5} timeZone="America/Toronto" />);
    expect(screen.getByText(/1er\smars 2027, de 9/)).toBeInTheDocument();
    expect(screen.getByText(/Horaires à l'heure de/)).toBeInTheDocument();
  });

  it("offers to join only the open class; the link is shown once the database recorded the learner", async () => {
    api.join.mockImplementation((_slot: number, options: { onSuccess: (url: string) => void }) =>
      options.onSuccess("https://meet.example.com/classe"),
    );
    const user = userEvent.setup();
    render(<LiveClassesCard enrollmentId={5} timeZone="Africa/Dakar" />);
    expect(screen.getAllByRole("button", { name: "Rejoindre la classe" })).toHaveLength(1);
    expect(screen.getByText("Le lien s'affichera 15 minutes avant le début.")).toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Rejoindre la classe" }));
    expect(api.join).toHaveBeenCalledWith(1, expect.anything());
    expect(screen.getByRole("link", { name: /Ouvrir la visioconférence/ })).toHaveAttribute(
      "href",
      "https://meet.example.com/classe",
    );
  });

  it("says a refusal in French", () => {
    api.error = new Error("Le lien de la classe s'ouvre 15 minutes avant son début");
    render(<LiveClassesCard enrollmentId={5} timeZone="Africa/Dakar" />);
    expect(screen.getByRole("alert")).toHaveTextContent("15 minutes avant son début");
  });
});
