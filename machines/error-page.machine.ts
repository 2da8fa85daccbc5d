/**
 * The 500 page's redirect (commerce spec §2 "500: shows error_code and error_message from the query ... then
 * redirects to the single sign-on site after 1 second", §8 "500 redirects to the sign-in site after 1 s", §9
 * "Error page redirect after 1 s"; portal §9 "Error page redirect delay").
 *
 * `showing` → after `redirectDelay` (1000 ms) → `leaving` (final), emitting `errorPage.leave`: the view follows it
 * to the sign-in site.
 */
import { emit, setup } from 'xstate';

/** Error page redirect delay, ms (commerce §9). */
export const ERROR_REDIRECT_MS = 1000;

/** Emitted when the delay is over: the view sends the browser to the sign-in site. */
export type ErrorPageEmitted = { type: 'errorPage.leave' };

export const errorPageMachine = setup({
  types: {
    tags: {} as 'leaving',
    emitted: {} as ErrorPageEmitted,
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
    leaving: {
      type: 'final',
      description: 'The view follows `errorPage.leave` to the sign-in site.',
      tags: ['leaving'],
      entry: emit({ type: 'errorPage.leave' } as const),
    },
  },
});

export type ErrorPageMachine = typeof errorPageMachine;
