import { describe, expect, it } from "vitest";
import { informational, operationOutcome } from "./operation-outcome.ts";

describe("operationOutcome", () => {
  it("gives one error issue per problem, with its place as the expression", () => {
    const problems = [
      { where: "Bundle.entry[1].resource.gender", text: 'The gender "F" is not one of ...' },
      { where: "Bundle.entry[0].resource.basedOn", text: "Our booking reference is missing." },
    ];
    expect(operationOutcome(problems, "not-found")).toEqual({
      resourceType: "OperationOutcome",
      issue: [
        {
          severity: "error",
          code: "not-found",
          details: { text: 'The gender "F" is not one of ...' },
          expression: ["Bundle.entry[1].resource.gender"],
        },
        {
          severity: "error",
          code: "not-found",
          details: { text: "Our booking reference is missing." },
          expression: ["Bundle.entry[0].resource.basedOn"],
        },
      ],
    });
  });

  it("says invalid unless told otherwise, and always has an issue", () => {
    expect(operationOutcome([{ where: "Bundle", text: "x" }]).issue[0]?.code).toBe("invalid");
    expect(operationOutcome([], "security")).toEqual({
      resourceType: "OperationOutcome",
      issue: [
        { severity: "error", code: "security", details: { text: "The message was refused." } },
      ],
    });
  });
});

describe("informational", () => {
  it("says what was done, as information", () => {
    expect(informational("Stored version 2 of report RPT-1.")).toEqual({
      resourceType: "OperationOutcome",
      issue: [
        {
          severity: "information",
          code: "informational",
          details: { text: "Stored version 2 of report RPT-1." },
        },
      ],
    });
  });
});
