/**
 * A stand-in for the doctor links behind `fetch` (edge-api routes/reports/report-shares.routes.ts
 * and routes/shared-reports), answered from inside fakeReportsApi: the patient's calls need the
 * same proof as the report; the doctor's need only a live link's token in `X-Vyom-Share-Token`
 * and record an opening. A bad token is the API's 404 with its sentence. The doctor's view is
 * answered with the report's earlier values, which the real API leaves out: the page's own rule
 * (no trends for a doctor) is what the tests then see.
 */
import type { ReportView } from "../data/reports-api.ts";
import type { ReportShare } from "../data/shares-api.ts";

export const tooManyLinks =
  "A number can make 10 links a day. Revoke one you no longer need, or try tomorrow.";
export const linkGone = "This link has expired or was revoked. Ask the patient for a new one.";

export interface FakeShares {
  /** Newest first, as the API lists them. */
  shares: (ReportShare & { reportId: string; token: string })[];
  /** The server's clock: 28 Nov 2026, 21:52 in India unless moved. */
  now: Date;
  /** The next link asked for answers 429 too-many-links. */
  tooMany: boolean;
  /** The token header of each doctor's call, in order. */
  tokensSent: string[];
}

export function fakeShares(): FakeShares {
  return { shares: [], now: new Date("2026-11-28T16:22:00.000Z"), tooMany: false, tokensSent: [] };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const pdf = () =>
  new Response(new Blob(["%PDF-1.3 shared"], { type: "application/pdf" }), {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": 'attachment; filename="vyom-report-VYR-000042.pdf"',
    },
  });

/** The link's answer as the API lists it (no token, no report id). */
const listed = ({ reportId: _r, token: _t, ...share }: FakeShares["shares"][number]) => share;

/**
 * The answer to a share call, or undefined for any other path. `proven`: whether the request
 * carries a proof that covers the report (the cookie, or a fresh login).
 */
export function answerShares(
  fake: FakeShares,
  views: ReportView[],
  request: { method: string; path: string; init: RequestInit | undefined; proven: boolean },
): Response | undefined {
  const { method, path, init, proven } = request;
  const at = fake.now.toISOString();
  const shared = /^\/api\/shared-reports\/(view|pdf)$/.exec(path)?.[1] as
    | "view"
    | "pdf"
    | undefined;
  if (shared && method === "GET") {
    const token = (init?.headers as Record<string, string> | undefined)?.["X-Vyom-Share-Token"];
    fake.tokensSent.push(token ?? "");
    const share = fake.shares.find((s) => s.token === token && s.live);
    const view = share && views.find((v) => v.id === share.reportId);
    if (!share || !view) return json({ error: "link-not-valid", message: linkGone }, 404);
    share.openings.push({ at, what: shared });
    return shared === "view" ? json(view) : pdf();
  }
  const match = /^\/api\/reports\/([^/]+)\/shares(?:\/([^/]+)\/revoke)?$/.exec(path);
  if (!match) return undefined;
  if (!proven) return json({ error: "report-access-required", message: "verify" }, 401);
  const reportId = decodeURIComponent(match[1] ?? "");
  const shareId = match[2];
  if (method === "POST" && shareId !== undefined) {
    const share = fake.shares.find((s) => s.id === shareId && s.reportId === reportId);
    if (!share) return json({ error: "not-found", message: "This link was not found." }, 404);
    Object.assign(share, { revokedAt: share.revokedAt ?? at, live: false });
    return json({ status: "revoked" });
  }
  if (method === "POST") {
    if (fake.tooMany) return json({ error: "too-many-links", message: tooManyLinks }, 429);
    const { hours = 24 } = JSON.parse(String(init?.body ?? "{}")) as { hours?: number };
    const n = fake.shares.length + 1;
    const expiresAt = new Date(fake.now.getTime() + hours * 3_600_000).toISOString();
    const made = { id: `share-${n}`, token: `token-${n}`, expiresAt };
    fake.shares.unshift({
      ...made,
      reportId,
      createdAt: at,
      revokedAt: null,
      live: true,
      openings: [],
    });
    return json(made, 201);
  }
  const mine = fake.shares.filter((s) => s.reportId === reportId);
  return json({ shares: mine.map(listed) });
}
