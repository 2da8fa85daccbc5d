/**
 * Start-up: configure the transport (prefix, bearer token from the `token` cookie, app key, failure logging),
 * create the long-lived session and cart actors, create the router with them as context, and render.
 *
 * API failures are logged best-effort to POST log/error with agent, user e-mail, endpoint, params (secrets
 * redacted), code and message (portal §7 "Logging"); 'token not found on auth service' sends the session
 * `session.expired`, which signs out and sends the browser to the sign-in site (portal §4, §8).
 */
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { waitFor } from 'xstate';
import { readSeed, RemoteSeedContext } from './flows/remote/remote-seed';
import { configureApi } from './api/client';
import { TOKEN_NOT_FOUND_MESSAGE } from './api/errors';
import { failureLogLine, postLog } from './api/log';
import { createAppActors, type AppActors } from './app/actors';
import { config, signInUrl } from './config/config';
import { createAppRouter, keepSpinnerAfterFirstPage } from './app/router';
import { getCookie } from './session/session.actors';
import { COOKIE } from './lib/cookies';
import { holdForLateParts, islandsLoaded } from './ui/island';
import { APP_READY_ATTRIBUTE, handOffTaps } from './lib/boot-handoff';
import './styles/global.css';

let actors: AppActors | undefined;

/** Settles a task after `<html data-app-ready>` is set: what can wait for the page (the live connection) starts then. */
let markReady: () => void = () => {};
const appReady = new Promise<void>((resolve) => {
  markReady = () => void nextTask().then(resolve);
});

/**
 * Marks the document once React owns the page (hydrated or rendered), the code of its islands has come and the parts
 * that hydrate later have mounted (src/ui/island.tsx): `<html data-app-ready>`. A tap on a server-rendered button before
 * React listens is held by the boot loader and replayed at the mark (decision 106); the
 * end-to-end tests wait for the mark before they touch a page.
 */
function AppReady({ children }: { children: ReactNode }) {
  useEffect(() => {
    // A server-rendered part that hydrates later (the cart page) holds the mark until it has mounted.
    holdForLateParts(document);
    void islandsLoaded().then(() => {
      document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
      markReady();
    });
  }, []);
  return children;
}

configureApi({
  prefixUrl: config.apiBase,
  getToken: () => getCookie(COOKIE.token),
  appKey: config.appKey,
  onFailure: (info) => {
    if (info.message === TOKEN_NOT_FOUND_MESSAGE) actors?.session.send({ type: 'session.expired' });
    const email = actors?.session.getSnapshot().context.user?.email ?? '';
    // The log call itself must not log its own failure (and loop): failureLogLine answers nothing for it.
    const line = failureLogLine(info, { agent: navigator.userAgent, email });
    if (line) postLog('error', line).catch(() => {});
  },
});

/**
 * Resolves in a new task, so the browser can paint and answer input in between (issue 17 point 2, decision 098): a
 * MessageChannel message, not a timer, so a paused clock (a test's fake one) does not hold the app back.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Start the app in four tasks instead of one: the modules' evaluation, then the actors, then the router, then the
 * hydration (itself a transition, in slices). The live connection starts once the app is ready (decision 107).
 */
async function start() {
  await nextTask();
  actors = createAppActors({
    onSignInRequired: () => window.location.assign(signInUrl(window.location.href)),
    liveAfter: appReady,
  });
  await nextTask();

  // Cart writes name this tab's live connection, so the gateway tells only the member's other tabs (issue 21).
  configureApi({ getLiveOrigin: () => actors?.liveOrigin() ?? undefined });

  const router = createAppRouter({ session: actors.session, cart: actors.cart, live: actors.live });
  keepSpinnerAfterFirstPage(router);

  // After a sign-out the current page's guard must run again (a guarded page sends the guest Home).
  actors.session.on('session.signedOut', () => {
    void router.invalidate();
  });

  // Server rendering (decision 074): a page the gateway rendered carries the router's dehydrated matches ($_TSR) and
  // the data it read (the seed). The session resolves from the same cookies the server read (no request: the server
  // stored the warehouse and zone cookies on a first visit), then React hydrates what the server sent.
  await nextTask();
  const root = document.getElementById('root')!;
  const seed = readSeed(document);
  // The seed is the first page's data, read only by the parts that hydrate (src/flows/remote/use-remote.ts): a later
  // page (or the same page visited again) reads fresh. It is let go once another page has rendered — not when the
  // navigation starts: a part of the first page may still be hydrating then (an island, decision 092).
  router.subscribe('onRendered', (event) => {
    if (event.pathChanged) seed.drop();
  });
  if ((window as { $_TSR?: unknown }).$_TSR) {
    void waitFor(actors.session, (s) => !s.hasTag('resolving')).then(() => {
      // A transition: React hydrates in slices of a few ms and yields to the browser in between, instead of one
      // long task (issue 17 point 2, decision 098). The page is on screen already; a tap meanwhile hydrates its part
      // first.
      // React listens from here on (and replays a tap on a part it has not hydrated yet); a tap before now the boot
      // loader held, and replays once the app is ready (decision 106).
      handOffTaps();
      startTransition(() => {
        hydrateRoot(
          root,
          <StrictMode>
            <AppReady>
              <RemoteSeedContext value={seed}>
                <RouterClient router={router} />
              </RemoteSeedContext>
            </AppReady>
          </StrictMode>,
        );
      });
    });
  } else {
    const app = createRoot(root);
    handOffTaps();
    startTransition(() => {
      app.render(
        <StrictMode>
          <AppReady>
            <RouterProvider router={router} />
          </AppReady>
        </StrictMode>,
      );
    });
  }
}

void start();
