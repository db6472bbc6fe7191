/**
 * The demo games' HTML pages, served to the game iframe (or popup): self-contained HTML with one inline style and one
 * inline script each, allowed by their SHA-256 in the page's own Content-Security-Policy (nothing else runs, nothing
 * loads but calls to this origin). Per-page data travels in data- attributes, escaped, so the script text (and with it
 * its hash) never changes.
 */
import { createHash } from 'node:crypto';
import { GAME_BALANCE_MESSAGE } from '@site/platform-contract';
import { DemoGamePath } from '../demo-game-paths';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const STYLE = `
*{box-sizing:border-box}
html,body{margin:0;min-height:100%;background:#0f172a;color:#f8fafc;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:28rem;margin:0 auto;padding:1rem;display:flex;flex-direction:column;gap:1rem}
header{display:flex;align-items:flex-start;justify-content:space-between;gap:.75rem}
h1{font-size:1.25rem;margin:0}
h2{font-size:1rem;margin:0 0 .5rem}
.vendor{margin:.125rem 0 0;color:#cbd5e1;font-size:.875rem}
a{color:#fde68a}
.back{white-space:nowrap;padding:.5rem .75rem;border:1px solid #475569;border-radius:.5rem;text-decoration:none}
.panel{background:#1e293b;border-radius:.75rem;padding:1rem}
.balance{display:flex;justify-content:space-between;align-items:baseline;font-size:1.125rem}
.balance output{font-weight:700;font-variant-numeric:tabular-nums}
.reels{display:grid;grid-template-columns:repeat(3,1fr);gap:.5rem}
.reel{display:flex;flex-direction:column;align-items:center;justify-content:center;aspect-ratio:1;background:#f8fafc;color:#0f172a;border-radius:.75rem;font-size:2.75rem;line-height:1.1}
.reel small{font-size:.8rem;font-weight:600;text-transform:uppercase;letter-spacing:.05em;color:#475569}
.reels.spinning .reel{opacity:.5}
.status{min-height:1.5rem;margin:0;text-align:center;font-weight:600}
.controls{display:flex;gap:.75rem;align-items:flex-end}
label{display:flex;flex-direction:column;gap:.25rem;font-size:.875rem;color:#cbd5e1;flex:1}
select{font:inherit;min-height:2.75rem;padding:.25rem .5rem;border-radius:.5rem;border:1px solid #64748b;background:#0f172a;color:#f8fafc}
button{font:inherit;font-weight:700;min-height:2.75rem;min-width:2.75rem;border:0;border-radius:.5rem;cursor:pointer}
button:focus-visible,select:focus-visible,a:focus-visible{outline:3px solid #fde68a;outline-offset:2px}
button:disabled{opacity:.55;cursor:not-allowed}
.primary{background:#f59e0b;color:#111827;padding:0 1.5rem}
.numbers{display:grid;grid-template-columns:repeat(5,1fr);gap:.5rem}
.numbers button{background:#334155;color:#f8fafc;font-size:1.25rem}
.numbers button[aria-pressed="true"]{background:#fde68a;color:#111827}
.draw{display:flex;justify-content:space-between;gap:.5rem;flex-wrap:wrap}
table{width:100%;border-collapse:collapse;font-size:.875rem}
th,td{text-align:left;padding:.375rem .25rem;border-bottom:1px solid #334155}
td.num{font-variant-numeric:tabular-nums}
.won{color:#86efac}
.lost{color:#fca5a5}
.fun{display:inline-block;margin-inline-start:.5rem;padding:.125rem .5rem;border-radius:.375rem;background:#fde68a;color:#111827;font-size:.75rem;font-weight:800;letter-spacing:.08em;vertical-align:middle}
@media (orientation:landscape) and (max-height:32rem){
main.slot{max-width:none;display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);align-items:start;column-gap:1.5rem}
main.slot>header,main.slot>.balance,main.slot>.status,main.slot>.controls,main.slot>.vendor{grid-column:2}
main.slot>.reels{grid-column:1;grid-row:1/span 5;max-width:calc(100dvh - 2rem);width:100%;justify-self:center}
}
`;

