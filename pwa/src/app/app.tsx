import { RouterProvider } from "react-router-dom";
import { UiStateProvider } from "@/lib/ui-state.tsx";
import { router } from "./router.tsx";

export function App() {
  return (
    <UiStateProvider>
      <RouterProvider router={router} />
    </UiStateProvider>
  );
}
