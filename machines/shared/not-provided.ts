/**
 * The one way a machine declares a side effect it does not implement itself (STYLE "Machines"): a placeholder
 * actor that fails with "<machine>.<actor> not provided" until the app injects the real one with
 * `machine.provide({ actors })` (src/features/<flow>/<flow>.actors.ts) or a test injects a fake.
 *
 * ```ts
 * setup({ actors: { loadCart: notProvided<Cart, LoadCartInput>('cart.loadCart') } })
 * ```
 */
import { fromCallback, fromPromise, type EventObject, type NonReducibleUnknown } from 'xstate';

/** A promise actor placeholder: `TOutput` is what the real actor resolves with, `TInput` what the machine passes. */
export function notProvided<TOutput, TInput = NonReducibleUnknown>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} not provided`);
  });
}

/**
 * A callback actor placeholder (an actor the machine talks to with events, e.g. a clock): `TReceived` are the
 * events the machine sends it, `TInput` its input.
 */
export function notProvidedCallback<TReceived extends EventObject, TInput = Record<string, never>>(name: string) {
  return fromCallback<TReceived, TInput>(() => {
    throw new Error(`${name} not provided`);
  });
}