/** The parts both scripts share: formatting, the balance message to the site, request ids, calls. */
const COMMON = `
const root = document.getElementById('game');
const ticket = root.dataset.ticket;
const money = new Intl.NumberFormat(undefined, { style: 'currency', currency: root.dataset.currency });
const balanceEl = document.getElementById('balance');
const statusEl = document.getElementById('status');
const showBalance = (n) => { balanceEl.textContent = money.format(n); };
const notify = () => {
  if (root.dataset.fun === '1') return;
  const message = { type: ${JSON.stringify(GAME_BALANCE_MESSAGE)} };
  if (window.parent !== window) window.parent.postMessage(message, '*');
  if (window.opener) window.opener.postMessage(message, '*');
};
const requestId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
const MESSAGES = {
  balance_not_enough: 'Not enough balance for this stake.',
  invalid_stake: 'Choose one of the listed stakes.',
  ticket_invalid: 'This game session has ended. Close the game and open it again.',
  loss_limit_reached: 'This stake would take you past your daily loss limit.',
  play_time_limit_reached: 'You have reached your daily play-time limit.',
  self_excluded: 'Your account is on a break: play is closed until it ends.',
};
const explain = (body) => MESSAGES[body && body.errorCode] || 'That did not work. Try again.';
/** POSTs JSON; a dropped connection is tried once more with the same body (the requestId makes that safe). */
async function post(path, payload) {
  const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(payload) };
  let res;
  try { res = await fetch(path, init); } catch { res = await fetch(path, init); }
  return res.json();
}
showBalance(Number(root.dataset.balance));
`;

const SLOT_SCRIPT = `(() => {${COMMON}
const SYMBOLS = { cherry: '\u{1F352}', lemon: '\u{1F34B}', bell: '\u{1F514}', star: '\u2B50', diamond: '\u{1F48E}', seven: '7' };
const reelsEl = document.getElementById('reels');
const spin = document.getElementById('spin');
const stake = document.getElementById('stake');
let busy = false;
spin.addEventListener('click', async () => {
  if (busy) return;
  busy = true;
  spin.disabled = true;
  reelsEl.classList.add('spinning');
  statusEl.textContent = 'Spinning\u2026';
  try {
    const body = await post(root.dataset.spin, { ticket, stake: Number(stake.value), requestId: requestId() });
    if (!body.success) { statusEl.textContent = explain(body); return; }
    const v = body.value;
    v.reels.forEach((symbol, i) => {
      const glyph = document.createElement('span');
      glyph.textContent = SYMBOLS[symbol] || '?';
      const word = document.createElement('small');
      word.textContent = symbol;
      reelsEl.children[i].replaceChildren(glyph, word);
    });
    reelsEl.setAttribute('aria-label', 'Reels: ' + v.reels.join(', '));
    showBalance(v.balance);
    statusEl.textContent = v.payout > 0 ? 'You win ' + money.format(v.payout) + '!' : 'No win this time.';
    notify();
  } catch {
    statusEl.textContent = 'Network problem. Try again.';
  } finally {
    busy = false;
    spin.disabled = false;
    reelsEl.classList.remove('spinning');
  }
});
})();`;

