// The web pages in a real browser (issue #18 §5): Debian's Chromium, headless, driven by playwright-core,
// against `gravehold serve` on a free port with a database of its own. Run by ctest:
//   node table.test.mjs GRAVEHOLD_BINARY OUTPUT_DIR
// Each check prints "ok - ..." or "not ok - ..."; any failure exits 1.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import http from 'node:http';
import net from 'node:net';
import { check, start, serve as serveAt, serverProcesses, finish } from './harness.mjs';

const session = await start('table.test.mjs');
const { binary, outDir, work, browser } = session;
const db = join(work, 'table.db');
const servers = serverProcesses();
const serve = (extra = []) => serveAt(binary, db, extra);

// Watches a page for console errors and failed requests other than the refusals a test provokes.
// Errors the page logs from now on go into `errors` (the list itself: what is logged later counts too).
function watch(page, name, errors) {
  // The refusals this test provokes on purpose (and checks itself) are logged by Chromium as failed loads.
  const provoked = /status of (400|403|409|503) /;
  page.on('console', (m) => { if (m.type() === 'error' && !provoked.test(m.text())) errors.push(`${name}: ${m.text()}`); });
  page.on('pageerror', (e) => errors.push(`${name}: ${e.message}`));
}

async function decision(page) {
  await page.waitForFunction(() => document.getElementById('prompt').textContent !== '…');
  return page.evaluate(() => ({
    prompt: document.getElementById('prompt').textContent,
    options: [...document.querySelectorAll('#options button')].map((b) => b.textContent),
  }));
}

// Answers the decision on `page` by clicking: the first enabled option, or the first enabled ones and Confirm.
async function clickAnswer(page) {
  const before = await page.evaluate(() => window.__version ?? null);
  const confirm = page.locator('#confirm');
  const enabled = page.locator('#options button:not([disabled])');
  if (await confirm.isVisible()) {
    const count = await enabled.count();
    for (let i = 0; i < count && (await confirm.isDisabled()); i++) await enabled.nth(i).click();
    await confirm.click();
  } else {
    await enabled.first().click();
  }
  return before;
}

async function turnOf(page) {
  return page.evaluate(async () => {
    const id = new URLSearchParams(location.search).get('id');
    const v = await (await fetch(`/api/battles/${id}`)).json();
    return { turn: v.turn.number, seq: v.pending ? v.pending.seq : -1, over: v.over, who: v.pending ? v.pending.who : [] };
  });
}

async function waitForSeq(page, seq) {
  await page.waitForFunction(async (s) => {
    const id = new URLSearchParams(location.search).get('id');
    const v = await (await fetch(`/api/battles/${id}`)).json();
    return v.over || v.pending.seq !== s;
  }, seq, { timeout: 10000 });
}

