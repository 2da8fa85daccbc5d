/**
 * Start-up: configure the transport (prefix, bearer token from the `token` cookie, app key, failure logging),
 * create the long-lived session and cart actors, create the router with them as context, and render.
 *
 * API failures are logged best-effort to POST log/error with agent, user e-mail, endpoint, params (secrets
 * redacted), code and message (portal §7 "Logging"); 'token not found on auth service' sends the session
 * `session.expired`, which signs out and sends the browser to the sign-in site (portal §4, §8).
 */
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from './api/client';
import { configureHris } from './api/hris';
import { TOKEN_NOT_FOUND_MESSAGE } from './api/errors';
import { failureLogLine, postLog } from './api/log';
import { createAppActors, type AppActors } from './app/actors';
import { config, signInUrl } from './config/config';
import { createAppRouter } from './app/router';
import { getCookie } from './session/session.actors';
import { COOKIE } from './lib/cookies';
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

// The employee form's HR API: its own base URL and fixed bearer (portal §7 "Employee (HR) API").
configureHris({ baseUrl: config.hrisUrl, token: config.hrisToken });

actors = createAppActors({
  onSignInRequired: () => window.location.assign(signInUrl(window.location.href)),
});

// Cart writes name this tab's live connection, so the gateway tells only the member's other tabs (issue 21).
configureApi({ getLiveOrigin: () => actors?.liveOrigin() ?? undefined });

const router = createAppRouter({ session: actors.session, cart: actors.cart, live: actors.live });

// After a sign-out the current page's guard must run again (a guarded page sends the guest Home).
actors.session.on('session.signedOut', () => {
  void router.invalidate();
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
