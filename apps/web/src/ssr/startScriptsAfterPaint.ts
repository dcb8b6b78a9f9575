/**
 * Zod compiles object schemas with `new Function` when it may, and probes for it as soon as a schema is built (a
 * reported violation under the pages' Content-Security-Policy, issue 12). Modules that build schemas at import time
 * run before the entry's own code, so the setting is made before any module, in the global Zod reads.
 */
const ZOD_JITLESS = 'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});';

/**
 * The inline script that starts the app's modules once the page has shown its content (ADR 0214): at the first
 * contentful paint; at the window's load in a tab opened in the background or a browser without paint timing; 3 s after
 * the load at the latest. The server-rendered page is complete without them; fetched from the start they
 * shared the network with the page's font and images and were parsed while the first screen was still being drawn.
 * The entry and the chunks it and the rendered route import are fetched together (module preloads added then), so
 * hydration waits for one round of requests, not a chain.
 *
 * @example
 * `<script nonce="…">${startScriptsAfterPaint(['/assets/entry-client-….js'], ['/assets/site-….js'])}</script>`
 */
export function startScriptsAfterPaint(scripts: readonly string[], preloads: readonly string[]): string {
  // In an inline script `</script` would end the element: every `<` is escaped in the URL lists.
  const list = (urls: readonly string[]): string => JSON.stringify(urls).replace(/</g, '\\u003c');
  return [
    ZOD_JITLESS,
    '(function(){',
    `var scripts=${list(scripts)},preloads=${list(preloads)},started=false;`,
    'function start(){if(started)return;started=true;',
    "preloads.forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.appendChild(link)});",
    'scripts.forEach(function(src){import(src)})}',
    "var paints=typeof PerformanceObserver==='function'&&(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')>=0;",
    "if(paints)new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(start)}}).observe({type:'paint',buffered:true});",
    // A tab opened in the background paints nothing until shown: it starts at load. A shown page that has reported no
    // paint 3 s after its load (it never should) starts then.
    "addEventListener('load',function(){if(!paints||document.visibilityState==='hidden')start();else setTimeout(start,3000)})",
    '})()',
  ].join('');
}
