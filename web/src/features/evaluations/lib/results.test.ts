import { describe, expect, it } from "vitest";
import { endedFirst, frenchNumber, groupResults, knowledgeGainText, resultsCsv, type SessionResult } from "./results";

const session = (over: Partial<SessionResult>): SessionResult => ({
  session_id: 1,
  formation_id: 10,
  formation_title: "Gestion de projet",
  trainer_id: "t1",
  trainer_name: "Koffi Mensah",
  starts_on: "2026-11-26",
  ends_on: "2026-11-26",
  city: "Abidjan",
  learners: 3,
  attendance_percent: 80,
  invited: 3,
  answers: 2,
  response_rate: 67,
  avg_overall: 4,
  avg_content: 4,
  avg_trainer: 5,
  avg_organisation: 3,
  distribution: [0, 0, 1, 0, 1],
  promoters: 1,
  passives: 0,
  detractors: 1,
  nps: 0,
  cold_invited: 0,
  cold_answers: 0,
  applied_yes: 0,
  applied_partly: 0,
  applied_no: 0,
  knowledge_measured: 0,
  knowledge_before: null,
  knowledge_after: null,
  knowledge_gain: null,
  ...over,
});

describe("evaluation results", () => {
  const rows = [
    session({}),
    session({
      session_id: 2,
      starts_on: "2026-12-01",
      ends_on: "2026-12-02",
      learners: 1,
      attendance_percent: 100,
      invited: 1,
      answers: 1,
      avg_overall: 1,
      distribution: [1, 0, 0, 0, 0],
      promoters: 0,
      detractors: 1,
    }),
    session({ session_id: 3, formation_id: 11, formation_title: "Leadership", trainer_id: "t2", trainer_name: "Awa" }),
  ];

  it("puts the sessions that have ended first, the latest first, then those to come, the soonest first", () => {
    const order = endedFirst(
      [
        session({ session_id: 1, starts_on: "2027-05-17", ends_on: "2027-05-19" }),
        session({ session_id: 2, starts_on: "2026-11-20", ends_on: "2026-11-21" }),
        session({ session_id: 3, starts_on: "2026-12-01", ends_on: "2026-12-06" }),
        session({ session_id: 4, starts_on: "2027-01-11", ends_on: "2027-01-15" }),
      ],
      "2026-12-07",
    );
    expect(order.map((row) => row.session_id)).toEqual([3, 2, 4, 1]);
  });

  it("keeps one row per session with its dates and city", () => {
    const bySession = groupResults(rows, "session");
    expect(bySession.map((row) => row.label)).toEqual([
      "Gestion de projet — 26 novembre 2026, Abidjan",
      "Gestion de projet — 1er – 2 décembre 2026, Abidjan",
      "Leadership — 26 novembre 2026, Abidjan",
    ]);
    expect(bySession[0]).toMatchObject({ sessionId: 1, responseRate: 67, overall: 4, nps: 0 });
  });

  it("adds sessions up per formation: averages weighted by answers, rates from the counts", () => {
    const [formation] = groupResults(rows, "formation");
    expect(formation).toMatchObject({ sessions: 2, learners: 4, invited: 4, answers: 3, responseRate: 75, overall: 3 });
    expect(formation.attendance).toBe(85);
    expect(formation.distribution).toEqual([1, 0, 1, 0, 1]);
    expect(formation.nps).toBe(-33);
    expect(groupResults(rows, "trainer").map((row) => row.label)).toEqual(["Koffi Mensah", "Awa"]);
  });

  it("adds the knowledge gain up weighted by the learners measured, « — » when nobody was", () => {
    const [formation, other] = groupResults(
      [
        session({ knowledge_measured: 3, knowledge_before: 40, knowledge_after: 80, knowledge_gain: 40 }),
        session({
          session_id: 2,
          knowledge_measured: 1,
          knowledge_before: 50,
          knowledge_after: 60,
          knowledge_gain: 10,
        }),
        session({ session_id: 3, formation_id: 11, formation_title: "Leadership" }),
      ],
      "formation",
    );
    expect(formation).toMatchObject({ knowledgeMeasured: 4, knowledgeGain: 32.5 });
    expect(knowledgeGainText(formation.knowledgeGain)).toBe("+32,5 pts");
    expect(other).toMatchObject({ knowledgeMeasured: 0, knowledgeGain: null });
    expect(knowledgeGainText(other.knowledgeGain)).toBe("—");
    expect(resultsCsv([formation])).toContain(";32,5;4\r\n");
  });

  it("writes French CSV with a BOM and neutralised formulas, and French numbers", () => {
    const csv = resultsCsv(
      groupResults([session({ formation_title: "=HYPERLINK(1)", avg_overall: 4.5 })], "formation"),
    );
    expect(csv.startsWith("\uFEFFRegroupement;Sessions")).toBe(true);
    expect(csv).toContain("'=HYPERLINK(1);1;3;80;3;2;67;4,5;");
    expect(frenchNumber(4.25, " / 5")).toBe("4,25 / 5");
    expect(frenchNumber(null)).toBe("—");
  });
});
