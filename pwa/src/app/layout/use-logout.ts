import { useNavigate } from "react-router-dom";

/**
 * Spec section 4: logout clears the stored login data and goes home. The server's customer
 * session ends too when the network allows (offline, the cookie simply expires later).
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return () => {
    // Neither the API client nor the storage code is in the first load: loaded when needed.
    void import("@/lib/api-client.ts")
      .then(({ apiPost }) => apiPost("/api/auth/logout", {}))
      .catch(() => undefined);
    void import("@/db/session.ts").then(({ logout }) => logout()).then(() => navigate("/"));
  };
}
