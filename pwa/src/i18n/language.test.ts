import { afterEach, describe, expect, it } from "vitest";
import { applyLanguage, chooseLanguage } from "./language.ts";
import { i18n, setTranslator } from "./runtime.tsx";
import { languageStorageKey, storedLanguage } from "./stored-language.ts";

afterEach(() => {
  setTranslator("en", null);
  document.documentElement.lang = "en-IN";
  localStorage.clear();
});

describe("choosing a language", () => {
  it("switches the words and <html lang>, and is remembered on the device", async () => {
    await chooseLanguage("ta");
    expect(i18n.locale).toBe("ta");
    expect(document.documentElement.lang).toBe("ta-IN");
    expect(storedLanguage()).toBe("ta");
    await chooseLanguage("en");
    expect(i18n.locale).toBe("en");
    expect(document.documentElement.lang).toBe("en-IN");
    expect(storedLanguage()).toBeUndefined();
  });

  it("lets the last choice win when an earlier one's chunk arrives later", async () => {
    await Promise.all([applyLanguage("ta"), applyLanguage("hi"), applyLanguage("kn")]);
    expect(i18n.locale).toBe("kn");
    expect(document.documentElement.lang).toBe("kn-IN");
  });

  it("reads a stored value that is no language (tampered, or from an older app) as English", async () => {
    localStorage.setItem(languageStorageKey, "../../evil.js");
    const stored = storedLanguage();
    expect(stored).toBe("../../evil.js");
    await applyLanguage(stored ?? "en");
    expect(i18n.locale).toBe("en");
    expect(document.documentElement.lang).toBe("en-IN");
  });
});
