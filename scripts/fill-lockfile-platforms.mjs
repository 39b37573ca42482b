#!/usr/bin/env node
// The npm registry these machines reach does not carry some other-platform optional binaries
// (@next/swc-darwin-*, @unrs/resolver-binding-win32-*, ...). `npm install` then leaves them out of
// package-lock.json and `npm ci` refuses the lock as "out of sync". This script adds a lock entry
// for each missing optional dependency, marked optional with the os/cpu read from its name, so
// `npm ci` skips it on this platform exactly as it would with the full registry.
// Run after every `npm install`: `node scripts/fill-lockfile-platforms.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony', 'wasi'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  return { os, cpu };
}

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const added = [];

for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path === '' ? '' : `${path}/`;
    const nested = `${base}node_modules/${dep}`;
    const hoisted = `node_modules/${dep}`;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    const { os, cpu } = platformOf(dep);
    if (!os && !cpu) continue; // not a platform binary: leave it for npm to report
    lock.packages[hoisted] = {
      version,
      optional: true,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(os ? { os: [os === 'wasi' ? 'none' : os] } : {}),
    };
    added.push(`${dep}@${version}`);
  }
}

writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `added ${added.length} platform entries:\n  ${added.join('\n  ')}` : 'lock file already complete');
