import { useNavigate } from "react-router-dom";
import { apiPost } from "@/lib/api-client.ts";

/**
 * Spec section 4: logout clears the stored login data and goes home. The server's customer
 * session ends too when the network allows (offline, the cookie simply expires later).
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return () => {
    void apiPost("/api/auth/logout", {}).catch(() => undefined);
    // The storage code is not in the first load (lib/stored-live.ts): loaded when needed.
    void import("@/db/session.ts").then(({ logout }) => logout()).then(() => navigate("/"));
  };
}
