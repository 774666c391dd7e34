// What every browser test needs (issue #18 §5): its arguments, Debian's Chromium, checks that print
// "ok - ..." or "not ok - ...", and `gravehold serve` started on a free port. A test file calls `start`,
// runs its checks, then `finish` (which closes the browser, stops the servers and exits 1 on any failure).
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let failures = 0;
const servers = [];

export function check(ok, what, detail = '') {
  console.log(`${ok ? 'ok' : 'not ok'} - ${what}${ok || !detail ? '' : `: ${detail}`}`);
  if (!ok) failures++;
}

// The test's arguments (GRAVEHOLD_BINARY OUTPUT_DIR), a scratch folder, and the browser.
export async function start(file) {
  const [binary, outDir] = process.argv.slice(2);
  if (!binary || !outDir) {
    console.error(`usage: node ${file} GRAVEHOLD_BINARY OUTPUT_DIR`);
    process.exit(2);
  }
  const chromiumPath = process.env.CHROMIUM || '/usr/bin/chromium';
  if (!existsSync(chromiumPath)) {
    console.error(`not ok - Chromium is not at ${chromiumPath} (scripts/setup installs Debian's chromium)`);
    process.exit(1);
  }
  mkdirSync(outDir, { recursive: true });
  const work = mkdtempSync(join(tmpdir(), 'gravehold-browser-'));
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
  return { binary, outDir, work, browser };
}

// Starts `gravehold --db DB serve --port 0 EXTRA...` and resolves with the address it prints; the process
// is returned by `servers()` for a test that kills one. `env`: variables to add (GRAVEHOLD_LANG, say).
export function serve(binary, db, extra = [], env = {}) {
  return new Promise((resolve, reject) => {
    const p = spawn(binary, ['--db', db, 'serve', '--port', '0', ...extra],
      { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    servers.push(p);
    let out = '';
    const timer = setTimeout(() => reject(new Error(`serve printed no address: ${out}`)), 20000);
    p.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/http:\/\/\S+/);
      if (m) { clearTimeout(timer); resolve(m[0]); }
    });
    p.stderr.on('data', (d) => { out += d; });
    p.on('exit', (code) => { clearTimeout(timer); reject(new Error(`serve exited ${code}: ${out}`)); });
  });
}

export function serverProcesses() { return servers; }

export async function finish({ browser, work }) {
  await browser.close();
  for (const s of servers) s.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
  process.exit(failures === 0 ? 0 : 1);
}
