import { pincodeCityNotice } from "@vyom/catalog/contract";
import { afterEach, describe, expect, it } from "vitest";
import { translatorFor } from "@/i18n/lingui-core.ts";
import { setTranslator } from "@/i18n/runtime.tsx";
import { messages as tamil } from "@/locales/ta/messages.po";
import { pincodeCityWords } from "./auth-actors.ts";

afterEach(() => setTranslator("en", null));

describe("the words a legacy login leaves for the page", () => {
  it("are the contract's notice word for word in English", () => {
    expect(pincodeCityWords("andhraPradesh", "600001")).toBe(
      pincodeCityNotice("andhraPradesh", "600001"),
    );
  });

  it("are Tamil for a Tamil reader, the city and pincode as they are", () => {
    setTranslator("ta", translatorFor("ta", tamil));
    expect(pincodeCityWords("andhraPradesh", "600001")).toBe(
      "விலைகள் இப்போது Andhra Pradesh நகரத்துக்கானவை: உங்கள் பின்கோடு 600001, Andhra Pradesh இல் உள்ளது. பக்கத்தின் மேலே நகரத்தை மாற்றலாம்.",
    );
  });
});
