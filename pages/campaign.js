// One campaign: what the book has the group do next, the companion records (a battle played at the table,
// a decision answered by the names printed on the cards, the changes in campaign_changes.js), undo, export,
// the mages and the log.
import { api } from './api.js';
import { clearChangeMessages, renderChanges, setupChanges } from './campaign_changes.js';
import { loadTexts, languagePicker, t } from './i18n.js';

const $ = (id) => document.getElementById(id);
const name = new URLSearchParams(location.search).get('name');
let names = {};
let next = null;
let state = null;

const shown = (id) => names[id] || id;
function para(text, cls) { const p = document.createElement('p'); p.textContent = text; if (cls) p.className = cls; return p; }

function renderNext(n) {
  next = n;
  const box = $('next');
  box.textContent = '';
  for (const l of n.first) box.append(para(l));
  $('answer-form').hidden = n.status !== 'decision';
  $('record-form').hidden = n.status !== 'battle' || !(state && state.companion);
  $('play-battle').hidden = n.status !== 'battle' || !state || state.companion;
  if (n.status === 'battle') {
    const args = { battle: n.label || t('Battle {number}', { number: n.battle }), nemesis: n.nemesis, attempt: n.attempt };
    box.append(para(n.attempt > 1 ? t('{battle} against {nemesis} (attempt {attempt}).', args) : t('{battle} against {nemesis}.', args), 'strong'));
    for (const l of n.setup) box.append(para(l, 'stats'));
  } else if (n.status === 'decision') {
    box.append(para(n.prompt, 'strong'));
    const ol = document.createElement('ol');
    const list = $('answer-options');
    list.textContent = '';
    for (const o of n.options) {
      const li = document.createElement('li');
      li.textContent = o;
      ol.append(li);
      const opt = document.createElement('option');
      opt.value = o.split(' (')[0].split(':')[0];
      list.append(opt);
    }
    box.append(ol);
    $('answer-how').textContent = n.max <= 1 ? '' : n.min === n.max ? t('Name {count}, separated by commas.', { count: n.min })
      : t('Name {min} to {max}, separated by commas.', { min: n.min, max: n.max });
  } else {
    box.append(para(t('The campaign is finished.')));
  }
}

function renderState(s) {
  state = s;
  $('title').textContent = s.name;
  const kinds = { legacy: t('Legacy campaign'), outcasts: t('Outcasts expedition') };
  const args = { kind: kinds[s.kind] || s.kind, players: s.players, battles: s.battles.length };
  $('summary').textContent = s.companion ? t('{kind}, players: {players}, battles: {battles}, with the physical box', args)
    : t('{kind}, players: {players}, battles: {battles}', args);
  const mages = $('mages');
  mages.textContent = '';
  for (const m of s.mages) {
    const art = document.createElement('article');
    art.append(para(`${m.seat}. ${m.name} — ${shown(m.mage)}`, 'strong'),
      para(t('Starting hand: {cards}', { cards: m.hand.map(shown).join(', ') }), 'stats'),
      para(t('Starting deck: {cards}', { cards: m.deck.map(shown).join(', ') }), 'stats'));
    const stickers = Object.entries(m.stickers || {});
    if (stickers.length) {
      const list = stickers.map(([slot, v]) => `${slot}: ${typeof v === 'string' ? shown(v) : JSON.stringify(v)}`).join('; ');
      art.append(para(t('Stickers: {stickers}', { stickers: list }), 'stats'));
    }
    mages.append(art);
  }
  const supply = $('supply');
  supply.textContent = '';
  supply.append(para(t('Supply: {cards}', { cards: s.supply.map(shown).join(', ') })));
  const aside = [[(cards) => t('Banished: {cards}', { cards }), [...s.banished_supply, ...s.banished_nemesis_cards, ...s.banished_other]],
    [(cards) => t('Upgraded basic cards: {cards}', { cards }), s.upgraded_basic_cards],
    [(cards) => t('Barracks: {cards}', { cards }), [...s.barracks_mages, ...s.barracks_cards]],
    [(cards) => t('Opened: {cards}', { cards }), s.opened]];
  for (const [line, ids] of aside) if (ids.length) supply.append(para(line(ids.map(shown).join(', ')), 'stats'));
  const treasures = Object.entries(s.treasures || {}).filter(([, ids]) => ids.length);
  if (treasures.length) {
    const list = treasures.map(([level, ids]) => t('level {level}: {cards}', { level, cards: ids.map(shown).join(', ') })).join('; ');
    supply.append(para(t('Treasures: {treasures}', { treasures: list }), 'stats'));
  }
  const played = $('played-by');
  if (!played.childElementCount) {
    for (const m of s.mages) {
      const l = document.createElement('label');
      l.textContent = t('Who played {name}', { name: m.name }) + ' ';
      const i = document.createElement('input');
      i.dataset.seat = m.seat;
      i.maxLength = 100;
      l.append(i);
      played.append(l);
    }
  }
}