const LOTTERY_SCRIPT = `(() => {${COMMON}
const picked = new Set();
const buy = document.getElementById('buy');
const stake = document.getElementById('stake');
const hint = document.getElementById('hint');
const nextEl = document.getElementById('next');
const lastEl = document.getElementById('last');
const rows = document.getElementById('tickets');
const empty = document.getElementById('no-tickets');
let nextDrawAt = 0;
let open = new Set();
let busy = false;
const updatePicks = () => {
  document.querySelectorAll('#numbers button').forEach((b) => b.setAttribute('aria-pressed', String(picked.has(Number(b.dataset.n)))));
  buy.disabled = busy || picked.size !== 3;
  hint.textContent = picked.size === 3 ? 'Ready: ' + [...picked].join(', ') : 'Pick 3 numbers (' + picked.size + ' of 3).';
};
document.getElementById('numbers').addEventListener('click', (e) => {
  const b = e.target.closest('button');
  if (!b) return;
  const n = Number(b.dataset.n);
  if (picked.has(n)) picked.delete(n); else if (picked.size < 3) picked.add(n);
  updatePicks();
});
const cell = (text, cls) => { const td = document.createElement('td'); td.textContent = text; if (cls) td.className = cls; return td; };
function render(v) {
  showBalance(v.balance);
  nextDrawAt = Date.parse(v.nextDrawAt);
  lastEl.textContent = v.lastDraw ? 'Draw ' + v.lastDraw.drawNo + ': ' + v.lastDraw.numbers.join(', ') : 'No draw yet';
  rows.replaceChildren(...v.tickets.map((t) => {
    const tr = document.createElement('tr');
    const status = t.status === 'open' ? 'Waiting' : t.status === 'won' ? 'Won ' + money.format(t.payout) : 'No win';
    tr.append(cell(t.numbers.join(', '), 'num'), cell(money.format(t.stake), 'num'), cell(status, t.status === 'open' ? '' : t.status));
    return tr;
  }));
  empty.hidden = v.tickets.length > 0;
  const nowOpen = new Set(v.tickets.filter((t) => t.status === 'open').map((t) => t.id));
  const settled = [...open].some((id) => !nowOpen.has(id));
  open = nowOpen;
  if (settled) { statusEl.textContent = 'The draw is in: see your tickets.'; notify(); }
}
async function refresh() {
  try {
    const res = await fetch(${JSON.stringify(DemoGamePath.LOTTERY_STATE)} + '?ticket=' + encodeURIComponent(ticket));
    const body = await res.json();
    if (body.success) render(body.value); else statusEl.textContent = explain(body);
  } catch {
    statusEl.textContent = 'Network problem. Retrying\u2026';
  }
}
buy.addEventListener('click', async () => {
  if (busy || picked.size !== 3) return;
  busy = true;
  updatePicks();
  try {
    const body = await post(${JSON.stringify(DemoGamePath.LOTTERY_BUY)}, { ticket, numbers: [...picked], stake: Number(stake.value), requestId: requestId() });
    if (!body.success) { statusEl.textContent = explain(body); return; }
    statusEl.textContent = 'Ticket bought: ' + body.value.numbers.join(', ') + '. Good luck!';
    picked.clear();
    notify();
    await refresh();
  } catch {
    statusEl.textContent = 'Network problem. Try again.';
  } finally {
    busy = false;
    updatePicks();
  }
});
let due = false;
setInterval(() => {
  const left = Math.max(0, Math.round((nextDrawAt - Date.now()) / 1000));
  nextEl.textContent = nextDrawAt ? 'Next draw in ' + Math.floor(left / 60) + ':' + String(left % 60).padStart(2, '0') : '';
  if (left === 0 && nextDrawAt && !due) { due = true; setTimeout(() => { due = false; refresh(); }, 2000); }
}, 1000);
setInterval(refresh, 15000);
updatePicks();
refresh();
})();`;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const STYLE_HASH = sha256(STYLE);
const SCRIPT_HASHES = { slot: sha256(SLOT_SCRIPT), lottery: sha256(LOTTERY_SCRIPT), none: "'none'" } as const;

/**
 * The page's headers: a CSP allowing its own inline script and style (by hash) and calls to this origin, framed only
 * by the merchant's hosts (any port, http or https); no referrer (the ticket is in the URL), no sniffing, no caching.
 */
export function pageHeaders(script: keyof typeof SCRIPT_HASHES, frameHosts: string[]): Record<string, string> {
  const ancestors = frameHosts.flatMap((h) => [`http://${h}:*`, `https://${h}:*`, `http://${h}`, `https://${h}`]);
  const csp = [
    "default-src 'none'",
    `script-src ${SCRIPT_HASHES[script]}`,
    `style-src ${STYLE_HASH}`,
    script === 'none' ? null : "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors 'self' ${ancestors.join(' ')}`.trim(),
  ].filter((d) => d !== null);
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': csp.join('; '),
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  };
}

export interface PageData {
  ticket: string;
  gameName: string;
  vendorName: string;
  currency: string;
  /** Major units. */
  balance: number;
  stakes: number[];
  backUrl: string | null;
  /** Play for fun: play money (currency FUN), marked FUN; spins go to the fun endpoint and touch no wallet. */
  fun?: boolean;
}

