// Runs in <head> before the first paint; the build (scripts/prerender.mjs) points it at
// the app's entry. Two jobs:
// 1. The page carries markup rendered for an anonymous visitor in one language: the home
//    page prerendered into index.html (Thai), or a public page the server rendered
//    (data-ssr on <html>, in the language of <html lang>, decision 020). Another page, another
//    language or a stored session must not flash it: mark it off, and the app renders
//    from scratch (main.tsx reads the same attribute).
// 2. Load the app's code after the first contentful paint, so the page paints without
//    sharing the network and the CPU with ~170 kB of scripts.
// 3. Hold a form submitted before the app has rendered: the browser would submit it its own
//    way, a reload with the fields in the address (a visitor's name, e-mail and phone). The
//    app submits it again once it has rendered (lib/boot-hold.ts).
(function () {
  var html = document.documentElement;
  var heldForm = null;
  function holdSubmit(event) {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (event.target instanceof HTMLFormElement) heldForm = event.target;
  }
  window.addEventListener('submit', holdSubmit, true);
  window.baandeeBoot = {
    // the app has rendered: its own handlers take submits from now on; the form held, if any
    release: function () {
      window.removeEventListener('submit', holdSubmit, true);
      var form = heldForm;
      heldForm = null;
      return form;
    },
  };
  var rendered = html.getAttribute('data-ssr') === '1' || window.location.pathname === '/';
  var off = true;
  try {
    // the visitor's language as the app picks it (lib/i18n.ts): the URL's ?lang=, else the stored one, else Thai
    var match = /[?&]lang=(th|en)(?:&|$)/.exec(window.location.search);
    var language = match ? match[1] : window.localStorage.getItem('baandee.language') || 'th';
    off = !rendered || language !== (html.getAttribute('lang') || 'th') || window.localStorage.getItem('baandee.session') !== null;
  } catch {
    off = !rendered;
  }
  if (off) html.setAttribute('data-prerender', 'off');

  var self = document.currentScript;
  var entry = self && self.getAttribute('data-entry');
  if (!entry) return; // the dev server loads the app itself
  var preloads = (self.getAttribute('data-preload') || '').split(' ');
  // one slice of the preload links' work, well under a long task even at a phone's 4x slowdown
  var PRELOAD_SLICE_MS = 8;
  var loaded = false;
  function load() {
    if (loaded) return;
    loaded = true;
    // Each link starts a request, about 1.5 ms of the main thread on a fast machine: a
    // public page lists 50-60 files, one task of 300 ms or more on a slow phone. A few
    // milliseconds' worth per task, then the rest after anything waiting (input, a frame).
    var linked = 0;
    (function preload() {
      var started = Date.now();
      while (linked < preloads.length && Date.now() - started < PRELOAD_SLICE_MS) {
        var href = preloads[linked++];
        if (!href) continue;
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      }
      if (linked < preloads.length) window.setTimeout(preload, 0);
    })();
    // One module graph is evaluated in one task: run the shared chunks (the libraries, about
    // half of the work) as scripts of their own first, each in its own task, then the entry.
    var next = 0;
    (function run() {
      var src = next < preloads.length ? preloads[next++] : entry;
      if (!src) return run();
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = src;
      if (src !== entry) {
        script.onload = script.onerror = function () {
          window.setTimeout(run, 0);
        };
      }
      document.head.appendChild(script);
    })();
  }
  // After the first contentful paint has reached the screen (the paint timing entry), not
  // just after the next frame: rasterising the Thai text takes a few hundred milliseconds
  // on a slow phone, and scripts requested before it share the network and the CPU with
  // that first paint. A page whose markup is marked off paints nothing without the app.
  var paint = 'PerformanceObserver' in window && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (off) {
    // nothing to paint before the app: start it at once
    load();
  } else if (!paint) {
    window.requestAnimationFrame(function () {
      window.setTimeout(load, 0);
    });
  } else {
    new PerformanceObserver(function (list, observer) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i++) {
        if (entries[i].name !== 'first-contentful-paint') continue;
        observer.disconnect();
        window.setTimeout(load, 0);
      }
    }).observe({ type: 'paint', buffered: true });
  }
  // a tab that does not paint (opened in the background) still starts the app
  window.setTimeout(load, 3000);
})();