async function renderLog() {
  const log = await api.campaignLog(name); // each line in the reader's language (`shown`)
  const filter = $('log-filter');
  const battles = [...new Set(log.filter((e) => e.kind === 'battle_finished' || e.kind === 'battle_started').map((e) => e.data && e.data.battle).filter(Boolean))];
  if (filter.options.length === 1) for (const b of battles) { const o = document.createElement('option'); o.value = b; o.textContent = t('battle {number}', { number: b }); filter.append(o); }
  const ol = $('log');
  ol.textContent = '';
  for (const e of log) {
    if (filter.value && !(e.data && String(e.data.battle) === filter.value)) continue;
    const li = document.createElement('li');
    li.value = e.seq;
    li.textContent = e.shown || e.text;
    ol.append(li);
  }
}

async function refresh() {
  const [s, n] = await Promise.all([api.campaign(name), api.campaignNext(name)]);
  renderState(s); // first: which forms the next step shows depends on it
  renderNext(n);
  renderChanges(s, names);
  await renderLog();
}

function done(result, what) {
  $('error').textContent = '';
  $('done').textContent = what + (result.logged ? ' ' + result.logged.join(' ') : '');
  return refresh();
}
const failed = (e) => { $('done').textContent = ''; $('error').textContent = e.message; };

$('answer-form').addEventListener('submit', (ev) => {
  ev.preventDefault();
  const words = $('answer').value.split(',').map((w) => w.trim()).filter(Boolean);
  api.campaignAnswer(name, words).then((r) => { $('answer').value = ''; return done(r, t('Answered.')); }).catch(failed);
});
$('record-form').addEventListener('submit', (ev) => {
  ev.preventDefault();
  const playedBy = [...document.querySelectorAll('#played-by input')].map((i) => i.value.trim());
  api.campaignRecord(name, {
    result: $('result').value, gravehold: Number($('gravehold').value), turns: Number($('turns').value),
    nemesis_life: Number($('nemesis-life').value), played_by: playedBy.some(Boolean) ? playedBy : [],
  }).then((r) => done(r, t('Recorded.'))).catch(failed);
});
$('undo').addEventListener('click', () => api.campaignUndo(name)
  .then((r) => { clearChangeMessages(); return done({}, t('Undone: {change}.', { change: r.undone.replace(/\.$/, '') })); }).catch(failed));
$('play-battle').addEventListener('click', () => api.campaignBattle(name)
  .then((b) => { location.href = `battle.html?id=${b.id}`; }).catch(failed));
$('log-filter').addEventListener('change', () => renderLog().catch(failed));

// The page's texts, asked for beside the box's names; the forms answer at once, what the page writes waits for both.
const texts = loadTexts().then(() => document.querySelector('header').append(languagePicker()));
if (!name) {
  $('export').parentElement.hidden = true;
  texts.then(() => { $('next').textContent = t('No campaign given: choose one on the first page.'); });
} else {
  $('export').href = api.exportUrl(name);
  setupChanges(name, refresh);
  Promise.all([fetch('/api/content/names').then((r) => r.json()), texts]).then(([n]) => { names = n; }).then(refresh).catch(failed);
}
