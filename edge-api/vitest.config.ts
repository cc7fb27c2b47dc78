import { defineConfig } from "vitest/config";
import { edgeApiProjects } from "./vitest.projects.ts";

export default defineConfig({
  test: { projects: edgeApiProjects() },
});
