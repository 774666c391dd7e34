// The battle table: the board as the game lays it out, the pending decision as buttons that keep their
// labels, live updates from the server, and the text of any card on tap.
import { api, ApiError } from './api.js';
import { loadTexts, languagePicker, t } from './i18n.js';

const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
const id = params.get('id');
const seat = params.get('seat'); // "2": this phone is player 2's; none: the shared screen
let view = null;
let events = 0;          // events shown so far
let selected = [];       // a multi-choice decision's picks, in order

function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') e.className = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v);
  }
  for (const c of children) e.append(c);
  return e;
}

function showCard(card) {
  $('card-name').textContent = card.name + (card.cost !== undefined ? ' ' + t('(cost {cost})', { cost: card.cost }) : '');
  $('card-text').textContent = card.text || '';
  $('card-dialog').showModal();
}

function cardChip(card, extra = '') {
  return el('button', { class: 'card ' + (card.type || '').toLowerCase(), title: card.text || '', onclick: () => showCard(card) },
    card.name + extra);
}

function renderNemesis(v) {
  const n = v.nemesis;
  const box = $('nemesis');
  box.textContent = '';
  const tokens = Object.entries(n.tokens).map(([k, x]) => `${(n.token_names || {})[k] || k} ${x}`).join(', ');
  box.append(el('h2', {}, `${n.name}`),
    el('p', { class: 'stats' }, t('Life {life}/{max_life} · deck {deck}', { life: n.life, max_life: n.max_life, deck: n.deck_size }) + (tokens ? ` · ${tokens}` : '')),
    el('p', { class: 'stats' }, t('{name}: {life}/{max_life} life', { name: v.gravehold.name, life: v.gravehold.life, max_life: v.gravehold.max_life })));
  if (n.in_play.length) {
    const row = el('div', { class: 'cards' });
    for (const c of n.in_play) {
      const extra = c.type === 'minion' || c.life ? ' · ' + t('life {life}', { life: c.life }) : c.power ? ' · ' + t('power {power}', { power: c.power }) : '';
      row.append(cardChip(c, extra));
    }
    box.append(el('h3', {}, t('In play')), row);
  }
}

function renderPlayers(v) {
  const box = $('players');
  box.textContent = '';
  for (const p of v.players) {
    const active = v.turn.player === p.index;
    const card = el('article', { class: 'panel player' + (active ? ' active' : '') + (p.exhausted ? ' exhausted' : '') });
    card.append(el('h2', {}, `${p.index + 1}. ${p.name}` + (p.bot ? ' ' + t('(bot)') : '') + (active ? ' — ' + t('their turn') : '')),
      el('p', { class: 'stats' }, t('Life {life}/{max_life} · charges {charges}/{max_charges} · deck {deck} · discard {discard}',
        { life: p.life, max_life: p.max_life, charges: p.charges, max_charges: p.max_charges, deck: p.deck_size, discard: p.discard.length }) +
        (p.exhausted ? ' · ' + t('exhausted') : '')));
    const breaches = el('div', { class: 'breaches' });
    for (const b of p.breaches) {
      if (b.status === 'absent') continue;
      const state = { closed: t('closed ({rotation}/4)', { rotation: b.rotation }), open: t('open'), destroyed: t('destroyed') };
      const label = ['I', 'II', 'III', 'IV'][b.number - 1] + ' ' + (state[b.status] || b.status);
      const br = el('div', { class: 'breach ' + b.status }, label);
      for (const s of b.prepped) br.append(cardChip(s));
      breaches.append(br);
    }
    card.append(breaches);
    if (p.hand) {
      const hand = el('div', { class: 'cards' });
      for (const c of p.hand) hand.append(cardChip(c));
      card.append(el('h3', {}, t('Hand ({count})', { count: p.hand_size })), hand);
    } else {
      card.append(el('p', { class: 'stats' }, t('Cards in hand: {count}', { count: p.hand_size })));
    }
    if (p.play_area.length) {
      const played = el('div', { class: 'cards' });
      for (const c of p.play_area) played.append(cardChip(c));
      card.append(el('h3', {}, t('Played')), played);
    }
    box.append(card);
  }
}

function renderSupply(v) {
  const box = $('supply');
  box.textContent = '';
  const row = el('div', { class: 'cards supply' });
  for (const s of v.supply) row.append(cardChip(s, ` · ${s.cost} · ×${s.count}`));
  box.append(el('h2', {}, t('Supply · aether {aether}', { aether: v.turn.aether })), row);
  // Prince of Gluttons' devoured pile lies face up; its top card is gained like a supply pile's.
  if (v.devoured && v.devoured.length) {
    const eaten = el('div', { class: 'cards supply' });
    for (const c of v.devoured) eaten.append(cardChip(c, c.cost === undefined ? '' : ` · ${c.cost}`));
    box.append(el('h3', {}, t('Devoured pile (top first, gain the first)')), eaten);
  }
  const order = $('turn-order');
  order.textContent = '';
  order.append(el('h2', {}, t('Turn {turn}: turn order deck {count}', { turn: v.turn.number, count: v.turn_order.deck_size })),
    el('p', { class: 'stats' }, t('Discard: {cards}', { cards: v.turn_order.discard.join(', ') || t('none') })));
}

function answer(choice) {
  return api.answer(id, seat, view.pending.seq, choice, events).then(update).catch(refused);
}

function shortcut(name) {
  return api.shortcut(id, seat, view.pending.seq, name, events).then(update).catch(refused);
}

