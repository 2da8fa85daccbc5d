/**
 * The build's precompression (decision 039): brotli and gzip copies written next to dist/'s text files, which the
 * gateway sends as they are (spa.ts). Node built-ins only, so the Vite config can load it on its own.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Files the build precompresses: text formats only (images and fonts are compressed already). */
export const PRECOMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|wasm)$/i;

/**
 * Write `<file>.br` (brotli quality 11) and `<file>.gz` (gzip level 9) next to every {@link PRECOMPRESSIBLE} file
 * of `dir` (recursively; dot folders such as `.vite/` and source maps skipped) of at least `minBytes`, when the
 * compressed form is smaller.
 * @returns how many files were compressed and their total bytes before and after brotli.
 */
export function precompressFolder(dir: string, minBytes = 1024): { files: number; bytes: number; brotliBytes: number } {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (PRECOMPRESSIBLE.test(entry.name)) {
        const body = readFileSync(file);
        if (body.byteLength < minBytes) continue;
        const br = brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        });
        const gz = gzipSync(body, { level: 9 });
        if (br.byteLength < body.byteLength) writeFileSync(`${file}.br`, br);
        if (gz.byteLength < body.byteLength) writeFileSync(`${file}.gz`, gz);
        totals.files += 1;
        totals.bytes += body.byteLength;
        totals.brotliBytes += Math.min(br.byteLength, body.byteLength);
      }
    }
  };
  walk(dir);
  return totals;
}
