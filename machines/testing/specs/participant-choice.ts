/** Model spec of machines/participant-choice.machine.ts ('Kamu Peserta Apa?'): both answers, signed in and out. */
import type { AnyMachineSnapshot } from 'xstate';
import { participantChoiceMachine, type ParticipantChoiceContext } from '../../participant-choice.machine';
import type { ModelSpec } from '../model';

export const participantChoiceSpec: ModelSpec = {
  name: 'participantChoice',
  machine: participantChoiceMachine,
  input: undefined,
  userEvents: [
    { type: 'participant.open' },
    { type: 'participant.close' },
    { type: 'participant.choose', participant: 'nonPrakerja', signedIn: true },
    { type: 'participant.choose', participant: 'nonPrakerja', signedIn: false },
    { type: 'participant.choose', participant: 'prakerja', signedIn: true },
    { type: 'participant.choose', participant: 'prakerja', signedIn: false },
  ],
  outputs: {},
  errors: {},
  abstract: (s: AnyMachineSnapshot) => (s.context as ParticipantChoiceContext).page,
  project: (s: AnyMachineSnapshot) => s.context,
  invariant: (s) => (s.hasTag('leaving') && (s.context as ParticipantChoiceContext).page === null ? 'leaving always names the page' : null),
  promiseActors: [],
};
