/**
 * Loads every Home section at once. A failed section becomes an empty section (the transport has logged the
 * failure, portal §8 "Failed list loads are logged and show empty sections").
 */
import { useEffect, useState } from 'react';
import { HOME_SECTIONS, type SectionState } from './sections';

export function useHomeSections(): Record<string, SectionState> {
  const [state, setState] = useState<Record<string, SectionState>>(() =>
    Object.fromEntries(HOME_SECTIONS.map((s) => [s.id, { status: 'loading' } as SectionState])),
  );
  useEffect(() => {
    let alive = true;
    for (const section of HOME_SECTIONS) {
      section.load().then(
        (courses) => alive && setState((prev) => ({ ...prev, [section.id]: { status: 'ready', courses } })),
        () => alive && setState((prev) => ({ ...prev, [section.id]: { status: 'ready', courses: [] } })),
      );
    }
    return () => {
      alive = false;
    };
  }, []);
  return state;
}
