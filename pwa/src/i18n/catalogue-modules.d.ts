// A catalogue (src/locales/<lang>/messages.po) as @lingui/vite-plugin compiles it on import.
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
// Made by the build from the source catalogue (pwa/scripts/lingui-plugins.ts, englishMessages):
// each message's key (its English as the code carries it) and its id in the catalogues.
declare module "virtual:lingui-english-ids" {
  const ids: Record<string, string>;
  export default ids;
}
