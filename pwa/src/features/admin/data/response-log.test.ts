import { describe, expect, it } from "vitest";
import { prettyResponseLog } from "./response-log.ts";

describe("prettyResponseLog", () => {
  it("indents JSON", () => {
    expect(prettyResponseLog('{"status":"success","amount":"1699.00","nested":{"a":[1,2]}}')).toBe(
      [
        "{",
        '  "status": "success",',
        '  "amount": "1699.00",',
        '  "nested": {',
        '    "a": [',
        "      1,",
        "      2",
        "    ]",
        "  }",
        "}",
      ].join("\n"),
    );
  });

  it("shows anything that is not JSON exactly as stored", () => {
    expect(prettyResponseLog("status=failure&error=E308")).toBe("status=failure&error=E308");
    expect(prettyResponseLog('{"truncated":')).toBe('{"truncated":');
    expect(prettyResponseLog("")).toBe("");
  });
});
