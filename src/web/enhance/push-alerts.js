// "Notify me on this device" on /alerts (ADR 048): Web Push through the site's service worker, where the
// browser allows it. The server renders the control hidden, with the VAPID public key and its messages
// (the page's language, from the dictionary) in data attributes, only when Web Push is on; this shows it
// when the browser has service workers, PushManager and notifications, and otherwise leaves it hidden
// (the e-mail form above works alone). It subscribes with the topics, branch and language chosen in the
// e-mail form and posts the subscription to the API, whose per-field answers (in the page's language)
// it shows. Plain JavaScript, loaded as its own hashed file (ADR 037): enhancing an element twice is a
// no-op, so the app may load it again after a navigation in place.
(function enhancePushAlerts() {
  // An async script may run before the parser has reached the control (a cached file runs at once).
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', enhancePushAlerts);
    return;
  }
  var sections = document.querySelectorAll('[data-push-alerts]:not([data-enhanced])');
  if (!sections.length) return;
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return;

  /** The key as the bytes PushManager.subscribe takes. */
  function keyBytes(base64url) {
    var base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
    var raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    var bytes = new Uint8Array(raw.length);
    for (var i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
    return bytes;
  }

  function sameKey(subscription, key) {
    var current = subscription.options && subscription.options.applicationServerKey;
    if (!current) return true;
    var a = new Uint8Array(current);
    if (a.length !== key.length) return false;
    for (var i = 0; i < a.length; i += 1) if (a[i] !== key[i]) return false;
    return true;
  }

  /** The service worker's registration; rejects when none is ready in time (not registered here). */
  function ready() {
    return Promise.race([
      navigator.serviceWorker.ready,
      new Promise(function (_, reject) {
        setTimeout(function () {
          reject(new Error('no service worker'));
        }, 10000);
      }),
    ]);
  }

  function post(path, body) {
    return fetch('/api/base/alerts/' + path + '?lng=' + encodeURIComponent(document.documentElement.lang), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(function (response) {
      return response.json().then(
        function (answer) {
          return { ok: response.ok, status: response.status, answer: answer };
        },
        function () {
          return { ok: response.ok, status: response.status, answer: {} };
        },
      );
    });
  }

  Array.prototype.forEach.call(sections, function (section) {
    section.setAttribute('data-enhanced', '');
    var form = document.getElementById(section.getAttribute('data-form') || '');
    var status = section.querySelector('[data-push-status]');
    var turnOn = section.querySelector('[data-push-on]');
    var turnOff = section.querySelector('[data-push-off]');
    var key = keyBytes(section.getAttribute('data-key') || '');
    var say = function (name, text) {
      status.textContent = text || section.getAttribute('data-msg-' + name) || '';
    };
    var show = function (subscribed) {
      turnOff.hidden = !subscribed;
      turnOn.textContent = section.getAttribute(subscribed ? 'data-msg-update' : 'data-msg-turn-on');
    };
    var busy = function (on) {
      turnOn.disabled = on;
      turnOff.disabled = on;
      if (on) say('working');
    };
    var choices = function () {
      var topics = form ? form.querySelectorAll('input[name="topics"]:checked') : [];
      var lang = form && form.querySelector('input[name="lang"]:checked');
      var branch = form && form.querySelector('[name="branch"]');
      return {
        topics: Array.prototype.map.call(topics, function (input) {
          return input.value;
        }),
        branch: branch ? branch.value : '',
        lang: lang ? lang.value : document.documentElement.lang,
      };
    };

    section.hidden = false;
    navigator.serviceWorker.getRegistration().then(function (registration) {
      var found = registration ? registration.pushManager.getSubscription() : Promise.resolve(null);
      return found.then(function (subscription) {
        show(Boolean(subscription));
        if (subscription) say('on');
        else if (Notification.permission === 'denied') say('blocked');
      });
    });

    turnOn.addEventListener('click', function () {
      // The schema's first rule (shared/contract/push-alerts.ts), before the browser asks for permission;
      // the server checks everything again and its per-field answers are shown below.
      if (!choices().topics.length) {
        say('topics');
        return;
      }
      busy(true);
      Promise.resolve(Notification.permission === 'granted' ? 'granted' : Notification.requestPermission())
        .then(function (permission) {
          if (permission !== 'granted') throw new Error(permission === 'denied' ? 'blocked' : 'off');
          return ready();
        })
        .then(function (registration) {
          var subscribe = function () {
            return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
          };
          return registration.pushManager.getSubscription().then(function (existing) {
            // Made with another key (the server's pair changed): useless, so made again.
            if (existing && !sameKey(existing, key)) return existing.unsubscribe().then(subscribe);
            return existing || subscribe();
          });
        })
        .then(function (subscription) {
          var json = subscription.toJSON();
          var body = Object.assign({ endpoint: json.endpoint, keys: json.keys }, choices());
          return post('push', body).then(function (reply) {
            if (reply.ok) {
              show(true);
              say('on');
              return;
            }
            var errors = reply.answer.errors ? Object.values(reply.answer.errors) : [];
            say('failed', errors.length ? errors.join(' ') : reply.answer.message);
          });
        })
        .catch(function (error) {
          say(
            error && error.message === 'blocked'
              ? 'blocked'
              : error && error.message === 'off'
                ? 'off'
                : 'failed',
          );
        })
        .then(function () {
          busy(false);
        });
    });

    turnOff.addEventListener('click', function () {
      busy(true);
      navigator.serviceWorker
        .getRegistration()
        .then(function (registration) {
          return registration ? registration.pushManager.getSubscription() : null;
        })
        .then(function (subscription) {
          if (!subscription) return;
          return post('push/unsubscribe', { endpoint: subscription.endpoint }).then(function () {
            return subscription.unsubscribe();
          });
        })
        .then(
          function () {
            show(false);
            say('off');
          },
          function () {
            say('failed');
          },
        )
        .then(function () {
          busy(false);
        });
    });
  });
})();
