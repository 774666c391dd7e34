// The campaign page's "Recorded at the table" forms, export and import (issue #18 §2-3), in Debian's
// Chromium against `gravehold serve` with a database of its own. Run by ctest:
//   node campaign_changes.test.mjs GRAVEHOLD_BINARY OUTPUT_DIR
// Each check prints "ok - ..." or "not ok - ..."; any failure exits 1.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { check, start, serve as serveAt, finish } from './harness.mjs';

const session = await start('campaign_changes.test.mjs');
const { binary, outDir, work, browser } = session;
const serve = () => serveAt(binary, join(work, 'changes.db'));

try {
  // A campaign played to its end by the bots, before the server opens the database.
  execFileSync(binary, ['--db', join(work, 'changes.db'), 'campaign', 'new', 'legacy', '--players', '2', '--name', 'played'], { stdio: 'pipe' });
  execFileSync(binary, ['--db', join(work, 'changes.db'), 'campaign', 'play', 'played', '--bots', 'all', '--quiet'], { stdio: 'pipe' });
  const base = await serve();
  const api = (path, method = 'GET', body) => fetch(new URL(path, base), {
    method, headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : (typeof body === 'string' ? body : JSON.stringify(body)),
  });
  const state = async (name) => (await api(`api/campaigns/${encodeURIComponent(name)}`)).json();
  const logOf = async (name) => (await api(`api/campaigns/${encodeURIComponent(name)}/log`)).json();
  const made = await api('api/campaigns', 'POST', { kind: 'legacy', name: 'north', players: 2, mages: ['Ana', 'Bo'], companion: true, seed: 3 });
  check(made.status === 201, 'a companion Legacy campaign is made through the API', String(made.status));

  // Everything on a 360-pixel phone: the table's own device.
  const ctx = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const page = await ctx.newPage();
  const errors = [];
  // The refusals this test provokes (400, 409, 413) are logged by Chromium as failed loads; nothing else may be.
  page.on('console', (m) => { if (m.type() === 'error' && !/status of (400|409|413)/.test(m.text())) errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${base}campaign.html?name=north`);
  await page.waitForFunction(() => document.querySelectorAll('#banish-names option').length > 0);
  const offered = await page.locator('#banish-names option').evaluateAll((os) => os.map((o) => o.value));
  check(offered.includes('Gilded Marble'), 'the banish field completes the printed names the campaign holds', offered.join(', '));
  await page.locator('#banish-from').selectOption('other');
  const box = await page.locator('#banish-names option').count();
  check(box > offered.length, "with 'any other card of the box' it completes the box's names", `${box} vs ${offered.length}`);
  await page.locator('#banish-from').selectOption('');

  // A card banished by typing its printed name.
  const banish = page.locator('#banish-form');
  await banish.getByLabel('Card', { exact: true }).fill('gilded marble');
  await banish.getByRole('button', { name: 'Banish' }).click();
  await page.waitForFunction(() => /Logged:/.test(document.querySelector('#banish-form .done').textContent));
  check(/Gilded Marble is banished from the supply/.test(await banish.locator('.done').textContent()),
    'the banish form shows the line it logged');
  await page.waitForFunction(() => /Banished: Gilded Marble/.test(document.getElementById('supply').textContent), null, { timeout: 5000 })
    .then(() => check(true, 'the page shows the card banished without a reload'))
    .catch(async () => check(false, 'the page shows the card banished without a reload', await page.locator('#supply').textContent()));
  check((await state('north')).banished_supply.includes('legacy.gem.gilded_marble'), 'the campaign holds the banish');

  // A name that fits nothing: the server's words next to the form, and nothing changed.
  const before = await state('north');
  const beforeLog = (await logOf('north')).length;
  await banish.getByLabel('Card', { exact: true }).fill('Gilded Marbel');
  await banish.getByRole('button', { name: 'Banish' }).click();
  await page.waitForFunction(() => document.querySelector('#banish-form .error').textContent.length > 0);
  const refusal = await banish.locator('.error').textContent();
  check(/no supply pile, nemesis card or barracks card of this campaign is named/.test(refusal),
    "a bad card name shows the server's message next to the form", refusal);
  check(JSON.stringify(await state('north')) === JSON.stringify(before) && (await logOf('north')).length === beforeLog,
    'a refused banish changes nothing');

  // A mat sticker on Bo's mat.
  const sticker = page.locator('#sticker-form');
  await page.locator('#sticker-what').selectOption('mat');
  check(!(await sticker.locator('[name=card]').isVisible()) && (await sticker.locator('[name=slot]').isVisible()),
    "a mat sticker's form shows the slot and hides the evolve sticker's card");
  await sticker.getByLabel('Sticker', { exact: true }).fill('ability');
  await page.locator('#sticker-mage').selectOption('Bo');
  await sticker.getByLabel('Slot', { exact: true }).fill('2a');
  await sticker.getByRole('button', { name: 'Place the sticker' }).click();
  await page.waitForFunction(() => /Logged:/.test(document.querySelector('#sticker-form .done').textContent));
  check((await state('north')).mages[1].stickers['2a'] === 'ability', 'a mat sticker goes on the mage chosen');

  // A note written with the keyboard alone, then taken back with Undo.
  await page.locator('#note-form').getByLabel('The note, one line').focus();
  await page.keyboard.type('Bo kept the spare gems');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /Bo kept the spare gems/.test(document.getElementById('log').textContent));
  check(true, 'a note typed and sent with Enter is in the log');
  await page.getByRole('button', { name: /^Undo/ }).click();
  await page.waitForFunction(() => /^Undone:/.test(document.getElementById('done').textContent));
  check(await page.locator('#done').textContent() === 'Undone: Bo kept the spare gems.', 'undo names the note', await page.locator('#done').textContent());
  // The log keeps what was written and says it was undone; the state no longer has it.
  await page.waitForFunction(() => /Undone: Bo kept the spare gems/.test(document.getElementById('log').textContent), null, { timeout: 5000 })
    .then(() => check(true, 'the log says the note was undone'))
    .catch(async () => check(false, 'the log says the note was undone', await page.locator('#log').textContent()));
  check(await page.locator('#note-form .done').textContent() === '', "the note's form no longer says it was logged");
  check((await state('north')).mages[1].stickers['2a'] === 'ability', 'undo takes back only the latest change');
  await page.screenshot({ path: join(outDir, 'campaign-changes-360.png'), fullPage: true });
  await page.locator('section[aria-labelledby=changes-h]').screenshot({ path: join(outDir, 'campaign-changes-forms-360.png') });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  check(overflow <= 0, 'the campaign page fits a 360-pixel-wide phone', `${overflow}px too wide`);

  // An Outcasts expedition's treasures: the form only where a campaign has them, completing their names.
  check(await page.locator('#treasure-form').isHidden(), 'a Legacy campaign has no treasure form');
  await api('api/campaigns', 'POST', { kind: 'outcasts', name: 'east', players: 2, mages: ['Ana', 'Bo'], companion: true, seed: 3 });
  const treasure = (await (await api('api/content/cards')).json()).find((c) => c.level === 2);
  await page.goto(`${base}campaign.html?name=east`);
  await page.waitForFunction(() => document.querySelectorAll('#treasure-names option').length > 0);
  const treasures = await page.locator('#treasure-names option').evaluateAll((os) => os.map((o) => o.value));
  check(treasures.includes(treasure.name) && treasures.length < 100, 'the treasure field completes the names of treasures', treasures.join(', '));
  const tform = page.locator('#treasure-form');
  await tform.getByLabel('Treasure', { exact: true }).fill(treasure.name.toUpperCase());
  await tform.locator('[name=level]').selectOption('2');
  await tform.getByRole('button', { name: 'Add the treasure' }).click();
  await page.waitForFunction(() => document.querySelector('#treasure-form .done').textContent + document.querySelector('#treasure-form .error').textContent);
  check((await state('east')).treasures['2']?.includes(treasure.id), 'a treasure typed by name joins the barracks at its level',
    await tform.locator('.error').textContent());
  await page.goto(`${base}campaign.html?name=north`);
  await page.waitForFunction(() => document.querySelectorAll('#banish-names option').length > 0);

  // Export: the link on the page, and what it downloads.
  const href = await page.getByRole('link', { name: 'Export this campaign' }).getAttribute('href');
  check(href === '/api/campaigns/north/export', 'the campaign page links its export', href);
  const exported = await api(href.slice(1));
  check(exported.headers.get('content-disposition') === 'attachment; filename="north.gravehold.json"',
    'the export downloads as NAME.gravehold.json', exported.headers.get('content-disposition'));
  const doc = await exported.json();
  check(doc.state && doc.state.name === 'north' && doc.state.banished_supply.includes('legacy.gem.gilded_marble'),
    'the export is JSON naming the campaign, with its changes');
  const exportText = JSON.stringify(doc);

  // Import from the first page, under a new name, and the campaign is listed.
  await page.goto(base);
  await page.waitForSelector('#campaigns li');
  const file = (name, text) => ({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.getByLabel(/A file exported/).setInputFiles(file('north.gravehold.json', exportText));
  await page.getByLabel(/Under another name/).fill('north copy');
  await page.getByRole('button', { name: 'Import the campaign' }).click();
  await page.waitForFunction(() => /Imported 'north copy'/.test(document.getElementById('import-done').textContent));
  await page.getByRole('link', { name: /^north copy —/ }).waitFor({ timeout: 5000 })
    .then(() => check(true, 'an imported campaign is listed at once'))
    .catch(() => check(false, 'an imported campaign is listed at once'));
  await page.screenshot({ path: join(outDir, 'index-360.png'), fullPage: true });
  const indexOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  check(indexOverflow <= 0, 'the first page with its import form fits a 360-pixel-wide phone', `${indexOverflow}px too wide`);
  const copy = await state('north copy');
  check(JSON.stringify({ ...copy, name: 'north', battles: [] }) === JSON.stringify({ ...(await state('north')), battles: [] }),
    'the imported campaign is the exported one under its new name');
  await page.getByLabel(/A file exported/).setInputFiles(file('north.gravehold.json', exportText));
  await page.getByRole('button', { name: 'Import the campaign' }).click();
  await page.waitForFunction(() => document.getElementById('import-error').textContent.length > 0);
  check(/a campaign named 'north' already exists; import it under another name/.test(await page.locator('#import-error').textContent()),
    'an import under a name in use is refused in words', await page.locator('#import-error').textContent());
  // A campaign played here carries its battles' records: its export passes the 1 MB other requests keep to.
  const played = await (await api('api/campaigns/played/export')).text();
  const sent = JSON.stringify(JSON.parse(played)).length; // as the page sends it
  check(sent > (1 << 20), 'a campaign played here exports to more than 1 MB', String(sent));
  await page.getByLabel(/A file exported/).setInputFiles(file('played.gravehold.json', played));
  await page.getByLabel(/Under another name/).fill('played again');
  await page.getByRole('button', { name: 'Import the campaign' }).click();
  await page.waitForFunction(() => (document.getElementById('import-done').textContent + document.getElementById('import-error').textContent).length > 0, null, { timeout: 20000 });
  check(/Imported 'played again'/.test(await page.locator('#import-done').textContent()), 'an export over 1 MB imports from the first page',
    await page.locator('#import-error').textContent());
  let big = await api('api/campaigns/north/change', 'POST', { kind: 'note', value: 'x'.repeat(1100000) });
  check(big.status === 413 && (await big.json()).error === 'a request body is at most 1 MB', 'any other request over 1 MB is refused in words',
    String(big.status));
  big = await api('api/campaigns/import', 'POST', { campaign: { pad: 'x'.repeat(17 << 20) } });
  check(big.status === 413 && (await big.json()).error === 'an import is at most 16 MB', 'an import over 16 MB is refused in words',
    String(big.status));
  await page.getByLabel(/A file exported/).setInputFiles(file('notes.txt', 'not json'));
  await page.getByRole('button', { name: 'Import the campaign' }).click();
  await page.waitForFunction(() => /notes\.txt is not a JSON file/.test(document.getElementById('import-error').textContent));
  check(true, 'a file that is not JSON is refused before it is sent');

  // The API's own checks.
  const refused = async (res) => ({ status: res.status, ...(await res.json()) });
  let r = await refused(await api('api/campaigns/north/change', 'POST', { kind: 'banish', crad: 'Jade' }));
  check(r.status === 400 && /no field 'crad' in a change/.test(r.error), 'a change with a field it does not know is refused', r.error);
  r = await refused(await api('api/campaigns/north/change', 'POST', { kind: 'banish', card: 7 }));
  check(r.status === 400 && r.error === 'card must be text', 'a field of the wrong type is refused by name', r.error);
  r = await refused(await api('api/campaigns/north/change', 'POST', { kind: 'note', value: 'x'.repeat(4001) }));
  check(r.status === 400 && /value is longer than 4000/.test(r.error), 'a field over its length is refused', r.error);
  r = await refused(await api('api/campaigns/north/change', 'POST', { kind: 'treasure', card: 'x', level: 1.5 }));
  check(r.status === 400 && r.error === 'level must be a whole number', 'a level that is not a whole number is refused', r.error);
  r = await refused(await api('api/campaigns/nowhere/change', 'POST', { kind: 'note', value: 'x' }));
  check(r.status === 404, 'a change to a campaign that does not exist is 404', String(r.status));
  r = await refused(await api('api/campaigns/nowhere/export'));
  check(r.status === 404, 'the export of a campaign that does not exist is 404', String(r.status));
  r = await refused(await api('api/campaigns/import', 'POST', '{"campaign": {"format": 1, "format": 2}}'));
  check(r.status === 400 && /the key 'format' appears twice/.test(r.error), 'an import with a key twice is refused', r.error);
  r = await refused(await api('api/campaigns/import', 'POST', { campaign: { hello: 1 } }));
  check(r.status === 409 && /not a gravehold campaign export/.test(r.error), 'an import of something else is refused', r.error);
  r = await refused(await api('api/campaigns/import', 'POST', { campaign: doc, name: 'x', extra: 1 }));
  check(r.status === 400 && /no field 'extra' in an import/.test(r.error), 'an import with a field it does not know is refused', r.error);
  r = await refused(await api('api/campaigns/import', 'POST', { campaign: doc, name: 'north "2"' }));
  check(r.status === 201, 'an import under a name with quotes is taken', JSON.stringify(r));
  const quoted = await api(`api/campaigns/${encodeURIComponent('north "2"')}/export`);
  check(quoted.headers.get('content-disposition') === `attachment; filename="north _2_.gravehold.json"; filename*=UTF-8''north%20%222%22.gravehold.json`,
    'a name that cannot go in a header as it is downloads under a safe one, with the name as typed beside it',
    quoted.headers.get('content-disposition'));

  // A campaign whose battle is being played here takes no change until the battle ends.
  await api('api/campaigns', 'POST', { kind: 'legacy', name: 'west', players: 1, mages: ['Ana'], companion: false, seed: 3 });
  const battle = await api('api/campaigns/west/battle', 'POST', {});
  check(battle.status === 200, "the campaign's battle opens", String(battle.status));
  r = await refused(await api('api/campaigns/west/change', 'POST', { kind: 'note', value: 'mid-battle' }));
  check(r.status === 400 && /is being played; finish it first/.test(r.error), 'a change during its battle is refused', r.error);

  check(errors.length === 0, 'no errors in the browser console', errors.join('; '));
} catch (e) {
  check(false, 'the browser session ran to its end', e.stack || String(e));
} finally {
  await finish(session);
}
