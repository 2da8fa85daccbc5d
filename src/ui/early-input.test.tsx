// @vitest-environment jsdom
/**
 * Decision 101: what a member did to a server-rendered input before the page's script ran counts once it has run.
 * React keeps such an element's state at hydration without an onChange (react-dom's initInput); the hooks hand it
 * over. Planted fault: without the hooks' mount effect, the first two cases see no call.
 */
import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { useEarlyCheck, useEarlyValue } from './early-input';
import { QuantityControl } from './quantity-control';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Tick({ onChange }: { onChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  const ref = useEarlyCheck(checked, (next) => {
    onChange(next);
    setChecked(next);
  });
  return <input ref={ref} type="checkbox" aria-label="Focaccia" checked={checked} onChange={(e) => setChecked(e.target.checked)} />;
}

function Typed({ onChange }: { onChange: (value: string) => void }) {
  const ref = useEarlyValue('1', onChange);
  return <input ref={ref} aria-label="Jumlah" value="1" onChange={(e) => onChange(e.target.value)} />;
}

/** The server's HTML in a container, `touch` applied to it (the member, before the script), then hydrated. */
async function hydrateAfter(node: React.ReactElement, touch: (root: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(node);
  touch(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, node, { onRecoverableError: (e) => errors.push(e) });
  });
  return { container, errors };
}

describe('early input on a server-rendered page', () => {
  it('a checkbox ticked before hydration tells the flow once, and stays ticked', async () => {
    const onChange = vi.fn();
    const { container, errors } = await hydrateAfter(<Tick onChange={onChange} />, (root) => {
      (root.querySelector('input') as HTMLInputElement).checked = true;
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(true);
    expect((container.querySelector('input') as HTMLInputElement).checked).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a quantity typed before hydration tells the flow what was typed', async () => {
    const onChange = vi.fn();
    await hydrateAfter(<Typed onChange={onChange} />, (root) => {
      (root.querySelector('input') as HTMLInputElement).value = '4';
    });
    expect(onChange).toHaveBeenCalledWith('4');
    const onInput = vi.fn();
    const control = (
      <QuantityControl name="Tepung" quantity={1} canIncrement canDecrement={false} onIncrement={() => {}} onDecrement={() => {}} onInput={onInput} />
    );
    await hydrateAfter(control, (root) => {
      (root.querySelector('input[aria-label="Jumlah Tepung"]') as HTMLInputElement).value = '3';
    });
    expect(onInput).toHaveBeenCalledWith('3');
  });

  it('nothing touched, or rendered in the browser: no call', async () => {
    const onChange = vi.fn();
    await hydrateAfter(<Tick onChange={onChange} />, () => {});
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(<Tick onChange={onChange} />);
    });
    expect(onChange).not.toHaveBeenCalled();
  });
});
