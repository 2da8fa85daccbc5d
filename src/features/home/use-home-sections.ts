/**
 * One Home section's courses (portal §2 Home, §9 "Home sections: 10 items each"), read by the remote machine
 * (src/flows/remote/use-remote.ts). A failed section becomes an empty section, which Home hides (the transport has
 * logged the failure, portal §8 "Failed list loads are logged and show empty sections").
 */
import { useRemote } from '../../flows/remote/use-remote';
import type { HomeSectionDef, SectionState } from './sections';

export function useHomeSection(def: HomeSectionDef): SectionState {
  const remote = useRemote(() => def.load(), def.id);
  if (remote.status === 'loading') return { status: 'loading' };
  return { status: 'ready', courses: remote.status === 'ready' ? remote.data : [] };
}
