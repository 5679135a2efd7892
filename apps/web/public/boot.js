// Runs in <head> before the first paint; the build (scripts/prerender.mjs) points it at
// the app's entry. Two jobs:
// 1. index.html carries the home page prerendered for an anonymous Thai visitor. Another
//    page, language or a stored session must not flash it: mark it off, and the app
//    renders from scratch (main.tsx reads the same attribute).
// 2. Load the app's code after the first paint, so the prerendered page paints without
//    sharing the network with ~170 kB of scripts.
(function () {
  var html = document.documentElement;
  var off = true;
  try {
    var language = window.localStorage.getItem('baandee.language');
    off = window.location.pathname !== '/' || (language !== null && language !== 'th') || window.localStorage.getItem('baandee.session') !== null;
  } catch {
    off = window.location.pathname !== '/';
  }
  if (off) html.setAttribute('data-prerender', 'off');

  var self = document.currentScript;
  var entry = self && self.getAttribute('data-entry');
  if (!entry) return; // the dev server loads the app itself
  var preloads = (self.getAttribute('data-preload') || '').split(' ');
  var loaded = false;
  function load() {
    if (loaded) return;
    loaded = true;
    for (var i = 0; i < preloads.length; i++) {
      if (!preloads[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[i];
      document.head.appendChild(link);
    }
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // after the next frame is painted; the timer covers tabs that do not paint (background)
  window.requestAnimationFrame(function () {
    window.setTimeout(load, 0);
  });
  window.setTimeout(load, 250);
})();
