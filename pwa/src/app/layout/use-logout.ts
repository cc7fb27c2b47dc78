import { useNavigate } from "react-router-dom";
import { logout } from "@/db/session.ts";
import { apiPost } from "@/lib/api-client.ts";

/**
 * Spec section 4: logout clears the stored login data and goes home. The server's customer
 * session ends too when the network allows (offline, the cookie simply expires later).
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return () => {
    void apiPost("/api/auth/logout", {}).catch(() => undefined);
    void logout().then(() => navigate("/"));
  };
}
