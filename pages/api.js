// The JSON API (docs/web-api.md), one function per call. Errors come back as {error, code}.
export class ApiError extends Error {
  constructor(status, body) {
    // `shown`: a refusal worded in the campaign's language; `error` stays English.
    super(body && (body.shown || body.error) ? body.shown || body.error : `the server answered ${status}`);
    this.status = status;
    this.body = body;
  }
}

import { chosen } from './i18n.js';

async function call(method, path, body) {
  // The reader's language, so the texts the server writes (prompts, reasons, errors) come in it.
  const lang = chosen();
  if (lang) path += (path.includes('?') ? '&' : '?') + `lang=${encodeURIComponent(lang)}`;
  const res = await fetch(path, {
    method,
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
    // A string is sent as it is (JSON text the page must not re-encode: an imported file).
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  let data = null;
  try { data = await res.json(); } catch { data = null; }
  if (!res.ok) throw new ApiError(res.status, data);
  return data;
}

export const api = {
  nemeses: () => call('GET', '/api/content/nemeses'),
  mages: () => call('GET', '/api/content/mages'),
  cards: () => call('GET', '/api/content/cards'),
  campaigns: () => call('GET', '/api/campaigns'),
  campaign: (name) => call('GET', `/api/campaigns/${encodeURIComponent(name)}`),
  campaignNext: (name) => call('GET', `/api/campaigns/${encodeURIComponent(name)}/next`),
  campaignLog: (name) => call('GET', `/api/campaigns/${encodeURIComponent(name)}/log`),
  newCampaign: (options) => call('POST', '/api/campaigns', options),
  campaignRecord: (name, record) => call('POST', `/api/campaigns/${encodeURIComponent(name)}/record`, record),
  campaignAnswer: (name, choice) => call('POST', `/api/campaigns/${encodeURIComponent(name)}/answer`, { choice }),
  campaignBattle: (name) => call('POST', `/api/campaigns/${encodeURIComponent(name)}/battle`, {}),
  campaignUndo: (name) => call('POST', `/api/campaigns/${encodeURIComponent(name)}/undo`, {}),
  campaignChange: (name, change) => call('POST', `/api/campaigns/${encodeURIComponent(name)}/change`, change),
  exportUrl: (name) => `/api/campaigns/${encodeURIComponent(name)}/export`,
  // `text`: the exported file as read, so its numbers and keys reach the server's strict check unchanged.
  importCampaign: (text, name) => call('POST', '/api/campaigns/import',
    `{"campaign":${text}${name ? `,"name":${JSON.stringify(name)}` : ''}}`),
  startBattle: (options) => call('POST', '/api/battles', options),
  battle: (id, seat, since) => call('GET', `/api/battles/${id}?${query(seat, since)}`),
  // `since`: the events the page has shown already, so a reply carries only the new ones.
  answer: (id, seat, seq, choice, since) => call('POST', `/api/battles/${id}/answer?${query(seat, since)}`, { seq, choice }),
  shortcut: (id, seat, seq, shortcut, since) => call('POST', `/api/battles/${id}/answer?${query(seat, since)}`, { seq, shortcut }),
  undo: (id, seat, since) => call('POST', `/api/battles/${id}/undo?${query(seat, since)}`, {}),
  startSim: (options) => call('POST', '/api/sim', options),
  sim: (id) => call('GET', `/api/sim/${id}`),
  stream: (id) => new EventSource(`/api/battles/${id}/stream`),
};

function query(seat, since) {
  const q = new URLSearchParams();
  if (seat) q.set('seat', seat);
  if (since !== undefined) q.set('since', since);
  return q.toString();
}
