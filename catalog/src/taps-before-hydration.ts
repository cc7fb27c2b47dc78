/**
 * The one inline script of a prerendered page (docs/decisions/006-prerendered-pages.md, "Taps
 * before hydration"): the build writes it at the top of each page's <head>
 * (pwa/scripts/prerender.ts) and the server's CSP allows it by its hash (edge-api's
 * security-headers.ts), so both read this one string and can never disagree. Inline because it must
 * listen before the first button is painted: a file would wait for the network, and the page's own
 * scripts start only after `load`.
 *
 * Until the app takes over, a click on a button (a key on a focused button is a click too) or a
 * form's submit is stopped (no native submit reloading the page, and React, listening from
 * `hydrateRoot` on, does not see it either) and noted once per element. The app calls
 * `window.vyomTaps()` once hydrated: the listeners go and it gets the noted elements back to
 * replay (pwa/src/lib/taps-before-hydration.ts). Links are left alone: a real `<a href>` works
 * without the app.
 *
 * An Add to cart (a button with `data-cart-add="<kind>:<corpId>"`) takes effect at once instead:
 * its item goes into the cart's pending-add journal in localStorage (`cartAddsKey`, read and
 * handed over to the cart by pwa/src/db/pending-cart-adds.ts, which checks every entry against the
 * catalogue) and the header's badge shows the journal's count. It is not replayed. Where storage
 * refuses the write it is held and replayed like any other tap. The label is English, as the
 * prerendered page is; the app writes its own once hydrated.
 * Plain ES5, a few hundred bytes: it is in every prerendered page's first bytes.
 */
export const cartAddsKey = "vyom-pending-cart-adds";

export const tapsBeforeHydrationScript =
  '(function(d){var q=[],s="button,[role=button],input[type=submit],input[type=button],input[type=image]";' +
  'function c(t){var a=t.getAttribute("data-cart-add"),j,n,l;if(!a)return;' +
  `try{j=JSON.parse(localStorage.getItem("${cartAddsKey}"))}catch(e){}` +
  "if(!j||j.v!==1||!(j.adds instanceof Array))j={v:1,adds:[]};if(j.adds.indexOf(a)<0)j.adds.push(a);" +
  `try{localStorage.setItem("${cartAddsKey}",JSON.stringify(j))}catch(e){return}` +
  'n=j.adds.length;l=d.querySelector(".header-cart");' +
  'if(l){l.setAttribute("aria-label","Cart, "+n+(n>1?" items":" item"));' +
  'l=l.querySelector(".cart-badge");if(l)l.textContent=n}return 1}' +
  'function h(e){var t=e.target&&e.target.closest&&e.target.closest(e.type=="click"?s:"form");' +
  "if(!t)return;e.preventDefault();e.stopPropagation();if(!c(t)&&q.indexOf(t)<0)q.push(t)}" +
  'd.addEventListener("click",h,true);d.addEventListener("submit",h,true);' +
  'window.vyomTaps=function(){d.removeEventListener("click",h,true);' +
  'd.removeEventListener("submit",h,true);return q}})(document)';
