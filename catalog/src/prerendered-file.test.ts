import { describe, expect, it } from "vitest";
import { prerenderedFile } from "./prerendered-file.ts";

describe("prerenderedFile", () => {
  it("maps the home page and app paths to files under prerendered/", () => {
    expect(prerenderedFile("/")).toBe("prerendered/index.html");
    expect(prerenderedFile("/cbc-test")).toBe("prerendered/cbc-test.html");
    expect(prerenderedFile("/health-package-premium")).toBe(
      "prerendered/health-package-premium.html",
    );
    expect(prerenderedFile("/radilogy/x-ray-chest-pa-view")).toBe(
      "prerendered/radilogy/x-ray-chest-pa-view.html",
    );
  });

  it("has no file for paths that could escape the folder or are not plain app paths", () => {
    for (const path of [
      "",
      "cbc-test",
      "/cbc-test/",
      "//cbc-test",
      "/../index",
      "/..",
      "/cbc-test.html",
      "/CBC-test",
      "/cbc%2Ftest",
      "/cbc test",
      "/-cbc",
    ])
      expect(prerenderedFile(path), path).toBeUndefined();
  });
});
