import { REFERENCE_WHEN_SENT } from "@vyom/catalog/contract";
import { describe, expect, it } from "vitest";
import { textOf } from "@/i18n/known-text.ts";
import { ApiError } from "@/lib/api-error.ts";
import { classifyFailure } from "@/sync/classify.ts";
import { outboxReasonWords } from "./outbox-reason-words.ts";

const held = new Set(outboxReasonWords.map(textOf));

describe("the outbox's reasons the catalogues hold", () => {
  it("include every fixed reason a failed attempt is stored with", () => {
    const failures = [
      new ApiError("network", "offline"),
      new ApiError("timeout", "slow"),
      new ApiError("aborted", "stopped"),
      new ApiError("invalid-response", "a portal"),
      new ApiError("http", "refused", 400, "captcha-failed"),
    ];
    for (const failure of failures) {
      const { reason } = classifyFailure(failure);
      expect(held, reason).toContain(reason);
    }
  });

  it("include what the panel says when there is no reason, and a booking's reference line", () => {
    expect(held).toContain("no answer");
    expect(held).toContain(REFERENCE_WHEN_SENT);
  });
});
