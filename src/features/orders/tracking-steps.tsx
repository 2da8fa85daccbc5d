/**
 * The six-step order tracking (commerce §4 "Tracking (six steps)"): each step complete, process, cancel or not
 * yet reached. Step states come from machines/shared/order-status.ts `trackingSteps`.
 */
import { trackingSteps } from './use-order';
import { STEP_DEFAULT_NAMES, T, statusName } from './catalogue';

export function TrackingSteps({ history, current }: { history: readonly number[]; current: number }) {
  const steps = trackingSteps(history, current);
  return (
    <ol className="tracking" aria-label={T.tracking}>
      {steps.map((s) => {
        const name = s.code != null ? statusName(s.code) : STEP_DEFAULT_NAMES[s.step - 1];
        return (
          <li
            key={s.step}
            className={`tracking__step tracking__step--${s.state}`}
            data-state={s.state}
            aria-current={s.state === 'process' ? 'step' : undefined}
            aria-label={`${name} (${T.stepState[s.state]})`}
          >
            <span className="tracking__dot" aria-hidden="true">
              {s.state === 'complete' ? '✓' : s.state === 'cancel' ? '✕' : s.step}
            </span>
            <span className="tracking__name">{name}</span>
          </li>
        );
      })}
    </ol>
  );
}
