import { api } from './api.js';
import { loadTexts, languagePicker, t } from './i18n.js';

const $ = (id) => document.getElementById(id);
// The page's texts, asked for beside its data: the form works at once (a quick click finds its seats and
// nemeses), and what is written on it follows the reader's language as soon as the texts are in.
const texts = loadTexts().then(() => document.querySelector('header').append(languagePicker()));

// `keep`: the seats keep who plays them (rows written again in the reader's language).
function seatRows(keep = false) {
  const n = Number($('players').value);
  const box = $('seats');
  const before = keep ? [...box.querySelectorAll('select')].map((s) => s.value) : [];
  box.querySelectorAll('label').forEach((l) => l.remove());
  for (let i = 1; i <= n; i++) {
    const label = document.createElement('label');
    const select = document.createElement('select');
    select.name = `seat${i}`;
    for (const [value, text] of [['person', t('a person')], ['bot', t('the bot')]]) {
      const o = document.createElement('option');
      o.value = value;
      o.textContent = text;
      select.appendChild(o);
    }
    if (before[i - 1]) select.value = before[i - 1];
    label.append(t('Player {number}', { number: i }) + ' ', select);
    box.appendChild(label);
  }
}

async function loadNemeses() {
  const list = await api.nemeses();
  await texts;
  for (const n of list) {
    const o = document.createElement('option');
    o.value = n.id;
    o.textContent = t('{name} (difficulty {difficulty}, life {life})', { name: n.name, difficulty: n.difficulty, life: n.life });
    $('nemesis').appendChild(o);
  }
}

// A campaign's kind as the new-campaign form names it.
function kindName(kind) {
  return { legacy: t('Legacy campaign'), outcasts: t('Outcasts expedition') }[kind] || kind;
}

async function loadCampaigns() {
  const list = await api.campaigns();
  await texts;
  const ul = $('campaigns');
  ul.textContent = '';
  if (list.length === 0) {
    const li = document.createElement('li');
    li.textContent = t('No campaign yet.');
    ul.appendChild(li);
  }
  for (const c of list) {
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = `campaign.html?name=${encodeURIComponent(c.name)}`;
    const args = { name: c.name, kind: kindName(c.kind), players: c.players, battles: c.battles };
    a.textContent = c.finished ? t('{name} — {kind}, players: {players}, battles: {battles}, finished', args)
      : t('{name} — {kind}, players: {players}, battles: {battles}', args);
    li.appendChild(a);
    ul.appendChild(li);
  }
}

$('campaign-form').addEventListener('submit', async (ev) => {
  ev.preventDefault();
  $('campaign-error').textContent = '';
  const name = $('campaign-name').value.trim();
  const mages = $('mage-names').value.split(',').map((m) => m.trim()).filter(Boolean);
  try {
    await api.newCampaign({ kind: $('kind').value, name, players: Number($('campaign-players').value), mages,
      companion: $('companion').checked, seed: Math.floor(Math.random() * 1e9) + 1 });
    location.href = `campaign.html?name=${encodeURIComponent(name)}`;
  } catch (e) {
    $('campaign-error').textContent = e.message;
  }
});

// An exported campaign file: sent as it was read (not parsed and written again, which would round large
// numbers and merge repeated keys); the server checks all of it before writing.
$('import-form').addEventListener('submit', async (ev) => {
  ev.preventDefault();
  $('import-error').textContent = '';
  $('import-done').textContent = '';
  const file = $('import-file').files[0];
  if (!file) return;
  const text = await file.text();
  try {
    JSON.parse(text); // a readable message here; the server checks the rest
  } catch (e) {
    $('import-error').textContent = t('{file} is not a JSON file ({error}).', { file: file.name, error: e.message });
    return;
  }
  try {
    const r = await api.importCampaign(text, $('import-name').value.trim());
    $('import-done').textContent = t("Imported '{name}'.", { name: r.name });
    $('import-form').reset();
    await loadCampaigns();
  } catch (e) {
    $('import-error').textContent = e.message;
  }
});

$('players').addEventListener('change', () => seatRows());
$('battle-form').addEventListener('submit', async (ev) => {
  ev.preventDefault();
  $('form-error').textContent = '';
  const n = Number($('players').value);
  const bots = [];
  for (let i = 1; i <= n; i++) bots.push(document.querySelector(`[name=seat${i}]`).value === 'bot');
  try {
    const b = await api.startBattle({ nemesis: $('nemesis').value, players: n, seed: Number($('seed').value), bots });
    location.href = `battle.html?id=${b.id}`;
  } catch (e) {
    $('form-error').textContent = e.message;
  }
});

seatRows();
texts.then(() => seatRows(true));
loadNemeses().catch((e) => { $('form-error').textContent = e.message; });
loadCampaigns().catch((e) => { $('form-error').textContent = e.message; });
