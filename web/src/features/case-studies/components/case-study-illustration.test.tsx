import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CaseStudyIllustration } from "./case-study-illustration";

describe("CaseStudyIllustration", () => {
  it("gives each drawing its own gradient, even for two studies of one sector", () => {
    const { container } = render(
      <>
        <CaseStudyIllustration sector="Finance" />
        <CaseStudyIllustration sector="Finance" />
      </>,
    );
    const gradients = [...container.querySelectorAll("linearGradient")].map((gradient) => gradient.id);
    expect(gradients).toHaveLength(2);
    expect(new Set(gradients).size).toBe(2);
    const fills = [...container.querySelectorAll('rect[fill^="url("]')].map((rect) => rect.getAttribute("fill"));
    expect(fills).toEqual(gradients.map((id) => `url(#${id})`));
  });
});
