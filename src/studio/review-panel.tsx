/**
 * Side panel "Perubahan" (issue 20 point 6): what changed in the machine since the snapshot committed in
 * docs/statecharts/ — added, removed and changed states and transitions, each a link that shows it on the diagram
 * (where the review marks it in green, red and amber).
 */
import type { GraphDiff } from './diff';
import type { StudioGraph } from './graph-types';
import { T } from './texts';
import type { Async } from './use-studio';

interface Props {
  snapshot: Async<StudioGraph | null>;
  diff: GraphDiff | null;
  reviewing: boolean;
  onReview: (on: boolean) => void;
  onSelect: (item: string) => void;
}

function Group({ title, items, tone, onSelect }: { title: string; items: Array<{ item: string; text: string; fields?: string[] }>; tone: string; onSelect: (item: string) => void }) {
  if (!items.length) return null;
  return (
    <>
      <h4 className="studio-h4">
        {title} ({items.length})
      </h4>
      <ul className="studio-links" data-testid={`review-${tone}`}>
        {items.map((x) => (
          <li key={x.item}>
            <button type="button" className={`studio-link studio-review-${tone}`} onClick={() => onSelect(x.item)}>
              {x.text}
            </button>
            {x.fields && <span className="studio-muted"> ({x.fields.join(', ')})</span>}
          </li>
        ))}
      </ul>
    </>
  );
}

export function ReviewPanel({ snapshot, diff, reviewing, onReview, onSelect }: Props) {
  if (snapshot.status === 'loading') return <p className="studio-status">{T.computing}</p>;
  if (snapshot.status === 'error') return <p className="studio-bad">{snapshot.error}</p>;
  if (!snapshot.value || !diff) return <p>{T.reviewNoSnapshot}</p>;
  const count =
    diff.addedStates.length + diff.removedStates.length + diff.changedStates.length + diff.addedTransitions.length + diff.removedTransitions.length + diff.changedTransitions.length;
  return (
    <div className="studio-review">
      <label className="studio-switch">
        <input type="checkbox" checked={reviewing} onChange={(e) => onReview(e.target.checked)} /> {T.review}
      </label>
      <p>{T.reviewIntro}</p>
      {count === 0 ? (
        <p className="studio-good" data-testid="review-none">
          {T.reviewNone}
        </p>
      ) : (
        <>
          <Group title={`State ${T.added}`} tone="added" onSelect={onSelect} items={diff.addedStates.map((id) => ({ item: `s:${id}`, text: id }))} />
          <Group title={`State ${T.removed}`} tone="removed" onSelect={onSelect} items={diff.removedStates.map((id) => ({ item: `s:${id}`, text: id }))} />
          <Group title={`State ${T.changed}`} tone="changed" onSelect={onSelect} items={diff.changedStates.map((c) => ({ item: `s:${c.id}`, text: c.id, fields: c.fields }))} />
          <Group title={`Transisi ${T.added}`} tone="added" onSelect={onSelect} items={diff.addedTransitions.map((id) => ({ item: `t:${id}`, text: id }))} />
          <Group title={`Transisi ${T.removed}`} tone="removed" onSelect={onSelect} items={diff.removedTransitions.map((id) => ({ item: `t:${id}`, text: id }))} />
          <Group
            title={`Transisi ${T.changed}`}
            tone="changed"
            onSelect={onSelect}
            items={diff.changedTransitions.map((c) => ({ item: `t:${c.id}`, text: c.id, fields: c.fields }))}
          />
        </>
      )}
    </div>
  );
}
