#!/usr/bin/env node
/**
 * Keep `npm ci` working on a clean clone when the registry we install from lacks some platform builds of a
 * package's optional native bindings (here: most `@oxlint/binding-*` other than linux x64/arm64 glibc).
 *
 * npm writes no lock entry for an optional dependency it cannot resolve, and `npm ci` then refuses the lock
 * ("Missing: @oxlint/binding-darwin-arm64@ from lock file"). For every such binding whose name encodes its
 * platform (`…-<os>-<cpu>[-<abi>]`) this adds a lock entry with `optional`, `os`, `cpu` (and `libc`), so npm
 * sees it as present and skips it on every machine it does not fit — it is never downloaded.
 *
 * Run after `npm install` changes package-lock.json: `node scripts/lock-platform-stubs.mjs`. Idempotent.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const pattern = /-(android|darwin|freebsd|linux|openharmony|win32)-(arm64|arm|x64|ia32|ppc64|riscv64|s390x)(?:-(gnu|musl|gnueabihf|musleabihf|eabi|msvc))?$/;
let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key] || lock.packages[`${path}/${key}`]) continue;
    const m = pattern.exec(name);
    if (!m) continue;
    const [, os, cpu, abi] = m;
    const stub = { version, cpu: [cpu], dev: entry.dev || undefined, license: entry.license, optional: true, os: [os] };
    if (os === 'linux' && abi) stub.libc = [abi.startsWith('musl') ? 'musl' : 'glibc'];
    if (entry.engines) stub.engines = entry.engines;
    lock.packages[key] = JSON.parse(JSON.stringify(stub));
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-platform-stubs: ${added} platform binding entr${added === 1 ? 'y' : 'ies'} added`);