function layout(title: string, body: string, script: string | null): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>${body}${script === null ? '' : `<script>${script}</script>`}</body></html>`;
}

function heading(d: PageData, subtitle: string): string {
  const back = d.backUrl ? `<a class="back" href="${escapeHtml(d.backUrl)}" target="_top">Back to the site</a>` : '';
  const fun = d.fun ? '<span class="fun">FUN</span>' : '';
  return `<header><div><h1>${escapeHtml(d.gameName)}${fun}</h1><p class="vendor">${escapeHtml(d.vendorName)} · ${escapeHtml(subtitle)}</p></div>${back}</header>`;
}

function stakeSelect(d: PageData): string {
  const options = d.stakes.map((s) => `<option value="${s}">${s.toFixed(2)} ${escapeHtml(d.currency)}</option>`).join('');
  return `<label for="stake">Stake<select id="stake" name="stake">${options}</select></label>`;
}

function gameRoot(d: PageData, content: string, kind: 'slot' | 'lottery'): string {
  const spin = d.fun ? DemoGamePath.FUN_SPIN : DemoGamePath.SPIN;
  return `<main id="game" class="${kind}" data-ticket="${escapeHtml(d.ticket)}" data-currency="${escapeHtml(d.currency)}" data-balance="${d.balance}" data-spin="${spin}" data-fun="${d.fun ? 1 : 0}">
${content}</main>`;
}

const balancePanel = (label: string) =>
  `<section class="panel balance" aria-label="${label}"><span>${label}</span><output id="balance" aria-live="polite"></output></section>`;

export function slotPage(d: PageData): string {
  const content = `${heading(d, d.fun ? 'play for fun with play money' : 'demo slot')}
${balancePanel(d.fun ? 'Play money' : 'Balance')}
<div id="reels" class="reels" role="img" aria-label="Reels: not spun yet"><span class="reel">?</span><span class="reel">?</span><span class="reel">?</span></div>
<p id="status" class="status" role="status">Choose a stake and spin.</p>
<div class="controls">${stakeSelect(d)}<button id="spin" class="primary" type="button">Spin</button></div>
<p class="vendor">Three alike pay 2× to 50× the stake; two alike pay 1.2×.</p>`;
  return layout(`${d.gameName} (${d.fun ? 'FUN' : 'demo'})`, gameRoot(d, content, 'slot'), SLOT_SCRIPT);
}

export function lotteryPage(d: PageData): string {
  const numbers = Array.from({ length: 10 }, (_, n) => `<button type="button" data-n="${n}" aria-pressed="false" aria-label="Number ${n}">${n}</button>`).join('');
  const content = `${heading(d, 'demo draw every minute')}
${balancePanel('Balance')}
<section class="panel" aria-labelledby="pick-title"><h2 id="pick-title">Pick 3 numbers</h2>
<div id="numbers" class="numbers" role="group" aria-labelledby="pick-title">${numbers}</div>
<p id="hint" class="vendor" aria-live="polite"></p>
<div class="controls">${stakeSelect(d)}<button id="buy" class="primary" type="button" disabled>Buy ticket</button></div></section>
<p id="status" class="status" role="status"></p>
<section class="panel" aria-labelledby="draw-title"><h2 id="draw-title">Draws</h2><div class="draw"><span id="last">No draw yet</span><span id="next"></span></div>
<p class="vendor">All 3 numbers drawn pay 50× the stake; 2 of them pay 2×.</p></section>
<section class="panel" aria-labelledby="tickets-title"><h2 id="tickets-title">Your tickets</h2>
<table><thead><tr><th scope="col">Numbers</th><th scope="col">Stake</th><th scope="col">Result</th></tr></thead><tbody id="tickets"></tbody></table>
<p id="no-tickets" class="vendor">No tickets yet.</p></section>`;
  return layout(`${d.gameName} (demo)`, gameRoot(d, content, 'lottery'), LOTTERY_SCRIPT);
}

/** The page for a ticket that is unknown, expired or for another game: no script. */
export function endedPage(): string {
  return layout(
    'Game session ended',
    `<main><h1>This game session has ended</h1><p>Close the game and open it again from the site.</p></main>`,
    null,
  );
}
