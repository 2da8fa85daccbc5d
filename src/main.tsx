/**
 * Start-up: configure the transport (prefix, bearer token from the `token` cookie, app key, failure logging),
 * create the long-lived session and cart actors, and start the page — Home's first paint without the router
 * (src/app/home-start.tsx), every other page with it (src/app/router-start.tsx; decision 109).
 *
 * API failures are logged best-effort to POST log/error with agent, user e-mail, endpoint, params (secrets
 * redacted), code and message (portal §7 "Logging"); 'token not found on auth service' sends the session
 * `session.expired`, which signs out and sends the browser to the sign-in site (portal §4, §8).
 */
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { waitFor } from 'xstate';
import { readSeed } from './flows/remote/remote-seed';
import { configureApi } from './api/client';
import { TOKEN_NOT_FOUND_MESSAGE } from './api/errors';
import { failureLogLine, postLog } from './api/log';
import { createAppActors, type AppActors } from './app/actors';
import { appReady, nextTask } from './app/boot';
import { config, signInUrl } from './config/config';
import { getCookie } from './session/session.actors';
import { COOKIE } from './lib/cookies';
import { handOffTaps } from './lib/boot-handoff';
import { startsWithoutRouter } from './lib/router-free-start';
import './styles/global.css';

let actors: AppActors | undefined;

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
 * Start the app in tasks instead of one: the modules' evaluation, then the actors, then the page's start (the router,
 * or Home's shell), then the hydration (itself a transition, in slices). The live connection starts once the app is
 * ready (decision 107).
 */
async function start() {
  await nextTask();
  actors = createAppActors({
    onSignInRequired: () => window.location.assign(signInUrl(window.location.href)),
    liveAfter: appReady,
  });
  const app = actors;
  // Cart writes name this tab's live connection, so the gateway tells only the member's other tabs (issue 21).
  configureApi({ getLiveOrigin: () => app.liveOrigin() ?? undefined });
  await nextTask();

  // Server rendering (decision 074): a page the gateway rendered carries the router's dehydrated matches ($_TSR) and
  // the data it read (the seed). The session resolves from the same cookies the server read (no request: the server
  // stored the warehouse and zone cookies on a first visit), then React hydrates what the server sent.
  const container = document.getElementById('root')!;
  const seed = readSeed(document);
  const serverRendered = Boolean((window as { $_TSR?: unknown }).$_TSR);
  const resolved = () => waitFor(app.session, (s) => !s.hasTag('resolving'));

  if (serverRendered && startsWithoutRouter(window.location.pathname)) {
    // Home's first paint: hydrated without the router, which loads on the first in-app navigation (decision 109).
    const [{ hydrateHome }] = await Promise.all([import('./app/home-start'), resolved()]);
    hydrateHome({ actors: app, seed, container });
    return;
  }

  const { createClientRouter, HydratedApp, RenderedApp } = await import('./app/router-start');
  await nextTask();
  const router = createClientRouter(app, seed);
  if (serverRendered) {
    await resolved();
    // A transition: React hydrates in slices of a few ms and yields to the browser in between, instead of one
    // long task (issue 17 point 2, decision 098). The page is on screen already; a tap meanwhile hydrates its part
    // first. React listens from here on (and replays a tap on a part it has not hydrated yet); a tap before now the
    // boot loader held, and replays once the app is ready (decision 106).
    handOffTaps();
    startTransition(() => {
      hydrateRoot(container, <HydratedApp router={router} seed={seed} />);
    });
  } else {
    const root = createRoot(container);
    handOffTaps();
    startTransition(() => root.render(<RenderedApp router={router} />));
  }
}

void start();
