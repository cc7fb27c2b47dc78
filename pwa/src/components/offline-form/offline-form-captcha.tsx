// The checkbox's own styles, in the form's chunk: the stand-in below must take exactly the place
// the checkbox will take.
import "@/components/captcha-check.css";
import { useLingui } from "@lingui/react/macro";
import { type ComponentType, lazy, Suspense, useEffect, useRef } from "react";
import type { CaptchaStatus } from "@/components/captcha-check.tsx";

/**
 * The offline form's captcha checkbox (captcha-check.tsx), out of the home page's first load: it
 * appears only once every required field holds something, and its code starts loading when the
 * person starts typing (`preloadFormCaptcha`). Until it has arrived, a stand-in of the same
 * markup and size holds its place: the checkbox appearing later would push Book Now down under a
 * finger (or a test's click) already on its way to it, and that tap would land on the form's
 * blank space and be lost. If it cannot be loaded (offline before the app was installed) the
 * stand-in stays and reports "unreachable", so the booking is saved without a captcha and the
 * outbox solves one when it sends (docs/product.md#offline).
 */
export const preloadFormCaptcha = () => import("@/components/captcha-check.tsx");

interface FormCaptchaProps {
  onChange: (status: CaptchaStatus, value?: string) => void;
}

function CaptchaStandIn({ status = "idle" }: { status?: "idle" | "unreachable" }) {
  // The checkbox's words (captcha-check.tsx), "unreachable" ending with delivery-words.ts's
  // WILL_BE_SENT.
  const { t } = useLingui();
  return (
    <div className="captcha" data-status={status}>
      <label className="captcha-label">
        <input type="checkbox" disabled />
        <span>{t`I'm not a robot`}</span>
      </label>
      <span className="captcha-status" role="status">
        {status === "unreachable"
          ? t`No connection: you can still book. It will be sent automatically as soon as you are back online.`
          : ""}
      </span>
    </div>
  );
}

function CaptchaUnreachable({ onChange }: FormCaptchaProps) {
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    onChange("unreachable");
  });
  return <CaptchaStandIn status="unreachable" />;
}

const LazyCaptcha = lazy(() =>
  preloadFormCaptcha().then(
    (module): { default: ComponentType<FormCaptchaProps> } => ({ default: module.CaptchaCheck }),
    (): { default: ComponentType<FormCaptchaProps> } => ({ default: CaptchaUnreachable }),
  ),
);

export function FormCaptcha({ onChange }: FormCaptchaProps) {
  return (
    <Suspense fallback={<CaptchaStandIn />}>
      <LazyCaptcha onChange={onChange} />
    </Suspense>
  );
}
