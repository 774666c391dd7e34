// The pages' texts in the reader's language (docs/translating.md). The server translates them from the same
// gettext catalogues as the terminal's (GET /api/texts); a page writes English, t('Undo'), and marks its
// static HTML with data-t="Undo" (text), data-t-label (aria-label) or data-t-title (title).
// The language: the page address's ?lang=, else the one picked before on this device, else the server's
// choice (its --lang, else the browser's languages).

const KEY = 'gravehold.lang';
let texts = {};
export let language = 'en';
export let known = ['en'];

// The language this reader picked, to send with every call ('' when none).
export function chosen() {
  const asked = new URLSearchParams(location.search).get('lang');
  if (asked) return asked;
  try { return localStorage.getItem(KEY) || ''; } catch { return ''; }
}

export function choose(code) {
  try { localStorage.setItem(KEY, code); } catch { /* private mode: only this page */ }
  const url = new URL(location.href);
  url.searchParams.delete('lang');
  location.href = url.toString();
}

// `text` in the reader's language, with each {name} replaced by args[name].
export function t(text, args = {}) {
  const s = texts[text] ?? text;
  return s.replace(/\{([a-z_]+)\}/g, (m, k) => (k in args ? String(args[k]) : m));
}

function translateStatic() {
  for (const e of document.querySelectorAll('[data-t]')) e.textContent = t(e.dataset.t);
  for (const e of document.querySelectorAll('[data-t-label]')) e.setAttribute('aria-label', t(e.dataset.tLabel));
  for (const e of document.querySelectorAll('[data-t-title]')) e.setAttribute('title', t(e.dataset.tTitle));
  for (const e of document.querySelectorAll('[data-t-placeholder]')) e.setAttribute('placeholder', t(e.dataset.tPlaceholder));
}

// Loads the texts, translates the static HTML and sets <html lang>. Without an answer the page stays English.
export async function loadTexts() {
  const q = chosen();
  try {
    const res = await fetch('/api/texts' + (q ? `?lang=${encodeURIComponent(q)}` : ''));
    if (res.ok) {
      const data = await res.json();
      texts = data.texts || {};
      language = data.lang || 'en';
      known = data.known || ['en'];
    }
  } catch { /* the server is away: English */ }
  document.documentElement.lang = language;
  translateStatic();
}

// A small language picker for a page's header.
export function languagePicker() {
  const names = { en: 'English', pl: 'Polski', de: 'Deutsch' };
  const select = document.createElement('select');
  select.setAttribute('aria-label', t('Language'));
  select.id = 'language';
  for (const code of known) {
    const o = document.createElement('option');
    o.value = code;
    o.textContent = names[code] || code;
    if (code === language) o.selected = true;
    select.append(o);
  }
  select.addEventListener('change', () => choose(select.value));
  return select;
}
