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
    li.textContent = 'No campaign yet. `gravehold campaign new legacy` starts one.';
    ul.appendChild(li);
  }
  for (const c of list) {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.className = 'link';
    b.textContent = `${c.name} — ${c.kind}, ${c.players} players, ${c.battles} battles${c.finished ? ', finished' : ''}`;
    b.addEventListener('click', () => showCampaign(c.name));
    li.appendChild(b);
    ul.appendChild(li);
  }
}

async function showCampaign(name) {
  const panel = $('campaign');
  const next = await api.campaignNext(name);
  panel.hidden = false;
  panel.textContent = '';
  const h = document.createElement('h3');
  h.textContent = name;
  panel.appendChild(h);
  const lines = [...next.first];
  if (next.status === 'battle') lines.push(`Next: ${next.label} against ${next.nemesis}.`, ...next.setup);
  else if (next.status === 'decision') lines.push(next.prompt, ...next.options.map((o, i) => `${i + 1}. ${o}`));
  else lines.push('The campaign is finished.');
  for (const l of lines) {
    const p = document.createElement('p');
    p.textContent = l;
    panel.appendChild(p);
  }
}

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
