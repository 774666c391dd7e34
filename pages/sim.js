import { api } from './api.js';

const $ = (id) => document.getElementById(id);
const pct = (x) => `${(100 * x).toFixed(1)}%`;

function line(text) { const p = document.createElement('p'); p.textContent = text; return p; }

function show(r) {
  const box = $('result');
  box.textContent = '';
  box.append(line(`Won ${r.wins} of ${r.games}: ${pct(r.win_rate)} (95% interval ${pct(r.ci95[0])} to ${pct(r.ci95[1])}).`),
    line(`Turns: ${r.turns.min}–${r.turns.max}, median ${r.turns.median}; Gravehold life left: median ${r.gravehold_life.median}; ` +
      `nemesis life left: median ${r.nemesis_life.median}.`));
  if (r.violations && r.violations.length) box.append(line(`${r.violations.length} battles broke a rule check.`));
}

async function poll(id) {
  const s = await api.sim(id);
  $('progress').hidden = false;
  $('progress').max = s.total;
  $('progress').value = s.done;
  $('progress-text').textContent = s.finished ? 'Done.' : `${s.done} of ${s.total} battles played…`;
  if (!s.finished) { setTimeout(() => poll(id).catch(fail), 300); return; }
  $('run').disabled = false;
  if (s.error) { fail(new Error(s.error)); return; }
  show(s.report);
  // The chart is our own SVG (sim --svg): drawn as an image, so nothing in it runs.
  const img = document.createElement('img');
  img.alt = 'Histograms of turns, Gravehold life left and nemesis life left, won and lost battles';
  img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(s.svg);
  $('chart').textContent = '';
  $('chart').append(img);
}

function fail(e) { $('error').textContent = e.message; $('run').disabled = false; }

api.nemeses().then((list) => {
  for (const n of list) {
    const o = document.createElement('option');
    o.value = n.id;
    o.textContent = `${n.name} (difficulty ${n.difficulty})`;
    $('nemesis').append(o);
  }
}).catch(fail);

$('sim-form').addEventListener('submit', async (ev) => {
  ev.preventDefault();
  $('error').textContent = '';
  $('result').textContent = '';
  $('chart').textContent = '';
  $('run').disabled = true;
  try {
    const { id } = await api.startSim({ nemesis: $('nemesis').value, players: Number($('players').value),
      games: Number($('games').value), seed: Number($('seed').value) });
    await poll(id);
  } catch (e) { fail(e); }
});
