/**
 * The prerendered page is its own largest paint: its scripts only have to make it interactive.
 * So they must not compete with it for the first bytes: instead of the shell's module script and
 * modulepreloads (fetched at high priority with the HTML), this small classic script starts them
 * once the page has loaded and painted (docs/decisions/006-prerendered-pages.md). A file, not
 * inline: the CSP allows no inline script. Its text ships as written (counted in the first load),
 * so its comments live here:
 * - Chromium may offer installation before the app runs: the event is kept for
 *   src/lib/install-prompt.ts (`window.vyomInstallPrompt`).
 * - The entry goes first; then one modulepreload per task, each in its own message (not a
 *   timer, which the browser would clamp to 4 ms apart after a few). Each request is a round trip
 *   to the browser's network process on the main thread: sixteen in one task held it for 6-27 ms
 *   on this machine, several times that on a slow phone, and a tap in that window waited.
 * - With no frame (a background tab) it starts anyway after 250 ms.
 */
export const bootScript = `(function () {
  var me = document.currentScript;
  addEventListener("beforeinstallprompt", function (event) {
    event.preventDefault();
    window.vyomInstallPrompt = event;
  });
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var entry = document.createElement("script");
    entry.type = "module";
    entry.crossOrigin = "";
    entry.src = me.getAttribute("data-entry");
    document.head.appendChild(entry);
    var hrefs = (me.getAttribute("data-preload") || "").split(" ");
    var channel = new MessageChannel();
    channel.port1.onmessage = function () {
      var href = hrefs.shift();
      if (href) {
        var link = document.createElement("link");
        link.rel = "modulepreload";
        link.crossOrigin = "";
        link.href = href;
        document.head.appendChild(link);
      }
      if (hrefs.length) channel.port2.postMessage(0);
    };
    channel.port2.postMessage(0);
  }
  function afterPaint() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
    setTimeout(start, 250);
  }
  if (document.readyState === "complete") afterPaint();
  else addEventListener("load", afterPaint, { once: true });
})();
`;
