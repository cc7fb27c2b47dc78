import { createContext, type ReactNode, useContext, useMemo, useReducer } from "react";

/**
 * The "other flags" (docs/product.md#other-flags) that more than one part of the page drives: the
 * login dialog (header, side menu, footer, checkout), the side menu, the health package menu (side
 * menu and bottom bar), the thank-you overlay (enquiry and booking features), and a logout asked
 * for (header, side menu) that the logout dialog carries out.
 */
export type LogoutScope = "this-device" | "all-devices";

export interface UiState {
  loginOpen: boolean;
  sideMenuOpen: boolean;
  healthMenuOpen: boolean;
  thankYouOpen: boolean;
  logoutRequest: LogoutScope | null;
}

type UiFlag = Exclude<keyof UiState, "logoutRequest">;

type UiAction =
  | { type: "set"; flag: UiFlag; value: boolean }
  | { type: "toggle"; flag: UiFlag }
  | { type: "logout"; scope: LogoutScope | null };

export const initialUiState: UiState = {
  loginOpen: false,
  sideMenuOpen: false,
  healthMenuOpen: false,
  thankYouOpen: false,
  logoutRequest: null,
};

function reduce(state: UiState, action: UiAction): UiState {
  if (action.type === "logout") {
    return state.logoutRequest === action.scope ? state : { ...state, logoutRequest: action.scope };
  }
  const value = action.type === "toggle" ? !state[action.flag] : action.value;
  return state[action.flag] === value ? state : { ...state, [action.flag]: value };
}

export interface UiActions {
  openLogin(): void;
  closeLogin(): void;
  openSideMenu(): void;
  closeSideMenu(): void;
  toggleHealthMenu(): void;
  closeHealthMenu(): void;
  showThankYou(): void;
  closeThankYou(): void;
  requestLogout(scope: LogoutScope): void;
  /** The logout dialog took the request. */
  takeLogoutRequest(): void;
}

const StateContext = createContext<UiState | null>(null);
const ActionsContext = createContext<UiActions | null>(null);

export function UiStateProvider({
  children,
  initial = initialUiState,
}: {
  children: ReactNode;
  initial?: UiState;
}) {
  const [state, dispatch] = useReducer(reduce, initial);
  const actions = useMemo<UiActions>(() => {
    const set = (flag: UiFlag, value: boolean) => () => dispatch({ type: "set", flag, value });
    return {
      openLogin: set("loginOpen", true),
      closeLogin: set("loginOpen", false),
      openSideMenu: set("sideMenuOpen", true),
      closeSideMenu: set("sideMenuOpen", false),
      toggleHealthMenu: () => dispatch({ type: "toggle", flag: "healthMenuOpen" }),
      closeHealthMenu: set("healthMenuOpen", false),
      showThankYou: set("thankYouOpen", true),
      closeThankYou: set("thankYouOpen", false),
      requestLogout: (scope) => dispatch({ type: "logout", scope }),
      takeLogoutRequest: () => dispatch({ type: "logout", scope: null }),
    };
  }, []);
  return (
    <ActionsContext.Provider value={actions}>
      <StateContext.Provider value={state}>{children}</StateContext.Provider>
    </ActionsContext.Provider>
  );
}

export function useUiState(): UiState {
  const state = useContext(StateContext);
  if (!state) throw new Error("useUiState must be used inside <UiStateProvider>");
  return state;
}

/** Stable functions: components that only open or close things do not re-render on changes. */
export function useUiActions(): UiActions {
  const actions = useContext(ActionsContext);
  if (!actions) throw new Error("useUiActions must be used inside <UiStateProvider>");
  return actions;
}
