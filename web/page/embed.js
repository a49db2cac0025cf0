// The embed: with one <script src="hensou-embed.js">, every
// <pre class="hensou"> and <script type="text/x-hensou"> of a page becomes
// the record checked, on a board with its moves, its verdict and its
// diagnostics. scripts/web-build puts the WebAssembly module, its
// bindings, viewer.js and this file into that one script, so that a page
// opened from disk works and no request leaves it.
'use strict';

const HENSOU_EMBED_STYLE = `
.hensou-viewer { font-family: 'Noto Sans CJK JP', 'Hiragino Sans', 'Yu Gothic', sans-serif; border: 1px solid #ccc; border-radius: 4px; padding: .5em; margin: 1em 0; max-width: 640px; background: #fafaf7; color: #222; }
.hensou-viewer:focus-visible { outline: 3px solid #2a7ab0; }
.hensou-viewer .hensou-board svg { width: 100%; height: auto; display: block; }
.hensou-viewer .hensou-verdict { font-weight: bold; margin: 0 0 .3em; }
.hensou-viewer .hensou-verdict.valid { color: #1b7a3d; }
.hensou-viewer .hensou-verdict.invalid { color: #b3261e; }
.hensou-viewer .hensou-stepper { display: flex; flex-wrap: wrap; gap: .4em; align-items: center; margin: .3em 0; }
.hensou-viewer button { font: inherit; padding: .2em .7em; }
.hensou-viewer .hensou-moves { display: flex; flex-wrap: wrap; gap: .2em; list-style: none; padding: 0; margin: .3em 0; max-height: 12em; overflow: auto; }
.hensou-viewer .hensou-moves button { padding: 0 .3em; border: 1px solid transparent; background: none; cursor: pointer; }
.hensou-viewer .hensou-moves button[aria-current] { background: #f4d35e; }
.hensou-viewer .hensou-refused { color: #b3261e; text-decoration: line-through wavy; padding: 0 .3em; }
.hensou-viewer .hensou-diagnostics { padding-left: 1.3em; margin: .3em 0; }
.hensou-viewer .hensou-diagnostics .code { font-family: monospace; font-weight: bold; color: #b3261e; }
.hensou-viewer .hensou-diagnostics .warning .code { color: #9a6700; }
.hensou-viewer .hensou-variations { padding-left: 1.2em; margin: .2em 0; }
.hensou-viewer .hensou-variation { text-align: left; white-space: normal; }
.hensou-viewer .hensou-variation[aria-current] { background: #f4d35e; }
.hensou-viewer pre { white-space: pre-wrap; word-break: break-all; font-size: 13px; }
.hensou-viewer .hensou-keys { color: #555; font-size: .85em; margin: .2em 0; }
`;

const hensouElement = (tag, className, text) => {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
};

