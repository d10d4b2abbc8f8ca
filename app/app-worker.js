// -----------------------------------------------------------------------------
// PWA
//
// go-app's DefaultAppWorkerJS (v10.1.11) with five changes, so that the page
// works offline from the first visit on and its first load is not slowed:
// - install and activate hold the worker with event.waitUntil, so the worker
//   only takes control once every resource is in the cache;
// - install fills the cache only once the page that registered the worker is
//   ready (web/boot.js posts "page-ready"), or after installDelayMax: filling
//   it during a first visit's load, on 2 cores, delays the first suggestion
//   by 0.2-0.4 s (1.66-2.14 s, against 1.41-1.75 s when delayed);
// - the cache is filled with cache: "no-cache" requests, revalidated by ETag,
//   so a new version never stores a stale copy from the HTTP cache, and the
//   files the page has just downloaded come back as 304s, not a second time;
// - a navigation is matched ignoring its query string, so /?utm=x opens
//   offline like /, and /index.html moves to / as the server moves it;
// - files under /web/ fetched later (the word lists) are kept in the cache.
// go-app's push notifications are left out: the page shows none. go-app
// serves this file (Handler.ServiceWorkerTemplate) with the version and the
// resources filled in.
// -----------------------------------------------------------------------------
const cacheName = "app-" + "{{.Version}}";
const resourcesToCache = {{.ResourcesToCache}};

self.addEventListener("install", (event) => {
  console.log("installing app worker {{.Version}}");
  event.waitUntil(
    installWorker()
      .then(() => self.skipWaiting())
      .catch((error) => {
        console.error("error during installation:", error);
        throw error;
      })
  );
});

// installDelayMax is the longest install waits for the page to be ready: a
// page of an older version, or one that failed, never says it is.
const installDelayMax = 10000;

let pageIsReady;
const pageReady = new Promise((resolve) => (pageIsReady = resolve));

async function installWorker() {
  await Promise.race([pageReady, new Promise((resolve) => setTimeout(resolve, installDelayMax))]);
  const cache = await caches.open(cacheName);
  await cache.addAll(
    resourcesToCache.map((url) => new Request(url, { cache: "no-cache" }))
  );
}

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      try {
        await deletePreviousCaches();
        await self.clients.claim();
        console.log("app worker {{.Version}} is activated");
      } catch (error) {
        console.error("error during activation:", error);
      }
    })()
  );
});

async function deletePreviousCaches() {
  const keys = await caches.keys();
  await Promise.all(
    keys.map(async (key) => {
      if (key !== cacheName) {
        try {
          console.log("deleting", key, "cache");
          await caches.delete(key);
        } catch (err) {
          console.error("deleting", key, "cache failed:", err);
        }
      }
    })
  );
}

self.addEventListener("fetch", (event) => {
  event.respondWith(fetchWithCache(event.request));
});

async function fetchWithCache(request) {
  const navigate = request.mode === "navigate";
  const url = new URL(request.url);
  if (navigate && url.pathname === "/index.html") {
    // The server moves /index.html to /, the page's one route and the
    // path it is cached at: so does the worker, offline too.
    return Response.redirect(new URL("/" + url.search, url).href, 301);
  }
  const cachedResponse = await caches.match(request, {
    cacheName: cacheName,
    ignoreSearch: navigate,
  });
  if (cachedResponse) {
    return cachedResponse;
  }
  const response = await fetch(request);
  if (keepForOffline(request, response)) {
    const cache = await caches.open(cacheName);
    await cache.put(request, response.clone());
  }
  return response;
}

// keepForOffline reports whether a response fetched after install, such as
// a word list under /web/words/, is kept so that it works offline too.
function keepForOffline(request, response) {
  const url = new URL(request.url);
  return (
    request.method === "GET" &&
    response.ok &&
    url.origin === self.location.origin &&
    url.pathname.startsWith("/web/")
  );
}

// The page says when it is ready (web/boot.js): install fills the cache then.
self.addEventListener("message", (event) => {
  const msg = event.data;
  if (msg && msg.type === "page-ready") {
    pageIsReady();
  }
});
