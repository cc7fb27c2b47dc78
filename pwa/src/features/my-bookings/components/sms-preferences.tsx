import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import {
  fetchSmsPreferences,
  type OptionalSmsKind,
  saveSmsPreferences,
} from "../data/my-bookings-api.ts";
import { bookingWords as messages, smsKindWords } from "./my-bookings-words.ts";

/** The optional booking SMS (technician on the way, collected): on unless turned off. Online only. */
export function SmsPreferences({ online }: { online: boolean }) {
  const [optional, setOptional] = useState<OptionalSmsKind[]>([]);
  const [muted, setMuted] = useState<OptionalSmsKind[]>([]);
  const [status, setStatus] = useState<MessageDescriptor>();
  const { i18n } = useLingui();

  useEffect(() => {
    if (!online) return;
    let live = true;
    fetchSmsPreferences().then(
      (answer) => {
        if (!live) return;
        setOptional(answer.optional);
        setMuted(answer.muted);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [online]);

  if (optional.length === 0) return null;

  async function toggle(kind: OptionalSmsKind, on: boolean) {
    const next = on ? muted.filter((k) => k !== kind) : [...muted, kind];
    setStatus(undefined);
    try {
      const answer = await saveSmsPreferences(next);
      setMuted(answer.muted);
      setStatus(messages.smsSaved);
    } catch {
      setStatus(messages.needsConnection);
    }
  }

  return (
    <fieldset className="my-bookings-sms">
      <legend>{i18n._(messages.smsTitle)}</legend>
      {optional.map((kind) => (
        <label key={kind}>
          <input
            type="checkbox"
            checked={!muted.includes(kind)}
            disabled={!online}
            onChange={(event) => void toggle(kind, event.target.checked)}
          />{" "}
          {i18n._(smsKindWords[kind])}
        </label>
      ))}
      {status ? <p role="status">{i18n._(status)}</p> : null}
    </fieldset>
  );
}
