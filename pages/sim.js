import { api } from './api.js';
import { loadTexts, languagePicker, t } from './i18n.js';

const $ = (id) => document.getElementById(id);
const pct = (x) => `${(100 * x).toFixed(1)}%`;

function line(text) { const p = document.createElement('p'); p.textContent = text; return p; }

function show(r) {
  const box = $('result');
  box.textContent = '';
  box.append(line(t('Won {wins} of {games}: {rate} (95% interval {low} to {high}).',
    { wins: r.wins, games: r.games, rate: pct(r.win_rate), low: pct(r.ci95[0]), high: pct(r.ci95[1]) })),
    line(t('Turns: {min}–{max}, median {median}; Gravehold life left: median {gravehold}; nemesis life left: median {nemesis}.',
      { min: r.turns.min, max: r.turns.max, median: r.turns.median, gravehold: r.gravehold_life.median, nemesis: r.nemesis_life.median })));
  if (r.violations && r.violations.length) box.append(line(t('Battles that broke a rule check: {count}.', { count: r.violations.length })));
}

async function poll(id) {
  const s = await api.sim(id);
  $('progress').hidden = false;
  $('progress').max = s.total;
  $('progress').value = s.done;
  $('progress-text').textContent = s.finished ? t('Done.') : t('Battles played: {done} of {total}…', { done: s.done, total: s.total });
  if (!s.finished) { setTimeout(() => poll(id).catch(fail), 300); return; }
  $('run').disabled = false;
  if (s.error) { fail(new Error(s.error)); return; }
  show(s.report);
  // The chart is our own SVG (sim --svg): drawn as an image, so nothing in it runs.
  const img = document.createElement('img');
  img.alt = t('Histograms of turns, Gravehold life left and nemesis life left, won and lost battles');
  img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(s.svg);
  $('chart').textContent = '';
  $('chart').append(img);
}

function fail(e) { $('error').textContent = e.message; $('run').disabled = false; }

// The page's texts, asked for beside the nemeses; the form answers at once, the nemeses are listed once both are in.
const texts = loadTexts().then(() => document.querySelector('header').append(languagePicker()));
Promise.all([api.nemeses(), texts]).then(([list]) => {
  for (const n of list) {
    const o = document.createElement('option');
    o.value = n.id;
    o.textContent = t('{name} (difficulty {difficulty})', { name: n.name, difficulty: n.difficulty });
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
