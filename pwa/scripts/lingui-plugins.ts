import { fileURLToPath } from "node:url";
import linguiMacro from "@lingui/babel-plugin-lingui-macro";
import { getCatalogs } from "@lingui/cli/api";
import { getConfig, type LinguiConfigNormalized } from "@lingui/conf";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { lingui } from "@lingui/vite-plugin";
import babel, { defineRolldownBabelPreset } from "@rolldown/plugin-babel";
import type { Plugin } from "vite";

/** A message descriptor as the macro writes it, once React's transform has printed it. */
const descriptor = /\bid: ?"([^"\\]+)",\s*message: ?("(?:[^"\\]|\\.)*")/g;

/** A message as the code carries it (englishMessages): its text, or its compiled form. */
function inCode(text: string): string | ReturnType<typeof compileMessage> {
  const compiled = compileMessage(text);
  return compiled.length === 1 && typeof compiled[0] === "string" ? text : compiled;
}

/** The key src/i18n/lingui-core.ts finds a message by: what `inCode` gives, as text. */
const keyOf = (text: string): string => {
  const shown = inCode(text);
  return typeof shown === "string" ? shown : JSON.stringify(shown);
};

const idsModule = "virtual:lingui-english-ids";

/**
 * The messages in the code carry their English and no id. Each descriptor the macros write keeps
 * its English text, compiled (Lingui's compiled form: text and `[name, type?, arms?]` parts) where
 * it has placeholders, plurals or selects, so src/i18n/english.ts renders it without parsing ICU
 * in the browser; its id (six random characters that compress badly, in every chunk) goes.
 * Another language finds a message's id by its English (`virtual:lingui-english-ids`, built from
 * the source catalogue and loaded with that language's chunk, src/i18n/lingui-core.ts): an
 * English first load carries no ids at all.
 */
function englishMessages(config: LinguiConfigNormalized): Plugin {
  const resolved = `\0${idsModule}`;
  return {
    name: "vyom:english-messages",
    resolveId: (id) => (id === idsModule ? resolved : null),
    async load(id) {
      if (id !== resolved) return null;
      const ids: Record<string, string> = {};
      for (const catalog of await getCatalogs(config)) {
        for (const [messageId, entry] of Object.entries(
          await catalog.read(config.sourceLocale ?? "en"),
        )) {
          ids[keyOf(entry.message ?? messageId)] = messageId;
        }
      }
      return `export default ${JSON.stringify(ids)};`;
    },
    transform: {
      filter: { id: /\/src\/.*\.tsx?$/, code: /message: ?"/ },
      handler(code) {
        let changed = false;
        const out = code.replace(descriptor, (whole, _id: string, literal: string) => {
          let text: string;
          try {
            text = JSON.parse(literal);
          } catch {
            return whole;
          }
          changed = true;
          return `message: ${JSON.stringify(inCode(text))}`;
        });
        return changed ? { code: out, map: null } : null;
      },
    },
  };
}

/**
 * Lingui (docs/i18n.md): its macros (`t`, `<Trans>`, `plural`) become message descriptors by
 * Babel, before React's own transform, only in the files that import them; the catalogues
 * (`*.po`) compile to JS when imported, and a malformed message fails the build; the English text
 * in the code is compiled the same way, without its id (englishMessages). Used by the build
 * (vite.config.ts) and the app's unit tests (pwa/vitest.shared.ts).
 */
export function linguiPlugins() {
  const configPath = fileURLToPath(new URL("../lingui.config.ts", import.meta.url));
  const linguiConfig = getConfig({ configPath });
  return [
    babel({
      presets: [
        defineRolldownBabelPreset({
          // The English text stays in the code, also in production: English needs no catalogue
          // (src/i18n/runtime.tsx), and each chunk carries only its own messages.
          preset: { plugins: [[linguiMacro, { linguiConfig, stripMessageField: false }]] },
          rolldown: { filter: { id: /\/src\/.*\.tsx?$/, code: /@lingui\/(core|react)\/macro/ } },
        }),
      ],
    }),
    englishMessages(linguiConfig),
    lingui({ configPath, failOnCompileError: true }),
  ];
}
