import "./captcha-check.css";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { ApiError } from "@/lib/api-error.ts";

/**
 * "I'm not a robot" for forms whose submissions go through the outbox (the Book Test Now form):
 * ticking it fetches the API's proof-of-work challenge and solves it in the browser (no third-
 * party script). When the challenge cannot be fetched for lack of a connection the status is
 * "unreachable": docs/product.md#offline lets such a form be saved without the captcha, because the
 * outbox solves a fresh one when it sends. Remount it (a new `key`) to start over.
 */
export type CaptchaStatus = "idle" | "solving" | "solved" | "failed" | "unreachable";

// "unreachable" ends with lib/delivery-words.ts's WILL_BE_SENT, word for word.
const statusText: Record<Exclude<CaptchaStatus, "idle">, MessageDescriptor> = {
  solving: msg`Checking…`,
  solved: msg`Verified`,
  failed: msg`Could not check. Tick the box to try again.`,
  unreachable: msg`No connection: you can still book. It will be sent automatically as soon as you are back online.`,
};

const noConnection = (error: unknown) =>
  error instanceof ApiError && (error.kind === "network" || error.kind === "timeout");

const defaultSolve = async (signal: AbortSignal) =>
  (await import("@/lib/captcha.ts")).fetchAndSolveCaptcha(signal);

interface CaptchaCheckProps {
  /** Texts that differ from the defaults for this form (e.g. login cannot go ahead offline). */
  messages?: Partial<Record<CaptchaStatus, string>>;
  /** Every change of status; `value` is the captcha to send once solved. */
  onChange: (status: CaptchaStatus, value?: string) => void;
  /** Fetches and solves a challenge; the API's proof-of-work by default. */
  solve?: (signal: AbortSignal) => Promise<string>;
}

export function CaptchaCheck({ messages, onChange, solve = defaultSolve }: CaptchaCheckProps) {
  const [status, setStatus] = useState<CaptchaStatus>("idle");
  const running = useRef<AbortController | null>(null);
  const statusId = useId();
  const { i18n, t } = useLingui();

  useEffect(() => () => running.current?.abort(), []);

  const report = (next: CaptchaStatus, value?: string) => {
    setStatus(next);
    onChange(next, value);
  };

  const start = () => {
    const controller = new AbortController();
    running.current = controller;
    report("solving");
    solve(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) report("solved", value);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) report(noConnection(error) ? "unreachable" : "failed");
      },
    );
  };

  const clear = () => {
    running.current?.abort();
    report("idle");
  };

  return (
    <div className="captcha" data-status={status}>
      <label className="captcha-label">
        <input
          type="checkbox"
          checked={status === "solving" || status === "solved"}
          disabled={status === "solving"}
          aria-describedby={statusId}
          onChange={(event) => (event.target.checked ? start() : clear())}
        />
        <span>{t`I'm not a robot`}</span>
      </label>
      <span id={statusId} className="captcha-status" role="status">
        {messages?.[status] ?? (status === "idle" ? "" : i18n._(statusText[status]))}
      </span>
    </div>
  );
}
