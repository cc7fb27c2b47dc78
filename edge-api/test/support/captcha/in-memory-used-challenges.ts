import type { UsedChallengeStore } from "../../../src/services/captcha/captcha.ts";

/** For unit tests only: the API stores used challenges in the database (second process safe). */
export function createInMemoryUsedChallenges(): UsedChallengeStore {
  const used = new Set<string>();
  return {
    async markUsed(signature) {
      if (used.has(signature)) return false;
      used.add(signature);
      return true;
    },
  };
}
