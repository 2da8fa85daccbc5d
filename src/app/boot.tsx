/**
 * What both starts share (src/main.tsx picks one: Home before the router, src/app/home-start.tsx; or the router,
 * src/app/router-start.tsx; decision 109): the task breaks between the start's steps, and the `<html data-app-ready>`
 * mark once React owns the page.
 */
import { useEffect, type ReactNode } from 'react';
import { holdForLateParts, islandsLoaded } from '../ui/island';
import { APP_READY_ATTRIBUTE } from '../lib/boot-handoff';

/**
 * Resolves in a new task, so the browser can paint and answer input in between (issue 17 point 2, decision 098): a
 * MessageChannel message, not a timer, so a paused clock (a test's fake one) does not hold the app back.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

let markReady: () => void = () => {};

/** Settles a task after `<html data-app-ready>` is set: what can wait for the page (the live connection) starts then. */
export const appReady = new Promise<void>((resolve) => {
  markReady = () => void nextTask().then(resolve);
});

/**
 * Marks the document once React owns the page (hydrated or rendered), the code of its islands has come and the parts
 * that hydrate later have mounted (src/ui/island.tsx): `<html data-app-ready>`. A tap on a server-rendered button before
 * React listens is held by the boot loader and replayed at the mark (decision 106); the
 * end-to-end tests wait for the mark before they touch a page. Once set, it stays: a later root (the router's, after
 * Home's first paint) does not set it again.
 */
export function AppReady({ children }: { children: ReactNode }) {
  useEffect(() => {
    if (document.documentElement.hasAttribute(APP_READY_ATTRIBUTE)) return;
    // A server-rendered part that hydrates later (the cart page) holds the mark until it has mounted.
    holdForLateParts(document);
    void islandsLoaded().then(() => {
      document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
      markReady();
    });
  }, []);
  return children;
}
