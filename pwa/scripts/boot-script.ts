/**
 * The prerendered page is its own largest paint: its scripts only have to make it interactive.
 * So they must not compete with it for the first bytes: instead of the shell's module script and
 * modulepreloads (fetched at high priority with the HTML), this small classic script starts them
 * once the page has loaded and painted (docs/decisions/006-prerendered-pages.md). A file, not
 * inline: the CSP allows no inline script. Its text ships as written (counted in the first load),
 * so its comments live here:
 * - Chromium may offer installation before the app runs: the event is kept for
 *   src/lib/install-prompt.ts (`window.vyomInstallPrompt`).
 * - One modulepreload per task, each in its own message (not a timer, which the browser would
 *   clamp to 4 ms apart after a few), the entry's first. Each request is a round trip to the
 *   browser's network process on the main thread: sixteen in one task held it for 6-27 ms on this
 *   machine, several times that on a slow phone, and a tap in that window waited.
 * - The entry's script goes in once every module has arrived (or failed, when the entry's own
 *   import reports it): a module is compiled off the main thread as it arrives, and an entry
 *   started before that waited inside its task for the compiler, where no tap is answered: on a
 *   two-core machine the task that ran the app's modules lasted 12-26 ms for 3-4 ms of work. A
 *   browser without modulepreload (Safari before 17) fires neither event for it: there the entry
 *   goes in at once and fetches its modules itself.
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
    var entry = me.getAttribute("data-entry");
    var hrefs = [entry].concat((me.getAttribute("data-preload") || "").split(" ")).filter(Boolean);
    function runEntry() {
      var script = document.createElement("script");
      script.type = "module";
      script.crossOrigin = "";
      script.src = entry;
      document.head.appendChild(script);
    }
    var relList = document.createElement("link").relList;
    if (!relList || !relList.supports || !relList.supports("modulepreload")) return runEntry();
    var waiting = hrefs.length;
    function arrived() {
      waiting -= 1;
      if (waiting === 0) runEntry();
    }
    var channel = new MessageChannel();
    channel.port1.onmessage = function () {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = hrefs.shift();
      link.onload = arrived;
      link.onerror = arrived;
      document.head.appendChild(link);
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
