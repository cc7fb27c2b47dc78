/**
 * Makes the web app manifest's screenshots (vite.config.ts) from the real app: builds nothing,
 * starts the server over the current pwa/dist, opens the home page in Chromium at a phone and a
 * desktop size, and writes small WebP files to pwa/public/screenshots/ (downscaled and encoded
 * in the browser's canvas: no image tool needed). Run after `npm run build -w @vyom/pwa`:
 *
 *   npx tsx pwa/scripts/make-screenshots.ts
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { launchBrowser } from "../e2e/support/browser.ts";
import { pwaRoot } from "../e2e/support/paths.ts";
import { startTestServer } from "../e2e/support/server.ts";

interface Shot {
  name: string;
  /** CSS pixels of the viewport, and the size of the image written (the manifest's `sizes`). */
  viewport: { width: number; height: number };
  output: { width: number; height: number };
}

const shots: Shot[] = [
  {
    name: "home-narrow",
    viewport: { width: 360, height: 780 },
    output: { width: 540, height: 1170 },
  },
  {
    name: "home-wide",
    viewport: { width: 1280, height: 800 },
    output: { width: 1280, height: 800 },
  },
];

const server = await startTestServer();
const browser = await launchBrowser();
try {
  for (const shot of shots) {
    const context = await browser.newContext({
      viewport: shot.viewport,
      deviceScaleFactor: shot.output.width / shot.viewport.width,
      locale: "en-IN",
      timezoneId: "Asia/Kolkata",
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
    await page.locator("main h1").first().waitFor();
    const png = await page.screenshot({ type: "png" });
    const webp = await page.evaluate(
      async ({ data, width, height }) => {
        const image = new Image();
        image.src = `data:image/png;base64,${data}`;
        await image.decode();
        const canvas = document.createElement("canvas");
        canvas.width = width;
        canvas.height = height;
        canvas.getContext("2d")?.drawImage(image, 0, 0, width, height);
        return canvas.toDataURL("image/webp", 0.6).split(",")[1] ?? "";
      },
      { data: png.toString("base64"), ...shot.output },
    );
    const path = join(pwaRoot, "public", "screenshots", `${shot.name}.webp`);
    writeFileSync(path, Buffer.from(webp, "base64"));
    console.log(`${path}: ${Math.round(Buffer.from(webp, "base64").length / 1024)} KB`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
