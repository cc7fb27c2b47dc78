import { useEffect, useId, useRef, useState } from "react";
import { fetchAndSolveCaptcha } from "@/lib/captcha.ts";

type Status = "idle" | "solving" | "solved" | "failed";

const statusText: Record<Status, string> = {
  idle: "",
  solving: "Checking…",
  solved: "Verified",
  failed: "Could not check. Tick the box to try again.",
};

interface CaptchaCheckProps {
  onSolved: (captchaValue: string) => void;
  onCleared: () => void;
  /** Fetches and solves a challenge; the API's proof-of-work by default. */
  solve?: (signal: AbortSignal) => Promise<string>;
}

/**
 * "I'm not a robot": ticking it fetches the API's proof-of-work challenge and solves it in the
 * browser (no third-party script). Remount it (a new `key`) to start over once a solved value
 * has been used: a value passes the server's check once.
 */
export function CaptchaCheck({
  onSolved,
  onCleared,
  solve = fetchAndSolveCaptcha,
}: CaptchaCheckProps) {
  const [status, setStatus] = useState<Status>("idle");
  const running = useRef<AbortController | null>(null);
  const statusId = useId();

  useEffect(() => () => running.current?.abort(), []);

  const start = () => {
    const controller = new AbortController();
    running.current = controller;
    setStatus("solving");
    solve(controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return;
        setStatus("solved");
        onSolved(value);
      },
      () => {
        if (!controller.signal.aborted) setStatus("failed");
      },
    );
  };

  const clear = () => {
    running.current?.abort();
    setStatus("idle");
    onCleared();
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
        <span>I'm not a robot</span>
      </label>
      <span id={statusId} className="captcha-status" role="status">
        {statusText[status]}
      </span>
    </div>
  );
}
