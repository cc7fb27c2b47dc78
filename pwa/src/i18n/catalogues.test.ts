// @vitest-environment node
/**
 * Every language's catalogue (src/locales/<lang>/messages.po, docs/i18n.md): it has every message
 * of the code, each one well-formed ICU MessageFormat that compiles, with the English message's
 * placeholders and tags; and the English (source) catalogue is what the code holds now, so a
 * string added without `npm run i18n:extract` fails here.
 */
import { join } from "node:path";
import { createCompiledCatalog, getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { describe, expect, it } from "vitest";

const config = getConfig({ configPath: join(import.meta.dirname, "../../lingui.config.ts") });
const translated = ["ta", "kn", "te", "hi"];
const [catalog] = await getCatalogs(config);
if (!catalog) throw new Error("lingui.config.ts names no catalogue");
const english = await catalog.read("en");

/** A message's placeholders (`{name`) and numbered tags (`<0>`), sorted. */
function parts(message: string): string[] {
  const names = [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map(([, name]) => `{${name}}`);
  const tags = [...message.matchAll(/<\/?(\d+)\/?>/g)].map(([tag]) => tag);
  return [...names, ...tags].sort();
}

describe("the catalogues", () => {
  it("the English catalogue holds exactly the messages in the code", async () => {
    const inCode = await catalog.collect();
    expect(Object.keys(inCode ?? {}).sort()).toEqual(Object.keys(english).sort());
  }, 60_000);

  it.each(translated)(
    "%s has every message, each compiling, with its placeholders",
    async (locale) => {
      const { messages, missing } = await catalog.getTranslations(locale, {
        sourceLocale: "en",
        fallbackLocales: {},
      });
      expect(missing.map((message) => message.id)).toEqual([]);
      expect(createCompiledCatalog(locale, messages, { namespace: "es" }).errors).toEqual([]);
      for (const [id, entry] of Object.entries(english)) {
        const source = entry.message ?? id;
        const words = messages[id] ?? "";
        expect(words.trim(), `${locale}: "${source}"`).not.toBe("");
        expect(parts(words), `${locale}: "${source}"`).toEqual(parts(source));
      }
    },
  );
});
