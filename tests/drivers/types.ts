/**
 * A driver (issue 20 point 4) knows, for one machine, what a person does in the app for each of its events and
 * what a person sees in each of its states; and which gateway requests each of its actors makes, so a path's
 * actor answers can be given to the real app. The studio's Playwright export (tests/e2e/paths/*.paths.spec.ts)
 * runs a generated path through a driver (run.ts); the e2e journeys call the same named actions.
 *
 * Drivers are keyed by event type and invoke source, never by state names beyond what a person sees, so a
 * restructured machine keeps its driver as long as its events and actors keep their names.
 */
import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ConsoleWatch } from '../e2e/fixtures';
import type { AnswerRouter } from './answers';
import type { ContextRecorder } from './recorder';

/** What a driver works with: the page, what the app's machines report, the console watch, the answer router. */
export interface DriverContext {
  page: Page;
  recorder: ContextRecorder;
  consoleErrors: ConsoleWatch;
  answers: AnswerRouter;
}

/** One step of a path as the driver sees it: the event and the machine's snapshot before and after it. */
export interface StepInfo {
  event: EventObject;
  before: AnyMachineSnapshot;
  after: AnyMachineSnapshot;
  /** The path's previous and next events, if any (a driver may prepare for the next one). */
  previous?: EventObject;
  next?: EventObject;
  /** Every event after this one. */
  later: EventObject[];
}

/** A person's action for an event, given what the page shows (the snapshot before the event). */
export type EventAction = (ctx: DriverContext, step: StepInfo) => Promise<void>;

/**
 * An event a person can cause only in some states (a button shown only then): `when` says whether the page
 * offers it before the step; `otherwise` is the reason a path that sends it elsewhere is skipped.
 */
export interface ConditionalAction {
  do: EventAction;
  when: (before: AnyMachineSnapshot, event: EventObject) => boolean;
  otherwise: string;
}

export type EventHandler = EventAction | ConditionalAction;

/** A request matched by method and by a RegExp on the URL's path and query (`/api/lms/finance/cart?…`). */
export interface RequestPattern {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: RegExp;
}

/** The gateway request an actor makes, and how an output or error becomes the gateway's answer. */
export interface RequestMatch extends RequestPattern {
  /** The whole response body for an actor output (default: the gateway's envelope with the output as `result`). */
  body?: (output: unknown) => unknown;
  /**
   * Requests the actor makes after this one once it succeeded (the HR lookup asks for three lists next): each is
   * answered with the body made from the same output.
   */
  followedBy?: Array<RequestPattern & { body: (output: unknown) => unknown }>;
  /** The same request as another source's (a child's call the parent also makes): held and answered under that one. */
  sameAs?: string;
  /**
   * Never let a held request of this source through to the real gateway, even after the path: its body names the
   * path's fixture lines, which the seeded gateway does not have (the price child's calculation).
   */
  keepHeld?: boolean;
}

/** The start of a path: the machine's input and every event of the path (a driver may arrange data for them). */
export interface PathPlan {
  input: unknown;
  events: EventObject[];
}

export interface MachineDriver {
  machineId: string;
  /** Sign in who the path needs, arrange what the input says, open the page where the machine runs. */
  start: (ctx: DriverContext, plan: PathPlan) => Promise<void>;
  /** The gateway request of each invoke source (`setup({ actors })` key) whose answers a path gives. */
  requests: Record<string, RequestMatch>;
  /** What a person does, per event type. A type that is not here is not something a person does on the page. */
  events: Record<string, EventHandler>;
  /** Let a delay pass (`xstate.after.<delay>`); default: wait, the app's own timer fires. */
  delay?: (ctx: DriverContext, step: StepInfo, ms: number | undefined) => Promise<void>;
  /** What a person sees in a state (asserted at the end of every path). */
  see: (ctx: DriverContext, snapshot: AnyMachineSnapshot) => Promise<void>;
  /** Why this path cannot be run in the browser (null or undefined: it can). */
  cannot?: (plan: PathPlan, snapshots: AnyMachineSnapshot[]) => string | null | undefined;
}
