// "Recorded at the table": a form for each thing a group does with the box between battles (banish a card,
// place a sticker, add a treasure, open a pack, write a note). Each posts one change (POST .../change in
// docs/web-api.md) and says next to itself what the server logged or, in its words, why it refused.
import { api } from './api.js';
import { t } from './i18n.js';

const $ = (id) => document.getElementById(id);
const forms = ['banish-form', 'sticker-form', 'treasure-form', 'open-form', 'note-form'];
let state = null;
let names = {};
let treasuresAsked = false;

const shown = (id) => names[id] || id;

function fillList(id, labels) {
  const list = $(id);
  list.textContent = '';
  for (const label of [...new Set(labels)].sort((a, b) => a.localeCompare(b))) {
    const o = document.createElement('option');
    o.value = label;
    list.append(o);
  }
}

// The names the banish field completes: what the campaign holds where "from" points, or the whole box.
function banishNames() {
  if (!state) return;
  const nemesis = [...state.basic_nemesis_cards, ...state.upgraded_basic_cards];
  const barracks = [...state.barracks_cards, ...state.barracks_mages, ...Object.values(state.treasures || {}).flat()];
  const from = $('banish-from').value;
  const ids = from === 'supply' ? state.supply : from === 'nemesis' ? nemesis
    : from === 'other' ? Object.keys(names) : [...state.supply, ...nemesis, ...barracks];
  fillList('banish-names', ids.map(shown));
}

// Only the fields of the chosen kind of sticker are shown (and sent).
function showStickerFields() {
  const what = $('sticker-what').value;
  for (const label of $('sticker-form').querySelectorAll('[data-what]')) {
    label.hidden = !label.dataset.what.split(' ').includes(what);
  }
}

// What a form sends: its named fields that are shown and filled in.
function fieldsOf(form) {
  const body = { kind: form.dataset.kind };
  for (const el of form.elements) {
    if (!el.name || el.closest('[hidden]') || el.value.trim() === '') continue;
    body[el.name] = el.name === 'level' ? Number(el.value) : el.value.trim();
  }
  return body;
}

function say(form, done, error) {
  form.querySelector('.done').textContent = done;
  form.querySelector('.error').textContent = error;
}

// After an undo the lines a form logged are no longer the campaign's.
export function clearChangeMessages() {
  for (const id of forms) say($(id), '', '');
}

// `refresh` reloads the page's data after a change was written.
export function setupChanges(campaign, refresh) {
  for (const id of forms) {
    const form = $(id);
    form.addEventListener('submit', (ev) => {
      ev.preventDefault();
      say(form, '', '');
      api.campaignChange(campaign, fieldsOf(form))
        .then((r) => {
          for (const input of form.querySelectorAll('input')) input.value = '';
          say(form, t('Logged: {lines}', { lines: r.logged.join(' ') }), '');
          return refresh();
        })
        .catch((e) => say(form, '', e.message));
    });
  }
  $('sticker-what').addEventListener('change', showStickerFields);
  $('banish-from').addEventListener('change', banishNames);
  showStickerFields();
}

// The campaign `s` as it is now, and the names of the box (id -> printed name).
export function renderChanges(s, boxNames) {
  state = s;
  names = boxNames;
  $('treasure-form').hidden = s.kind !== 'outcasts';
  const mage = $('sticker-mage');
  const chosen = mage.value;
  mage.textContent = '';
  for (const m of s.mages) {
    const o = document.createElement('option');
    o.value = m.name;
    o.textContent = `${m.name} (${shown(m.mage)})`;
    mage.append(o);
  }
  if (chosen) mage.value = chosen;
  fillList('evolve-names', s.basic_nemesis_cards.map(shown));
  banishNames();
  if (s.kind === 'outcasts' && !treasuresAsked) {
    treasuresAsked = true;
    api.cards().then((cards) => fillList('treasure-names', cards.filter((c) => c.level > 0).map((c) => c.name)))
      .catch((e) => say($('treasure-form'), '', e.message));
  }
}
