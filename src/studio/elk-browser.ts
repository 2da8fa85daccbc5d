/**
 * elkjs in the browser: the small API module plus elkjs's own worker file, served from this app's assets (no
 * CDN), so a large layout never blocks the page. Loaded only by the studio route.
 */
import ELK from 'elkjs/lib/elk-api.js';
import workerUrl from 'elkjs/lib/elk-worker.min.js?url';
import type { ElkEngine } from './layout';

let engine: ElkEngine | undefined;

export function browserElk(): ElkEngine {
  engine ??= new ELK({ workerUrl }) as unknown as ElkEngine;
  return engine;
}