try {
  execFileSync(binary, ['--db', db, 'campaign', 'new', 'legacy', '--players', '2', '--name', 'table', '--mages', 'Ana,Bo'],
    { stdio: 'pipe' });
  const base = await serve();
  const errors = [];

  // The campaigns page.
  const shared = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await shared.newPage();
  watch(page, 'index', errors);
  await page.goto(base);
  await page.waitForFunction(() => document.querySelectorAll('#nemesis option').length > 0);
  check((await page.locator('#nemesis option').count()) >= 2, 'the first page offers the shipped nemeses');
  check((await page.getByRole('link', { name: /^table —/ }).count()) === 1, 'the campaigns page lists the campaign made at the terminal');

  // A Legacy campaign started in the browser, then kept as a companion to the physical box.
  await page.locator('#kind').selectOption('legacy');
  await page.locator('#campaign-name').fill('north');
  await page.locator('#mage-names').fill('Ana, Bo');
  await page.getByRole('button', { name: 'Start the campaign' }).click();
  await page.waitForURL(/campaign\.html\?name=north/);
  await page.waitForSelector('#record-form:not([hidden])');
  check(/against Maelstrom/.test(await page.locator('#next').textContent()), 'the new campaign says which battle comes first, in words');
  await page.locator('#gravehold').fill('12');
  await page.locator('#turns').fill('10');
  await page.locator('#played-by input').first().fill('Kasia');
  await page.getByRole('button', { name: 'Record the battle' }).click();
  await page.waitForSelector('#answer-form:not([hidden])');
  const asked = await page.locator('#next').textContent();
  check(/starter card/.test(asked), 'after the record the campaign asks the book\'s next decision', asked.slice(0, 120));
  const offered = await page.locator('#answer-options option').evaluateAll((os) => os.map((o) => o.value));
  check(offered.includes("Hunter's Spark"), 'the answer field completes printed names', offered.join(', '));
  await page.locator('#answer').fill("hunter's spark");
  await page.getByRole('button', { name: 'Answer', exact: true }).click();
  await page.waitForFunction(() => /Hunter's Spark/.test(document.getElementById('done').textContent));
  check(true, 'a decision answered by a typed printed name is recorded');
  await page.getByRole('button', { name: /^Undo/ }).click();
  await page.waitForFunction(() => /^Undone:/.test(document.getElementById('done').textContent));
  await page.waitForFunction(() => /Ana: choose the new starter card/.test(document.getElementById('next').textContent), null, { timeout: 5000 })
    .then(() => check(true, 'undo takes the answer back'))
    .catch(async () => check(false, 'undo takes the answer back', await page.locator('#next').textContent()));
  await page.locator('#answer').fill('no such card');
  await page.getByRole('button', { name: 'Answer', exact: true }).click();
  await page.waitForFunction(() => document.getElementById('error').textContent.length > 0);
  check(/no option|closest/.test(await page.locator('#error').textContent()), 'a name that fits no option is refused with the options');
  await page.screenshot({ path: join(outDir, 'campaign-desktop.png'), fullPage: true });

  // A campaign played in gravehold: its battle opens in the browser, and opening it again continues it.
  await page.goto(base);
  await page.locator('#campaign-name').fill('west');
  await page.locator('#campaign-players').selectOption('1');
  await page.locator('#mage-names').fill('Ana');
  await page.locator('#companion').uncheck();
  await page.getByRole('button', { name: 'Start the campaign' }).click();
  await page.waitForURL(/campaign\.html\?name=west/);
  await page.getByRole('button', { name: 'Play this battle here' }).click();
  await page.waitForURL(/battle\.html\?id=\d+/);
  const campaignBattle = page.url();
  await decision(page);
  check(/of west/.test(await page.locator('#title').textContent()), "the campaign's battle opens as the campaign's");
  const cs = (await turnOf(page)).seq;
  await clickAnswer(page);
  await waitForSeq(page, cs);
  await page.goto(`${base}campaign.html?name=west`);
  await page.getByRole('button', { name: 'Play this battle here' }).click();
  await page.waitForURL(/battle\.html\?id=\d+/);
  check(page.url() === campaignBattle, 'opening the campaign battle again continues the same battle');
  check((await turnOf(page)).seq !== cs, 'the answer given before is still there');

  // The simulator page.
  await page.goto(`${base}sim.html`);
  await page.waitForFunction(() => document.querySelectorAll('#nemesis option').length > 0);
  await page.locator('#games').fill('20');
  await page.getByRole('button', { name: 'Run' }).click();
  await page.waitForFunction(() => /Won \d+ of 20/.test(document.getElementById('result').textContent), null, { timeout: 60000 });
  check(/95% interval/.test(await page.locator('#result').textContent()), 'the simulator shows the win rate and its interval');
  check((await page.locator('#chart img').count()) === 1, 'the simulator shows the histograms');
  await page.goto(base);

  // A battle started by clicking, for two people.
  await page.getByRole('button', { name: 'Start the battle' }).click();
  await page.waitForURL(/battle\.html\?id=\d+/);
  const first = await decision(page);
  check(first.options.length > 0, 'the battle page shows the pending decision as buttons', JSON.stringify(first));
  check((await page.locator('#players article').count()) === 2, 'both players are on the board');

  // Copies of a card are one button, and one button plays every gem in hand (each its own answer).
  let g = 0;
  while ((await page.locator('#options button.shortcut').count()) === 0 && g++ < 200) {
    if ((await page.locator('#options button:not([disabled])').count()) === 0) { await page.waitForTimeout(100); continue; }
    const s = (await turnOf(page)).seq;
    await clickAnswer(page);
    await waitForSeq(page, s);
  }
  const withGems = await decision(page);
  check(withGems.options.some((t) => /^Play .* ×\d$/.test(t)), 'copies of a card are one button', JSON.stringify(withGems));
  const gemSeq = (await turnOf(page)).seq;
  await page.locator('#options button.shortcut').click();
  await waitForSeq(page, gemSeq);
  const played = await page.evaluate(async () => {
    const id = new URLSearchParams(location.search).get('id');
    const v = await (await fetch(`/api/battles/${id}`)).json();
    return { shortcuts: v.pending.shortcuts.length, played: v.players[v.turn.player].play_area.length };
  });
  check(played.shortcuts === 0 && played.played >= 2, 'Play all gems plays them all', JSON.stringify(played));

  // A whole turn, by clicking.
  const start = await turnOf(page);
  let guard = 0;
  while ((await turnOf(page)).turn === start.turn && guard++ < 300) {
    const s = (await turnOf(page)).seq;
    await clickAnswer(page);
    await waitForSeq(page, s);
  }
  const after = await turnOf(page);
  check(after.turn > start.turn || after.over, 'a whole turn is played by clicking', `turn ${start.turn} -> ${after.turn}`);

  // Undo comes back to the decision answered last.
  let d = await decision(page);
  while ((await page.locator('#options button:not([disabled])').count()) === 0) { await page.waitForTimeout(100); d = await decision(page); }
  const beforeSeq = (await turnOf(page)).seq;
  await clickAnswer(page);
  await waitForSeq(page, beforeSeq);
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.waitForFunction(async (s) => {
    const id = new URLSearchParams(location.search).get('id');
    return (await (await fetch(`/api/battles/${id}`)).json()).pending.seq === s;
  }, beforeSeq);
  // The server is back at the decision; the page shows it once the undo's own reply is drawn.
  await page.waitForFunction((p) => document.getElementById('prompt').textContent === p, d.prompt, { timeout: 5000 })
    .catch(() => {});
  const undone = await decision(page);
  check(undone.prompt === d.prompt && JSON.stringify(undone.options) === JSON.stringify(d.options),
    'undo asks the same decision again', `${JSON.stringify(d)} vs ${JSON.stringify(undone)}`);

  // Reload mid-battle: the same decision.
  await page.reload();
  const reloaded = await decision(page);
  check(JSON.stringify(reloaded) === JSON.stringify(undone), 'a reload finds the same decision');
  const battleUrl = page.url();

  // Two seats in two browser contexts: each answers its own decisions and sees the other's live.
  const phones = [];
  for (const seat of [1, 2]) {
    const ctx = await browser.newContext({ viewport: { width: 360, height: 780 } });
    const p = await ctx.newPage();
    watch(p, `seat ${seat}`, errors);
    await p.goto(`${battleUrl}&seat=${seat}`);
    await decision(p);
    phones.push(p);
  }
  const now = await turnOf(phones[0]);
  const owner = now.who.length === 1 ? now.who[0] : 0;
  const mine = phones[owner];
  const other = phones[1 - owner];
  check((await other.locator('#options button').count()) === 0 || now.who.length > 1,
    "a seat gets no buttons for another player's decision");
  const otherBefore = await other.locator('#prompt').textContent();
  const refused = await other.evaluate(async ({ seq, seat }) => {
    const id = new URLSearchParams(location.search).get('id');
    const r = await fetch(`/api/battles/${id}/answer?seat=${seat}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ seq, choice: ['end'] }) });
    return r.status;
  }, { seq: now.seq, seat: 2 - owner });
  check(now.who.length > 1 || refused === 409, "an answer from the wrong seat is refused", `status ${refused}`);
  await clickAnswer(mine);
  await waitForSeq(mine, now.seq);
  await other.waitForFunction((p) => document.getElementById('prompt').textContent !== p, otherBefore, { timeout: 3000 })
    .then(() => check(true, "the other seat sees the move live, without reloading"))
    .catch(() => check(false, "the other seat sees the move live, without reloading"));
  const stale = await other.evaluate(async ({ seq, seat }) => {
    const id = new URLSearchParams(location.search).get('id');
    const r = await fetch(`/api/battles/${id}/answer?seat=${seat}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ seq, choice: ['end'] }) });
    return { status: r.status, body: await r.json() };
  }, { seq: now.seq, seat: owner + 1 });
  check(stale.status === 409 && stale.body.pending, 'a stale answer is refused, with the battle as it is now', JSON.stringify(stale.status));

  // The table on a 360-pixel phone.
  await mine.screenshot({ path: join(outDir, 'battle-360.png'), fullPage: true });
  const overflow = await mine.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  check(overflow <= 0, 'the battle table fits a 360-pixel-wide phone', `${overflow}px too wide`);
  await page.screenshot({ path: join(outDir, 'battle-desktop.png'), fullPage: true });

  // What another web site open in the same browser could send: a form post, or a request under its own name.
  const formPost = await fetch(`${base}api/campaigns/north/undo`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' });
  check(formPost.status === 415, 'a write that is not JSON is refused', String(formPost.status));
  const rebound = await new Promise((resolve, reject) => {
    const u = new URL(base);
    http.get({ host: u.hostname, port: u.port, path: '/api/campaigns', headers: { Host: 'evil.example' } },
      (r) => { r.resume(); resolve(r.statusCode); }).on('error', reject);
  });
  check(rebound === 403, 'a request for another host name is refused on 127.0.0.1', String(rebound));

  // A length that a number reader would take ("+2") but that is not a plain number of bytes.
  const signed = await new Promise((resolve, reject) => {
    const u = new URL(base);
    const sock = net.connect(Number(u.port), u.hostname, () => sock.write(
      `POST /api/campaigns/north/undo HTTP/1.1\r\nHost: ${u.host}\r\nContent-Type: application/json\r\nContent-Length: +2\r\n\r\n{}`));
    let got = '';
    sock.on('data', (c) => { got += c; if (got.includes('\r\n\r\n')) { sock.destroy(); resolve(got); } });
    sock.on('error', reject);
  });
  check(/^HTTP\/1\.1 400/.test(signed), 'a Content-Length that is not a plain number is refused', signed.split('\r\n')[0]);

  // Live streams are capped, so answers always find a free worker: open streams until one is refused.
  const streamPath = `/api/battles/${new URL(battleUrl).searchParams.get('id')}/stream`;
  const held = [];
  const openStream = () => new Promise((resolve, reject) => {
    const u = new URL(base);
    const r = http.get({ host: u.hostname, port: u.port, path: streamPath }, (res) => { held.push(r); resolve(res.statusCode); });
    r.on('error', reject);
  });
  let status = 200;
  for (let i = 0; i < 40 && status === 200; i++) status = await openStream();
  check(status === 503 && held.length <= 25, 'live streams past the cap are refused (503)', `${status} after ${held.length}`);
  check((await fetch(`${base}api/health`)).status === 200, 'with every stream slot taken, requests are still answered');
  for (const r of held) r.destroy();
  let freed = 0;
  for (let i = 0; i < 40 && freed !== 200; i++) { await new Promise((r) => setTimeout(r, 250)); freed = await openStream(); }
  check(freed === 200, 'a closed stream frees its slot within seconds');
  for (const r of held) r.destroy();

  // Not on 127.0.0.1: a join token, and 403 without it.
  const open = await serve(['--host', '0.0.0.0']);
  const token = new URL(open).searchParams.get('token');
  check(!!token && token.length >= 16, 'another host gets a random join token');
  const bare = `${new URL(open).origin}/api/health`;
  check((await fetch(bare)).status === 403, 'a request without the token is refused (403)');
  check((await fetch(`${bare}?token=${token}`)).status === 200, 'the same request with the token is answered');
  check((await fetch(`${new URL(open).origin}/`, { headers: { Cookie: 'gravehold_token=wrong' } })).status === 403,
    'a wrong token is refused');

  // The server killed mid-battle: a new one on the same database finds the same decision.
  const battlePath = new URL(battleUrl).pathname + new URL(battleUrl).search;
  await page.goto(battleUrl);
  const beforeKill = await decision(page);
  check(errors.length === 0, 'no errors in the browser console while the server runs', errors.join('; '));
  errors.length = 0;
  servers[0].kill('SIGKILL');
  const again = await serve();
  await page.goto(new URL(battlePath, again).href);
  const afterKill = await decision(page);
  check(JSON.stringify(afterKill) === JSON.stringify(beforeKill), 'after the server is killed, a new one finds the same decision',
    `${JSON.stringify(beforeKill)} vs ${JSON.stringify(afterKill)}`);

  // A killed server breaks the pages' live streams mid-way, and their reconnects find nobody until the new
  // server listens: Chromium logs those as network errors (net::ERR_...), and the pages catch up.
  const afterKillErrors = errors.filter((e) => !/net::ERR_(INCOMPLETE_CHUNKED_ENCODING|CONNECTION_REFUSED|CONNECTION_RESET|EMPTY_RESPONSE)/.test(e));
  check(afterKillErrors.length === 0, 'no other errors in the browser console', afterKillErrors.join('; '));
} catch (e) {
  check(false, 'the browser session ran to its end', e.stack || String(e));
} finally {
  await finish(session);
}
