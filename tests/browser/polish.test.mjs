// The battle table in Polish (issue #22): a server started with GRAVEHOLD_LANG=pl writes its prompts,
// options and log in Polish, the page's own texts come from the same catalogue, and a German reader of the
// same server who picks German gets the page in German. Run by ctest: node polish.test.mjs GRAVEHOLD OUT_DIR
import { check, start, serve, finish } from './harness.mjs';
import { join } from 'node:path';

const ctx = await start('polish.test.mjs');
const { binary, outDir, work, browser } = ctx;
const db = join(work, 'pl.db');

// English words of the page and the engine that a Polish table must not show (whole words).
const english = ['Undo', 'Confirm', 'Supply', 'aether', 'breach', 'Life', 'deck', 'discard', 'Hand', 'Played',
  'What happened', 'Turn', 'Gain', 'Play', 'Focus', 'Open', 'End the main phase', 'charges', 'the players won',
  'Waiting for', 'choose an action', 'not enough'];

function englishIn(text) {
  return english.filter((w) => new RegExp(`(^|[^\\p{L}])${w}([^\\p{L}]|$)`, 'u').test(text));
}

try {
  const base = await serve(binary, db, [], { GRAVEHOLD_LANG: 'pl' });
  const made = await fetch(`${base}api/battles`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ nemesis: 'rageborne', players: 2, seed: 5, bots: [false, true] }),
  });
  check(made.status === 201, 'a battle starts on the Polish server', String(made.status));
  const battle = await made.json();

  const context = await browser.newContext({ viewport: { width: 1200, height: 900 }, locale: 'pl-PL' });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(`${base}battle.html?id=${battle.id}`);
  await page.waitForFunction(() => document.documentElement.lang === 'pl' && document.querySelectorAll('#options button').length > 0);
  // A person's main phase, so the options are the engine's (gain, focus, open, end).
  for (let i = 0; i < 40; i++) {
    const prompt = await page.locator('#prompt').textContent();
    if (/faza główna/i.test(prompt)) break;
    const first = page.locator('#options button:not([disabled])').first();
    if (await first.count() === 0) { await page.waitForTimeout(200); continue; }
    await first.click();
    await page.waitForTimeout(150);
  }
  const prompt = await page.locator('#prompt').textContent();
  check(/faza główna/i.test(prompt), 'the prompt is in Polish', prompt);
  const whole = await page.locator('main').innerText();
  check(/Brama|Bramy|Bramę/.test(whole) && /eter/.test(whole), 'the board uses the Polish rulebook\'s words (Brama, eter)');
  check(/Cofnij/.test(await page.locator('#undo').textContent()), 'the page\'s own buttons are Polish');
  const left = englishIn(whole);
  check(left.length === 0, 'no English word is left on the Polish table', left.join(', '));
  check(await page.evaluate(() => document.querySelector('#language').value) === 'pl', 'the language picker shows Polish');
  await page.screenshot({ path: join(outDir, 'battle-pl.png'), fullPage: true });

  // The same server for a reader who picks German: the page's texts and the prompt follow the pick.
  await page.locator('#language').selectOption('de');
  await page.waitForFunction(() => document.documentElement.lang === 'de');
  await page.waitForSelector('#options button');
  const undo = await page.locator('#undo').textContent();
  check(/Rückgängig/.test(undo), 'a reader who picks German gets the page in German', undo);
  check(!/faza główna/i.test(await page.locator('#prompt').textContent()), 'and the prompt in German');
  await page.screenshot({ path: join(outDir, 'battle-de.png'), fullPage: true });

  // A campaign on the Polish server: what the book has the group do next, the story and the log are Polish,
  // and the campaign remembers Polish as its language.
  const newCampaign = await fetch(`${base}api/campaigns`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ kind: 'legacy', name: 'stol', players: 2, mages: ['Ana', 'Bo'], seed: 3 }),
  });
  check(newCampaign.status === 201, 'a Legacy campaign starts on the Polish server', String(newCampaign.status));
  const stored = await (await fetch(`${base}api/campaigns/stol`)).json();
  check(stored.language === 'pl', 'the campaign remembers Polish', JSON.stringify(stored.language));
  const campaignPage = await context.newPage();
  campaignPage.on('pageerror', (e) => errors.push(String(e)));
  await campaignPage.goto(`${base}campaign.html?name=stol&lang=pl`);
  await campaignPage.waitForFunction(() => document.querySelectorAll('#log li').length > 3 && document.querySelector('#next').textContent.length > 20);
  const log = await campaignPage.locator('#log').innerText();
  const next = await campaignPage.locator('#next').innerText();
  check(/Kampania/.test(log) && /Karty tury: Ana, Ana, Bo, Bo/.test(log), 'the campaign log reads in Polish', log.slice(0, 300));
  check(/Gravehold lampy|lampy/.test(next), 'the story of the next step reads in Polish', next.slice(0, 300));
  const campaignEnglish = ['begins', 'written on the', 'Turn order cards', 'Opened', 'joins the supply', 'Gravehold keeps'].filter((w) => (log + next).includes(w));
  check(campaignEnglish.length === 0, 'no English campaign line is left', campaignEnglish.join(', '));
  await campaignPage.screenshot({ path: join(outDir, 'campaign-pl.png'), fullPage: true });

  // An unknown language asked for by the address is refused by the server, and the page stays usable.
  const bad = await fetch(`${base}api/texts?lang=xx`);
  check(bad.status === 400, 'an unknown ?lang= is refused with 400', String(bad.status));
  check(errors.length === 0, 'no errors in the browser console', errors.join('; '));
} catch (e) {
  check(false, 'the Polish table test ran to the end', e.stack || String(e));
}
await finish(ctx);