/// One record checked and shown in place of the element `source`.
function hensouEmbed(source) {
  const text = source.textContent.replace(/^\n/, '');
  const lang = source.dataset.lang || (source.closest('[lang]') || document.documentElement).lang || '';
  const labels = hensouLabels(lang.startsWith('ja') ? 'ja' : 'en');
  const checked = new wasm_bindgen.Checked(source.dataset.name || 'embedded.txt', new TextEncoder().encode(text),
    source.dataset.reading || 'auto', source.dataset.game || '', source.dataset.rules || '', '', '', labels === HENSOU_LABELS.ja ? 'ja' : 'en');
  const view = JSON.parse(checked.game(Number(source.dataset.number) || 1));
  const box = hensouElement('figure', 'hensou-viewer');
  box.lang = labels === HENSOU_LABELS.ja ? 'ja' : 'en';
  box.tabIndex = 0;
  if (!view) {
    box.append(hensouElement('p', 'hensou-verdict invalid', labels.unknown), hensouElement('pre', '', text));
    source.replaceWith(box);
    return;
  }
  const verdict = hensouElement('p', `hensou-verdict ${view.valid ? 'valid' : 'invalid'}`,
    [view.valid ? labels.valid : labels.invalid, view.game || labels.unknown, view.rules, labels.plies(view.plies), view.result]
      .filter(Boolean).join(' · '));
  verdict.setAttribute('role', 'status');
  verdict.dataset.valid = view.valid;
  verdict.dataset.plies = view.plies;
  const board = hensouElement('div', 'hensou-board');
  board.setAttribute('role', 'img');
  const label = hensouElement('span', 'hensou-ply');
  label.setAttribute('aria-live', 'polite');
  const step = (name, symbol) => {
    const b = hensouElement('button', `hensou-${name}`, symbol);
    b.type = 'button';
    b.setAttribute('aria-label', labels[name]);
    return b;
  };
  const buttons = { first: step('first', '«'), prev: step('prev', '◀'), next: step('next', '▶'), last: step('last', '»') };
  const stepper = hensouElement('div', 'hensou-stepper');
  stepper.append(buttons.first, buttons.prev, label, buttons.next, buttons.last);
  const diagnostics = hensouElement('ol', 'hensou-diagnostics');
  diagnostics.append(...view.diagnostics.map((d) => {
    const li = hensouElement('li', d.severity);
    li.dataset.code = d.code;
    const said = hensouSaid(d);
    li.append(hensouElement('span', 'code', d.code), ' ', d.ply ? `(${labels.ply(d.ply)}) ` : '', hensouElement('span', 'message', said.message));
    if (said.help) li.append(hensouElement('div', 'help', `${labels.help}: ${said.help}`));
    return li;
  }));
  const moves = hensouElement('ol', 'hensou-moves');
  moves.setAttribute('aria-label', labels.moves);
  const line = new HensouLine(checked, view.number, view.plies_played.length);
  const variationsBox = hensouElement('div', 'hensou-variations-box');
  let from = 0;
  const go = (ply) => {
    const b = line.board(ply, false);
    board.innerHTML = b ? b.svg : '';
    const where = line.ply === 0 ? labels.start : labels.plyOf(line.ply, line.length);
    const main = line.path === null;
    label.textContent = !main ? `${where} · ${labels.variationAt(from)}`
      : refused && line.ply === line.length ? `${where} · ${labels.refused(refused.ply)}` : where;
    board.setAttribute('aria-label', b ? labels.board(where, labels.side(b.to_move)) : '');
    box.dataset.ply = line.ply;
    box.dataset.line = line.path === null ? '' : line.path;
    for (const m of moves.querySelectorAll('button')) {
      if (line.path === null && Number(m.dataset.ply) === line.ply) m.setAttribute('aria-current', 'true');
      else m.removeAttribute('aria-current');
    }
  };
  const showVariations = (tree) => {
    const back = hensouElement('button', 'hensou-main', labels.backToMain);
    back.type = 'button';
    back.hidden = line.path === null;
    back.addEventListener('click', () => { const ply = Math.min(line.ply, view.plies_played.length); line.main(); showVariations(tree); go(ply); });
    const focused = variationsBox.contains(document.activeElement);
    variationsBox.replaceChildren(hensouElement('strong', '', labels.variations), ' ', back,
      hensouVariations(tree, labels, (path, ply) => { line.follow(path); from = ply; showVariations(tree); go(ply); }, line.path));
    // The button pressed is drawn anew: the focus goes to its new self.
    if (focused) (variationsBox.querySelector('[aria-current]') || box).focus();
  };
  moves.append(...view.plies_played.map((p) => {
    const li = hensouElement('li');
    const b = hensouElement('button', '', `${p.number}.${p.text}`);
    b.type = 'button';
    b.dataset.ply = p.number;
    b.addEventListener('click', () => { if (line.path !== null) { line.main(); showVariations(tree); } go(p.number); });
    li.append(b);
    return li;
  }));
  // The ply refused, as written, after the plies played.
  const refused = view.diagnostics.find((d) => d.severity === 'error' && d.ply === view.plies_played.length + 1);
  if (refused && refused.at !== null) {
    const li = hensouElement('li', 'hensou-refused', `${refused.ply}.${view.text.slice(refused.at, refused.at + refused.len)}`);
    li.title = labels.refused(refused.ply);
    moves.append(li);
  }
  const tree = JSON.parse(checked.variations(view.number));
  variationsBox.hidden = !tree.length;
  if (tree.length) showVariations(tree);
  const problems = view.diagnostics.filter((d) => d.ply);
  let problem = -1;
  const nextProblem = (dir) => {
    if (!problems.length) return undefined;
    problem = (Math.max(problem, dir > 0 ? -1 : 0) + dir + problems.length) % problems.length;
    const d = problems[problem];
    if (line.path !== null) { line.main(); showVariations(tree); }
    return d.severity === 'error' ? d.ply - 1 : d.ply;
  };
  buttons.first.addEventListener('click', () => go(0));
  buttons.prev.addEventListener('click', () => go(line.ply - 1));
  buttons.next.addEventListener('click', () => go(line.ply + 1));
  buttons.last.addEventListener('click', () => go(line.length));
  box.addEventListener('keydown', (e) => {
    if (e.target.closest('input, textarea, select')) return;
    const to = hensouKey(e, line, nextProblem);
    if (to !== undefined) { e.preventDefault(); go(to); }
  });
  const record = hensouElement('details');
  record.append(hensouElement('summary', '', labels.record), hensouElement('pre', '', text));
  box.append(verdict, diagnostics, board, stepper, hensouElement('p', 'hensou-keys', labels.keys), moves, variationsBox, record);
  source.replaceWith(box);
  // As the page: a valid game at its end, an invalid one before its bad ply.
  const failed = view.diagnostics.find((d) => d.severity === 'error' && d.ply);
  go(failed ? failed.ply - 1 : view.plies_played.length);
}

async function hensouEmbedAll() {
  const sources = document.querySelectorAll('pre.hensou, script[type="text/x-hensou"]');
  if (!sources.length) return;
  await hensouStart();
  const style = document.createElement('style');
  style.textContent = HENSOU_EMBED_STYLE;
  document.head.append(style);
  for (const source of sources) {
    try {
      hensouEmbed(source);
    } catch (e) {
      source.before(hensouElement('p', 'hensou-failure', `hensou: ${String(e.message || e)}`));
    }
  }
  document.documentElement.dataset.hensouEmbedded = sources.length;
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', hensouEmbedAll);
else hensouEmbedAll();
