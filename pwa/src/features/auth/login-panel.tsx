import "./components/auth.css";
import { useState } from "react";
import { ToastRegion, useToasts } from "@/components/toast.tsx";
import { type AuthTab, AuthTabs } from "./components/auth-tabs.tsx";
import { LoginForm } from "./components/login-form.tsx";
import { SignUpForm } from "./components/sign-up-form.tsx";
import type { loginMachine } from "./machines/login.machine.ts";
import type { signUpMachine } from "./machines/sign-up.machine.ts";

interface LoginPanelProps {
  /**
   * Called once the user is logged in (the session is stored): the modal closes. `notice`: words
   * for the page (a legacy login switched the city to the one its pincode is priced for).
   */
  onDone: (notice?: string) => void;
  /** Tests pass machines with other actors. */
  machines?: { login?: typeof loginMachine; signUp?: typeof signUpMachine };
}

/**
 * The body of the login / sign-up modal (docs/product.md#login-and-sign-up-dialog): Sign Up and
 * Login tabs, Login first. This module is the auth feature's entry: the shell loads it lazily when
 * the modal opens, so XState and the auth code are not part of the first page load.
 */
export function LoginPanel({ onDone, machines }: LoginPanelProps) {
  const [tab, setTab] = useState<AuthTab>("login");
  const { toasts, show, dismiss } = useToasts();
  return (
    <div className="auth-panel">
      <AuthTabs
        selected={tab}
        onSelect={setTab}
        panels={{
          signUp: (
            <SignUpForm
              machine={machines?.signUp}
              onDone={onDone}
              onToast={show}
              onShowLogin={() => setTab("login")}
            />
          ),
          login: (
            <LoginForm
              machine={machines?.login}
              onDone={onDone}
              onToast={show}
              onCreateAccount={() => setTab("signUp")}
            />
          ),
        }}
      />
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </div>
  );
}
