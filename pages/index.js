import { api } from './api.js';

const $ = (id) => document.getElementById(id);

function seatRows() {
  const n = Number($('players').value);
  const box = $('seats');
  box.querySelectorAll('label').forEach((l) => l.remove());
  for (let i = 1; i <= n; i++) {
    const label = document.createElement('label');
    label.innerHTML = `Player ${i} <select name="seat${i}"><option value="person">a person</option>` +
      '<option value="bot">the bot</option></select>';
    box.appendChild(label);
  }
}

async function loadNemeses() {
  const list = await api.nemeses();
  for (const n of list) {
    const o = document.createElement('option');
    o.value = n.id;
    o.textContent = `${n.name} (difficulty ${n.difficulty}, life ${n.life})`;
    $('nemesis').appendChild(o);
  }
}

async function loadCampaigns() {
  const list = await api.campaigns();
  const ul = $('campaigns');
  ul.textContent = '';
  if (list.length === 0) {
    const li = document.createElement('li');
    li.textContent = 'No campaign yet.';
    ul.appendChild(li);
  }
  for (const c of list) {
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = `campaign.html?name=${encodeURIComponent(c.name)}`;
    a.textContent = `${c.name} — ${c.kind}, ${c.players} players, ${c.battles} battles${c.finished ? ', finished' : ''}`;
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
    $('import-error').textContent = `${file.name} is not a JSON file (${e.message}).`;
    return;
  }
  try {
    const r = await api.importCampaign(text, $('import-name').value.trim());
    $('import-done').textContent = `Imported '${r.name}'.`;
    $('import-form').reset();
    await loadCampaigns();
  } catch (e) {
    $('import-error').textContent = e.message;
  }
});

$('players').addEventListener('change', seatRows);
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
loadNemeses().catch((e) => { $('form-error').textContent = e.message; });
loadCampaigns().catch((e) => { $('form-error').textContent = e.message; });
