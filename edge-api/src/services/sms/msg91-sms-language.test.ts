/**
 * The MSG91 adapter in the customer's language, against the simulator over HTTP (which registers
 * every language's templates, as the lab would with DLT): the language's template with its words,
 * English throughout where no template is registered, and never another number or another send.
 */
import { describe, expect, it } from "vitest";
import { recordingMsg91Simulator } from "../../../test/support/recording-msg91-simulator.ts";
import { createMemoryLogger } from "../../logger.ts";
import { createMsg91SmsSender } from "./msg91-sms.ts";
import type { LanguageTemplateIds } from "./sms-languages.ts";

const msg91 = recordingMsg91Simulator();
const { delivered } = msg91;

function senderFor(
  options: { otpApi?: boolean; byLanguage?: LanguageTemplateIds | undefined } = {},
) {
  const logger = createMemoryLogger();
  const sender = createMsg91SmsSender({
    apiUrl: msg91.sim.url,
    authKey: msg91.sim.authKey,
    otpTemplateId: msg91.sim.otpTemplateId,
    otpApiTemplateId: options.otpApi ? msg91.sim.otpApiTemplateId : undefined,
    visitTemplateIds: msg91.sim.visitTemplateIds,
    scanTemplateId: msg91.sim.scanTemplateId,
    templateIdsByLanguage:
      "byLanguage" in options ? options.byLanguage : msg91.sim.templateIdsByLanguage,
    senderId: msg91.sim.senderId,
    logger,
    retryDelayMs: 10,
  });
  return { sender, logger };
}

const confirmed = {
  kind: "confirmed" as const,
  variables: {
    REF: "VYB-7KQ2MX",
    DATE: "3 Dec",
    WINDOW: "07:00-09:00",
    PREP: "Fast 10-12 h before",
  },
};

describe("an SMS in the customer's language", () => {
  it("sends a Tamil OTP through the Flow and through the OTP API, the code as sent", async () => {
    for (const otpApi of [false, true]) {
      const { sender, logger } = senderFor({ otpApi });
      await sender.sendOtp("9876543210", "40213", undefined, "ta");
      expect(delivered.at(-1)?.text).toBe(
        "40213 உங்கள் Vyom Diagnostics OTP. இது 5 நிமிடங்களுக்குச் செல்லுபடியாகும். இதை யாருடனும் பகிர வேண்டாம்.",
      );
      const [line] = logger.records.filter((r) => r.event === "sms.msg91.accepted");
      expect(line).toMatchObject({ what: "otp", language: "ta" });
    }
    expect(delivered).toHaveLength(2);
  });

  it("writes a visit's date and preparation in Tamil, its reference and window as they are", async () => {
    const { sender } = senderFor();
    await sender.sendVisitMessage("9876543210", { ...confirmed, language: "ta" });
    expect(delivered).toHaveLength(1);
    const [sms] = delivered;
    expect(sms?.mobile).toBe("9876543210");
    expect(sms?.text).toContain("உங்கள் Vyom Diagnostics வீட்டிலேயே மாதிரி சேகரிப்பு VYB-7KQ2MX");
    expect(sms?.text).toContain("07:00-09:00");
    expect(sms?.text).toContain("10-12 மணி நேரம் உண்ணாதீர்");
    expect(sms?.text).toMatch(/டிச/);
    expect(sms?.text).not.toContain("Dec");
  });

  it("sends each kind in each language under its own registered template", async () => {
    const { sender } = senderFor();
    for (const language of ["kn", "te", "hi"] as const) {
      await sender.sendVisitMessage("9876543210", {
        kind: "scan-confirmed",
        variables: {
          REF: "VYO-1",
          CENTRE: "Adyar",
          DATE: "3 Dec",
          SLOT: "09:00-11:00",
          PREP: "No talc or deodorant",
        },
        language,
      });
    }
    expect(delivered.map((d) => d.text.includes("Your Vyom"))).toEqual([false, false, false]);
    expect(delivered[2]?.text).toContain("टैल्क या डियोडरेंट नहीं");
  });

  it("falls back to English throughout, and logs it, where the language has no template", async () => {
    const only = msg91.sim.templateIdsByLanguage.ta;
    const { sender, logger } = senderFor({ byLanguage: only ? { ta: only } : {} });
    await sender.sendVisitMessage("9876543210", { ...confirmed, language: "kn" });
    await sender.sendOtp("9876543210", "40213", undefined, "kn");
    expect(delivered.map((d) => d.text)).toEqual([
      "Your Vyom Diagnostics home collection VYB-7KQ2MX is confirmed for 3 Dec, 07:00-09:00. Fast 10-12 h before.",
      "40213 is your Vyom Diagnostics OTP. It is valid for 5 minutes. Do not share it with anyone.",
    ]);
    const fallbacks = logger.records.filter((r) => r.event === "sms.msg91.language-fallback");
    expect(fallbacks).toEqual([
      expect.objectContaining({ what: "confirmed", language: "kn" }),
      expect.objectContaining({ what: "otp", language: "kn" }),
    ]);
  });

  it("sends English with no language map at all, as before", async () => {
    const { sender, logger } = senderFor({ byLanguage: undefined });
    await sender.sendVisitMessage("9876543210", { ...confirmed, language: "hi" });
    expect(delivered[0]?.text).toContain("Your Vyom Diagnostics home collection");
    expect(logger.records.some((r) => r.event === "sms.msg91.language-fallback")).toBe(true);
  });

  it("never changes the number or the count: one message per send in every language", async () => {
    const { sender } = senderFor({ otpApi: true });
    for (const language of ["en", "ta", "kn", "te", "hi", undefined] as const) {
      await sender.sendOtp("9123456780", "11111", undefined, language);
      await sender.sendVisitMessage("9123456780", { ...confirmed, ...(language && { language }) });
    }
    expect(delivered).toHaveLength(12);
    expect(new Set(delivered.map((d) => d.mobile))).toEqual(new Set(["9123456780"]));
  });
});