// Options the server marks as copies of one card ("Play Crystal" for each Crystal in hand) are one button
// that answers with the first of them. A multi-choice decision keeps every card to pick.
function singles(d, multi) {
  const out = [];
  const at = new Map();
  for (const o of d.options) {
    const key = !multi && o.enabled && o.copies ? o.copies : null;
    if (key && at.has(key)) { out[at.get(key)].count += 1; continue; }
    if (key) at.set(key, out.length);
    out.push({ ...o, count: 1 });
  }
  return out;
}

let pickedFor = null;    // the decision `selected` belongs to

function renderDecision(v) {
  const box = $('options');
  box.textContent = '';
  // A refresh of the same decision (a reconnect, another screen's move elsewhere) keeps the picks made so
  // far. A decision asked again after an undo may reuse the number, so its options count too.
  const key = v.pending ? `${v.pending.seq}|${v.pending.prompt}|${v.pending.options.map((o) => o.id).join(',')}` : null;
  if (key !== pickedFor) selected = [];
  pickedFor = key;
  $('confirm').hidden = true;
  if (v.over) {
    $('prompt').textContent = v.result === 'won' ? t('The battle is over: the players won ({reason}).', { reason: v.reason })
      : t('The battle is over: the players lost ({reason}).', { reason: v.reason });
    if (v.campaign) {
      const a = el('a', { href: `campaign.html?name=${encodeURIComponent(v.campaign)}` }, t('Back to the campaign {name}', { name: v.campaign }));
      box.append(a);
    }
    return;
  }
  const d = v.pending;
  const whose = d.who.map((p) => v.players[p].name).join(' ' + t('or') + ' ');
  if (!d.yours) {
    $('prompt').textContent = t('Waiting for {who}: {prompt}', { who: whose, prompt: d.prompt });
    return;
  }
  $('prompt').textContent = `${whose}: ${d.prompt}`;
  const multi = d.max > 1 || d.min > 1 || d.ordered;
  for (const s of d.shortcuts || []) {
    const b = el('button', { class: 'option shortcut', 'data-shortcut': s.id }, s.text);
    b.addEventListener('click', () => shortcut(s.id));
    box.append(b);
  }
  selected = selected.filter((p) => d.options.some((o) => o.id === p && o.enabled));
  const showPicks = () => {
    for (const x of box.querySelectorAll('button[data-id]')) {
      const n = selected.indexOf(x.dataset.id);
      x.setAttribute('aria-pressed', n >= 0 ? 'true' : 'false');
      x.dataset.order = n >= 0 && d.ordered ? String(n + 1) : '';
    }
    $('confirm').disabled = selected.length < d.min;
  };
  for (const o of singles(d, multi)) {
    const b = el('button', { class: 'option', 'data-id': o.id }, o.count > 1 ? `${o.text} ×${o.count}` : o.text);
    if (!o.enabled) { b.disabled = true; b.title = o.reason; }
    if (multi) {
      b.setAttribute('aria-pressed', 'false');
      b.addEventListener('click', () => {
        const at = selected.indexOf(o.id);
        if (at >= 0) selected.splice(at, 1); else if (selected.length < d.max) selected.push(o.id);
        showPicks();
      });
    } else {
      b.addEventListener('click', () => answer([o.id]));
    }
    box.append(b);
  }
  if (multi) {
    $('confirm').hidden = false;
    showPicks();
    $('confirm').textContent = d.ordered ? t('Confirm this order') : t('Confirm ({count})', { count: d.min === d.max ? d.min : d.min + '–' + d.max });
  }
}

function renderLog(v) {
  const log = $('log');
  // Lines from events_from on replace what is shown from there (two answers' replies may overlap).
  while (log.children.length > v.events_from) log.lastChild.remove();
  for (const line of v.events) log.append(el('li', {}, line));
  events = v.events_from + v.events.length;
  log.scrollTop = log.scrollHeight;
}

function update(v) {
  view = v;
  $('error').textContent = '';
  $('title').textContent = v.campaign ? t('battle {id} of {campaign}', { id: v.id, campaign: v.campaign }) : t('battle {id}', { id: v.id });
  $('seat-line').textContent = seat ? t("This screen is player {seat}'s ({name}).", { seat, name: v.players[seat - 1].name })
    : t('The shared screen: everyone sees everything.');
  renderNemesis(v);
  renderPlayers(v);
  renderSupply(v);
  renderDecision(v);
  renderLog(v);
}

function refused(e) {
  if (e instanceof ApiError && e.body && e.body.turn) {
    update(e.body); // the battle as it is now
  }
  $('error').textContent = e.message;
}

async function refresh() {
  try { update(await api.battle(id, seat, events)); } catch (e) { refused(e); }
}

$('confirm').addEventListener('click', () => answer(selected));
$('undo').addEventListener('click', () => api.undo(id, seat, events).then(update).catch(refused));

await loadTexts();
document.querySelector('header').append(languagePicker());
if (!id) {
  $('prompt').textContent = t('No battle given: start one from the first page.');
} else {
  refresh().then(() => {
    const s = api.stream(id);
    s.addEventListener('version', (ev) => { if (!view || Number(ev.data) !== view.version) refresh(); });
    // A stream the server refused (too many pages follow battles) is not retried by the browser.
    s.addEventListener('error', () => {
      if (s.readyState === EventSource.CLOSED) $('error').textContent = t('This page no longer updates by itself: reload it to see changes.');
    });
  });
}
