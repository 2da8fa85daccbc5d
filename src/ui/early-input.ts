/**
 * What a member did to a server-rendered input before the page's script ran (decision 101). A checkbox ticked or a
 * quantity typed on the server's page changes the element itself; when React hydrates it, it keeps the element's
 * state as the member left it and tells nobody (react-dom's `initInput` while hydrating), so the flow's state and
 * the screen would disagree — a tick shown, nothing selected, 'Rp 0'. These hooks hand such a change to the flow
 * once, when the input mounts: `onChange` is called with what the element holds. A client-rendered input starts
 * as its props say, and nothing happens.
 */
import { useEffect, useRef, type RefObject } from 'react';

/** A ref for a controlled checkbox; calls `onChange(checked)` once at mount if the element was toggled before. */
export function useEarlyCheck(checked: boolean, onChange: (checked: boolean) => void): RefObject<HTMLInputElement | null> {
  return useEarly((el) => (el.checked !== checked ? () => onChange(el.checked) : null));
}

/** A ref for a controlled text input; calls `onChange(value)` once at mount if the element was typed in before. */
export function useEarlyValue(value: string, onChange: (value: string) => void): RefObject<HTMLInputElement | null> {
  return useEarly((el) => (el.value !== value ? () => onChange(el.value) : null));
}

function useEarly(check: (el: HTMLInputElement) => (() => void) | null): RefObject<HTMLInputElement | null> {
  const ref = useRef<HTMLInputElement | null>(null);
  // The first render's props: what the server rendered and the browser hydrated.
  const atMount = useRef(check);
  useEffect(() => {
    const el = ref.current;
    if (el) atMount.current(el)?.();
  }, []);
  return ref;
}
