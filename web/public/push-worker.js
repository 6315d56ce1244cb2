// The school's circulars and emergency alerts on this phone (web push, docs/decisions/0022).
// It handles pushes and clicks only: no fetch handler, so it never caches or serves a page. The
// site registers it for /subscriptions/, the pages that add a phone.

self.addEventListener('push', (event) => {
  // Each message is { title, body, url, tag } (contracts/push.ts); the browser shows every push.
  const message = event.data ? event.data.json() : {};
  event.waitUntil(
    self.registration.showNotification(message.title || 'New circular', {
      body: message.body,
      tag: message.tag,
      data: { url: message.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(self.clients.openWindow(event.notification.data.url));
});
