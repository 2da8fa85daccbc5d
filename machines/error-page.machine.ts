/**
 * The 500 page's redirect (commerce spec §2 "500: shows error_code and error_message from the query ... then
 * redirects to the single sign-on site after 1 second", §8 "500 redirects to the sign-in site after 1 s", §9
 * "Error page redirect after 1 s"; portal §9 "Error page redirect delay").
 *
 * `showing` → after `redirectDelay` (1000 ms) → `leaving` (final): the view sends the browser to the sign-in site.
 */
import { setup } from 'xstate';

/** Error page redirect delay, ms (commerce §9). */
export const ERROR_REDIRECT_MS = 1000;

export const errorPageMachine = setup({
  types: {
    tags: {} as 'leaving',
  },
  delays: {
    /** Before going to the sign-in site, ms. */
    redirectDelay: ERROR_REDIRECT_MS,
  },
}).createMachine({
  id: 'errorPage',
  description: 'Error500 shows its code and message, then sends the browser to the sign-in site after 1 s.',
  initial: 'showing',
  states: {
    showing: {
      description: 'The code and message are shown.',
      after: { redirectDelay: { target: 'leaving', description: '1 s later: go to the sign-in site.' } },
    },
    leaving: { type: 'final', description: 'The view sends the browser to the sign-in site.', tags: ['leaving'] },
  },
});

export type ErrorPageMachine = typeof errorPageMachine;
