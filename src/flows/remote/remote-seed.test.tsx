// @vitest-environment jsdom
/**
 * Server rendering's data path (decision 074): the server's collecting seed gathers the reads a render asks for,
 * the page carries them as JSON, and `useRemote` in the browser starts in `ready` with them (no read, no skeleton).
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { createCollectingSeed, fixedSeed, readSeed, RemoteSeedContext, SEED_ELEMENT_ID, serializeSeed } from './remote-seed';
import { useRemote } from './use-remote';

afterEach(cleanup);

function Names({ id, load }: { id: string; load: () => Promise<string[]> }) {
  const remote = useRemote(load, id);
  return <p>{remote.status === 'ready' ? remote.data.join(', ') : remote.status}</p>;
}

describe('remote seed', () => {
  it('the server renders, reads what the page asked for, and renders again with the data', async () => {
    const seed = createCollectingSeed();
    let reads = 0;
    const load = () => {
      reads += 1;
      return Promise.resolve(['roti', 'kue']);
    };
    const page = (
      <RemoteSeedContext value={seed}>
        <Names id="latest" load={load} />
      </RemoteSeedContext>
    );
    expect(renderToString(page)).toContain('loading');
    expect(await seed.settle()).toBe(1);
    expect(renderToString(page)).toContain('roti, kue');
    expect(await seed.settle()).toBe(0);
    expect(reads).toBe(1);
    expect(seed.entries()).toEqual({ latest: ['roti', 'kue'] });
  });

  it('a failed read is left out: the browser reads it itself', async () => {
    const seed = createCollectingSeed();
    seed.collect!('x', () => Promise.reject(new Error('502')));
    await seed.settle();
    expect(seed.get('x')).toBeUndefined();
    expect(seed.entries()).toEqual({});
  });

  it('the page carries the seed as JSON no tag can close; the browser reads it back', () => {
    const text = serializeSeed({ k: ['</script><script>alert(1)</script>', '\u2028'] });
    expect(text).not.toContain('</script>');
    document.body.innerHTML = `<script type="application/json" id="${SEED_ELEMENT_ID}">${text}</script>`;
    expect(readSeed(document).get('k')).toEqual({ data: ['</script><script>alert(1)</script>', '\u2028'] });
    document.body.innerHTML = '';
    expect(readSeed(document).get('k')).toBeUndefined();
  });

  it('in the browser the hydrating page starts the machine ready with the seeded data and reads nothing', async () => {
    let reads = 0;
    const load = () => {
      reads += 1;
      return new Promise<string[]>(() => {});
    };
    const page = (
      <RemoteSeedContext value={fixedSeed({ latest: ['roti'] })}>
        <Names id="latest" load={load} />
      </RemoteSeedContext>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    render(page, { container, hydrate: true });
    await act(async () => {});
    expect(container.textContent).toBe('roti');
    expect(reads).toBe(0);
  });

  /** Render the 'latest' part under `seed` with a load that answers ['baru'] and counts its calls. */
  function renderLatest(seed: ReturnType<typeof fixedSeed>) {
    let reads = 0;
    render(
      <RemoteSeedContext value={seed}>
        <Names
          id="latest"
          load={() => {
            reads += 1;
            return Promise.resolve(['baru']);
          }}
        />
      </RemoteSeedContext>,
    );
    return { reads: () => reads };
  }

  it('a part mounted in the browser after hydration reads fresh data, though the seed still holds its key', async () => {
    const part = renderLatest(fixedSeed({ latest: ['lama'] }));
    expect(await screen.findByText('baru')).toBeTruthy();
    expect(part.reads()).toBe(1);
  });

  it('after the seed is dropped (a later navigation) the page reads again', async () => {
    const seed = fixedSeed({ latest: ['lama'] });
    seed.drop();
    const part = renderLatest(seed);
    expect(await screen.findByText('baru')).toBeTruthy();
    expect(part.reads()).toBe(1);
  });
});
